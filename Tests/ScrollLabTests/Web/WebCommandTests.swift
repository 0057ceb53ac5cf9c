import Foundation
import ScrollCore
import ScrollLab
import ScrollScene
import ScrollWebPage
import TestSupport
import Testing

/// `scrolllab web` as a user runs it: its flags, the module it needs, the page it writes (docs/WEB.md).
@Suite struct WebCommandTests {
    /// A folder of its own, and in it the smallest module a page accepts: the header and the binary's
    /// source stamp (a module built from other sources is refused: docs/WEB.md; this test target and the
    /// binary are built from the same sources). The page is assembled here, not run; scripts/web-browser-test runs the real one.
    static func folder() throws -> (URL, String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scrolllab-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let wasm = dir.appendingPathComponent("tiny.wasm")
        try Data(WasmCustomSection.header + WebModuleStamp.section(WebModuleStamp.compiled)).write(to: wasm)
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
        #expect(missing.stderr.hasPrefix("scrolllab: web: SCROLLLAB_WASM=/nonexistent/scrolllab.wasm: no such readable file (point "))
        #expect(missing.stderr.hasSuffix(", or unset it)\n") && missing.stderr.split(separator: "\n").count == 1)
        let text = dir.appendingPathComponent("not.wasm")
        try Data("hello".utf8).write(to: text)
        let wrong = try runScrollLab(["web", "--out", out], environment: ["SCROLLLAB_WASM": text.path])
        #expect(wrong.status == 1)
        let fresh = Paths.repoRoot.appendingPathComponent(".build/wasm/scrolllab.wasm").standardizedFileURL.path
        #expect(
            wrong.stderr
                == "scrolllab: web: SCROLLLAB_WASM=\(text.path) is not a WebAssembly module (point SCROLLLAB_WASM at a fresh build, e.g. \(fresh) after scripts/build-wasm, or unset it)\n"
        )
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

    /// Audit findings 4 and 6: an installation — a copy of the binary, the module beside it, the Assets
    /// (no `web/scrolllab.wasm`), no sources — uses only the module built with the binary: another is one
    /// line naming it and what to do, exit 1, nothing written (`report --live`'s line says `report:`);
    /// the binary's own gives the page.
    @Test func anInstallationUsesOnlyTheModuleBuiltWithTheBinary() throws {
        let root = Paths.temporaryDirectory().resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        let assets = Paths.repoRoot.appendingPathComponent("Assets")
        for folder in ["bin", "Assets/web"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in try fm.contentsOfDirectory(atPath: assets.path) where name != "web" {
            try fm.createSymbolicLink(
                at: root.appendingPathComponent("Assets/\(name)"), withDestinationURL: assets.appendingPathComponent(name))
        }
        for name in try fm.contentsOfDirectory(atPath: assets.appendingPathComponent("web").path) where name != "scrolllab.wasm" {
            try fm.createSymbolicLink(
                at: root.appendingPathComponent("Assets/web/\(name)"), withDestinationURL: assets.appendingPathComponent("web/\(name)"))
        }
        let binary = root.appendingPathComponent("bin/scrolllab").path
        try fm.copyItem(atPath: Paths.scrolllab, toPath: binary)
        let module = root.appendingPathComponent("bin/scrolllab.wasm")
        try Data(WasmCustomSection.header + WebModuleStamp.section("0000000000000000")).write(to: module)
        let out = root.appendingPathComponent("p.html")
        let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/hostile/snap-finger-fling-12500.ndjson").path
        let advice = "put the scrolllab.wasm built with it beside it: scripts/build-wasm in the checkout it was built from"
        for (arguments, command) in [(["web", "--out", out.path], "web"), (["report", trace, "--live", "--out", out.path], "report")] {
            let r = try runProcess(
                binary, arguments, environment: ["SCROLLLAB_WASM": nil, "SCROLLLAB_ASSETS": nil], currentDirectory: root)
            #expect(r.status == 1)
            #expect(r.stderr == "scrolllab: \(command): \(module.path) was built from other sources than this scrolllab (\(advice))\n")
            #expect(!fm.fileExists(atPath: out.path))
        }
        try Data(WasmCustomSection.header + WebModuleStamp.section(WebModuleStamp.compiled)).write(to: module)
        let r = try runProcess(binary, ["web", "--out", out.path], environment: ["SCROLLLAB_WASM": nil], currentDirectory: root)
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(try String(contentsOf: out, encoding: .utf8).contains(#"id="scrolllab-data""#))
    }
}
