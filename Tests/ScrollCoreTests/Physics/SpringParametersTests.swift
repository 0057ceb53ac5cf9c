import ScrollCore
import TestSupport
import Testing

/// Issue #27 item 7: `SpringParameters.bounceBack` is the one source of the `ios` edge spring, and
/// its figures are REFERENCE.md's (critically damped, mass 1, stiffness 100, from x₀ = 100, v₀ = 0):
/// x(0.1) = 73.576, x(0.3) = 19.915, x(0.5) = 4.043 — a damping ratio of 0.9 gives 71.2 / 16.5 / 2.2.
@Suite struct SpringParametersTests {
    @Test func theBounceBackSpringIsReferencesCriticallyDampedOne() {
        let p = SpringParameters.bounceBack
        #expect(p == SpringParameters(mass: 1, stiffness: 100, dampingRatio: 1))
        let s = SpringSimulation(p, start: 100, target: 0, velocity: 0)
        expectClose(s.position(at: 0.1), 73.576, within: 5e-4)
        expectClose(s.position(at: 0.3), 19.915, within: 5e-4)
        expectClose(s.position(at: 0.5), 4.043, within: 5e-4)
    }

    @Test func theIOSFeelTakesItsSpringFromBounceBack() {
        #expect(Feel.ios.spring == .bounceBack)
        #expect(Feel.iosFast.spring == .bounceBack)
    }
}
