import ScrollCore
import TestSupport
import Testing

/// Issue #27 item 7: the refresh threshold (64 pt shown, `NestedPagePolicy.defaultRefreshThreshold`,
/// its one source) is pinned on both sides.
@Suite struct NestedPagePolicyTests {
    @Test func aPullArmsTheRefreshAtSixtyFourPointsShownAndNotBefore() {
        var policy = NestedPagePolicy()
        policy.refresh = .header
        #expect(policy.refreshThreshold == NestedPagePolicy.defaultRefreshThreshold)
        #expect(NestedPagePolicy.defaultRefreshThreshold == 64)
        let page = profilePage(policy: policy)
        page.beginDrag(at: 0)
        var lastPulling = 0.0
        var firstArmed: Double?
        for k in 1...8000 {
            page.drag(fingerDelta: 0.05, at: Double(k) * 1e-5)
            if page.refreshState == .armed {
                firstArmed = page.topOverscroll
                break
            }
            #expect(page.refreshState == .pulling)
            lastPulling = page.topOverscroll
        }
        // 0.05 pt finger steps show less than 0.05 pt each through the band: both sides within 0.05.
        #expect(lastPulling < 64 && lastPulling > 63.95, "\(lastPulling)")
        let armed = firstArmed ?? 0
        #expect(armed >= 64 && armed < 64.05, "\(armed)")
    }
}
