import ScrollCore
import TestSupport
import Testing

/// How each platform's velocity estimator turns a pointer trace into a release velocity.
@Suite struct VelocityEstimatorTests {
    private func tracker(_ estimator: Feel.Estimator, _ trace: (Double) -> Double, samples: Int = 12, hz: Double = 120) -> VelocityTracker {
        var t = VelocityTracker()
        t.estimator = estimator
        for i in 0..<samples {
            let time = Double(i) / hz
            t.add(Point(x: 0, y: trace(time)), at: time)
        }
        return t
    }

    @Test func constantSpeedReadsExactlyUnderEveryEstimator() {
        for e in Feel.Estimator.allCases {
            let v = tracker(e, { 1000 * $0 }).velocity(at: 11.0 / 120)
            expectClose(v.y, 1000, within: 1e-6, "\(e)")
        }
    }

    @Test func anAcceleratingFlickIsReadAtTheNewestSampleByTheQuadratic() {
        // y = 5000·t²: speed 10000·t; newest sample at 11/120 s → 916.67 pt/s.
        let newest = 11.0 / 120
        let trace = { (t: Double) in 5000 * t * t }
        let lsq2 = tracker(.quadratic, trace).velocity(at: newest).y
        expectClose(lsq2, 10_000 * newest, within: 1e-6)
        // The line fits the mean slope over the 100 ms window (samples 0…11 → centre at 5.5/120 s).
        let line = tracker(.linear, trace).velocity(at: newest).y
        expectClose(line, 10_000 * 5.5 / 120, within: 1e-6)
        // Flutter's iOS tracker: 0.6·v(8→9) + 0.35·v(9→10) + 0.05·v(10→11), each a finite difference.
        func diff(_ a: Double) -> Double { (trace((a + 1) / 120) - trace(a / 120)) * 120 }
        let ios = tracker(.flutterIOS, trace).velocity(at: newest).y
        expectClose(ios, 0.6 * diff(8) + 0.35 * diff(9) + 0.05 * diff(10), within: 1e-6)
    }

    @Test func everyEstimatorStopsAfterAPause() {
        for e in Feel.Estimator.allCases {
            let t = tracker(e, { 1000 * $0 })
            #expect(t.velocity(at: 11.0 / 120 + 0.045) == .zero, "\(e)")
        }
    }

    @Test func twoSamplesFitALine() {
        var t = VelocityTracker()
        t.estimator = .quadratic
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: 0, y: 10), at: 0.01)
        expectClose(t.velocity(at: 0.01).y, 1000, within: 1e-6)
    }
}
