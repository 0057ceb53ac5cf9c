import ScrollIO
import ScrollInput
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// The window's recording (`--record FILE`, or F9 live): every input event, panel edits as their
/// keys. F9 starts one from a fresh copy of the current scene, so the trace replays from the same
/// state, and stops it.
struct WorkbenchRecording {
    private(set) var recorder: TraceRecorder?

    /// `--record FILE`: records from the start (sandbox time 0).
    init(path: String?, sandbox: Sandbox) throws {
        if let path { recorder = try TraceRecorder(path: path, header: Self.header(sandbox), start: 0) }
    }

    var isOn: Bool { recorder != nil }

    func record(_ e: InputEvent) { recorder?.record(e) }

    /// The trace header of `sandbox` as it is now.
    static func header(_ sandbox: Sandbox) -> Trace.Header {
        Trace.Header(
            device: sandbox.device.rawValue, scene: sandbox.definition.id, hz: sandbox.hz, landscape: sandbox.landscape,
            feel: sandbox.feel, definition: TraceScene.value(of: sandbox.definition))
    }

    /// F9 at sandbox time `t`: stops the recording, or restarts the scene and records from there.
    /// Returns the panel's notice.
    mutating func toggle(at t: Double, sandbox: Sandbox) -> String {
        if let r = recorder {
            recorder = nil
            guard let problem = r.finish() else { return "Recording saved (\(r.eventCount) events): \(r.path)" }
            ScrollLabMain.printError(problem)
            return "Recording failed: \(problem)"
        }
        let path = OutputFile.nextFree(stem: "scrolllab-recording", ext: "ndjson")
        sandbox.restartScene(at: t)
        do {
            recorder = try TraceRecorder(path: path, header: Self.header(sandbox), start: t)
            return "Recording to \(path)"
        } catch {
            ScrollLabMain.printError(error.message)
            return "Recording failed: \(error)"
        }
    }

    /// Ends the recording on close; false (the problem printed) if writing it failed.
    func finish() -> Bool {
        guard let problem = recorder?.finish() else { return true }
        ScrollLabMain.printError(problem)
        return false
    }
}
