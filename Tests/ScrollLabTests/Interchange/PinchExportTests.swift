import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollLab

/// `export` carries a pinch (#43): both fingers of a two-finger trace in each platform's multi-touch
/// form, and a `photo-browser` pinch exported as W3C actions or a CDP script and read back replays to
/// the same zoom scale and offset.
@Suite struct PinchExportTests {
    static let fixture = "Tests/ScrollLabTests/Fixtures/bug-classes/photo-browser-chain.ndjson"

    /// The fixture's first gesture: fingers 1 and 2 spread from 100 to 162 pt apart (half-point
    /// coordinates), lifted at 0.3 and 0.32 s.
    static func fixturePinch() throws -> Trace {
        var t = try Trace.load(Paths.repoRoot.appendingPathComponent(fixture).path)
        t.events = t.events.filter { $0.time <= 0.32 }
        return t
    }

    /// A pinch on the whole-point, whole-millisecond grid: fingers 100 → 240 pt apart about (200, 430)
    /// in 24 moves 8 ms apart, then both lifted.
    static var gridPinch: Trace {
        var events: [InputEvent] = [
            .pointer(PointerEvent(.down, id: 1, at: Point(x: 150, y: 430), time: 0.1)),
            .pointer(PointerEvent(.down, id: 2, at: Point(x: 250, y: 430), time: 0.11)),
        ]
        for k in 1...24 {
            let t = 0.11 + Double(k) * 0.008
            let half = 50 + Double(k) * 70 / 24
            events.append(.pointer(PointerEvent(.move, id: 1, at: Point(x: (200 - half).rounded(), y: 430), time: t)))
            events.append(.pointer(PointerEvent(.move, id: 2, at: Point(x: (200 + half).rounded(), y: 430), time: t)))
        }
        events.append(.pointer(PointerEvent(.up, id: 1, at: Point(x: 80, y: 430), time: 0.31)))
        events.append(.pointer(PointerEvent(.up, id: 2, at: Point(x: 320, y: 430), time: 0.32)))
        return Trace(header: Trace.Header(device: "15", scene: "photo-browser", hz: 120), events: events)
    }

    static func catalog() throws -> SceneCatalog {
        try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
    }

    /// `photo.0`'s zoom scale and offset after replaying `events` on the trace's scene and settling.
    static func final(_ trace: Trace, _ events: [InputEvent]) throws -> (scale: Double, offset: SceneState.XY) {
        let sandbox = try SessionFactory.sandbox(catalog: catalog(), trace: trace, hz: trace.header.hz, feel: nil)
        ReplayDriver(settle: true, skippingIdle: false).run(sandbox, events) { _ in }
        let photo = try #require(sandbox.session.scrollViewStates().first { $0.id == "photo.0" })
        return (try #require(photo.zoomScale), photo.offset)
    }

    /// W3C: one `touch` pointer source per finger; read back, the replay ends at the same scale and
    /// offset — exactly on the grid, within the stated tolerance (1 % of the scale, 2 pt) off it.
    @Test func w3cCarriesBothFingersAndReplaysTheSamePinch() throws {
        for (trace, exact) in [(Self.gridPinch, true), (try Self.fixturePinch(), false)] {
            let json = W3CActionsWriter.json(trace)
            #expect(json.contains("\"id\": \"finger1\", \"parameters\": {\"pointerType\": \"touch\"}"))
            #expect(json.contains("\"id\": \"finger2\", \"parameters\": {\"pointerType\": \"touch\"}"))
            let back = try W3CActionsReader.read(Data(json.utf8)).events
            let a = try Self.final(trace, trace.events)
            let b = try Self.final(trace, back)
            #expect(a.scale > 1.4, "the pinch zooms: ×\(a.scale)")
            if exact {
                #expect(back.count == trace.events.count)
                for (x, y) in zip(back, trace.events) {
                    guard case .pointer(let p) = x, case .pointer(let q) = y else { continue }
                    #expect(p.id == q.id && p.kind == q.kind && p.position == q.position && abs(p.time - q.time) < 1e-9, "\(p) vs \(q)")
                }
                #expect(a.scale == b.scale && a.offset == b.offset)
            } else {
                #expect(abs(a.scale - b.scale) <= 0.01 * a.scale, "×\(a.scale) vs ×\(b.scale)")
                #expect(abs(a.offset.x - b.offset.x) <= 2 && abs(a.offset.y - b.offset.y) <= 2, "\(a.offset) vs \(b.offset)")
            }
        }
    }

    /// CDP: every touch event lists both points while both are down (the first lift is a touchMove
    /// without it); read back, the pinch is the trace's exactly (full-precision numbers).
    @Test func cdpCarriesBothTouchPointsAndReplaysTheSamePinch() throws {
        let trace = try Self.fixturePinch()
        let page = try ExportCommand.page(trace, catalog: Self.catalog())
        #expect(page.listID == "pager" && page.originX == 0 && page.originY == 0)
        let script = CDPScriptWriter.script(trace, page: page, source: "pinch.ndjson")
        #expect(script.contains("(0.128, \"touchMove\", [(1, 140.25, 426), (2, 252.75, 426)]),"))
        #expect(script.contains("(0.3, \"touchMove\", [(2, 277.5, 426)]),"))
        #expect(script.contains("(0.32, \"touchEnd\", []),"))
        let back = try ExportedScriptReader.read(script).events
        let a = try Self.final(trace, trace.events)
        let b = try Self.final(trace, back)
        #expect(abs(a.scale - 1.44) < 1e-9)
        #expect(a.scale == b.scale && a.offset == b.offset, "×\(a.scale) \(a.offset) vs ×\(b.scale) \(b.offset)")
    }

    /// XCUITest has no two-finger path: the pair is one `app.pinch(withScale:velocity:)` (100 → 162 pt
    /// apart over the 0.19 s both were down); Android injects both pointers (ids 0 and 1 of the rows,
    /// `ACTION_POINTER_DOWN/UP` for the second).
    @Test func xcuitestPinchesAndAndroidInjectsBothPointers() throws {
        let trace = try Self.fixturePinch()
        let swift = XCUITestWriter.swift(trace, source: "pinch.ndjson")
        #expect(swift.contains("        // Strokes 1 and 2: fingers 1 and 2 down together for 0.190 s, a pinch."))
        #expect(swift.contains("        app.pinch(withScale: 1.620, velocity: 3.263)"))
        #expect(!swift.contains(".press(forDuration:"))
        let kotlin = AndroidWriter.kotlin(trace, source: "pinch.ndjson")
        #expect(kotlin.contains("        Ev(100L, 0, 0, 146.5f, 426.0f),\n        Ev(110L, 0, 1, 246.5f, 426.0f),"))
        #expect(kotlin.contains("        Ev(300L, 2, 0, 115.5f, 426.0f),"))
        #expect(kotlin.contains("MotionEvent.ACTION_POINTER_DOWN else MotionEvent.ACTION_POINTER_UP"))
    }

    /// As a user would: `export w3c` then `import w3c` of the fixture's pinch, both replayed headless.
    @Test func theCommandsRoundTripAPinch() throws {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let trace = dir.appendingPathComponent("pinch.ndjson")
        try Data(try Self.fixturePinch().ndjson().utf8).write(to: trace)
        let json = dir.appendingPathComponent("pinch.json").path
        let back = dir.appendingPathComponent("back.ndjson").path
        #expect(try runScrollLab(["export", "w3c", trace.path, "--out", json]).status == 0)
        let r = try runScrollLab(["import", "w3c", json, "--out", back])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("28 events (2 touches, 0 wheel)"))
        var scales: [Double] = []
        for file in [trace.path, back] {
            let state = dir.appendingPathComponent("state.json").path
            #expect(try runScrollLab(["--headless", "--replay", file, "--settle", "--state", state]).status == 0)
            let s = try StateFile(contentsOf: URL(fileURLWithPath: state))
            scales.append(try #require(s.scrollViews.first { $0.id == "photo.0" }?.zoomScale))
        }
        #expect(abs(scales[0] - 1.44) < 1e-9)
        #expect(abs(scales[1] - scales[0]) <= 0.01 * scales[0], "\(scales)")
    }
}
