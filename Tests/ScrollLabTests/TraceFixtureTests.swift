import Foundation
import TestSupport
import Testing

/// Malformed traces (kept in Fixtures/traces): each gives exactly one error line and exit 2, and
/// nothing is written.
@Suite struct TraceFixtureTests {
    static let cases: [(String, String)] = [
        ("empty", "empty trace (no header line)"),
        ("header-malformed", "1: malformed JSON"),
        ("header-not-a-trace", "1: not a trace header (missing \"trace\": 1)"),
        ("version-3", "1: unsupported trace version 3 (this scrolllab reads versions 1 and 2)"),
        ("definition-in-version-1", "1: \"definition\" needs trace version 2"),
        ("definition-not-an-object", "1: \"definition\" must be a scene definition (a JSON object)"),
        ("definition-unknown-field", "1: definition: line 1: rowHeigth: unknown field (did you mean rowHeight?)"),
        ("definition-other-scene", "1: the embedded definition is scene 'x', the header's \"scene\" is 'profile'"),
        ("unknown-device", "1: unknown device 'pixel' (se, 15 or promax)"),
        ("bad-hz", "1: \"hz\" must be 60 or 120"),
        ("unknown-scene", "1: unknown scene 'nope'" + TraceFixtureTests.noDefinition),
        ("unknown-kind", "3: unknown kind 'tap' (down, move, up, cancel, wheel, key)"),
        ("missing-field", "2: missing field \"y\""),
        ("time-backwards", "3: time goes backwards (0.2 after 0.3)"),
        ("coordinate-not-number", "2: \"x\" is not a number"),
        ("negative-time", "2: \"t\" must be a finite number ≥ 0"),
        ("not-an-object", "2: expected a JSON object"),
        ("deeply-nested", "2: nesting too deep (an event is one flat object)"),
        ("not-utf8", "not UTF-8 text"),
        ("fractional-id", "2: \"id\" must be a whole number"),
        ("truncated", "3: malformed JSON"),
        ("time-beyond-two-hours", "3: \"t\" is 1e+17 s; the limit is 7200 s (two hours)"),
        ("id-out-of-range", "2: \"id\" must be between -2147483648 and 2147483648"),
    ]

    /// What an unknown scene's line adds: the way out (issue #40).
    static let noDefinition = " (the trace embeds no definition of it: add its scene file's folder with --scenes DIR)"

    @Test(arguments: TraceFixtureTests.cases)
    func malformedTraceGivesOneErrorAndExitTwo(name: String, message: String) throws {
        let path = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/traces/\(name).ndjson").path
        let out = Paths.temporaryDirectory()
        let state = out.appendingPathComponent("state.json").path
        let shot = out.appendingPathComponent("shot.png").path
        let r = try runScrollLab(["--headless", "--replay", path, "--state", state, "--screenshot", shot])
        let separator = message.first?.isNumber == true ? ":" : ": "
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(path)\(separator)\(message)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func aMissingTraceFileIsNamed() throws {
        let r = try runScrollLab(["--headless", "--replay", "/nonexistent/trace.ndjson"])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: /nonexistent/trace.ndjson: no such trace file\n")
    }
}
