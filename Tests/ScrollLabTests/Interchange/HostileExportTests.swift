import Foundation
import ScrollCore
import ScrollTrace
import TestSupport
import Testing

/// `scrolllab export` of a trace whose file name carries code and whose coordinates are ±1e300: the name
/// stays in one comment line, the numbers are clamped to ±1e9 pt, and every format is written (no trap).
@Suite struct HostileExportTests {
    static let name = "x\nopen(\"PWNED\", \"w\") # \"\"\" \u{2028} coding:utf-7 .ndjson"

    static var text: String {
        [
            #"{"trace":1,"device":"15","scene":"basic-scroll","hz":120}"#,
            #"{"t":0,"kind":"down","id":2147483647,"x":200,"y":500}"#,
            #"{"t":0.016,"kind":"move","id":2147483647,"x":200,"y":-1e300}"#,
            #"{"t":0.032,"kind":"move","id":2147483647,"x":1.7e308,"y":-1.7e308}"#,
            #"{"t":0.048,"kind":"up","id":2147483647,"x":200,"y":300}"#,
            #"{"t":0.06,"kind":"wheel","x":1e300,"y":20,"dx":0,"dy":-1.7e308}"#,
        ].joined(separator: "\n") + "\n"
    }

    func export(_ format: String, _ ext: String, text: String = text) throws -> String {
        let dir = Paths.temporaryDirectory()
        let t = dir.appendingPathComponent(Self.name).path
        let out = dir.appendingPathComponent("out.\(ext)").path
        try text.write(toFile: t, atomically: true, encoding: .utf8)
        let r = try runScrollLab(["export", format, t, "--out", out])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        return try String(contentsOfFile: out, encoding: .utf8)
    }

    @Test(arguments: [("cdp", "py", "# Generated"), ("xcuitest", "swift", "// Generated"), ("android", "kt", "// Generated")])
    func theNameIsOneCommentLine(_ format: String, _ ext: String, _ start: String) throws {
        let s = try export(format, ext)
        let lines = s.split(separator: "\n").filter { $0.contains("PWNED") }
        #expect(lines.count == 1 && lines[0].hasPrefix(start) && lines[0].contains("xU+000Aopen(\"PWNED\", \"w\") # \"\"\" U+2028 coding"))
        for row in s.split(separator: "\n") where row.contains("Ev(") || row.hasPrefix("    (") || row.contains(".press(") {
            #expect(!row.contains("inf") && !row.contains("nan") && !row.contains("e+"), "\(row)")
        }
        if format == "cdp" { #expect(s.hasPrefix("#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n# Generated")) }
    }

    @Test func w3cClampsTheCoordinatesToWholeNumbers() throws {
        let s = try export("w3c", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any])
        let actions = try #require(json["actions"] as? [[String: Any]])
        let moves = actions.flatMap { ($0["actions"] as? [[String: Any]]) ?? [] }.filter { $0["type"] as? String != "pause" }
        let ys = moves.compactMap { $0["y"] as? Int }
        #expect(ys.contains(-1_000_000_000) && ys.allSatisfy { abs($0) <= 1_000_000_000 })
        #expect(moves.contains { $0["deltaY"] as? Int == 1_000_000_000 && $0["x"] as? Int == 1_000_000_000 })
    }

    /// Ids as large as a trace allows (2³¹ − 1) become 0, 1, 2 … (Android's pointer ids are small).
    @Test func androidFoldsPointerIdsToSmallNumbers() throws {
        let s = try export("android", "kt")
        #expect(s.contains("        Ev(0L, 0, 0, 200.0f, 500.0f),") && s.contains("Ev(16L, 1, 0, 200.0f, -1000000000.0f),"))
    }

    /// Two samples 1e-300 s apart, 2e9 pt apart: the velocity is at most 1e9 pt/s, never `inf`.
    @Test func aStrokeOfNoTimeHasAFiniteVelocity() throws {
        let text =
            [
                #"{"trace":1,"device":"15","scene":"basic-scroll","hz":120}"#, #"{"t":0,"kind":"down","id":1,"x":0,"y":1e300}"#,
                #"{"t":1e-300,"kind":"move","id":1,"x":0,"y":-1e300}"#, #"{"t":1e-300,"kind":"up","id":1,"x":0,"y":-1e300}"#,
            ].joined(separator: "\n") + "\n"
        let s = try export("xcuitest", "swift", text: text)
        #expect(s.contains("withVelocity: XCUIGestureVelocity(rawValue: 1000000000)"), "\(s)")
    }
}
