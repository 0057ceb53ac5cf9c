import Foundation
import TestSupport
import Testing

/// `scrolllab import` with numbers and sizes a recording should never hold (#46): axis ranges at the
/// Int limits trapped on `max − min + 1`, two touchpad fingers at huge coordinates overflowed their
/// midpoint, and a 394-byte W3C file was interpolated into 3.5 M events (710 MB) before any limit.
/// Each is now one line naming the file and line, exit 2, nothing written.
@Suite struct ImportBoundsTests {
    static let samples = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/gestures")

    /// A sample with `old` replaced by `new`, written to a fresh folder.
    func variant(_ name: String, _ old: String, _ new: String) throws -> String {
        let text = try String(contentsOf: Self.samples.appendingPathComponent(name), encoding: .utf8)
        #expect(text.contains(old), "\(name) has no '\(old)'")
        let path = Paths.temporaryDirectory().appendingPathComponent(name).path
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func refused(_ args: [String], _ message: String) throws {
        let out = Paths.temporaryDirectory().appendingPathComponent("t.ndjson").path
        let r = try runScrollLab(["import"] + args + ["--out", out, "--scene", "basic-scroll"])
        #expect(r.status == 2, "\(args): \(r.stderr)")
        #expect(r.stderr == "scrolllab: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func axisRangesAtTheIntLimitsAreRefused() throws {
        let evemu = try variant("flick.evemu.txt", "A: 35 0 1079 0 0 0", "A: 35 -9223372036854775808 9223372036854775807 0 0 0")
        try refused(
            ["evemu", evemu], "\(evemu):13: axis min -9223372036854775808 is outside the range of an evdev value (a 32-bit integer)")
        let libinput = try variant("touchpad-scroll.libinput.yml", "53: [0, 1235, 0, 0, 12]", "53: [0, 9223372036854775807, 0, 0, 12]")
        try refused(
            ["libinput", libinput], "\(libinput):24: axis max 9223372036854775807 is outside the range of an evdev value (a 32-bit integer)"
        )
        let props = try variant("flick.getevent-props.txt", "min 0, max 1079,", "min -9223372036854775807, max 9223372036854775807,")
        try refused(
            ["getevent", Self.samples.appendingPathComponent("flick.getevent.txt").path, "--props", props],
            "\(props):13: axis min -9223372036854775807 is outside the range of an evdev value (a 32-bit integer)")
    }

    /// A finger's coordinate past 32 bits (two of them overflowed the touchpad midpoint's sum).
    @Test func coordinatesPast32BitsAreRefused() throws {
        let libinput = try variant(
            "touchpad-scroll.libinput.yml", "- [  0,      0,   3,  53,    500]", "- [  0,      0,   3,  53,    9223372036854775000]")
        try refused(
            ["libinput", libinput], "\(libinput):39: value 9223372036854775000 is outside the range of an evdev value (a 32-bit integer)")
        let evemu = try variant("flick.evemu.txt", "E: 5123.456789 0003 0035 0540", "E: 5123.456789 0003 0035 4611686018427387904")
        try refused(["evemu", evemu], "\(evemu):22: value 4611686018427387904 is outside the range of an evdev value (a 32-bit integer)")
    }

    /// Long moves are counted before they are interpolated: a file of a few hundred bytes cannot ask
    /// for millions of events, nor for more than a trace's two hours.
    @Test func w3cInterpolationIsBoundedBeforeAllocating() throws {
        let dir = Paths.temporaryDirectory()
        let move = #"{"type": "pointerMove", "duration": 7200000, "x": 10, "y": 600}"#
        let file = dir.appendingPathComponent("long.json").path
        let actions = [#"{"type": "pointerDown"}"#] + Array(repeating: move, count: 4)
        let json =
            #"{"actions": [{"type": "pointer", "id": "finger1", "parameters": {"pointerType": "touch"}, "actions": ["#
            + actions.joined(separator: ", ") + "]}]}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        #expect(json.utf8.count < 400)
        try refused(["w3c", file], "\(file): tick 2: the actions last more than 7200 s (a trace's limit)")
        let many = dir.appendingPathComponent("many.json").path
        let fast = #"{"type": "pointerMove", "duration": 7000000, "x": 10, "y": 600}"#
        let sources = (1...2).map { n in
            #"{"type": "pointer", "id": "finger\#(n)", "parameters": {"pointerType": "touch"}, "actions": [{"type": "pointerDown", "button": 0}, \#(fast)]}"#
        }
        try Data(#"{"actions": [\#(sources.joined(separator: ", "))]}"#.utf8).write(to: URL(fileURLWithPath: many))
        try refused(
            ["w3c", many],
            "\(many): actions[1].actions[1]: the actions make more than 999999 events (a trace's limit; moves are interpolated at 120 Hz)")
    }

    /// A key twice in one object is refused with its path and line (JSONDecoder kept one silently).
    @Test func w3cDuplicateKeysAreRefused() throws {
        let file = Paths.temporaryDirectory().appendingPathComponent("dup.json").path
        let json =
            "{\"actions\": [{\"type\": \"pointer\", \"id\": \"f\",\n \"actions\": [{\"type\": \"pointerDown\", \"type\": \"pointerUp\"}]}]}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        try refused(["w3c", file], "\(file):2: actions[0].actions[0].type: duplicate key (a key appears once in an object)")
    }
}
