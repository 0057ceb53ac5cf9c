import Foundation
import ScrollCore
import TestSupport
import Testing

/// Each overscroll model against its platform's figures (PEERS.md sections 2, 3d, 4b).
@Suite struct OverscrollModelTests {
    @Test func flutterFrictionFactorIsTheBandWithC052() {
        let band = OverscrollBand(Feel.flutterBouncing, dimension: 960)
        for (finger, shown) in [(100.0, 49.33), (400, 170.96), (960, 328.42)] {
            expectClose(band.offset(forOverscroll: finger), shown, within: 0.01)
        }
        // Integrating Flutter's per-delta rule dy = 0.52·(1 − y/dim)²·dx in small steps lands on the band.
        var y = 0.0
        for _ in 0..<40_000 { y += 0.52 * pow(1 - y / 960, 2) * 0.01 }
        expectClose(band.offset(forOverscroll: 400), y, within: 0.01)
    }

    @Test func androidStretchShowsAFewPoints() {
        let band = OverscrollBand(Feel.android, dimension: 852)
        for (finger, shown) in [(100.0, 9.9), (400, 19.3), (960, 26.4)] {
            expectClose(band.offset(forOverscroll: finger), shown, within: 0.05)
        }
        expectClose(band.overscroll(forOffset: band.offset(forOverscroll: 300)), 300, within: 1e-6)
    }

    @Test func androidStretchReleaseAndAbsorbFollowEdgeEffect() {
        let band = OverscrollBand(Feel.android, dimension: 852)
        // Release from a pull of 0.1: 0.065 after 50 ms, 0.029 after 100 ms, 0.004 after 200 ms.
        let release = StretchRelease(edge: 0, direction: -1, band: band, spring: Feel.android.spring, pull: 85.2, velocity: 0)
        for (t, n) in [(0.05, 0.065), (0.1, 0.029), (0.2, 0.004)] {
            expectClose(release.pull.position(at: t) / 852, n, within: 0.001)
        }
        // A fling absorbed at 1000 dp/s (× 13): peak pull 0.2307 of the height ≈ 14.5 dp shown, 40.8 ms in.
        let absorb = StretchRelease(edge: 0, direction: 1, band: band, spring: Feel.android.spring, pull: 0, velocity: 13_000)
        var peak = (t: 0.0, shown: 0.0)
        for i in 0...2000 {
            let t = Double(i) / 20_000
            let shown = absorb.position(at: t)
            if shown > peak.shown { peak = (t, shown) }
        }
        expectClose(peak.shown, 14.5, within: 0.05)
        expectClose(peak.t, 0.0408, within: 0.0005)
        #expect(absorb.position(at: absorb.endTime) == 0)
    }

    /// `chromium-windows`: Blink `elastic_overscroll_controller_bezier.cc` (the Windows controller).
    @Test func chromiumWindowsElasticBandAndBounce() {
        let band = OverscrollBand(Feel.chromiumWindows, dimension: 800)
        expectClose(band.offset(forOverscroll: 200), tanh(0.5) * 80, within: 1e-9)
        expectClose(band.overscroll(forOffset: band.offset(forOverscroll: 200)), 200, within: 1e-6)
        // A fling reaching the edge at 2500 px/s: forward 35·√2.5 = 55.3 px over 138 ms, back over 300 ms.
        let b = ElasticBounce(edge: 1000, direction: 1, dimension: 800, stretch: 0, velocity: 2500)
        expectClose(b.peak, 35 * 2.5.squareRoot(), within: 1e-9)
        expectClose(b.forwardDuration, 2.5 * 35 * 2.5.squareRoot() / 1000, within: 1e-12)
        expectClose(b.backDuration, 0.3, within: 1e-12)
        expectClose(b.position(at: b.forwardDuration), 1000 + b.peak, within: 1e-9)
        #expect(b.position(at: b.endTime) == 1000)
        // Under 200 px/s the velocity is ignored: a release from a 20 px stretch just goes back.
        let r = ElasticBounce(edge: 0, direction: -1, dimension: 800, stretch: 20, velocity: 150)
        #expect(r.forwardDuration == 0)
        expectClose(r.backDuration, 0.3, within: 1e-12)
        expectClose(r.position(at: 0), -20, within: 1e-12)
    }

    @Test func clampShowsNothingPastTheEdge() {
        let band = OverscrollBand(Feel.flutterClamping, dimension: 800)
        #expect(band.clamp(-50, lower: 0, upper: 100) == 0)
        #expect(band.clamp(170, lower: 0, upper: 100) == 100)
    }
}
