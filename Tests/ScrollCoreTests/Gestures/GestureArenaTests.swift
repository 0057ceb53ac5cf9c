import ScrollCore
import TestSupport
import Testing

/// Seed 002 and seed 000 scenarios, written as scripts. The reason log is part of what is tested.
@Suite struct GestureArenaTests {
    // MARK: Seed 002 — long-press drag of a card inside a vertical scroll

    /// The seed's correct setup: the long press on the scroll view, gated to the card by shouldBegin;
    /// the scroll's pan requires it to fail.
    func cardInList() -> (ArenaFixture, ScrollView, LongPressGestureRecognizer) {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let card = f.target("card", Rect(x: 16, y: 100, width: 361, height: 120), in: list)
        let (sv, pan) = f.scrollable(list, contentHeight: 4000)
        let press = f.add(LongPressGestureRecognizer(name: "card.longPress"), to: list)
        press.shouldBegin { [weak card] g in
            guard let card else { return .deny("no card") }
            return card.frameInRoot.contains(g.startPosition) ? .allow : .deny("touch is not on the card")
        }
        pan.require(toFail: press)
        return (f, sv, press)
    }

    @Test func longPressOnTheCardThenDragMovesTheCardNotTheList() {
        let (f, sv, press) = cardInList()
        var s = TouchScript()
        s.down(Point(x: 100, y: 150), at: 0)
        s.move(from: Point(x: 100, y: 150), to: Point(x: 100, y: 150.5), start: 0.3, duration: 0.3)  // stays within 10 pt
        s.move(from: Point(x: 100, y: 150.5), to: Point(x: 100, y: 450), start: 0.6, duration: 0.5)
        s.up(Point(x: 100, y: 450), at: 1.15)
        var offsets: [Double] = []
        for e in s.events {
            f.run([e])
            offsets.append(sv.contentOffset.y)
            if e.time > 0.6 && e.time < 1.1 { #expect(press.state == .changed || press.state == .began) }
        }
        f.run([], until: 3)
        #expect(offsets.allSatisfy { $0 == 0 })
        #expect(sv.contentOffset.y == 0)
        // The pan never asked to begin before the press won (the finger stayed within the slop).
        #expect(
            f.log == [
                "card.longPress began: held 0.5 s within 10 pt",
                "list.pan failed: card.longPress won the touch",
                "card.longPress ended: lifted",
            ])
        #expect(f.actions.first == "card.longPress:began")
        #expect(f.actions.last == "card.longPress:ended")
        #expect(f.arena.lastWinner == "card.longPress")
        #expect(f.arena.violations.isEmpty)
    }

    @Test func aQuickSwipeOnTheCardStillScrolls() {
        let (f, sv, _) = cardInList()
        var s = TouchScript()
        s.drag(from: Point(x: 100, y: 200), to: Point(x: 100, y: 40), start: 0, duration: 0.08, profile: .easeIn)
        f.run(s.events, until: 4)
        #expect(
            f.log.prefix(3) == [
                "list.pan waits for card.longPress to fail",
                "card.longPress failed: moved 14.4 pt > allowable 10 pt before 0.5 s",
                "list.pan began: card.longPress failed",
            ])
        #expect(f.log.last?.hasPrefix("list.pan ended: lifted at") == true)
        #expect(sv.contentOffset.y > 500)  // scrolled 160 pt and flung
        #expect(sv.state == .idle)
    }

    @Test func aHoldOutsideTheCardDeniesTheLongPressAndLetsTheListScroll() {
        let (f, sv, press) = cardInList()
        var s = TouchScript()
        s.down(Point(x: 100, y: 500), at: 0)
        s.move(from: Point(x: 100, y: 500), to: Point(x: 100, y: 300), start: 0.7, duration: 0.4, profile: .easeOut)
        s.move(from: Point(x: 100, y: 300), to: Point(x: 100, y: 300), start: 1.2, duration: 0.05)
        s.up(Point(x: 100, y: 300), at: 1.3)
        f.run(s.events, until: 2)
        #expect(
            f.log == [
                "card.longPress failed: shouldBegin=false (touch is not on the card)",
                "list.pan began: moved 16.319 pt vertical",
                "list.pan ended: lifted at (0, 0) pt/s",
            ])
        #expect(press.state == .possible)  // reset after the sequence
        // The content follows the finger from where the pan began: 200 pt minus the 16.319 pt at began.
        expectClose(sv.contentOffset.y, 200 - 16.319, within: 0.001)
    }

    /// Seed 002's pitfall: the long press only on the card, the finger elsewhere — the dependency
    /// can never fail. UIKit would freeze the scroll; we release it and say why.
    @Test func aDependencyThatCanNeverFailIsReportedNotLeftToHang() {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let card = f.target("card", Rect(x: 16, y: 100, width: 361, height: 120), in: list)
        let (sv, pan) = f.scrollable(list, contentHeight: 4000)
        let press = f.add(LongPressGestureRecognizer(name: "card.longPress"), to: card)
        pan.require(toFail: press)
        var s = TouchScript()
        s.drag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 400), start: 0, duration: 0.5, profile: .easeOut, hold: 0.1)
        f.run(s.events, until: 1)
        #expect(
            f.log.first
                == "WARNING list.pan required card.longPress to fail, but card.longPress never receives this touch and can never fail; list.pan released"
        )
        #expect(f.log[1] == "list.pan began: moved 13.111 pt vertical")
        expectClose(sv.contentOffset.y, 200 - 13.111, within: 0.001)
    }

    // MARK: Seed 002 — swipe-to-delete card

    func swipeCard() -> (ArenaFixture, ScrollView, PanGestureRecognizer) {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let card = f.target("card", Rect(x: 16, y: 100, width: 361, height: 120), in: list)
        let (sv, _) = f.scrollable(list, contentHeight: 4000)
        let swipe = f.add(PanGestureRecognizer(name: "card.swipe"), to: card)
        swipe.axis = .horizontal
        return (f, sv, swipe)
    }

    @Test func aHorizontalSwipeOnTheCardWinsAndTheListStaysPut() {
        let (f, sv, swipe) = swipeCard()
        var s = TouchScript()
        s.drag(from: Point(x: 300, y: 160), to: Point(x: 120, y: 175), start: 0, duration: 0.2)
        var maxTranslation = 0.0
        for e in s.events {
            f.run([e])
            if swipe.state.isActive { maxTranslation = max(maxTranslation, -swipe.translation.x) }
        }
        f.run([], until: 2)
        #expect(
            f.log == [
                "card.swipe began: moved 15.052 pt horizontal",
                "list.pan failed: card.swipe won the touch",
                "card.swipe ended: lifted at (-900, 75) pt/s",
            ])
        #expect(maxTranslation == 180)
        #expect(sv.contentOffset.y == 0)
    }

    @Test func aVerticalSwipeOnTheCardScrolls() {
        let (f, sv, _) = swipeCard()
        var s = TouchScript()
        s.drag(from: Point(x: 200, y: 200), to: Point(x: 215, y: 60), start: 0, duration: 0.2, profile: .easeOut, hold: 0.05)
        f.run(s.events, until: 2)
        #expect(
            f.log == [
                "card.swipe failed: moved 11.489 pt vertical, pan is horizontal",
                "list.pan began: moved 11.489 pt vertical",
                "list.pan ended: lifted at (0, 0) pt/s",
            ])
        expectClose(sv.contentOffset.y, 140 - 11.424, within: 0.001)
    }

    // MARK: Seed 002 — edge back-swipe over a horizontal pager

    func edgeOverPager() -> (ArenaFixture, ScrollView, ScreenEdgePanGestureRecognizer) {
        let f = ArenaFixture()
        let nav = f.target("nav", Rect(x: 0, y: 0, width: 393, height: 852))
        let pager = f.target("pager", Rect(x: 0, y: 100, width: 393, height: 752), in: nav)
        let back = f.add(ScreenEdgePanGestureRecognizer(name: "nav.edgePan"), to: nav)
        let (sv, pan) = f.scrollable(pager, contentHeight: 0, horizontalPages: 4)
        sv.setContentOffset(Point(x: 393, y: 0), animated: false, at: 0)
        pan.require(toFail: back)
        return (f, sv, back)
    }

    @Test func theEdgeSwipeBeatsThePagerAtTheLeftEdge() {
        let (f, sv, back) = edgeOverPager()
        var s = TouchScript()
        s.drag(from: Point(x: 8, y: 400), to: Point(x: 200, y: 410), start: 0, duration: 0.25)
        f.run(s.events, until: 1)
        #expect(
            f.log.prefix(3) == [
                "pager.pan waits for nav.edgePan to fail",
                "nav.edgePan began: moved 12.817 pt horizontal",
                "pager.pan failed: nav.edgePan won the touch",
            ])
        #expect(back.state == .possible)
        #expect(f.actions.contains("nav.edgePan:ended"))
        #expect(sv.contentOffset.x == 393)
    }

    @Test func awayFromTheEdgeThePagerPages() {
        let (f, sv, _) = edgeOverPager()
        var s = TouchScript()
        s.drag(from: Point(x: 200, y: 400), to: Point(x: 350, y: 405), start: 0, duration: 0.15)
        f.run(s.events, until: 2)
        #expect(
            f.log.prefix(2) == [
                "nav.edgePan failed: touch down at x=200, outside the 20 pt left edge",
                "pager.pan began: moved 16.676 pt horizontal",
            ])
        #expect(sv.contentOffset.x == 0)  // paged back one page
    }

    // MARK: Seed 000 — horizontal pager over vertical lists

    func pagerOverList(simultaneous: Bool = false) -> (ArenaFixture, ScrollView, ScrollView, PanGestureRecognizer, PanGestureRecognizer) {
        let f = ArenaFixture()
        let pager = f.target("pager", Rect(x: 0, y: 0, width: 393, height: 852))
        let list = f.target("page.0.list", Rect(x: 0, y: 0, width: 393, height: 852), in: pager)
        let (pagerSV, pagerPan) = f.scrollable(pager, contentHeight: 0, horizontalPages: 3)
        let (listSV, listPan) = f.scrollable(list, contentHeight: 5000)
        // Seed 000's direction gate on the pager: horizontal velocity must dominate.
        pagerPan.shouldBegin { g in
            let v = g.velocity
            return abs(v.x) > abs(v.y) ? .allow : .deny("vertical velocity dominates")
        }
        if simultaneous { listPan.shouldRecognizeSimultaneously = { _, _ in true } }
        return (f, pagerSV, listSV, pagerPan, listPan)
    }

    @Test func aMostlyVerticalDiagonalScrollsTheList() {
        let (f, pagerSV, listSV, _, _) = pagerOverList()
        var s = TouchScript()
        s.drag(from: Point(x: 150, y: 600), to: Point(x: 230, y: 300), start: 0, duration: 0.3, hold: 0.05)
        f.run(s.events, until: 2)
        #expect(
            f.log.prefix(2) == [
                "page.0.list.pan began: moved 17.249 pt vertical",
                "pager.pan failed: page.0.list.pan won the touch",
            ])
        expectClose(listSV.contentOffset.y, 300 - 16.667, within: 0.001)
        #expect(pagerSV.contentOffset.x == 0)
    }

    @Test func aMostlyHorizontalDiagonalPages() {
        let (f, pagerSV, listSV, _, _) = pagerOverList()
        var s = TouchScript()
        s.drag(from: Point(x: 300, y: 400), to: Point(x: 60, y: 470), start: 0, duration: 0.2)
        f.run(s.events, until: 2)
        #expect(
            f.log.prefix(2) == [
                "page.0.list.pan failed: moved 10.417 pt horizontal, pan is vertical",
                "pager.pan began: moved 10.417 pt horizontal",
            ])
        #expect(pagerSV.contentOffset.x == 393)
        #expect(listSV.contentOffset.y == 0)
    }

    @Test func theVelocityGateExplainsItself() {
        // The slop is crossed with a mostly horizontal translation, but after a pause the finger is
        // moving vertically: the pager's shouldBegin (seed 000) refuses, with its reason.
        let (f, pagerSV, _, _, _) = pagerOverList()
        var s = TouchScript()
        s.down(Point(x: 100, y: 400), at: 0)
        s.moveTo(Point(x: 109.9, y: 400), at: 0.01)
        s.moveTo(Point(x: 109.9, y: 401), at: 0.06)
        s.moveTo(Point(x: 109.9, y: 402), at: 0.07)
        s.moveTo(Point(x: 110, y: 403), at: 0.08)
        s.up(Point(x: 110, y: 403), at: 0.5)
        f.run(s.events, until: 1)
        #expect(
            f.log.prefix(2) == [
                "page.0.list.pan failed: moved 10.1 pt horizontal, pan is vertical",
                "pager.pan failed: shouldBegin=false (vertical velocity dominates)",
            ])
        #expect(pagerSV.contentOffset.x == 0)
    }

    @Test func simultaneousRecognitionIsOffByDefaultAndOnWhenTheDelegateSaysSo() {
        func world(simultaneous: Bool) -> (ArenaFixture, ScrollView) {
            let f = ArenaFixture()
            let pager = f.target("pager", Rect(x: 0, y: 0, width: 393, height: 852))
            let list = f.target("page.0.list", Rect(x: 0, y: 0, width: 393, height: 852), in: pager)
            let (listSV, _) = f.scrollable(list, contentHeight: 5000)
            let watcher = f.add(PanGestureRecognizer(name: "pager.watch"), to: pager)
            if simultaneous { watcher.shouldRecognizeSimultaneously = { _, _ in true } }
            return (f, listSV)
        }
        var s = TouchScript()
        s.drag(from: Point(x: 100, y: 600), to: Point(x: 120, y: 200), start: 0, duration: 0.3)
        let (off, offList) = world(simultaneous: false)
        off.run(s.events, until: 2)
        #expect(
            off.log.prefix(2) == ["page.0.list.pan began: moved 11.125 pt vertical", "pager.watch failed: page.0.list.pan won the touch"])
        #expect(off.actions.filter { $0.hasSuffix(":began") } == ["page.0.list.pan:began"])
        #expect(offList.contentOffset.y > 0)
        let (on, onList) = world(simultaneous: true)
        on.run(s.events, until: 2)
        // The log says why neither cancels the other.
        #expect(
            on.log.prefix(4) == [
                "page.0.list.pan began: moved 11.125 pt vertical",
                "pager.watch may still begin alongside page.0.list.pan: shouldRecognizeSimultaneously said yes",
                "pager.watch began: moved 11.125 pt vertical",
                "pager.watch runs alongside page.0.list.pan: shouldRecognizeSimultaneously said yes, neither cancels the other",
            ])
        #expect(on.actions.filter { $0.hasSuffix(":began") } == ["page.0.list.pan:began", "pager.watch:began"])
        #expect(on.actions.filter { $0.hasSuffix(":ended") }.count == 2)
        #expect(onList.contentOffset.y == offList.contentOffset.y)
        #expect(on.arena.violations.isEmpty)
    }

    // MARK: Touch delivery to targets

    @Test func delayedTouchesReachTheTargetOnlyIfNoRecognizerClaimsThem() {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let button = f.target("button", Rect(x: 20, y: 100, width: 200, height: 60), in: list)
        let (_, pan) = f.scrollable(list, contentHeight: 4000)
        pan.delaysTouchesBegan = true
        var seen: [String] = []
        button.touchHandler = { phase, _ in seen.append(phase.rawValue) }
        var tap = TouchScript()
        tap.hold(at: Point(x: 50, y: 120), start: 0, duration: 0.1)
        f.run(tap.events, until: 0.2)
        #expect(seen == ["began", "ended"])
        seen = []
        let sv = f.scrollViews[0]
        var drag = TouchScript()
        drag.drag(from: Point(x: 50, y: 130), to: Point(x: 50, y: 40), start: 1, duration: 0.1)
        f.run(drag.events, until: 1.2)
        #expect(seen == [])  // the pan won before the target ever saw began
        sv.setContentOffset(.zero, animated: false, at: 1.5)
        list.boundsOrigin = .zero
        pan.delaysTouchesBegan = false
        f.run(
            {
                var d = TouchScript()
                d.drag(from: Point(x: 50, y: 130), to: Point(x: 50, y: 40), start: 2, duration: 0.1)
                return d.events
            }(), until: 2.2)
        #expect(seen == ["began", "moved", "cancelled"])  // a move under the slop, then cancelsTouchesInView
    }

    @Test func disablingAnActiveRecognizerCancelsIt() {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let (sv, pan) = f.scrollable(list, contentHeight: 4000)
        var s = TouchScript()
        s.down(Point(x: 100, y: 500), at: 0)
        s.move(from: Point(x: 100, y: 500), to: Point(x: 100, y: 400), start: 0, duration: 0.1)
        f.run(s.events)
        #expect(pan.state == .changed)
        pan.isEnabled = false
        #expect(pan.state == .cancelled)
        #expect(sv.state != .dragging)
        f.run([PointerEvent(.up, at: Point(x: 100, y: 400), time: 0.2)], until: 0.3)
        #expect(pan.state == .possible)
        #expect(f.actions.suffix(1) == ["list.pan:cancelled"])
    }

    @Test func focusLossCancelsEveryTouchCleanly() {
        let f = ArenaFixture()
        let list = f.target("list", Rect(x: 0, y: 0, width: 393, height: 852))
        let (sv, pan) = f.scrollable(list, contentHeight: 4000)
        var s = TouchScript()
        s.down(Point(x: 100, y: 500), at: 0)
        s.move(from: Point(x: 100, y: 500), to: Point(x: 100, y: 700), start: 0, duration: 0.1)
        f.run(s.events)
        #expect(sv.contentOffset.y < 0)
        f.arena.cancelAllTouches(at: 0.15)
        f.run([], until: 2)
        #expect(pan.state == .possible)
        #expect(f.arena.activeTouchIDs.isEmpty)
        #expect(sv.contentOffset.y == 0)  // bounced back
        #expect(f.log.last == "list.pan cancelled: touch cancelled")
    }
}
