import Foundation
import ScrollSession

/// `scrolllab bench --window`'s memory figures (#46 class 10): a workbench as a user starts it — this
/// executable, its own process, on the bench's display (1440×900 under Xvfb in the issue) — left
/// `settle` seconds, then its resident set (`VmRSS`) and peak (`VmHWM`) read from
/// `/proc/PID/status`, and the process terminated. Idle with the `software` renderer, the same with
/// every overlay, and idle with the default renderer (under Xvfb: Mesa's llvmpipe, libLLVM included).
struct WindowMemory {
    static let settle = 4.0
    static let everyOverlay = "hotzones,velocity,bounds,graph,log"

    static func figures() throws -> [BenchCommand.Figure] {
        let software = try measure(["--software"])
        let overlays = try measure(["--software", "--overlay", everyOverlay])
        let accelerated = try measure([])
        return [
            .init(key: "window_rss_mb", label: "workbench, software renderer, idle: resident (VmRSS)", value: software.rss, unit: "MB"),
            .init(
                key: "window_hwm_mb", label: "workbench, software renderer, idle: peak resident (VmHWM)", value: software.hwm, unit: "MB"),
            .init(
                key: "window_overlays_hwm_mb", label: "workbench, software renderer, every overlay: peak resident (VmHWM)",
                value: overlays.hwm, unit: "MB"),
            .init(
                key: "window_accelerated_hwm_mb", label: "workbench, default renderer, idle: peak resident (VmHWM)", value: accelerated.hwm,
                unit: "MB"),
        ]
    }

    /// Runs `scrolllab ARGS` (this executable), waits `settle` s, reads its memory, terminates it.
    static func measure(_ arguments: [String]) throws -> (rss: Double, hwm: Double) {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer {
            if p.isRunning { p.terminate() }
            p.waitUntilExit()
        }
        Thread.sleep(forTimeInterval: settle)
        guard p.isRunning, let status = try? String(contentsOfFile: "/proc/\(p.processIdentifier)/status", encoding: .utf8) else {
            throw UsageError("bench --window: the workbench (\(exe) \(arguments.joined(separator: " "))) did not stay open")
        }
        return (field("VmRSS", in: status), field("VmHWM", in: status))
    }

    /// A `/proc/PID/status` field in kB, as MB (0 when absent).
    static func field(_ name: String, in status: String) -> Double {
        for line in status.split(separator: "\n") where line.hasPrefix("\(name):") {
            return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
        }
        return 0
    }
}
