import SDLTestSupport
import ScrollCore
import ScrollLab
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import ScrollWorkbench
import TestSupport
import Testing

/// Golden images of `profile` and `cards` with each overlay on, at moments where every overlay has
/// something to say (a finger down with a winner and losers; a fling in flight), plus the arena facts
/// the overlays show.
@Suite(.serialized) struct OverlayTests {
    /// profile: drag, fling, then a finger pressing mid-drag on the list at 1.45 s.
    static var profileTrace: Trace {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 450))  // 0.1 … 0.22
        b.wait(1)
        b.drag(from: Point(x: 200, y: 400), to: Point(x: 200, y: 600), duration: 0.4)  // 1.27 … 1.67
        return b.trace
    }

    /// cards: a long press on card 1 held into a drag (1.0 s), after a fling of the list.
    static var cardsTrace: Trace {
        var b = TraceBuilder(scene: "cards")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500))  // 0.1 … 0.22
        b.wait(2.5)
        b.longPressDrag(at: Point(x: 200, y: 312), to: Point(x: 200, y: 432), hold: 0.6, duration: 0.5)  // 2.77 …
        return b.trace
    }

    static let moments: [String: [String: Double]] = [
        "profile": ["hotzones": 1.45, "log": 1.45, "velocity": 0.5, "bounds": 0.5, "graph": 0.9],
        "cards": ["hotzones": 3.5, "log": 3.5, "velocity": 0.4, "bounds": 0.4, "graph": 0.9],
    ]

    @Test(arguments: ["profile", "cards"], OverlayKind.allCases)
    func goldenWithOverlay(scene: String, overlay: OverlayKind) throws {
        let trace = scene == "profile" ? Self.profileTrace : Self.cardsTrace
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        sandbox.overlays = [overlay]
        sandbox.replay(trace.events, settle: false, until: Self.moments[scene]![overlay.rawValue]!)
        // Placed overlays are pictures of the phone; read ones of their instrument-panel sections.
        let r = try overlay.drawsOnPhone ? TestSDL.render(sandbox.session.displayList(), scale: 1) : Self.panel(sandbox, overlay)
        Snapshot.assertImage(rgba: r.rgba, width: r.width, height: r.height, named: "\(scene)-\(overlay.rawValue)")
    }

    /// The read overlay's sections in a 420 × 420 panel, as the workbench draws them.
    static func panel(_ sandbox: Sandbox, _ overlay: OverlayKind) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let c = sandbox.session.overlayContext()
        let sections: [any PanelSection] =
            switch overlay {
            case .graph: [GraphSection(context: c), ReadoutsSection(context: c)]
            case .log: [LogSection(context: c)]
            default: [HotZoneLegendSection()]
            }
        let size = Size(width: 420, height: 420)
        let list = InstrumentPanel(sections: sections).render(in: Rect(x: 12, y: 12, width: 396, height: 396), size: size).list
        return try TestSDL.render(list, scale: 1, background: Theme.desk)
    }

    @Test func placedOverlaysChangeThePhoneAndReadOnesLeaveItAlone() throws {
        let trace = Self.profileTrace
        let plain = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        plain.replay(trace.events, settle: false, until: 1.45)
        let base = plain.session.displayList()
        for kind in OverlayKind.allCases {
            let s = try SessionFactory.sandbox(catalog: catalog, trace: trace)
            s.overlays = [kind]
            s.replay(trace.events, settle: false, until: 1.45)
            if kind.drawsOnPhone {
                #expect(s.session.displayList() != base, "\(kind) drew nothing on the phone")
            } else {
                #expect(s.session.displayList() == base, "\(kind) drew on the phone")
            }
        }
        // `--overlay log,graph`: the phone is the same; the panel has the graph and the whole log.
        let read = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        read.overlays = [.log, .graph]
        read.replay(trace.events, settle: false, until: 1.45)
        #expect(read.session.displayList() == base)
        let log = LogSection(context: read.session.overlayContext()).lines.map(\.text)
        #expect(log.count == read.session.arena.log.count)
        #expect(log.first?.hasSuffix(read.session.arena.log.last!.description) == true)
    }

    @Test func longLogLinesWrapWholeInsideThePanel() {
        let line = "  1.234  page.0.carousel.3.pan failed: page.0.list.pan won the touch (moved 44.444 pt vertical, pan is horizontal)"
        let parts = PanelText.wrap(line, width: 300, size: 11)
        #expect(parts.count > 1)
        #expect(parts.joined().filter { $0 != " " } == line.filter { $0 != " " })
        for p in parts { #expect(PanelText.width(p, size: 11) <= 300) }
    }

    @Test func phoneLabelsNeverOverlapNorLeaveTheViewport() throws {
        let trace = Self.cardsTrace
        let s = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        s.overlays = [.hotzones, .bounds, .velocity]
        s.replay(trace.events, settle: false, until: 3.5)
        var labels = LabelLayout(bounds: Rect(x: 0, y: 0, width: 393, height: 852))
        // Ten labels asking for the same corner, and one past the right edge.
        for k in 0..<10 { labels.add("label \(k) asks for the corner", at: Point(x: -20, y: -5), color: .black) }
        labels.add("a long label that would run off the right edge", at: Point(x: 380, y: 400), color: .black)
        let frames = labels.placed.map(\.frame)
        for (i, a) in frames.enumerated() {
            #expect(a.minX >= 0 && a.minY >= 0 && a.maxX <= 393 && a.maxY <= 852, "\(a) leaves the viewport")
            for b in frames[(i + 1)...] { #expect(!a.intersects(b), "\(a) overlaps \(b)") }
        }
        // The overlays' own labels: the phone's display list draws them all, inside the viewport.
        #expect(s.session.displayList().texts.contains("● cards.longPress owns the touch"))
    }

    @Test func pressingACardShowsTheLongPressWinningAndTheListPanFailing() throws {
        let trace = Self.cardsTrace
        let s = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        s.overlays = [.hotzones, .log]
        s.replay(trace.events, settle: false, until: 3.5)
        let owners = s.session.arena.owners(ofTouch: 0).map(\.name)
        #expect(owners == ["cards.longPress"])
        #expect(s.session.arena.logLines.contains("cards.pan failed: cards.longPress won the touch"))
        let texts = s.session.displayList().texts
        #expect(texts.contains("● cards.longPress owns the touch"))
        #expect(texts.contains("✕ cards.pan lost"))
        let log = LogSection(context: s.session.overlayContext()).lines.map(\.text)
        #expect(log.contains { $0.hasSuffix("cards.pan failed: cards.longPress won the touch") })
    }

    @Test func pressingTheHeaderShowsTheHeaderDragZoneWinning() throws {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 200, y: 150), to: Point(x: 200, y: 100), duration: 0.3)
        let trace = b.trace
        let s = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        s.overlays = [.hotzones]
        s.replay(trace.events, settle: false, until: 0.3)
        #expect(s.session.arena.owners(ofTouch: 0).map(\.name) == ["header.pan"])
        let texts = s.session.displayList().texts
        #expect(texts.contains("● header.pan owns the touch"))
        #expect(texts.contains("header.pan"))  // the zone's label
    }

    @Test func theVelocityOverlayShowsTheHandoffAheadOfAHeaderFling() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 200, y: 190), to: Point(x: 200, y: 130), duration: 0.06)
        let trace = b.trace
        let s = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        s.overlays = [.velocity]
        s.replay(trace.events, settle: false, until: trace.duration)
        let texts = s.session.displayList().texts
        #expect(texts.contains { $0.hasPrefix("handoff in ") && $0.hasSuffix("header sticks → list carries on") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("lands ") })
    }
}
