import ScrollCore
import Testing

/// Flutter's carried momentum (BouncingScrollPhysics.carriedMomentum with ScrollDragController's
/// retain rules), each at its boundary.
@Suite struct MomentumCarryTests {
    @Test func theCarryIsFluttersPowerLawCappedAt40000() {
        // 0.000816 · 2000^1.967 = 2539.90; 0.000816 · 20000^1.967 > 40000.
        #expect(abs(MomentumCarry.carriedMomentum(2000) - 2539.90) < 0.01)
        #expect(abs(MomentumCarry.carriedMomentum(-1000) + 649.67) < 0.01)
        #expect(MomentumCarry.carriedMomentum(20000) == 40000 && MomentumCarry.carriedMomentum(0) == 0)
    }

    @Test func aReleaseOverHalfTheCarryTheSameWayGainsIt() {
        let carried = MomentumCarry.carriedMomentum(2000)
        for (v, gains) in [(carried * 0.5 + 0.01, true), (carried * 0.5, false), (-2000, false), (0, false)] {
            var m = MomentumCarry()
            m.hold(velocity: 2000)
            #expect(m.release(v) == (gains ? v + carried : v), "\(v)")
            #expect(m.carried == 0)
        }
    }

    @Test func aStillUpdateMoreThan20msAfterTheLastMoveDropsIt() {
        for (gap, kept) in [(0.019, true), (0.021, false)] {
            var m = MomentumCarry()
            m.hold(velocity: 2000)
            m.update(offset: 0, at: 1 + gap, lastMoving: 1)
            #expect((m.carried != 0) == kept, "\(gap)")
        }
        // A moving update keeps it whatever the gap.
        var m = MomentumCarry()
        m.hold(velocity: 2000)
        m.update(offset: 3, at: 5, lastMoving: 1)
        #expect(m.carried != 0)
    }
}
