import ScrollCore
import TestSupport
import Testing

/// Records every scroll view lifecycle event a nested page reports, as `id name`.
final class LifecycleRecorder: NestedPageDelegate {
    var events: [(id: String, event: ScrollEvent)] = []
    func nestedPage(_ page: NestedPage, scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        events.append((scrollView.id, event))
    }
    func names(_ id: String) -> [String] { events.filter { $0.id == id }.map { $0.event.name } }
}

/// Issue #13 on the model: the page under the finger, refresh that always ends, lifecycle events,
/// runtime header rules, the band, huge coordinates.
@Suite struct NestedPageEngineTests {
    @Test func aDragDuringAPageChangeMovesThePageUnderTheFinger() {
        let page = profilePage()
        // Flick the pager from page 0 towards page 1.
        page.pager.beginDragging(at: 0)
        page.pager.drag(toTranslation: Point(x: -120, y: 0), at: 0.1)
        page.pager.endDragging(fingerVelocity: Point(x: -1500, y: 0), at: 0.1)
        page.advance(to: 0.2)
        #expect(page.pager.state != .idle)
        // A quarter second later a finger takes page 1's list (the one under it) and drags up.
        page.pager.beginDragging(at: 0.35)  // touch-down catches the pager where it is
        page.beginDrag(at: 0.36, page: 1)
        #expect(page.currentPage == 1)
        page.pager.cancelDragging(at: 0.36)  // the pager's pan fails: the touch went vertical
        for k in 1...30 { page.drag(fingerDelta: -10, at: 0.36 + Double(k) / 120) }
        page.endDrag(fingerVelocity: 0, at: 0.7)
        settle(page, from: 0.7)
        #expect(page.collapse == 153)
        #expect(page.listOffset(1) == 300 - 153)
        #expect(page.listOffset(0) == 0)
        #expect(page.pager.contentOffset.x == 393)
        #expect(page.currentPage == 1)
    }

    @Test(arguments: [NestedPagePolicy.RefreshPlacement.list, .header])
    func aRefreshEndsWhateverHappensMeanwhile(placement: NestedPagePolicy.RefreshPlacement) {
        var policy = NestedPagePolicy()
        policy.refresh = placement
        let page = profilePage(policy: policy)
        page.beginDrag(at: 0)
        page.drag(fingerDelta: 250, at: 0.2)
        page.endDrag(fingerVelocity: 0, at: 0.2)
        #expect(page.refreshState == .refreshing)
        page.advance(to: 1.45)  // 1.2 s of loading: springing back now
        #expect(page.refreshState == .finishing)
        page.selectPage(1, animated: true, at: 1.45)
        let end = settle(page, from: 1.45)
        #expect(end < 3)
        #expect(page.refreshState == .idle)
        #expect(page.invariantViolations().isEmpty)
        // A second pull arms and refreshes again.
        page.beginDrag(at: end + 0.1)
        page.drag(fingerDelta: 250, at: end + 0.3)
        #expect(page.refreshState == .armed)
        page.endDrag(fingerVelocity: 0, at: end + 0.3)
        #expect(page.refreshState == .refreshing)
        let last = settle(page, from: end + 0.3)
        #expect(page.refreshState == .idle)
        #expect(last < end + 3)
    }

    @Test func aDragThatRestsBeforeLiftingReportsNoDeceleration() {
        let page = profilePage()
        let rec = LifecycleRecorder()
        page.delegate = rec
        page.beginDrag(at: 0)
        page.drag(fingerDelta: -300, at: 0.3)
        page.endDrag(fingerVelocity: 0, at: 0.38)
        settle(page, from: 0.38)
        #expect(rec.names("page.0.list") == ["willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(rec.events.last?.event == .didEndDragging(willDecelerate: false))
        // A fling reports the whole UIKit sequence; the pager reports its own.
        page.beginDrag(at: 1)
        page.drag(fingerDelta: -20, at: 1.05)
        page.endDrag(fingerVelocity: -2000, at: 1.05)
        settle(page, from: 1.05)
        #expect(
            Array(rec.names("page.0.list").suffix(5)) == [
                "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
            ])
        page.selectPage(2, animated: true, at: 6)
        settle(page, from: 6)
        #expect(rec.names("pager") == ["didEndScrollingAnimation"])
    }

    @Test func notKeepingPositionsSendsTheListToItsTopWhenTheHeaderHeightChanges() {
        var policy = NestedPagePolicy()
        policy.keepsContentScrollPosition = false
        let page = profilePage(policy: policy)
        page.beginDrag(at: 0)
        page.drag(fingerDelta: -500, at: 0.2)
        page.endDrag(fingerVelocity: 0, at: 0.2)
        #expect(page.listOffset(0) == 347)
        #expect(page.isStuck)
        page.setHeaderHeight(300, at: 1)
        #expect(page.listOffset(0) == 0)
        // Seed 004: false means positions always reset, as on first load — the header expands too
        // (issue #27 item 5: it stayed stuck at collapse 241).
        #expect(page.collapse == 0)
        #expect(!page.isStuck)
        #expect(page.invariantViolations().isEmpty)
    }

    @Test func theInListRefreshBandIsTheListsOwnHeight() {
        var policy = NestedPagePolicy()
        policy.refresh = .list
        let page = profilePage(policy: policy)
        page.beginDrag(at: 0)
        page.drag(fingerDelta: 100, at: 0.1)
        expectClose(page.listOffset(0), -RubberBand(dimension: 608).offset(forOverscroll: 100), within: 1e-9)
    }

    @Test(arguments: [1e300, -1e300, 1e18, -1e18])
    func hugePagerOffsetsNeverTrap(x: Double) {
        let page = profilePage()
        page.pager.setContentOffset(Point(x: x, y: 0), animated: false, at: 0)
        page.advance(to: 0.1)
        page.selectPage(1, animated: false, at: 0.2)
        page.pager.beginDragging(at: 0.3)
        page.pager.drag(toTranslation: Point(x: x, y: 0), at: 0.4)
        page.pager.endDragging(fingerVelocity: Point(x: x, y: 0), at: 0.4)
        settle(page, from: 0.4)
        #expect(page.pages.indices.contains(page.currentPage))
        #expect(page.invariantViolations().isEmpty)
    }
}
