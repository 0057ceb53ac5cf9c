import Foundation
import ScrollCore
import ScrollTrace
import TestSupport
import Testing

/// `scrolllab export cdp|xcuitest|android`: what the files hold, and that they parse (Python with
/// py_compile, Swift with `swiftc -parse`; no Kotlin compiler is installed).
@Suite struct ExportTests {
    static var trace: Trace {
        var b = TraceBuilder(scene: "basic-scroll")
        b.fling(from: Point(x: 196.5, y: 700), to: Point(x: 196.5, y: 400))
        b.wait(0.3)
        b.drag(from: Point(x: 100, y: 600), to: Point(x: 100, y: 500), duration: 0.3, hold: 0.1, id: 1)
        b.wheel(at: Point(x: 200, y: 400), delta: Point(x: 0, y: -5), count: 3)
        return b.trace
    }

    func export(_ format: String, _ ext: String) throws -> String {
        let dir = Paths.temporaryDirectory()
        let t = dir.appendingPathComponent("t.ndjson").path
        let out = dir.appendingPathComponent("out.\(ext)").path
        try Self.trace.ndjson().write(toFile: t, atomically: true, encoding: .utf8)
        let r = try runScrollLab(["export", format, t, "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        return out
    }

    func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let p = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    @Test func cdpScriptIsTheScenesListAndTheTracesTimes() throws {
        let path = try export("cdp", "py")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // basic-scroll on the iPhone 15: the list under the 59 pt safe area and 44 pt bar, 240 rows.
        #expect(text.contains("VIEWPORT = {\"width\": 393, \"height\": 749}"))
        #expect(text.contains("SCROLL_HEIGHT = 19200\n"))
        let first = try #require(Self.trace.events.first)
        #expect(text.contains("    (\(first.time), \"touchStart\", [(0, 196.5, 597)]),"))
        #expect(text.contains("\"touchEnd\", [])"))
        #expect(text.contains("\"wheel\", (200, 297, 0, 5))"))
        let python = try #require(which("python3"))
        let r = try runProcess(python, ["-m", "py_compile", path])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func xcuitestIsOnePressAndDragPerStrokeAndParses() throws {
        let path = try export("xcuitest", "swift")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: ".press(forDuration:").count - 1 == 2)
        #expect(text.contains("thenHoldForDuration: 0.100)"))
        #expect(text.contains("cannot carry the path's curve"))
        let swiftc = try #require(which("swiftc"))
        let r = try runProcess(swiftc, ["-parse", path])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func androidInjectsEveryPointerEventAndHasSwipeLines() throws {
        let text = try String(contentsOfFile: try export("android", "kt"), encoding: .utf8)
        let pointers = Self.trace.events.filter { if case .pointer = $0 { true } else { false } }.count
        #expect(text.components(separatedBy: "        Ev(").count - 1 == pointers)
        #expect(text.contains("MotionEvent.obtain(") && text.contains("automation.injectInputEvent(event, true)"))
        #expect(text.components(separatedBy: "//   adb shell input swipe $(awk").count - 1 == 2)
    }
    /// A version-1 trace names a scene of the user's without embedding it: `export` is given it with
    /// `--scenes DIR`, as `--replay`, `report` and `check` are; without it, one line naming that flag.
    @Test func aUserSceneOfAVersionOneTraceComesFromScenes() throws {
        let dir = Paths.temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try #"{"id": "mine", "title": "Mine", "kind": "list", "rows": 40}"#
            .write(to: scenes.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        var b = TraceBuilder(scene: "mine")
        b.fling(from: Point(x: 196.5, y: 700), to: Point(x: 196.5, y: 400))
        let t = dir.appendingPathComponent("t.ndjson").path
        let out = dir.appendingPathComponent("out.py").path
        try b.trace.ndjson().write(toFile: t, atomically: true, encoding: .utf8)
        let refused = try runScrollLab(["export", "cdp", t, "--out", out])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "scrolllab: \(t):1: unknown scene 'mine' (the trace embeds no definition of it: add its scene file's folder with --scenes DIR)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out))
        let r = try runScrollLab(["export", "cdp", t, "--out", out, "--scenes", scenes.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("scene mine"))
    }
}
