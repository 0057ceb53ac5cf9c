import ScrollCore
import TestSupport
import Testing

/// The typed setters hand each closure its recognizer as its own class (no casts in controllers), and
/// the arena's entry is the only way a recognizer's state changes.
@Suite struct GestureCallbacksTests {
    @Test func aPanActionSeesItsOwnTranslation() {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let pan = f.add(PanGestureRecognizer(name: "list.pan"), to: list)
        var seen: [(GestureState, Double)] = []
        pan.onAction { p in seen.append((p.state, p.translation.y)) }
        var s = TouchScript()
        s.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 300), start: 0, duration: 0.2)
        f.run(s.events, until: 0.5)
        #expect(seen.first?.0 == .began)
        #expect(seen.last?.0 == .ended)
        #expect(seen.last?.1 == -200)
        // The setter replaced the fixture's recorder: one delegate per recognizer, as in UIKit.
        #expect(f.actions.isEmpty)
    }

    @Test func aTypedShouldBeginDenialIsLoggedWithItsReason() {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let pan = f.add(PanGestureRecognizer(name: "list.pan"), to: list)
        pan.shouldBegin { p in p.translation.y < 0 ? .deny("moved up \(Int(-p.translation.y)) pt") : .allow }
        var failures: [String] = []
        pan.onFailed { p in failures.append("\(p.name) at y=\(Int(p.translation.y))") }
        var s = TouchScript()
        s.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 300), start: 0, duration: 0.2)
        f.run(s.events, until: 0.5)
        #expect(f.log.first?.hasPrefix("list.pan failed: shouldBegin=false (moved up 1") == true)
        #expect(failures.count == 1)
        #expect(pan.state == .possible)
    }

    @Test func aRecognizerOutsideAnArenaCannotChangeItsOwnState() {
        let pan = PanGestureRecognizer(name: "lonely.pan")
        var actions = 0
        pan.onAction { _ in actions += 1 }
        pan.request(.began, reason: "test")
        #expect(pan.state == .possible)
        #expect(actions == 0)
    }

    @Test func theEdgePanHotZoneIsTheLeftStripOnly() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        let region = Rect(x: 0, y: 100, width: 393, height: 700)
        #expect(edge.hotZone(within: region) == Rect(x: 0, y: 100, width: 20, height: 700))
        #expect(PanGestureRecognizer(name: "pan").hotZone(within: region) == region)
    }
}
