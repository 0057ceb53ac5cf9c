import ScrollCore
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `header-snap` (#34 item 1) replayed from its trace: each release part-way settles the header
/// (iPhone 15: it collapses 141 pt), by position and velocity, and the list never moves.
@Suite struct HeaderSnapTests {
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "header-snap")
        // 1. Up 100 pt slowly, held still (71 % of 141): snaps collapsed.
        b.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), duration: 0.5, hold: 0.1)
        b.wait(1.2)
        // 2. Down 90 pt slowly (the header back to 51 pt, 36 %): snaps expanded.
        b.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 590), duration: 0.5, hold: 0.1)
        b.wait(1.2)
        // 3. Up 40 pt at 200 pt/s (the header about 30 pt, 21 %), released moving: the landing (≈ 30 + 200 / 2)
        // is past half: collapsed.
        b.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 560), duration: 0.2)
        b.wait(1.2)
        return b.trace
    }

    struct Sample {
        var t: Double
        var collapse: Double
        var list: Double
        var velocity: Double
    }

    static func run(wrongTechnique: Bool = false) throws -> (samples: [Sample], state: SceneState) {
        var trace = try SceneFixtures.trace("header-snap", gestures)
        if wrongTechnique { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace) { t, s in
            let st = s.session.state()
            let list = st.scrollViews.first { $0.id == "page.0.list" }
            out.append(Sample(t: t, collapse: st.header?.collapse ?? .nan, list: list?.offset.y ?? .nan, velocity: list?.velocity.y ?? 0))
        }
        return (out, s.session.state())
    }

    /// The releases (pointer ups) of the trace, in order.
    static func releases() throws -> [Double] {
        try SceneFixtures.trace("header-snap", gestures).events.compactMap {
            if case .pointer(let p) = $0, p.kind == .up { return p.time } else { return nil }
        }
    }

    @Test func eachReleaseSettlesTheHeaderAndTheListNeverMoves() throws {
        let (samples, state) = try Self.run()
        let ups = try Self.releases()
        #expect(ups.count == 3)
        func rest(before t: Double) -> Sample { samples.last { $0.t < t - 0.05 }! }
        #expect(rest(before: ups[1] - 0.6).collapse == 141)  // 1: collapsed
        #expect(rest(before: ups[2] - 0.2).collapse == 0)  // 2: expanded
        #expect(samples.last!.collapse == 141)  // 3: collapsed by velocity
        // The list's reading position: the list itself (its own offset) stays at its top throughout.
        #expect(samples.allSatisfy { $0.list == 0 })
        let snaps = state.events.map(\.name).filter { $0.hasPrefix("headerWillSnap") }
        #expect(snaps == ["headerWillSnap.collapsed", "headerWillSnap.expanded", "headerWillSnap.collapsed"])
    }

    @Test func theFlickSettlesContinuouslyFromItsReleaseVelocityInOneMotion() throws {
        let (samples, state) = try Self.run()
        let up = try Self.releases()[2]
        let after = samples.filter { $0.t > up }
        // The header's motion after the release: monotone (one landing, no second animation) …
        for (a, b) in zip(after, after.dropFirst()) { #expect(b.collapse >= a.collapse - 1e-9) }
        // … starting at the release velocity: the finger's speed over the drag's last tick, the engine's
        // speed at the first tick after the release.
        let before = samples.filter { $0.t <= up }.suffix(2).map(\.collapse)
        let dragSpeed = (before[1] - before[0]) * 120
        let v0 = after[0].velocity
        let peak = after.map(\.velocity).max()!
        let settled = after.first { $0.collapse == 141 }!.t - up
        #expect(settled < 1)
        // The target (141) lies beyond the natural landing, so a critically damped spring carries the
        // header there from the release velocity: no jump at the release (the engine's speed one tick
        // later is the drag's plus what the spring added in that tick), then one rise and one fall.
        #expect(dragSpeed > 150)
        #expect(v0 >= dragSpeed * 0.95 && v0 < dragSpeed * 1.6)
        #expect(peak < 3 * dragSpeed)
        // Decided at the release (in willEndDragging), then one deceleration onto it, then the stick.
        let events = state.events.filter { $0.t >= up - 1e-9 }
        let snap = try #require(events.first { $0.name == "headerWillSnap.collapsed" })
        let ended = try #require(events.first { $0.name == "didEndDragging" })
        let stick = try #require(events.first { $0.name == "didStick" })
        #expect(snap.t == ended.t)
        #expect(stick.t > ended.t)
        #expect(events.filter { $0.name == "didEndDecelerating" }.count == 1)
    }

    /// The wrong technique (C: snap by the release's position alone, velocity ignored): the held
    /// releases settle as before, but the flick up released at 21 % of the way turns round — the
    /// header goes on up with the fling, then falls back to expanded against it.
    @Test func snappingByPositionAloneTurnsTheFlickRound() throws {
        let (samples, state) = try Self.run(wrongTechnique: true)
        let ups = try Self.releases()
        func rest(before t: Double) -> Sample { samples.last { $0.t < t - 0.05 }! }
        #expect(rest(before: ups[1] - 0.6).collapse == 141)
        #expect(rest(before: ups[2] - 0.2).collapse == 0)
        let atRelease = samples.last { $0.t <= ups[2] }!
        let after = samples.filter { $0.t > ups[2] }
        let peak = after.map(\.collapse).max()!
        #expect(atRelease.collapse > 20 && atRelease.collapse < 0.5 * 141)
        #expect(after[0].velocity > 100)  // still going up with the finger …
        #expect(peak > atRelease.collapse + 2)  // … it rises on …
        #expect(after.last!.collapse == 0)  // … and falls back: against the fling
        let fall = after.map(\.velocity).min()!
        #expect(fall < -100, "released at \(atRelease.collapse), peak \(peak), v0 \(after[0].velocity), fastest fall \(fall)")
        #expect(state.events.map(\.name).filter { $0.hasPrefix("headerWillSnap") }.last == "headerWillSnap.expanded")
        #expect(state.events.contains { $0.name == "snapByPosition" })
    }
}
