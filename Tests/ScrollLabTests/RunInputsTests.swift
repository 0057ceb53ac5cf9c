import Foundation
import TestSupport
import Testing

/// The fourth pass (#46, classes 3, 4 and 9): every file a mode reads is one of its inputs however it
/// was found (a `--scenes` folder, `SCROLLLAB_SCENES`, an image a scene names, the wasm module), so
/// no output replaces it; images are measured before decoding; every mode's stdout is checked.
@Suite struct RunInputsTests {
    static let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/hostile/snap-finger-fling-12500.ndjson")
    static let evemu = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/gestures/flick.evemu.txt")

    /// A folder holding `mine.json`: the built-in `cards` under another id.
    static func sceneFolder(_ dir: URL) throws -> (folder: String, file: String, bytes: Data) {
        let folder = dir.appendingPathComponent("sc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cards = try String(contentsOf: Paths.repoRoot.appendingPathComponent("Assets/scenes/cards.json"), encoding: .utf8)
        let text = cards.replacingOccurrences(of: "\"id\": \"cards\"", with: "\"id\": \"mine\"")
        let file = folder.appendingPathComponent("mine.json")
        try Data(text.utf8).write(to: file)
        return (folder.path, file.path, Data(text.utf8))
    }

    /// `--state`, `--screenshot`, `report --out`, `import --out`, `feel export --out` naming a scene
    /// file read through a folder: refused, exit 2, the file untouched (they replaced it, exit 0).
    @Test func aSceneFileFoundInAFolderIsNeverOverwritten() throws {
        let dir = Paths.temporaryDirectory()
        let (folder, file, bytes) = try Self.sceneFolder(dir)
        let cases: [([String], [String: String?], String)] = [
            (["--headless", "--scenes", folder, "--state", file], [:], "--state"),
            (["--headless", "--screenshot", file], ["SCROLLLAB_SCENES": folder], "--screenshot"),
            (["report", Self.trace.path, "--scenes", folder, "--out", file], [:], "--out"),
            (["import", "evemu", Self.evemu.path, "--out", file], ["SCROLLLAB_SCENES": folder], "--out"),
        ]
        for (args, env, flag) in cases {
            let r = try runScrollLab(args, environment: env)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr == "scrolllab: \(file): scene file is also the output \(flag) \(file); it would be overwritten\n", "\(args)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes, "\(args)")
        }
    }

    /// `web --out` naming the module it embeds (it replaced the module with the page).
    @Test func theWasmModuleIsAnInput() throws {
        let dir = Paths.temporaryDirectory()
        let module = dir.appendingPathComponent("m.wasm").path
        let bytes = Data([0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00])
        try bytes.write(to: URL(fileURLWithPath: module))
        let r = try runScrollLab(["web", "--out", module], environment: ["SCROLLLAB_WASM": module])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: web: --out \(module) is the wasm module this run reads; it would be overwritten\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: module)) == bytes)
    }

    /// A scene's image: an input (never a screenshot's target), and measured from its header before
    /// anything decodes it (a 30000² PNG asked SDL for 3.6 GB, then crashed).
    @Test func anImageIsAnInputAndMeasuredBeforeDecoding() throws {
        let dir = Paths.temporaryDirectory()
        let images = dir.appendingPathComponent("assets/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let folder = dir.appendingPathComponent("sc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let card = try String(contentsOf: Paths.repoRoot.appendingPathComponent("Assets/scenes/profile-card.json"), encoding: .utf8)
        let scene = folder.appendingPathComponent("big.json")
        try Data(
            card.replacingOccurrences(of: "\"id\": \"profile-card\"", with: "\"id\": \"big\"")
                .replacingOccurrences(of: "\"image\": \"cover\"", with: "\"image\": \"huge\"").utf8
        ).write(to: scene)
        // Only the header: signature, IHDR of 30000 × 30000.
        let header: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            + [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 6, 0, 0, 0]
        let png = images.appendingPathComponent("huge.png")
        try Data(header).write(to: png)
        let env: [String: String?] = ["SCROLLLAB_ASSETS": dir.appendingPathComponent("assets").path]
        let shot = dir.appendingPathComponent("x.png").path
        let r = try runScrollLab(["--headless", "--scenes", folder.path, "--scene", "big", "--screenshot", shot], environment: env)
        #expect(r.status == 2)
        #expect(
            r.stderr
                == "scrolllab: \(scene.path): header.image \"huge\": \(png.path) is 30000 × 30000 pixels; the limit is 8192 on a side and 16777216 pixels (4096 × 4096)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: shot))
        let cover = Paths.repoRoot.appendingPathComponent("Assets/images/cover.png")
        let before = try Data(contentsOf: cover)
        let s = try runScrollLab(["--headless", "--scene", "profile-card", "--screenshot", cover.path])
        #expect(s.status == 2)
        #expect(s.stderr.hasSuffix("cover.png: image is also the output --screenshot \(cover.path); it would be overwritten\n"))
        #expect(try Data(contentsOf: cover) == before)
    }

    /// Every mode that prints: to a full device, a closed pipe (SIGPIPE ignored, as a harness may)
    /// and a closed descriptor — one line, exit 1 (`feel export --out -` trapped with SIGILL; `check`
    /// and `import` passed with exit 0 having printed nothing).
    @Test(arguments: ["full", "pipe", "closed"])
    func everyModeReportsAFailedStdout(_ how: String) throws {
        let dir = Paths.temporaryDirectory()
        let commands: [[String]] = [
            ["feel", "export", "--target", "web", "ios", "--out", "-"],
            ["check", Self.trace.path],
            ["import", "evemu", Self.evemu.path, "--out", dir.appendingPathComponent("t.ndjson").path],
            ["--list-scenes"],
        ]
        let expected = [
            "full": "No space left on device", "pipe": "Broken pipe", "closed": "Bad file descriptor",
        ][how]!
        for args in commands {
            let r: ProcessResult
            switch how {
            case "full": r = try runProcess("/bin/sh", ["-c", "exec \"$0\" \"$@\" > /dev/full", Paths.scrolllab] + args)
            case "closed": r = try runProcess("/bin/sh", ["-c", "exec \"$0\" \"$@\" >&-", Paths.scrolllab] + args)
            default:
                let script = """
                    import os, signal, subprocess, sys
                    r, w = os.pipe(); os.close(r); signal.signal(signal.SIGPIPE, signal.SIG_IGN)
                    p = subprocess.run(sys.argv[1:], stdout=w, stderr=subprocess.PIPE, restore_signals=False)
                    sys.stderr.buffer.write(p.stderr); sys.exit(p.returncode)
                    """
                r = try runProcess("/usr/bin/python3", ["-c", script, Paths.scrolllab] + args)
            }
            #expect(r.status == 1, "\(args): \(r.stderr)")
            #expect(r.stderr == "scrolllab: write error: \(expected)\n", "\(args)")
        }
    }
}
