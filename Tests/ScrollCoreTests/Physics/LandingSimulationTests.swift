import ScrollCore
import TestSupport
import Testing

@Suite struct LandingSimulationTests {
    @Test func strongerDecayLandsExactlyOnANearerTarget() {
        // Natural landing 499.5; intercepted to 200 (seed 001's 0/200/400 snap).
        let s = LandingSimulation(start: 0, velocity: 1000, target: 200)
        #expect(s.isDeceleration)
        #expect(s.velocity(at: 0) == 1000)
        var t = 0.0
        var last = 0.0
        while !s.isDone(at: t) {
            let p = s.position(at: t)
            #expect(p >= last - 1e-9)  // monotone: no overshoot and back
            #expect(p <= 200 + 1e-9)
            last = p
            t += 1.0 / 120
        }
        #expect(s.position(at: t) == 200)
    }

    @Test func aSpringCarriesToTargetsOutOfReachOrBehind() {
        for (v, target) in [(100.0, 400.0), (-800, 400), (0, -150)] {
            let s = LandingSimulation(start: 0, velocity: v, target: target)
            #expect(!s.isDeceleration)
            expectClose(s.velocity(at: 0), v, within: 1e-9)
            var t = 0.0
            while !s.isDone(at: t) { t += 1.0 / 60 }
            #expect(s.position(at: t) == target)
        }
    }
}
