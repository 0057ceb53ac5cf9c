import Foundation
import ScrollCore
import ScrollInput
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// `import w3c (export w3c T)` is T within the quantisation `export w3c` states: times to the
/// millisecond, points and wheel deltas to whole points (the wheel's remainder carried), keys dropped.
@Suite struct W3CRoundTripTests {
    /// A fling, two fingers at once (one lifting first, one cancelled), a mouse drag and wheel events.
    static var trace: Trace {
        var b = TraceBuilder(scene: "basic-scroll")
        b.fling(from: Point(x: 200.3, y: 700.6), to: Point(x: 201.7, y: 300.2))
        b.wait(0.2)
        b.drag(from: Point(x: 100, y: 500), to: Point(x: 140.4, y: 420.9), duration: 0.2, id: 0)
        b.wheel(at: Point(x: 190.5, y: 400), delta: Point(x: 0.3, y: -7.35), count: 12, interval: 0.0083)
        b.key("h")
        var t = b.trace
        let s = b.time
        t.events += [
            .pointer(PointerEvent(.down, id: 3, at: Point(x: 50.25, y: 600), time: s)),
            .pointer(PointerEvent(.down, id: 4, at: Point(x: 250, y: 610.75), time: s + 0.0042)),
            .pointer(PointerEvent(.move, id: 4, at: Point(x: 251, y: 590.2), time: s + 0.0125)),
            .pointer(PointerEvent(.move, id: 3, at: Point(x: 52.5, y: 580.49), time: s + 0.0125)),
            .pointer(PointerEvent(.up, id: 3, at: Point(x: 52.5, y: 580.49), time: s + 0.0208)),
            .pointer(PointerEvent(.cancel, id: 4, at: Point(x: 251, y: 590.2), time: s + 0.0291)),
        ]
        return t
    }

    func nonKeys(_ t: Trace) -> [InputEvent] { t.events.filter { if case .key = $0 { false } else { true } } }

    func expectWithinQuantisation(_ original: Trace, _ back: [InputEvent]) {
        let want = nonKeys(original)
        #expect(back.count == want.count)
        var sum = (a: 0.0, b: 0.0)
        for (a, b) in zip(want, back) {
            #expect(abs(a.time - b.time) <= 0.0005 + 1e-12, "\(a) vs \(b)")
            switch (a, b) {
            case (.pointer(let p), .pointer(let q)):
                #expect(p.id == q.id && (p.kind == q.kind || (p.kind == .cancel && q.kind == .up)), "\(p) vs \(q)")
                #expect(abs(p.position.x - q.position.x) <= 0.5 && abs(p.position.y - q.position.y) <= 0.5, "\(p) vs \(q)")
            case (.wheel(let p, let d, _), .wheel(let q, let e, _)):
                #expect(abs(p.x - q.x) <= 0.5 && abs(p.y - q.y) <= 0.5)
                sum = (sum.a + d.y, sum.b + e.y)
                #expect(abs(d.y - e.y) < 1 && abs(sum.a - sum.b) <= 0.5 + 1e-9, "running wheel total \(sum)")
            default: Issue.record("kinds differ: \(a) vs \(b)")
            }
        }
    }

    @Test func exportThenImportIsTheTraceWithinTheQuantisation() throws {
        let t = Self.trace
        let json = W3CActionsWriter.json(t)
        #expect(json.contains(W3CActionsWriter.quantisation))
        let r = try W3CActionsReader.read(Data(json.utf8))
        #expect(r.scene == "basic-scroll" && r.device == "15" && r.hz == 120)
        expectWithinQuantisation(t, r.events)
    }

    @Test func throughTheCommandLine() throws {
        let dir = Paths.temporaryDirectory()
        let path = { dir.appendingPathComponent($0).path }
        try Self.trace.ndjson().write(toFile: path("t.ndjson"), atomically: true, encoding: .utf8)
        #expect(try runScrollLab(["export", "w3c", path("t.ndjson"), "--out", path("a.json")]).status == 0)
        let r = try runScrollLab(["import", "w3c", path("a.json"), "--out", path("back.ndjson")])
        #expect(r.status == 0, "\(r.stderr)")
        let back = try Trace.load(path("back.ndjson"))
        // The scene's definition is embedded, as a recording embeds it (issue #40).
        let builtIn = try #require(catalog.scene(withID: "basic-scroll"))
        #expect(back.header == Trace.Header(device: "15", scene: "basic-scroll", hz: 120, definition: TraceScene.value(of: builtIn)))
        expectWithinQuantisation(Self.trace, back.events)
    }

    @Test func movesWithADurationAreInterpolatedAt120Hz() throws {
        let json = """
            {"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "duration": 0, "x": 100, "y": 500}, {"type": "pointerDown", "button": 0},
              {"type": "pointerMove", "duration": 100, "x": 100, "y": 300, "origin": "viewport"},
              {"type": "pointerMove", "duration": 0, "x": 0, "y": -10, "origin": "pointer"},
              {"type": "pointerUp", "button": 0}]}]}
            """
        let e = try W3CActionsReader.read(Data(json.utf8)).events
        #expect(e.count == 1 + 12 + 1 + 1)
        guard case .pointer(let second) = e[1] else { throw Failure.notPointer }
        #expect(second.kind == .move && abs(second.position.y - (500 - 200.0 / 12)) < 1e-9 && abs(second.time - 0.1 / 12) < 1e-12)
        #expect(e[12] == .pointer(PointerEvent(.move, id: 1, at: Point(x: 100, y: 300), time: 0.1)))
        #expect(e[14] == .pointer(PointerEvent(.up, id: 1, at: Point(x: 100, y: 290), time: 0.1)))
    }

    enum Failure: Error { case notPointer }

    @Test func aBareListOfSourcesAndDecodingErrorsNameThePlace() throws {
        let list =
            #"[{"type": "pointer", "id": "finger7", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerDown", "button": 0}]}]"#
        #expect(try W3CActionsReader.read(Data(list.utf8)).events == [.pointer(PointerEvent(.down, id: 7, at: .zero, time: 0))])
        let bad = #"{"actions": [{"type": "pointer", "actions": [{"type": "pointerMove", "x": "left", "y": 2}]}]}"#
        #expect(throws: ImportError(line: nil, "not W3C Actions JSON ({\"actions\": [sources]}): wrong type at .actions[0].actions[0].x")) {
            try W3CActionsReader.read(Data(bad.utf8))
        }
    }

    /// A trace has one mouse (id 0): two mouse sources would be two downs of one pointer.
    @Test func aSecondMouseIsAnError() throws {
        let json =
            #"{"actions": [{"type": "pointer", "id": "m1", "actions": [{"type": "pointerDown", "button": 0}]}, {"type": "pointer", "id": "m2", "parameters": {"pointerType": "mouse"}, "actions": [{"type": "pointerDown", "button": 0}]}]}"#
        #expect(
            throws: ImportError(
                line: nil,
                #"actions[1]: a second mouse pointer (a trace has one mouse, id 0; give it "parameters": {"pointerType": "touch"})"#)
        ) {
            try W3CActionsReader.read(Data(json.utf8))
        }
        #expect(throws: ImportError(line: nil, #"not W3C Actions JSON ({"actions": [sources]}): missing "actions" (the top level)"#)) {
            try W3CActionsReader.read(Data("{}".utf8))
        }
    }

    @Test func anElementOriginIsAnError() throws {
        let json =
            #"{"actions": [{"type": "pointer", "actions": [{"type": "pointerMove", "x": 1, "y": 2, "origin": {"element-6066-11e4-a52e-4f735466cecf": "x"}}]}]}"#
        #expect(
            throws: ImportError(
                line: nil, "actions[0].actions[0]: an element origin cannot be resolved outside a browser (use viewport or pointer)")
        ) {
            try W3CActionsReader.read(Data(json.utf8))
        }
    }
}
