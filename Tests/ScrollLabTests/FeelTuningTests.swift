import Foundation
import ScrollCore
import ScrollLab
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// The live tuner's keys: every change is a key in the trace, so a replay reproduces a tuning session.
@Suite struct FeelTuningTests {
    @Test func tunerKeysStepChooseSetAndReset() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.key("]")  // the tuner is hidden: nothing happens
        b.key("u")
        b.key("]")  // decelerationRate 0.998 → 0.9985
        b.key("'")
        b.key("'")  // rows: decelerationRate, rubberBand, springStiffness
        b.key("[")  // springStiffness 100 → 90
        b.key("feel.touchSlop=4")
        b.key("feel.springDampingRatio=99")  // clamped to its documented range (≤ 5)
        let s = try replay(b.trace)
        let f = s.session.feel
        expectClose(f.decelerationRate, 0.9985, within: 1e-12)
        expectClose(f.springStiffness, 90, within: 1e-12)
        #expect(f.touchSlop == 4)
        #expect(f.springDampingRatio == 5)
        #expect(s.tunerSelection == 2)
        #expect(f.name == "ios")
        b.key("0")
        #expect(try replay(b.trace).session.feel == .ios)
        var r = TraceBuilder(scene: "basic-scroll")
        r.key("feel.touchSlop=4")
        r.key("feel.reset")
        #expect(try replay(r.trace).session.feel == .ios)
    }

    @Test func aTunedDecelerationRateChangesTheNextFlingByTheFormula() throws {
        func flingEnd(tuned: Double?) throws -> Double {
            var b = TraceBuilder(scene: "basic-scroll")
            if let tuned { b.key("feel.decelerationRate=\(tuned)") }
            b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.3)  // 1000 pt/s
            return try replay(b.trace).session.state().scrollViews[0].offset.y
        }
        let followed = 300 - 2 * 1000.0 / 120  // past the 10 pt slop
        // Each settles within --settle's 10 s.
        for rate in [0.99, 0.995, 0.997] {
            expectClose(try flingEnd(tuned: rate) - followed, -1000 / (1000 * log(rate)), within: 0.5, "rate \(rate)")
        }
        expectClose(try flingEnd(tuned: nil) - followed, 499.5, within: 0.5)
    }

    @Test func theTunerOffersEachDecaysOwnConstant() {
        #expect(Feel.ios.tunables.map(\.constant.key).first == "decelerationRate")
        #expect(Feel.android.tunables.map(\.constant.key).first == "splineFriction")
        #expect(Feel.flutterBouncing.tunables.map(\.constant.key).first == "frictionDrag")
        #expect(Feel.chromium.tunables.map(\.constant.key).first == "flingDeceleration")
        #expect(!Feel.android.tunables.map(\.constant.key).contains("rubberBand"))
        for p in Feel.presets {
            for t in p.tunables {
                #expect(t.constant.range.contains(t.slider.lowerBound) && t.constant.range.contains(t.slider.upperBound))
            }
        }
    }
}
