import Foundation
import ScrollCore
import ScrollLab
import ScrollScene
import ScrollWebPage
import TestSupport
import Testing

/// `scrolllab web` as a user runs it: its flags, the module it needs, the page it writes (docs/WEB.md).
@Suite struct WebCommandTests {
    /// A folder of its own, and in it the smallest module a page accepts: the header and the checkout's
    /// source stamp (the tests run in the checkout, where a module built from other sources is refused:
    /// docs/WEB.md). The page is assembled here, not run; scripts/web-browser-test runs the real one.
    static func folder() throws -> (URL, String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scrolllab-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let wasm = dir.appendingPathComponent("tiny.wasm")
        try Data(WasmCustomSection.header + WebModuleStamp.section(try WebModuleStamp.current(checkout: Paths.repoRoot))).write(to: wasm)
        return (dir, wasm.path)
    }

    @Test(arguments: [
        (["web"], "scrolllab: web: needs --out FILE.html"),
        (["web", "--out", "p.html", "--bogus"], "scrolllab: web: unknown option '--bogus' (web takes --out, --scene, --scenes, --feel)"),
        (["web", "--out", "p.html", "--scene", "nope"], "scrolllab: unknown scene 'nope'; scrolllab --list-scenes lists them"),
        (
            ["web", "--out", "p.html", "--feel", "androidd"],
            "scrolllab: web: --feel: unknown feel 'androidd' (presets: \(Feel.presets.map(\.name).joined(separator: ", ")), or a FILE.json)"
        ),
    ])
    func badArgumentsGiveOneLineAndExitTwo(arguments: [String], message: String) throws {
        let (dir, wasm) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try runScrollLab(
            arguments.map { $0 == "p.html" ? dir.appendingPathComponent($0).path : $0 }, environment: ["SCROLLLAB_WASM": wasm])
        #expect(r.status == 2)
        #expect(r.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("p.html").path))
    }

    @Test func aMissingOrWrongModuleIsOneLineNamingItAndNothingIsWritten() throws {
        let (dir, _) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("p.html").path
        let missing = try runScrollLab(["web", "--out", out], environment: ["SCROLLLAB_WASM": "/nonexistent/scrolllab.wasm"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "scrolllab: web: SCROLLLAB_WASM=/nonexistent/scrolllab.wasm: no such readable file\n")
        let text = dir.appendingPathComponent("not.wasm")
        try Data("hello".utf8).write(to: text)
        let wrong = try runScrollLab(["web", "--out", out], environment: ["SCROLLLAB_WASM": text.path])
        #expect(wrong.status == 1)
        #expect(wrong.stderr == "scrolllab: web: \(text.path) is not a WebAssembly module (rebuild it with scripts/build-wasm)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theOutputMayNotBeTheSceneFile() throws {
        let (dir, wasm) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("mine.json")
        try Data(#"{"id": "mine", "title": "Mine"}"#.utf8).write(to: scene)
        let r = try runScrollLab(["web", "--out", scene.path, "--scene", scene.path], environment: ["SCROLLLAB_WASM": wasm])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrolllab: "))
        #expect(try String(contentsOf: scene, encoding: .utf8) == #"{"id": "mine", "title": "Mine"}"#)
    }

    @Test func thePageHoldsTheModuleEverySceneAndFeelAndEveryScriptInline() throws {
        let (dir, wasm) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("mine.json")
        try Data(#"{"id": "mine", "title": "Mine"}"#.utf8).write(to: scene)
        let out = dir.appendingPathComponent("p.html")
        let r = try runScrollLab(
            ["web", "--out", out.path, "--scene", scene.path, "--feel", "android"], environment: ["SCROLLLAB_WASM": wasm])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let html = try String(contentsOf: out, encoding: .utf8)
        #expect(html.contains(#"data-scene="mine" data-feel="android""#))
        #expect(html.contains("default-src 'none'"))
        #expect(!html.contains("<!-- include") && !html.contains("<!-- data -->") && !html.contains("{{"))
        for script in [
            "class ScrollLabCore", "const ScrollLabTrace", "class ScrollLabSession", "const ScrollLabCanvas", "class ScrollLab {",
        ] {
            #expect(html.contains(script), "\(script) inline")
        }
        // The bundle: the module as base64, the catalogue with the file's scene, every preset.
        let open = #"<script type="application/json" id="scrolllab-data">"#
        let start = try #require(html.range(of: open))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let module = try Data(contentsOf: URL(fileURLWithPath: wasm))
        #expect(json["wasm"] as? String == module.base64EncodedString())
        #expect(json["wasmBytes"] as? Int == 44)
        let scenes = (json["scenes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(scenes.contains("mine") && scenes.contains("profile") && scenes.count > 30)
        let feels = (json["feels"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(feels == Feel.presets.map(\.name))
        #expect((json["overlays"] as? [String]) == ["hotzones", "velocity", "bounds", "graph", "log"])
        #expect((json["sceneKeys"] as? [String] ?? []).contains("home"))
        // The key list beside the phone: the key table's scene rows, as the F1 key map labels them.
        let rows = json["sceneKeyHelp"] as? [[String: Any]] ?? []
        let help = rows.map { [$0["keys"] as? String ?? "", $0["help"] as? String ?? ""] }
        // Each row names its keys: the page lists a row when one of them acts in the scene shown.
        #expect(rows.contains { ($0["names"] as? [String]) == ["j"] })
        let j = try #require(KeyBinding.all.first { $0.keys.contains("j") })
        #expect(help.contains([j.label ?? "", j.help]))
        #expect(!help.contains { $0[0] == "F9" || $0[0] == "Esc" }, "window keys are not listed")
        #expect(help.contains { $0[0].contains("Home") } && help.contains { $0[0] == "C" })
    }
}
