import ScrollCore
import TestSupport
import Testing

/// Chromium's fling boost through the whole path (arena, pan driver, scroll view): a second flick on a
/// running fling starts at its own release velocity plus the first fling's starting velocity, and the
/// distance cap grows with it; other feels and late or slow second strokes are not boosted.
@Suite struct ScrollViewFlingBoostTests {
    /// One flick up the list: down at `start`, 12 moves at `speed` over 100 ms (120 Hz), lifted 8 ms
    /// after the last move; `hold` seconds still after the touch-down first.
    static func flick(_ speed: Double, at start: Double, hold: Double = 0, y: Double = 700) -> [PointerEvent] {
        var e = [PointerEvent(.down, id: 1, at: Point(x: 200, y: y), time: start)]
        let t0 = start + hold
        for i in 1...12 {
            e.append(PointerEvent(.move, id: 1, at: Point(x: 200, y: y - speed * Double(i) / 120), time: t0 + Double(i) / 120))
        }
        e.append(PointerEvent(.up, id: 1, at: Point(x: 200, y: y - speed * 0.1), time: t0 + 0.1 + 0.008))
        return e
    }

    /// The list (393 × 852, 400 000 pt of content) under `feel`, its pan, and the fixture.
    private func list(_ feel: Feel) -> (ArenaFixture, ScrollView, PanGestureRecognizer) {
        let f = ArenaFixture()
        let (sv, pan) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 400_000)
        sv.feel = feel
        return (f, sv, pan)
    }

    /// The running fling's starting velocity (content direction), pt/s.
    private func startVelocity(_ sv: ScrollView) -> Double {
        guard let (m, _) = sv.simulation(.vertical) else { return 0 }
        return m.velocity(at: 0)
    }

    @Test func aSecondFlickWithin50msOfItsTouchIsBoostedByTheFirstFlingsStart() {
        let (f, sv, pan) = list(.chromium)
        f.run(Self.flick(2000, at: 0), until: 0.108)
        let first = startVelocity(sv)
        #expect(abs(first - 2000) < 40)
        f.run(Self.flick(2000, at: 0.258), until: 0.366)
        let released = -pan.releaseVelocity.y
        #expect(abs(startVelocity(sv) - (first + released)) < 1e-9)
        // The distance: v²/2a, capped at 3 × 852 × the boost (not 3 × 852 = 2556).
        let v = startVelocity(sv)
        let cap = (852 * (v / released * 3)).rounded(.down)
        let distance = sv.simulation(.vertical)!.0.finalPosition - sv.contentOffset.y
        #expect(abs(distance - min(v * v / (2 * Feel.chromiumDeceleration), cap)) < 1e-6 && distance > 2556)
        // A third flick chains: it adds the boosted start.
        f.run(Self.flick(2000, at: 0.516), until: 0.624)
        #expect(abs(startVelocity(sv) - (v - pan.releaseVelocity.y)) < 1e-9)
    }

    @Test func aCatchHeld30msBoostsAndOneHeld60msDoesNot() {
        for (hold, boosted) in [(0.030, true), (0.060, false)] {
            let (f, sv, pan) = list(.chromium)
            f.run(Self.flick(2000, at: 0), until: 0.108)
            let first = startVelocity(sv)
            f.run(Self.flick(2000, at: 0.2, hold: hold), until: 0.2 + hold + 0.108)
            let released = -pan.releaseVelocity.y
            #expect(abs(startVelocity(sv) - (boosted ? first + released : released)) < 1e-9, "hold \(hold)")
        }
    }

    @Test func aFlingUnder350AtTheTouchOrAnotherFeelAddsNothing() {
        // 2000 pt/s runs for 0.87 s; at 0.8 s its speed is under 350 pt/s.
        let (f, sv, pan) = list(.chromium)
        f.run(Self.flick(2000, at: 0), until: 0.108)
        f.run(Self.flick(2000, at: 0.9), until: 1.008)
        #expect(abs(startVelocity(sv) + pan.releaseVelocity.y) < 1e-9)
        for feel in [Feel.ios, .android, .flutterClamping] {
            let (g, other, otherPan) = list(feel)
            g.run(Self.flick(2000, at: 0), until: 0.108)
            g.run(Self.flick(2000, at: 0.258), until: 0.366)
            #expect(abs(startVelocity(other) + feel.flingVelocity(otherPan.releaseVelocity.y)) < 50, "\(feel.name)")
        }
    }

    @Test func theBoostIsAFeelFieldThatAFeelFileSwitchesOff() throws {
        var feel = Feel.chromium
        feel.flingCarry = .none
        let (f, sv, pan) = list(feel)
        f.run(Self.flick(2000, at: 0), until: 0.108)
        f.run(Self.flick(2000, at: 0.258), until: 0.366)
        #expect(abs(startVelocity(sv) + pan.releaseVelocity.y) < 1e-9)
        let read = try FeelReader.read(.object(["preset": .string("chromium"), "flingCarry": .string("none")])).get()
        #expect(read.flingCarry == .none && Feel.chromium.flingCarry == .chromiumBoost)
    }
}
