import Foundation

/// What the panel's status lines say: the recording, slow motion, pause, a key that does nothing
/// here (for a while), the replay's progress; and the last thing the window did with a file.
struct WorkbenchStatus {
    /// What the workbench last did with a file (saved where), shown in the panel.
    var notice: String?
    /// A key that does nothing here: what the panel says, until when (real time).
    var hint: (message: String, until: Double)?
    /// The lines and notice as last drawn.
    private var shown: [String] = []

    /// How long a "does nothing here" message stays in the panel, seconds of real time.
    static let hintDuration = 2.0

    /// The lines at sandbox time `now`, real time `real`; `replay`: the trace's playing (sandbox time
    /// and the trace's duration), nil when none is.
    func lines(now: Double, real: Double, recorder: TraceRecorder?, clock: WorkbenchClock, replay: (time: Double, duration: Double)?)
        -> [String]
    {
        var lines: [String] = []
        if let r = recorder { lines.append("● REC \(Int(now - r.start)) s · \(r.eventCount) events (F9 stops)") }
        if clock.speed != 1 { lines.append("Slow motion \(clock.speed)× (S)") }
        if clock.isPaused { lines.append("Paused — N steps one tick, Space resumes") }
        if let h = hint, real < h.until { lines.append(h.message) }
        if let (t, duration) = replay {
            let d = max(duration, 0.001)
            lines.append("▶ Replay \(Int(min(1, t / d) * 100)) % (\(String(format: "%.1f", t)) / \(String(format: "%.1f", d)) s)")
        }
        return lines
    }

    /// Notes `lines` (with the notice) as drawn; true if they differ from the last drawn.
    mutating func note(_ lines: [String]) -> Bool {
        let now = lines + [notice ?? ""]
        defer { shown = now }
        return now != shown
    }
}
