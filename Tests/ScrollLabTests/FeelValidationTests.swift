import Foundation
import ScrollCore
import ScrollFileAccess
import ScrollFiles
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollCLI
@testable import ScrollLab

/// One validation path for feels (#26 item 7) and lengths that fit whatever the window records
/// (item 4).
@Suite struct FeelValidationTests {
    static let drag = """
        {"t":0.1,"kind":"down","id":1,"x":200,"y":700}
        {"t":0.2,"kind":"move","id":1,"x":200,"y":500}
        {"t":0.25,"kind":"up","id":1,"x":200,"y":400}

        """

    /// A trace on `scene` whose header carries `feel` (JSON text) as it is.
    static func trace(feel: String?, scene: String = "basic-scroll", body: String = drag) throws -> String {
        let path = Paths.temporaryDirectory().appendingPathComponent("t.ndjson").path
        let extra = feel.map { ",\"feel\":\($0)" } ?? ""
        try Data(("{\"trace\":1,\"device\":\"15\",\"scene\":\"\(scene)\",\"hz\":120\(extra)}\n" + body).utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    static func feelFile(_ json: String) throws -> String {
        let path = Paths.temporaryDirectory().appendingPathComponent("f.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The same value is refused with the same words from a feel file, `--feel` and a trace header
    /// (the header took `frictionDrag: 1` and damping 0 as they were: `{}` states, springs that
    /// never settle).
    @Test(arguments: [
        (#"{"preset":"flutter-bouncing","frictionDrag":1}"#, "'frictionDrag' = 1 is out of range 0.001…0.9"),
        (#"{"springDampingRatio":0}"#, "'springDampingRatio' = 0 is out of range 0.1…5"),
        (#"{"preset":"nope"}"#, "'preset' must be one of " + Feel.presets.map(\.name).joined(separator: ", ")),
        ("[1]", "not a JSON object (a feel file's fields) or a preset's name"),
        ("{\"name\":\"" + String(repeating: "x", count: 65) + "\"}", "'name' is longer than 64 characters"),
    ])
    func aFeelIsRefusedTheSameWayFromEverySource(json: String, words: String) throws {
        let trace = try Self.trace(feel: json)
        let replay = try runScrollLab(["--headless", "--replay", trace, "--settle"])
        #expect(replay.status == 2)
        #expect(replay.stderr == "scrolllab: \(trace):1: feel: \(words)\n")
        let check = try runScrollLab(["fuzz", "--check", trace])
        #expect(check.status == 2)
        #expect(check.stderr == "scrolllab: \(trace):1: feel: \(words)\n")
        let file = try Self.feelFile(json)
        let flag = try runScrollLab(["--headless", "--feel", file])
        #expect(flag.status == 2)
        #expect(flag.stderr == "scrolllab: --feel: feel file '\(file)': \(words)\n")
    }

    /// A header may name a preset or give only some fields, as a feel file may (`"android"` was
    /// "not a string", `{"preset":…}` "malformed JSON").
    @Test(arguments: [#""android""#, #"{"preset":"android"}"#, #"{"preset":"android","touchSlop":8}"#])
    func aHeaderFeelReadsAsAFeelFileDoes(json: String) throws {
        let trace = try Self.trace(feel: json)
        let state = Paths.temporaryDirectory().appendingPathComponent("s.json")
        let r = try runScrollLab(["--headless", "--replay", trace, "--settle", "--state", state.path])
        #expect(r.status == 0, "\(r.stderr)")
        let parsed = try StateFile(contentsOf: state)
        #expect(parsed.feel == "android")
    }

    /// Every preset, written into a header as a recording does, reads back as itself.
    @Test func everyPresetRoundTripsThroughAHeader() throws {
        for preset in Feel.presets {
            let header = Trace.Header(device: "15", scene: "basic-scroll", hz: 120, feel: preset)
            let text = Trace(header: header, events: []).ndjson()
            let back = try Trace.parse(Data(text.utf8), path: "t")
            #expect(back.header.feel == preset, "\(preset.name)")
        }
    }

    /// `fuzz --check` runs the header's feel (it ran the scene's own: a different run than `--replay`).
    @Test func fuzzCheckRunsTheHeadersFeel() throws {
        let trace = try Self.trace(feel: #"{"preset":"android","name":"mine"}"#)
        var options = FuzzOptions()
        options.check = trace
        let names = NameLog()
        let status = try FuzzCommand(options: options, invariants: { sandbox, _ in names.add(sandbox.session.feel.name) }, say: { _ in })
            .run()
        #expect(status == 0)
        #expect(names.all == ["mine"])
    }

    /// Every key the window records fits the trace's key limit: a tuner slider's `feel.KEY=VALUE` for
    /// every constant and any value (`feel.pagingVelocityThreshold=730.0` was refused), a picker
    /// click's `scene=ID` for the longest id a scene may have.
    @Test func everyKeyTheWindowRecordsReplays() throws {
        let values = [-2.2250738585072014e-308, 0.9980000000000001, -1.7976931348623157e308, 730.0, 0.1 + 0.2]
        var keys = FeelConstant.all.flatMap { c in values.map { PanelEdit.setConstant(key: c.key, value: $0).traceKey } }
        keys.append(PanelEdit.openScene(id: String(repeating: "s", count: SceneDefinition.maximumIDLength)).traceKey)
        for k in keys { #expect(k.count <= Trace.maximumKeyLength, "\(k)") }
        let body = keys.enumerated().map { "{\"t\":\(Double($0.offset) * 0.01),\"kind\":\"key\",\"key\":\"\($0.element)\"}" }
            .joined(separator: "\n")
        let trace = try Self.trace(feel: nil, body: body + "\n")
        let r = try runScrollLab(["fuzz", "--check", trace])
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// Lengths are checked where a value enters: a scene id over 64 characters, a feel name over 64.
    @Test func lengthsAreCheckedWhereTheValueEnters() throws {
        var def = SceneDefinition(id: String(repeating: "s", count: 65), title: "t")
        #expect(def.validationError() == "id is longer than 64 characters")
        def.id = String(repeating: "s", count: 64)
        #expect(def.validationError() == nil)
        var feel = Feel.android
        feel.name = String(repeating: "n", count: 64)
        let header = Trace.headerLine(Trace.Header(device: "15", scene: def.id, hz: 120, landscape: true, feel: feel))
        #expect(header.utf8.count <= Trace.maximumHeaderLength)
        #expect(throws: FeelFile.Problem(message: "'name' is longer than 64 characters")) {
            try FeelFile.parse(Data(("{\"name\":\"" + String(repeating: "n", count: 5000) + "\"}").utf8))
        }
    }
}

/// Names seen by an invariant closure (which must be Sendable).
final class NameLog: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func add(_ name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if names.last != name { names.append(name) }
        return nil
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return names
    }
}
