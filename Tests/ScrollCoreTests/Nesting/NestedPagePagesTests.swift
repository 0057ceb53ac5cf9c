import ScrollCore
import TestSupport
import Testing

/// Seed 004's test themes, re-done on our model.
@Suite struct NestedPagePagesTests {
    /// Drags the chain by `dy` (finger, positive = down) and releases without velocity.
    func drag(_ page: NestedPage, _ dy: Double, at t: Double) {
        page.beginDrag(at: t)
        page.drag(fingerDelta: dy, at: t + 0.1)
        page.endDrag(fingerVelocity: 0, at: t + 0.1)
        settle(page, from: t + 0.1)
    }

    @Test func shortAndEmptyListsStillStickWithTheScrollRangeExtension() {
        let page = profilePage()
        page.selectPage(2, animated: false, at: 0)  // 3 rows: 216 pt
        #expect(page.currentPage == 2)
        #expect(page.ownedBottomInset(2) == 761 - 216)
        drag(page, -400, at: 1)
        #expect(page.isStuck)
        #expect(page.listOffset(2) == 0)
        page.selectPage(3, animated: false, at: 3)  // empty
        #expect(page.isStuck)  // the switch kept the collapse
        drag(page, -100, at: 4)
        #expect(page.collapse == 153)
        #expect(page.invariantViolations().isEmpty)
    }

    @Test func withoutTheExtensionAShortListLimitsTheCollapseAndASwitchExpandsTheHeader() {
        var policy = NestedPagePolicy()
        policy.extendsShortListScrollRange = false
        let page = profilePage([8640, 700, 216, 0], policy: policy)
        drag(page, -400, at: 0)
        #expect(page.isStuck)
        page.selectPage(1, animated: false, at: 2)  // 700 pt: only 92 pt of collapse leave no gap
        #expect(page.collapse == 700 - 608)
        #expect(page.invariantViolations().isEmpty)
        page.selectPage(2, animated: false, at: 3)
        #expect(page.collapse == 0)
        #expect(page.collapseLimit(3) == 0)
        drag(page, -300, at: 4)
        #expect(page.collapse == 0)  // a short list cannot collapse the header
        #expect(page.ownedBottomInset(2) == 0)
    }

    @Test func pageSwitchesKeepEveryPositionWithNoDriftOverTenRoundTrips() {
        // Fractional heights and offsets.
        let page = profilePage([8640.25, 2880.75, 1999.5, 4000.125])
        drag(page, -700.375, at: 0)  // page 0: collapse 153, offset 547.375
        page.selectPage(1, animated: false, at: 2)
        drag(page, -333.625, at: 3)  // page 1 (stuck): offset 333.625
        let o0 = page.listOffset(0)
        let o1 = page.listOffset(1)
        let c = page.collapse
        #expect(o0 == 547.375)
        #expect(o1 == 333.625)
        var t = 5.0
        for _ in 0..<10 {
            page.selectPage(0, animated: true, at: t)
            t = settle(page, from: t)
            #expect(page.currentPage == 0)
            page.selectPage(1, animated: true, at: t + 0.5)
            t = settle(page, from: t + 0.5) + 0.5
            #expect(page.currentPage == 1)
        }
        #expect(page.listOffset(0) == o0)
        #expect(page.listOffset(1) == o1)
        #expect(page.collapse == c)
        #expect(page.pager.contentOffset.x == 393)
    }

    @Test func hoveringIsReachedBySwitchingAndFollowsTheSameRules() {
        let page = profilePage()
        drag(page, -500, at: 0)  // page 0: collapse 153, offset 347
        page.selectPage(1, animated: false, at: 2)
        drag(page, 60, at: 3)  // page 1 at top: the header expands by 60
        #expect(page.collapse == 93)
        page.selectPage(0, animated: false, at: 5)
        #expect(page.collapse == 93)
        #expect(page.listOffset(0) == 347)  // hovering: 0 < c < max with the list scrolled
        drag(page, 30, at: 6)  // down: the list first
        #expect(page.listOffset(0) == 317)
        #expect(page.collapse == 93)
        drag(page, -100, at: 8)  // up: the header first
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) == 357)
    }

    @Test func notKeepingPositionsResetsTheNewPageWhenTheHeaderIsNotSticked() {
        var policy = NestedPagePolicy()
        policy.keepsContentScrollPosition = false
        let page = profilePage(policy: policy)
        page.selectPage(1, animated: false, at: 0)
        drag(page, -400, at: 1)
        page.selectPage(0, animated: false, at: 3)
        drag(page, 100, at: 4)  // header partly expanded
        page.selectPage(1, animated: false, at: 6)
        #expect(page.listOffset(1) == 0)
    }

    @Test(arguments: [(0.0, 0.0), (60.0, 60.0), (400.0, 153.0)])
    func headerHeightChangesKeepTheReadingPosition(pushed: Double, collapseBefore: Double) {
        let page = profilePage()
        drag(page, -pushed, at: 0)
        #expect(page.collapse == collapseBefore)
        let offset = page.listOffset(0)
        page.setHeaderHeight(300, at: 2)  // max collapse 253
        if collapseBefore == 153 {
            #expect(page.collapse == 253)  // stuck stays stuck
        } else {
            #expect(page.collapse == collapseBefore)
        }
        #expect(page.listOffset(0) == offset)
        page.setHeaderHeight(120, at: 3)  // max collapse 73: clamped where impossible
        #expect(page.collapse == min(collapseBefore == 153 ? 73 : collapseBefore, 73))
        #expect(page.listOffset(0) == offset)
        #expect(page.invariantViolations().isEmpty)
    }

    @Test func tabStripHeightChangesKeepStickedAndClampTheList() {
        let page = profilePage()
        drag(page, -9000, at: 0)  // to the bottom: offset = max
        let before = page.listOffset(0)
        #expect(before == page.maxOffset(0, collapse: 153))
        page.setTabStripHeight(88, at: 3)
        #expect(page.isStuck)
        #expect(page.listOffset(0) == before)  // the reading position is kept; 44 pt less to see: the range grows
        #expect(page.maxOffset(0, collapse: 153) == before + 44)
        page.setTabStripHeight(20, at: 4)  // 24 pt more to see than at first: clamped to the new end
        #expect(page.listOffset(0) == before - 24)
        #expect(page.listOffset(0) == page.maxOffset(0, collapse: 153))
        #expect(page.invariantViolations().isEmpty)
    }

    @Test func lazyPagesLoadWhenFirstShownAndAppearAtTheirRememberedPlace() {
        var policy = NestedPagePolicy()
        policy.preload = [3]
        let page = profilePage(policy: policy)
        #expect(page.pages.map(\.isLoaded) == [true, false, false, true])
        #expect(page.pages[1].contentHeight == 0)
        drag(page, -300, at: 0)
        // Drag the pager halfway: page 1 becomes visible and loads, before the switch completes.
        page.pager.beginDragging(at: 2)
        page.pager.drag(toTranslation: Point(x: -100, y: 0), at: 2.1)
        #expect(page.pages[1].isLoaded)
        #expect(page.currentPage == 0)
        page.pager.drag(toTranslation: Point(x: -250, y: 0), at: 2.3)
        page.pager.endDragging(fingerVelocity: .zero, at: 2.3)
        settle(page, from: 2.3)
        #expect(page.currentPage == 1)
        #expect(page.listOffset(1) == 0)
        #expect(page.collapse == 153)
        #expect(page.events.map(\.name).contains("didScrollToPage"))
        #expect(page.events.filter { $0.name == "pageDidLoad" }.map(\.page) == [0, 3, 1])
    }

    @Test func pagingStopsListMomentumCleanly() {
        let page = profilePage()
        page.beginDrag(at: 0)
        page.drag(fingerDelta: -300, at: 0.1)
        page.endDrag(fingerVelocity: -3000, at: 0.1)
        page.advance(to: 0.3)
        let o = page.listOffset(0)
        page.pager.beginDragging(at: 0.3)
        #expect(page.verticalState == .idle)
        page.advance(to: 1)
        #expect(page.listOffset(0) == o)
    }

    @Test func reloadsKeepPositionsWhenThePolicySaysSo() {
        let page = profilePage()
        drag(page, -1000, at: 0)
        let engine = page.lists[0]
        let kept = page.listOffset(0)
        #expect(kept == 1000 - 153)
        page.reloadPage(0, contentHeight: 9000, at: 2)
        #expect(page.listOffset(0) == kept)
        page.reloadPage(0, contentHeight: 900, at: 2.5)  // shorter: clamped
        let clamped = page.listOffset(0)
        #expect(clamped == 900 - (852 - 47 - 44))
        page.reloadAll(contentHeights: [5000, 5000, 5000, 5000], at: 3)
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) == clamped)
        #expect(page.lists[0] === engine)  // same count: the engines (and their pans) stay
        page.reloadAll(contentHeights: [5000, 5000], at: 4)
        #expect(page.pages.count == 2)
        #expect(page.pager.contentSize.width == 786)
        #expect(page.invariantViolations().isEmpty)
    }

    /// A reload while the pager animates to another page does not stop the page change.
    @Test func aReloadAllDuringAPageChangeLetsItFinish() {
        let page = profilePage()
        page.selectPage(1, animated: true, at: 0)
        page.advance(to: 0.1)
        page.reloadAll(contentHeights: [5000, 5000, 5000, 5000], at: 0.1)
        settle(page, from: 0.1)
        #expect(page.currentPage == 1)
        #expect(page.pager.contentOffset.x == 393)
        #expect(page.pages[1].isLoaded)
    }

    @Test func reloadsResetPositionsWithoutThePolicy() {
        var policy = NestedPagePolicy()
        policy.keepsContentScrollPosition = false
        let page = profilePage(policy: policy)
        drag(page, -1000, at: 0)
        page.reloadPage(0, contentHeight: 9000, at: 2)
        #expect(page.listOffset(0) == 0)
        #expect(page.collapse == 153)  // the strip stays stuck; only the reloaded list went to its top
        drag(page, -500, at: 3)
        page.reloadAll(contentHeights: [5000, 5000, 5000, 5000], at: 5)
        #expect(page.listOffset(0) == 0)
        #expect(page.collapse == 0)  // seed 004's rebuild: from the initial position
        #expect(page.invariantViolations().isEmpty)
    }

    @Test func scrollToTopAnimatesBothNodes() {
        let rec = NestedRecorder()
        let page = profilePage()
        page.delegate = rec
        drag(page, -900, at: 0)
        page.scrollToTop(at: 2)
        #expect(page.verticalState == .animating)
        settle(page, from: 2)
        #expect(page.collapse == 0)
        #expect(page.listOffset(0) == 0)
        #expect(rec.events.contains("didScrollToTop"))
        #expect(rec.events.filter { $0 == "didStick" || $0 == "didUnstick" } == ["didStick", "didUnstick"])
    }

    @Test(arguments: 1...12)
    func noDragSequenceBreaksTheInvariants(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed) * 7919)
        var policy = NestedPagePolicy()
        policy.extendsShortListScrollRange = Bool.random(using: &rng)
        policy.refresh = [.none, .header, .list][Int.random(in: 0..<3, using: &rng)]
        policy.bounces = Int.random(in: 0..<4, using: &rng) != 0
        policy.keepsContentScrollPosition = Bool.random(using: &rng)
        let page = profilePage([rng.double(0...9000), rng.double(0...900), 216.5, 0], policy: policy)
        var t = 0.0
        for _ in 0..<60 {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0...2:
                page.beginDrag(at: t, fromHeader: Bool.random(using: &rng))
                for _ in 0..<Int.random(in: 1...30, using: &rng) {
                    t += 1.0 / 120
                    page.drag(fingerDelta: rng.double(-60...60), at: t)
                    #expect(page.invariantViolations().isEmpty, "\(page.invariantViolations())")
                }
                page.endDrag(fingerVelocity: rng.double(-6000...6000), at: t)
            case 3:
                page.selectPage(Int.random(in: 0..<4, using: &rng), animated: Bool.random(using: &rng), at: t)
            case 4:
                page.setHeaderHeight(rng.double(60...320), at: t)
            default:
                page.scrollToTop(at: t)
            }
            for _ in 0..<Int.random(in: 0...90, using: &rng) {
                t += 1.0 / 120
                page.advance(to: t)
                #expect(page.invariantViolations().isEmpty, "\(page.invariantViolations())")
            }
        }
        t = settle(page, from: t)
        #expect(page.invariantViolations().isEmpty, "\(page.invariantViolations())")
    }

    /// NaN, ±∞ and 10³⁰⁰ as drags, velocities and pager translations never trap (every Double → Int
    /// conversion of a page index is clamped first) and leave every offset finite and every invariant
    /// holding (#20).
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1.7e308])
    func absurdValuesNeverTrapOrLeaveThePages(value: Double) {
        let page = profilePage()
        page.beginDrag(at: 0)
        page.drag(fingerDelta: value, at: 0.01)
        page.drag(fingerDelta: -value, at: 0.02)
        page.endDrag(fingerVelocity: value, at: 0.03)
        var t = settle(page, from: 0.03)
        page.pager.beginDragging(at: t)
        page.pager.drag(toTranslation: Point(x: value, y: 0), at: t + 0.01)
        page.pager.endDragging(fingerVelocity: Point(x: value, y: value), at: t + 0.02)
        t = settle(page, from: t + 0.02)
        #expect((0..<4).contains(page.currentPage))
        #expect(page.pager.contentOffset.x.isFinite && page.collapse.isFinite && page.currentList.contentOffset.y.isFinite)
        #expect(page.invariantViolations().isEmpty, "\(page.invariantViolations())")
        page.selectPage(3, animated: true, at: t)
        _ = settle(page, from: t)
        #expect(page.currentPage == 3)
    }
}
