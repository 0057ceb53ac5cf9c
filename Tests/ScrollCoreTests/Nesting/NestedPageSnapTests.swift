import ScrollCore
import TestSupport
import Testing

/// Header snap (#34 item 1): a release that would leave the header part-way settles it by position and
/// velocity, continuously from the release velocity, without moving the list's reading position.
/// Geometry: the core tests' profile (header 200, strip 44, sticky 47 → the header collapses 153 pt).
@Suite struct NestedPageSnapTests {
    func snapping(_ threshold: Double? = 0.5) -> (NestedPage, NestedRecorder) {
        var policy = NestedPagePolicy()
        policy.snapThreshold = threshold
        let page = profilePage(policy: policy)
        let recorder = NestedRecorder()
        page.delegate = recorder
        return (page, recorder)
    }

    /// Drags the shown list by `delta` (finger, positive = down) over 0.2 s and releases with `velocity`.
    func drag(_ page: NestedPage, _ delta: Double, velocity: Double = 0, at t: Double = 0) -> Double {
        page.beginDrag(at: t)
        for k in 1...20 { page.drag(fingerDelta: delta / 20, at: t + Double(k) / 100) }
        page.endDrag(fingerVelocity: velocity, at: t + 0.2)
        return t + 0.2
    }

    @Test func aSlowReleasePastTheThresholdCollapsesAndOneBeforeItExpands() {
        let (page, recorder) = snapping()
        settle(page, from: drag(page, -100))  // 100 of 153: 65 %
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) == 0)
        #expect(recorder.events.contains("headerWillSnap.collapsed"))
        let (page2, recorder2) = snapping()
        settle(page2, from: drag(page2, -60))  // 39 %
        #expect(page2.collapse == 0)
        #expect(page2.listOffset(0) == 0)
        #expect(recorder2.events.contains("headerWillSnap.expanded"))
    }

    @Test func withoutAThresholdTheHeaderRestsWhereItWasLeft() {
        let (page, recorder) = snapping(nil)
        settle(page, from: drag(page, -100))
        #expect(page.collapse == 100)
        #expect(!recorder.events.contains { $0.hasPrefix("headerWillSnap") })
    }

    @Test func velocityDecides_aFlickUpFromBelowTheThresholdCollapsesContinuouslyFromTheReleaseVelocity() {
        let (page, recorder) = snapping()
        // 50 pt (33 %), then a flick up at 100 pt/s: the natural landing is 50 + 100 / 2.002 ≈ 100 (65 %).
        let release = drag(page, -50, velocity: -100)
        #expect(recorder.events.contains("headerWillSnap.collapsed"))
        // No velocity jump at the release: the landing starts with the release velocity (1 %).
        #expect(abs(page.verticalVelocity - 100) <= 1)
        var t = release
        var last = page.collapse
        var moves = 0
        while page.verticalState != .idle && t < release + 5 {
            t += 1 / 120
            page.advance(to: t)
            #expect(page.collapse >= last - 1e-9)  // one monotone motion, no second animation
            if page.collapse > last { moves += 1 }
            last = page.collapse
        }
        #expect(moves > 10)
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) == 0)
        // The same flick without snap rests part-way, near the natural landing.
        let (plain, _) = snapping(nil)
        settle(plain, from: drag(plain, -50, velocity: -100))
        #expect(abs(plain.collapse - 100) < 1)
    }

    @Test func aFlingThatCarriesThroughTheHeaderIsLeftAlone() {
        let (page, recorder) = snapping()
        settle(page, from: drag(page, -40, velocity: -3000))
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) > 1000)
        #expect(!recorder.events.contains { $0.hasPrefix("headerWillSnap") })
    }

    @Test func aSnapFromHoveringMovesTheHeaderAloneAndKeepsTheListsReadingPosition() {
        let (page, _) = snapping()
        settle(page, from: drag(page, -300))
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) == 147)
        // Page 1 (at its top) expands the header to 73 by hand, with no snap (a drag that stays).
        page.selectPage(1, animated: false, at: 2)
        page.beginDrag(at: 2)
        for k in 1...8 { page.drag(fingerDelta: 10, at: 2 + Double(k) / 100) }
        #expect(page.collapse == 73)
        page.selectPage(0, animated: false, at: 2.1)  // a page switch stops the drag where it is shown
        #expect(page.currentPage == 0)
        #expect(page.collapse == 73)
        #expect(page.listOffset(0) == 147)
        // Down 20 pt on the hovering list: the chain scrolls the list first (127), header still 73 (48 %).
        let release = drag(page, 20, at: 3)
        #expect(page.listOffset(0) == 127)
        settle(page, from: release)
        #expect(page.collapse == 0)  // expanded …
        #expect(page.listOffset(0) == 127)  // … and the list is where the reader left it
        // Up 100 pt: the header collapses first (to 100, 65 %): snaps collapsed, the list still at 127.
        settle(page, from: drag(page, -100, at: 6))
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) == 127)
        #expect(page.invariantViolations().isEmpty)
    }

    @Test func aTouchDuringTheSnapCatchesTheHeaderWhereItIsShown() {
        let (page, _) = snapping()
        let release = drag(page, -100)
        page.advance(to: release + 0.05)
        let shown = page.collapse
        #expect(shown > 100 && shown < 153)
        page.beginDrag(at: release + 0.05)
        page.advance(to: release + 0.5)
        #expect(page.collapse == shown)  // caught: no motion under the finger
        page.drag(fingerDelta: 10, at: release + 0.6)
        #expect(abs(page.collapse - (shown - 10)) < 1e-9)
    }
}
