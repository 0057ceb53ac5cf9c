import Foundation
import ScrollCore
import TestSupport
import Testing

/// The profile geometry: 393×852, header 200, tab strip 44, sticks at 47 → maxCollapse 153;
/// visible list height 608 expanded, 761 collapsed.
func profilePage(_ heights: [Double] = [8640, 2880, 216, 0], policy: NestedPagePolicy = NestedPagePolicy()) -> NestedPage {
    NestedPage(
        viewport: Size(width: 393, height: 852), headerHeight: 200, tabStripHeight: 44, stickyOffset: 47,
        pageHeights: heights, policy: policy)
}

/// Collects delegate events.
final class NestedRecorder: NestedPageDelegate {
    var collapses: [Double] = []
    var events: [String] = []
    func nestedPage(_ page: NestedPage, didEmit event: NestedPageEvent) { events.append(event.name) }
    func nestedPageContentDidScroll(_ page: NestedPage, collapse: Double, isStuck: Bool) { collapses.append(collapse) }
}

/// Runs the page until its vertical chain is idle (≤ 10 s), at `hz`.
@discardableResult
func settle(_ page: NestedPage, from t: Double, hz: Double = 120) -> Double {
    var time = t
    while (page.verticalState != .idle || page.pager.state != .idle || page.refreshState == .refreshing || page.refreshState == .finishing)
        && time < t + 10
    {
        time += 1 / hz
        page.advance(to: time)
    }
    return time
}

@Suite struct NestedPageDragTests {
    @Test func oneDragUpThenDownHandsOffContinuouslyWithNoJump() {
        let page = profilePage()
        #expect(page.maxCollapse == 153)
        page.beginDrag(at: 0)
        var t = 0.0
        var samples: [(c: Double, o: Double)] = []
        // Up 500 pt in 2.5 pt steps, then down 500 pt, without lifting.
        for _ in 0..<200 {
            t += 1.0 / 120
            page.drag(fingerDelta: -2.5, at: t)
            samples.append((page.collapse, page.listOffset(0)))
        }
        #expect(page.collapse == 153)
        #expect(page.isStuck)
        #expect(page.listOffset(0) == 500 - 153)
        for _ in 0..<200 {
            t += 1.0 / 120
            page.drag(fingerDelta: 2.5, at: t)
            samples.append((page.collapse, page.listOffset(0)))
        }
        #expect(page.collapse == 0)
        #expect(page.listOffset(0) == 0)
        // Monotone halves; the combined position moves exactly one step per sample (no jump).
        for k in 1..<samples.count {
            let a = samples[k - 1]
            let b = samples[k]
            let step = (b.c + b.o) - (a.c + a.o)
            expectClose(abs(step), 2.5, within: 1e-9)
            if k < 200 { #expect(b.c >= a.c && b.o >= a.o) } else if k > 200 { #expect(b.c <= a.c && b.o <= a.o) }
            // Header first going up, list first going down.
            if k < 200 && b.o > 0 { #expect(b.c == 153) }
            if k > 200 && b.c < 153 { #expect(b.o == 0) }
        }
    }

    @Test func pullingDownPastTheTopStretchesTheHeaderWithTheRubberBand() {
        let page = profilePage()
        page.beginDrag(at: 0)
        page.drag(fingerDelta: 100, at: 0.1)
        expectClose(page.collapse, -RubberBand(dimension: 852).offset(forOverscroll: 100), within: 1e-9)
        #expect(page.listOffset(0) == 0)
        page.endDrag(fingerVelocity: 0, at: 0.2)
        #expect(page.verticalState == .bouncing)
        settle(page, from: 0.2)
        #expect(page.collapse == 0)
    }

    @Test func withRefreshInTheListTheHeaderNeverBounces() {
        var policy = NestedPagePolicy()
        policy.refresh = .list
        let page = profilePage(policy: policy)
        let rec = NestedRecorder()
        page.delegate = rec
        page.beginDrag(at: 0)
        page.drag(fingerDelta: 50, at: 0.1)
        #expect(page.refreshState == .pulling)
        page.drag(fingerDelta: 150, at: 0.2)
        #expect(page.collapse == 0)
        #expect(page.listOffset(0) < -64)
        #expect(page.refreshState == .armed)
        page.endDrag(fingerVelocity: 0, at: 0.3)
        #expect(page.refreshState == .refreshing)
        page.advance(to: 1.4)
        expectClose(page.listOffset(0), -56, within: 0.1)  // held while loading (1.2 s from the release)
        settle(page, from: 1.4)
        #expect(page.refreshState == .idle)
        #expect(page.listOffset(0) == 0)
        #expect(
            rec.events.filter { $0.hasPrefix("refresh.") } == [
                "refresh.pulling", "refresh.armed", "refresh.refreshing", "refresh.finishing", "refresh.idle",
            ])
        #expect(rec.collapses.allSatisfy { $0 == 0 })
    }

    @Test func withRefreshOnTheHeaderTheHeaderStretchesAndHolds() {
        var policy = NestedPagePolicy()
        policy.refresh = .header
        let page = profilePage(policy: policy)
        page.beginDrag(at: 0)
        page.drag(fingerDelta: 200, at: 0.2)
        #expect(page.collapse < -64)
        #expect(page.listOffset(0) == 0)
        page.endDrag(fingerVelocity: 0, at: 0.3)
        page.advance(to: 1.4)
        expectClose(page.collapse, -56, within: 0.1)
        settle(page, from: 1.4)
        #expect(page.collapse == 0)
        #expect(page.refreshState == .idle)
    }

    @Test func aFixedHeaderSendsNoCollapseEvents() {
        var policy = NestedPagePolicy()
        policy.headerIsFixed = true
        let page = profilePage(policy: policy)
        let rec = NestedRecorder()
        page.delegate = rec
        page.beginDrag(at: 0)
        page.drag(fingerDelta: -400, at: 0.2)
        page.endDrag(fingerVelocity: -1500, at: 0.2)
        settle(page, from: 0.2)
        #expect(page.collapse == 0)
        #expect(page.listOffset(0) > 400)
        #expect(rec.collapses.isEmpty)
        #expect(!rec.events.contains("didStick"))
    }

    @Test func headerDragWithoutInertiaStopsWhereTheFingerLifts() {
        var policy = NestedPagePolicy()
        policy.headerDragInertia = false
        let page = profilePage(policy: policy)
        page.beginDrag(at: 0, fromHeader: true)
        page.drag(fingerDelta: -80, at: 0.1)
        page.endDrag(fingerVelocity: -2000, at: 0.1)
        #expect(page.verticalState == .idle)
        #expect(page.collapse == 80)
        // The same from a list flings.
        page.beginDrag(at: 1)
        page.drag(fingerDelta: -10, at: 1.1)
        page.endDrag(fingerVelocity: -2000, at: 1.1)
        #expect(page.verticalState == .decelerating)
    }
}

@Suite struct NestedPageFlingTests {
    /// One tick of decay at 120 Hz: the largest velocity difference allowed across a handoff.
    static func oneTick(_ v: Double) -> Double { abs(v) * (1 - DecelerationRate.normal.perMillisecond.power(1000.0 / 120)) }

    @Test func anUpwardFlingOnTheHeaderKeepsScrollingTheList() {
        let page = profilePage()
        page.beginDrag(at: 0, fromHeader: true)
        page.drag(fingerDelta: -20, at: 0.05)
        page.endDrag(fingerVelocity: -3000, at: 0.05)
        let handoff = page.flingProjection!.handoff!.time
        let single = DecelerationSimulation(start: 20, velocity: 3000)
        // Sample velocities tick by tick; compare the last tick before and the first after the handoff.
        var t = 0.05
        var before = 0.0
        var after = 0.0
        var last = (c: page.collapse, o: page.listOffset(0))
        while page.verticalState != .idle {
            t += 1.0 / 120
            page.advance(to: t)
            let now = (c: page.collapse, o: page.listOffset(0))
            // Inner + outer = one fling over the combined range, at every tick.
            expectClose(now.c + now.o, single.position(at: t - 0.05), within: 1e-9)
            let v = ((now.c + now.o) - (last.c + last.o)) * 120
            if t <= handoff { before = v } else if after == 0 { after = v }
            last = now
        }
        #expect(page.isStuck)
        #expect(abs(before - after) <= Self.oneTick(before) * 1.01)
        expectClose(page.collapse + page.listOffset(0), single.finalPosition, within: 1e-9)
    }

    @Test func aDownwardFlingOnTheListExpandsTheHeaderThenBounces() {
        let page = profilePage()
        page.beginDrag(at: 0)
        page.drag(fingerDelta: -600, at: 0.3)  // header collapsed 153, list at 447
        page.endDrag(fingerVelocity: 0, at: 0.3)
        #expect(page.listOffset(0) == 447)
        page.beginDrag(at: 1)
        page.drag(fingerDelta: 10, at: 1.02)
        page.endDrag(fingerVelocity: 3500, at: 1.02)
        let handoff = page.flingProjection!.handoff!.time  // the list reaches its top
        let single = DecelerationSimulation(start: 153 + 437, velocity: -3500)
        let edge = single.time(toReach: 0)! + 1.02  // the header is fully expanded: the bounce begins
        var t = 1.02
        var minCollapse = 0.0
        var sawExpand = false
        var vBefore = 0.0
        var vAfter: Double?
        while page.verticalState != .idle {
            t += 1.0 / 120
            page.advance(to: t)
            if t < edge { expectClose(page.collapse + page.listOffset(0), single.position(at: t - 1.02), within: 1e-9) }
            if t <= handoff { vBefore = page.verticalVelocity } else if vAfter == nil { vAfter = page.verticalVelocity }
            if page.listOffset(0) > 0 { #expect(page.collapse == 153) }  // list first
            if page.collapse < 153 {
                sawExpand = true
                #expect(page.listOffset(0) == 0)
            }
            minCollapse = min(minCollapse, page.collapse)
        }
        #expect(sawExpand)
        #expect(minCollapse < 0)  // bounced past the top
        #expect(page.collapse == 0)
        // Velocity is continuous across the handoff: one tick of decay apart, no jump.
        #expect(abs(vBefore - vAfter!) <= Self.oneTick(vBefore) * 1.01)
    }

    @Test func aFlingThatDiesOnTheHeaderLeavesItHovering() {
        let page = profilePage()
        page.beginDrag(at: 0)
        page.drag(fingerDelta: -12, at: 0.05)
        page.endDrag(fingerVelocity: -150, at: 0.05)
        settle(page, from: 0.05)
        expectClose(page.collapse, 12 + 150 / 2.002, within: 0.6)
        #expect(page.listOffset(0) == 0)
    }
}

extension Double {
    fileprivate func power(_ e: Double) -> Double { _pow(self, e) }
}

private func _pow(_ a: Double, _ b: Double) -> Double { Foundation.pow(a, b) }
