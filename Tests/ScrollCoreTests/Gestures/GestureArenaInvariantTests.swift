import ScrollCore
import TestSupport
import Testing

/// Randomized event scripts over randomized recognizer setups: the arena's invariants hold after
/// every event and at the end.
@Suite struct GestureArenaInvariantTests {
    @Test(arguments: 1...40)
    func invariantsHoldForRandomScripts(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed))
        let f = ArenaFixture()
        // A tree: root ▸ container ▸ two children, recognizers of every kind sprinkled over it.
        let container = f.target("container", Rect(x: 0, y: 0, width: 393, height: 852))
        let a = f.target("a", Rect(x: 0, y: 0, width: 393, height: 400), in: container)
        let b = f.target("b", Rect(x: 40, y: 380, width: 300, height: 300), in: container)
        let targets = [f.root, container, a, b]
        var all: [GestureRecognizer] = []
        for (i, t) in targets.enumerated() {
            for k in 0..<Int.random(in: 1...3, using: &rng) {
                let name = "\(t.id).g\(k)"
                let g: GestureRecognizer
                switch Int.random(in: 0..<5, using: &rng) {
                case 0:
                    let p = PanGestureRecognizer(name: name)
                    p.axis = [nil, .horizontal, .vertical][Int.random(in: 0..<3, using: &rng)]
                    g = p
                case 1:
                    let l = LongPressGestureRecognizer(name: name)
                    l.minimumPressDuration = rng.double(0.05...0.6)
                    g = l
                case 2: g = TapGestureRecognizer(name: name)
                case 3: g = ScreenEdgePanGestureRecognizer(name: name)
                default: g = PanGestureRecognizer(name: name)
                }
                if Bool.random(using: &rng) { g.shouldRecognizeSimultaneously = { _, _ in true } }
                if Int.random(in: 0..<4, using: &rng) == 0 { g.shouldBegin { _ in .deny("random") } }
                g.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
                f.add(g, to: t)
                all.append(g)
            }
            _ = i
        }
        for g in all where Int.random(in: 0..<3, using: &rng) == 0 {
            g.require(toFail: all[Int.random(in: 0..<all.count, using: &rng)])
        }
        // Random fingers: downs, moves, ups, cancels, plus nonsense (moves without downs, double ups).
        var events: [PointerEvent] = []
        var t = 0.0
        var down: Set<Int64> = []
        for _ in 0..<200 {
            t += rng.double(0...0.05)
            let id = Int64(Int.random(in: 0..<3, using: &rng))
            let p = Point(x: rng.double(-20...420), y: rng.double(-20...880))
            let roll = Int.random(in: 0..<10, using: &rng)
            if !down.contains(id) {
                if roll < 7 {
                    events.append(PointerEvent(.down, id: id, at: p, time: t))
                    down.insert(id)
                } else {
                    events.append(PointerEvent(roll == 7 ? .move : .up, id: id, at: p, time: t))
                }
            } else if roll < 7 {
                events.append(PointerEvent(.move, id: id, at: p, time: t))
            } else {
                events.append(PointerEvent(roll == 9 ? .cancel : .up, id: id, at: p, time: t))
                if roll == 8 && Bool.random(using: &rng) { events.append(PointerEvent(.up, id: id, at: p, time: t)) }
                down.remove(id)
            }
        }
        for id in down { events.append(PointerEvent(.up, id: id, at: .zero, time: t + 0.01)) }
        for e in events {
            f.run([e])
            // At most one exclusive owner per touch: owners must be pairwise simultaneous.
            for id in f.arena.activeTouchIDs {
                let owners = f.arena.owners(ofTouch: id)
                for x in owners {
                    for y in owners where x !== y {
                        let ok = x.shouldRecognizeSimultaneously?(x, y) == true || y.shouldRecognizeSimultaneously?(y, x) == true
                        #expect(ok, "touch \(id) owned by \(x.name) and \(y.name) at once")
                    }
                }
            }
        }
        f.run([], until: t + 2)
        #expect(f.arena.activeTouchIDs.isEmpty)
        #expect(f.arena.violations.isEmpty, "\(f.arena.violations)")
        for g in all { #expect(g.state == .possible, "\(g.name) left in \(g.state)") }
        // Every recognizer that began also ended or was cancelled.
        for g in all {
            let began = f.actions.filter { $0 == "\(g.name):began" }.count
            let finished = f.actions.filter { $0 == "\(g.name):ended" || $0 == "\(g.name):cancelled" }.count
            #expect(began == finished, "\(g.name): \(began) began, \(finished) ended or cancelled")
        }
    }

    @Test func aWaitingCycleIsBrokenWithAWarning() {
        let f = ArenaFixture()
        let t = f.target("t", Rect(x: 0, y: 0, width: 393, height: 852))
        let p = f.add(PanGestureRecognizer(name: "t.p"), to: t)
        let q = f.add(PanGestureRecognizer(name: "t.q"), to: t)
        p.require(toFail: q)
        q.require(toFail: p)
        var s = TouchScript()
        s.drag(from: Point(x: 10, y: 10), to: Point(x: 10, y: 200), start: 0, duration: 0.2)
        f.run(s.events, until: 1)
        #expect(
            f.log.prefix(3) == [
                "t.p waits for t.q to fail",
                "WARNING t.q and t.p wait for each other to fail; t.q released",
                "t.q began: moved 15.833 pt vertical",
            ])
        #expect(f.arena.violations.isEmpty)
    }
}
