import ScrollCore
import Testing

/// Chromium's fling booster rule by rule (`ui/events/blink/fling_booster.cc`), each at its boundary:
/// a fling of 2000 pt/s down the content (offset growing) is cancelled at t = 1, the next scroll
/// begins, updates and lifts, and the release is or is not boosted.
@Suite struct FlingBoosterTests {
    let feel = Feel.chromium
    let down = Point(x: 0, y: 2000)

    /// Armed by a fling of `down`, cancelled at 1.0 with the running fling at `current`, the scroll
    /// begun at `begin` and one update of `step` at each time in `updates`.
    private func armed(current: Point = Point(x: 0, y: 1000), begin: Double = 1.01, updates: [Double] = [1.01, 1.02]) -> FlingBooster {
        var b = FlingBooster()
        _ = b.flingStart(down, at: 0, feel: feel)
        b.cancel(at: 1.0, velocity: current, feel: feel)
        b.scrollBegin(at: begin, feel: feel)
        for t in updates { b.scrollUpdate(Point(x: 0, y: 20), at: t, feel: feel) }
        return b
    }

    @Test func aQuickSecondFlickAddsTheFirstFlingsStartingVelocity() {
        var b = armed()
        #expect(b.flingStart(Point(x: 0, y: 1500), at: 1.03, feel: feel) == Point(x: 0, y: 3500))
        // Chained: the third adds the boosted 3500.
        b.cancel(at: 1.2, velocity: Point(x: 0, y: 3000), feel: feel)
        b.scrollBegin(at: 1.21, feel: feel)
        b.scrollUpdate(Point(x: 0, y: 20), at: 1.21, feel: feel)
        #expect(b.flingStart(Point(x: 0, y: 1500), at: 1.22, feel: feel) == Point(x: 0, y: 5000))
    }

    @Test func theScrollMustBeginWithin50msOfTheTouch() {
        var early = armed(begin: 1.049, updates: [1.049])
        #expect(early.flingStart(Point(x: 0, y: 1500), at: 1.06, feel: feel).y == 3500)
        var late = armed(begin: 1.051, updates: [1.051])
        #expect(late.flingStart(Point(x: 0, y: 1500), at: 1.06, feel: feel).y == 1500)
    }

    @Test func theLiftMustComeWithin50msOfTheLastUpdate() {
        var early = armed()
        #expect(early.flingStart(Point(x: 0, y: 1500), at: 1.069, feel: feel).y == 3500)
        var late = armed()
        #expect(late.flingStart(Point(x: 0, y: 1500), at: 1.071, feel: feel).y == 1500)
    }

    @Test func eachUpdateMustComeWithin50msAtLeast150ptPerSecond() {
        // 20 pt in 0.049 s (408 pt/s): kept; an update 51 ms after the last: past the cutoff.
        var kept = armed(updates: [1.01, 1.059])
        #expect(kept.flingStart(Point(x: 0, y: 1500), at: 1.06, feel: feel).y == 3500)
        var gap = armed(updates: [1.01, 1.061])
        #expect(gap.flingStart(Point(x: 0, y: 1500), at: 1.062, feel: feel).y == 1500)
        // 1.49 pt in 10 ms = 149 pt/s disarms; 1.51 pt (151 pt/s) keeps it.
        for (step, boosted) in [(1.49, false), (1.51, true)] {
            var b = armed(updates: [1.01])
            b.scrollUpdate(Point(x: 0, y: step), at: 1.02, feel: feel)
            #expect(b.flingStart(Point(x: 0, y: 1500), at: 1.03, feel: feel).y == (boosted ? 3500 : 1500), "\(step)")
        }
    }

    @Test func bothSpeedsMustReach350AndPointTheSameWay() {
        for (current, new, boosted) in [(349.0, 1500.0, false), (351, 1500, true), (1000, 349, false), (1000, 351, true)] {
            var b = armed(current: Point(x: 0, y: current))
            #expect(b.flingStart(Point(x: 0, y: new), at: 1.03, feel: feel).y == (boosted ? new + 2000 : new), "\(current) \(new)")
        }
        // A release the other way is not boosted; an update the other way disarms.
        var reversed = armed()
        #expect(reversed.flingStart(Point(x: 0, y: -1500), at: 1.03, feel: feel).y == -1500)
        var back = armed()
        back.scrollUpdate(Point(x: 0, y: -5), at: 1.025, feel: feel)
        #expect(!back.isArmed)
    }

    @Test func aReleaseThatDoesNotFlingDisarms() {
        var b = armed()
        #expect(b.flingStart(.zero, at: 1.03, feel: feel) == .zero)
        #expect(!b.isArmed)
    }
}
