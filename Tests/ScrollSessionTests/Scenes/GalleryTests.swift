import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// The gallery (docs/GALLERY.md): each app technique replays its recorded trace
/// (`Fixtures/gallery/<scene>.ndjson`) and must show its bug's signature, while the same trace
/// through ScrollLab's chain (`c` pressed first) must not. If a technique were silently "fixed" into
/// the chain, its half of these tests fails.
@Suite struct GalleryTests {
    struct Sample {
        var t: Double
        var collapse: Double
        var maxCollapse: Double
        var list: Double
        var pager: Double
        var position: Double { collapse + list }
    }

    /// The gestures each gallery trace holds (written to the fixture when recording or missing).
    static func gestures(_ scene: String) -> Trace {
        var b = TraceBuilder(scene: scene)
        switch scene {
        case "gallery-forwarding":
            // Collapse the header slowly (no fling), then fling up on the list.
            b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 450), duration: 0.6, hold: 0.1)
            b.fling(from: Point(x: 200, y: 650), to: Point(x: 200, y: 520), duration: 0.1)
        case "gallery-carousel-lock":
            // A swipe to the right that starts on the carousel (at its left edge).
            b.drag(from: Point(x: 120, y: 230), to: Point(x: 320, y: 236), duration: 0.3)
        default:
            // A short fast fling up on the header: it must cross where the header sticks.
            b.fling(from: Point(x: 200, y: 190), to: Point(x: 200, y: 110), duration: 0.08)
        }
        // A moment later (a key nothing uses): `--replay … --screenshot` shows the signature there.
        b.wait(scene == "gallery-forwarding" ? 0.12 : 0.3)
        b.key("x")
        return b.trace
    }

    static func fixture(_ scene: String) throws -> Trace {
        let url = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/gallery/\(scene).ndjson")
        if Snapshot.recording || !FileManager.default.fileExists(atPath: url.path) {
            try gestures(scene).ndjson().write(to: url, atomically: true, encoding: .utf8)
        }
        return try Trace.parse(try Data(contentsOf: url), path: url.path)
    }

    /// Replays the scene's trace through the technique or the chain, sampling every tick.
    static func samples(_ scene: String, chain: Bool, hz: Int = 120) throws -> (samples: [Sample], sandbox: Sandbox) {
        var trace = try fixture(scene)
        if chain { trace.events.insert(.key("c", time: 0.01), at: 0) }
        let s = try SessionFactory.sandbox(catalog: catalog, trace: trace, hz: hz)
        var out: [Sample] = []
        ReplayDriver(until: trace.duration + 1.5, skippingIdle: false).run(s, trace.events) { tick in
            let st = s.session.state()
            func offset(_ id: String) -> Double { st.scrollViews.first { $0.id == id }?.offset.y ?? 0 }
            out.append(
                Sample(
                    t: tick, collapse: st.header?.collapse ?? 0, maxCollapse: st.header?.maxCollapse ?? 0, list: offset("page.0.list"),
                    pager: st.pager?.offset ?? 0))
        }
        return (out, s)
    }

    /// Content velocity (pt/s) over the two ticks just before and just after the header sticks.
    static func velocityAroundBoundary(_ s: [Sample]) -> (before: Double, after: Double)? {
        guard let k = s.firstIndex(where: { $0.maxCollapse > 0 && $0.collapse >= $0.maxCollapse - 1e-9 }), k >= 2, k + 2 < s.count else {
            return nil
        }
        let v = { (a: Sample, b: Sample) in (b.position - a.position) / (b.t - a.t) }
        return (v(s[k - 2], s[k - 1]), v(s[k + 1], s[k + 2]))
    }

    @Test func theGalleryScenesAreListedUnderOnePrefix() throws {
        let ids = catalog.scenes.map(\.id).filter { $0.hasPrefix("gallery-") }
        #expect(ids == ["gallery-simultaneous", "gallery-forwarding", "gallery-dead-stop", "gallery-carousel-lock"])
        for id in ids {
            let s = SceneSession(definition: catalog.scene(withID: id)!, viewport: Size(width: 393, height: 852), hz: 120)
            let g = try #require(s.state().gallery)
            #expect(g.running == "technique")
            #expect(!g.bug.isEmpty && !g.source.isEmpty)
        }
    }

    @Test(arguments: ["gallery-dead-stop", "gallery-simultaneous"])
    func aFlingFromTheHeaderStopsDeadWhereTheHeaderSticksButCarriesOnInTheChain(scene: String) throws {
        let technique = try #require(Self.velocityAroundBoundary(try Self.samples(scene, chain: false).samples))
        let chain = try #require(Self.velocityAroundBoundary(try Self.samples(scene, chain: true).samples))
        // The signature: fast into the boundary, 0 just after it; the list never moves.
        #expect(technique.before > 300)
        #expect(technique.after == 0)
        let last = try Self.samples(scene, chain: false).samples.last!
        #expect(last.list == 0)
        // The chain: the same trace carries on into the list, velocity continuous (within a tick's decay).
        #expect(chain.before > 300)
        #expect(chain.after > 0.9 * chain.before)
    }

    @Test func forwardingBouncesTheStripPastTheStickyLineAndLeavesTheListWhereTheFingerLeftIt() throws {
        let (tech, techSandbox) = try Self.samples("gallery-forwarding", chain: false)
        let (chain, _) = try Self.samples("gallery-forwarding", chain: true)
        let release = try Self.fixture("gallery-forwarding").events.last { if case .pointer(let p) = $0 { p.kind == .up } else { false } }!
            .time
        func after(_ s: [Sample]) -> [Sample] { s.filter { $0.t > release + 1e-9 } }
        let maxC = tech[0].maxCollapse
        let overshoot = after(tech).map { $0.collapse - maxC }.max()!
        let listMoved = { (s: [Sample]) in after(s).last!.list - after(s).first!.list }
        #expect(overshoot > 20)  // the header's own rubber band: the strip rides above the sticky line
        #expect(listMoved(tech) == 0)  // the fling never reached the list
        #expect(after(chain).map(\.collapse).max()! <= maxC + 1e-9)
        #expect(listMoved(chain) > 100)
        #expect(techSandbox.session.state().events.contains { $0.name.contains("the list gets no velocity") })
    }

    @Test func aCarouselThatNeverHandsOverKeepsThePagerStillButTheChainPages() throws {
        let (tech, _) = try Self.samples("gallery-carousel-lock", chain: false)
        let (chain, chainSandbox) = try Self.samples("gallery-carousel-lock", chain: true)
        #expect(tech.last!.pager == 393)
        #expect(tech.map(\.pager).allSatisfy { $0 == 393 })
        #expect(chain.last!.pager == 0)
        #expect(chainSandbox.session.state().arena.log.contains { $0.contains("page.1.carousel.pan failed: shouldBegin=false") })
    }

    @Test func simultaneousPansFromTheListBothBeginAndTheLogSaysSo() throws {
        var b = TraceBuilder(scene: "gallery-simultaneous")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.5, hold: 0.1)
        func replay(chain: Bool) throws -> SceneState {
            var t = b.trace
            if chain { t.events.insert(.key("c", time: 0.01), at: 0) }
            let s = try SessionFactory.sandbox(catalog: catalog, trace: t)
            s.replay(t.events, settle: true)
            return s.session.state()
        }
        let st = try replay(chain: false)
        let chain = try replay(chain: true)
        let log = st.arena.log.joined(separator: "\n")
        #expect(log.contains("outer.pan began"))
        #expect(log.contains("list.pan began"))
        #expect(!log.contains("won the touch"))
        // The header collapsed fully and the list took the rest — plus the pin's slip on the event
        // that crosses the boundary (both views moved by its whole delta): more than the finger moved.
        func position(_ s: SceneState) -> Double { s.header!.collapse + s.scrollViews.first { $0.id == "page.0.list" }!.offset.y }
        #expect(st.header!.collapse == st.header!.maxCollapse)
        #expect(position(st) > position(chain) + 0.5)
    }

    @Test func theCKeySwitchesToTheChainAndBack() throws {
        let s = SessionFactory.sandbox(
            catalog: catalog, sceneIndex: catalog.scenes.firstIndex { $0.id == "gallery-dead-stop" }!, device: .fifteen, landscape: false,
            hz: 120)
        s.handle(.key("c", time: 0.1))
        #expect(s.session.state().gallery?.running == "chain")
        #expect(s.session.root.view(withID: "page.0.list") != nil)
        s.handle(.key("c", time: 0.2))
        #expect(s.session.state().gallery?.running == "technique")
        #expect(s.session.state().events.map(\.name) == ["switchedToChain", "switchedToTechnique"])
    }
}
