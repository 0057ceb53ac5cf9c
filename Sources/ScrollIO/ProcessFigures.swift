import Foundation

/// Figures of the running process that `bench` and `fuzz` print: a duration in nanoseconds and the
/// peak resident memory.
public enum ProcessFigures {
    /// A duration in nanoseconds.
    public static func nanoseconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9
    }

    /// The process's peak resident set (`VmHWM` in /proc/self/status) in MB; 0 where it cannot be read.
    public static func peakRSSMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
            return kb / 1024
        }
        return 0
    }
}
