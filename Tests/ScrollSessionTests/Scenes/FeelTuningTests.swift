import Foundation
import ScrollCore
import ScrollFileAccess
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
        #expect(f.name == "ios·tuned")  // a tuned feel is no longer the preset
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

    @Test func aTunedFeelIsNamedForWhatItIsAndANameCanBeTyped() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.key("feel.splineFriction=0.02")  // the ios feel's unused constant is still a change
        #expect(try replay(b.trace).session.feel.name == "ios·tuned")
        b.key("feel.splineFriction=0.015")  // back to the preset's value: the preset again
        #expect(try replay(b.trace).session.feel == .ios)
        b.key("feel.touchSlop=4")
        b.key("feel.name=  our android  ")
        b.key("feel.touchSlop=5")  // a typed name is kept through later tuning
        let named = try replay(b.trace).session.feel
        #expect(named.name == "our android" && named.touchSlop == 5)
        b.key("feel.name=" + String(repeating: "x", count: 100))
        #expect(try replay(b.trace).session.feel.name.count == 64)
        b.key("0")  // no preset is called xxx…: reset leaves it
        #expect(try replay(b.trace).session.feel.name.count == 64)
        var r = TraceBuilder(scene: "basic-scroll")
        r.header.feel = .android
        r.key("feel.touchSlop=4")
        r.key("0")
        #expect(try replay(r.trace).session.feel == .android)  // android·tuned resets to android
    }

    @Test func theTunerSwitchesTheDecayAndOverscrollModelsOfThePresets() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.key("feel.decay=android")
        b.key("feel.overscroll=android")
        b.key("feel.velocityEstimator=quadratic")
        let f = try replay(b.trace).session.feel
        #expect(f.decay == .spline && f.splineFriction == 0.015 && f.overscroll == .stretch)
        #expect(f.springStiffness == Feel.android.springStiffness && f.springDampingRatio == 0.98)
        #expect(f.name == "ios·tuned" && f.touchSlop == Feel.ios.touchSlop && f.velocityEstimator == .quadratic)
        b.key("feel.decay=bezier")  // a bare model keeps the constants
        #expect(try replay(b.trace).session.feel.decay == .bezier)
        b.key("feel.decay=nope")  // names nothing: ignored
        #expect(try replay(b.trace).session.feel.decay == .bezier)
        // The keyboard: the decay row follows the first rows; ] takes the next preset model.
        var k = TraceBuilder(scene: "basic-scroll")
        k.key("u")
        let decayRow = Feel.ios.tunerRows.firstIndex { $0.key == "decay" }!
        for _ in 0..<decayRow { k.key("'") }
        k.key("]")
        let next = try replay(k.trace).session.feel
        #expect(next.decay == .uikit && next.decelerationRate == 0.99 && next.name == "ios·tuned")  // ios-fast's decay
        k.key("]")
        #expect(try replay(k.trace).session.feel.decay == .spline)
        #expect(FeelChoice.decay.options.map(\.name) == ["ios", "ios-fast", "android", "flutter-bouncing", "flutter-clamping", "chromium"])
        #expect(
            FeelChoice.overscroll.options.map(\.name) == [
                "ios", "android", "flutter-bouncing", "flutter-clamping", "chromium", "chromium-windows",
            ])
    }

    @Test func everyConstantIsInTheTunerAndStepsAreWrittenClean() {
        var keys = Set<String>()
        for p in Feel.presets { keys.formUnion(p.tunables.map(\.constant.key)) }
        #expect(keys == Set(FeelConstant.all.map(\.key)))
        // 0.015 stepped down six times by 0.001 is 0.009, not 0.009000000000000001.
        var f = Feel.android
        let row = f.tunerRows[0]
        for _ in 0..<6 { f = row.stepped(f, by: -1) }
        #expect(f.splineFriction == 0.009 && "\(f.splineFriction)" == "0.009")
        let file = String(decoding: FeelFile.encode(f.namedAfterTuning), as: UTF8.self)
        #expect(file.contains("\"splineFriction\" : 0.009,") && file.contains("\"preset\" : \"android\""))
        #expect(file.contains("\"name\" : \"android·tuned\""))
        #expect((try? FeelFile.parse(Data(file.utf8))) == f.namedAfterTuning)
        for p in Feel.presets {
            for t in p.tunables {
                for v in stride(from: t.slider.lowerBound, through: t.slider.upperBound, by: t.step) {
                    let s = "\(t.snapped(v))"
                    #expect(s.count <= 12, "\(t.constant.key) \(s)")
                }
            }
        }
    }
}
