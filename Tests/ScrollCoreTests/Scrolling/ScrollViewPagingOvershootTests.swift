import Foundation
import ScrollCore
import TestSupport
import Testing

/// Issue #27 item 8: a fast page flick swings past its page and settles back — kept on purpose
/// (docs/PHYSICS.md "Paging settle: why it overshoots"). UIKit publishes no paging curve; its own SDK
/// header (UIScrollView.h of the iOS 5 SDK, `@package` ivars) shows paging as a spring pull with
/// friction towards a page target (`_pagingSpringPull`, `_pagingFriction`, `_pageDecelerationTarget`),
/// not a decay clamped at the page, and a spring started from the release velocity swings past when
/// that velocity exceeds ω·distance. The lab's page spring (critically damped, k 300, ω 17.32 /s):
/// x(t) = (x₀ + (v₀ + ωx₀)t)e^(−ωt) about the page, peaking at t* = v₀ / (ω(v₀ + ωx₀)).
@Suite struct ScrollViewPagingOvershootTests {
    private func flick(drag: Double, velocity: Double) -> (peak: Double, rest: Double) {
        let sv = ScrollView(id: "pager", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393 * 5, height: 852))
        sv.isPagingEnabled = true
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: -drag, y: 0), at: 0.1)
        sv.endDragging(fingerVelocity: Point(x: -velocity, y: 0), at: 0.1)
        var peak = sv.contentOffset.x
        var t = 0.1
        while sv.state != .idle && t < 3 {
            t += 1e-4
            sv.advance(to: t)
            peak = max(peak, sv.contentOffset.x)
        }
        return (peak - 393, sv.contentOffset.x)
    }

    private func springPeak(x0: Double, v0: Double) -> Double {
        let w = 300.0.squareRoot()
        guard v0 + w * x0 > 0, v0 > w * -x0 else { return 0 }
        let t = v0 / (w * (v0 + w * x0))
        return (x0 + (v0 + w * x0) * t) * exp(-w * t)
    }

    @Test func aFiveThousandPointFlickSwingsPastThePageByTheSpringsFigure() {
        // Dragged 373 pt (20 pt short of page 1), released at 5000 pt/s: v₀ > ω·20 = 346, so it swings
        // 91.8 pt past (issue #27: ~90 pt in the paging scene).
        let f = flick(drag: 373, velocity: 5000)
        expectClose(f.peak, springPeak(x0: -20, v0: 5000), within: 0.05)
        expectClose(f.peak, 91.8, within: 0.1)
        #expect(f.rest == 393)
        // Released 293 pt short at the same speed (ω·293 = 5075 > 5000): no swing at all.
        let far = flick(drag: 100, velocity: 5000)
        #expect(far.peak <= 1e-9)
        #expect(far.rest == 393)
    }
}
