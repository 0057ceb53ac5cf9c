import ScrollCore
import TestSupport
import Testing

/// A delegate whose `shouldRecognizeSimultaneously` answer changes while both recognizers run (the
/// C key switching a technique off mid-drag; `fuzz --seed 3` found it on gallery-simultaneous): UIKit
/// asks only when one recognizer would prevent the other, so the two already running go on together,
/// and the arena's invariant holds them to the answer they began with. A new touch gets the new answer.
@Suite struct SimultaneityChangeTests {
    @Test func twoPansRunningTogetherStayTogetherWhenTheAnswerTurnsToNo() {
        let f = ArenaFixture()
        let pager = f.target("pager", Rect(x: 0, y: 0, width: 393, height: 852))
        let list = f.target("page.0.list", Rect(x: 0, y: 0, width: 393, height: 852), in: pager)
        let (listSV, _) = f.scrollable(list, contentHeight: 5000)
        let watcher = f.add(PanGestureRecognizer(name: "pager.watch"), to: pager)
        // Yes until 0.15 s, no after: the technique is switched off partway through the first drag.
        watcher.shouldRecognizeSimultaneously = { [unowned arena = f.arena] _, _ in arena.now < 0.15 }
        var s = TouchScript()
        s.drag(from: Point(x: 100, y: 600), to: Point(x: 120, y: 200), start: 0, duration: 0.3)
        var broken: [String] = []
        for e in s.events {
            f.run([e])
            broken += f.arena.invariantViolations()
        }
        #expect(broken == [])
        #expect(f.actions.filter { $0.hasSuffix(":began") } == ["page.0.list.pan:began", "pager.watch:began"])
        #expect(f.actions.filter { $0.hasSuffix(":ended") } == ["page.0.list.pan:ended", "pager.watch:ended"])
        let first = listSV.contentOffset.y
        #expect(first > 300)
        // The next touch is asked anew: no, so the list's pan wins it alone.
        var again = TouchScript()
        again.drag(from: Point(x: 100, y: 600), to: Point(x: 120, y: 500), start: 1, duration: 0.2)
        f.run(again.events, until: 2)
        #expect(f.log.contains("pager.watch failed: page.0.list.pan won the touch"))
        #expect(f.actions.filter { $0.hasSuffix(":began") } == ["page.0.list.pan:began", "pager.watch:began", "page.0.list.pan:began"])
        #expect(f.arena.invariantViolations() == [])
    }
}
