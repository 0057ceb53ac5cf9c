import Foundation
import ScrollCLI
import ScrollCore
import ScrollIO
import ScrollInput
import ScrollTrace

/// `scrolllab check`'s figures: traces per second in one process with one and two threads, and what
/// a process per trace would cost instead (docs/PERFORMANCE.md, docs/CHECK.md).
extension BenchCommand {
    /// How many traces the figures replay, each ten seconds of the bench script on `profile`.
    static let checkTraceCount = 200
    /// How many of them run one process each (the ratio's numerator; a process start is ~20 ms).
    static let checkProcessCount = 20

    struct CheckFigures {
        var tracesPerSecondJobs1: Double
        var tracesPerSecondJobs2: Double
        /// Seconds per trace as one `scrolllab check TRACE` process each, over seconds per trace in
        /// one `check --jobs 1` run of them all.
        var processPerTraceRatio: Double
    }

    func checkFigures() throws -> CheckFigures {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scrolllab-bench-check-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let events = Self.script(cycles: 3).filter { $0.time < 10 }
        var paths: [String] = []
        for i in 0..<Self.checkTraceCount {
            // Each a little different (up to 9.5 pt to the side), as a corpus is.
            let dx = Double(i % 20) * 0.5
            let moved = events.map { e -> InputEvent in
                guard case .pointer(var p) = e else { return e }
                p.position.x += dx
                return .pointer(p)
            }
            let path = dir.appendingPathComponent(String(format: "trace-%03d.ndjson", i)).path
            let trace = Trace(header: Trace.Header(device: "15", scene: "profile", hz: 120), events: moved)
            try Data(trace.ndjson().utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        _ = try checkRun([dir.path], update: true, jobs: 2)
        let one = try checkRun([dir.path], update: false, jobs: 1)
        let two = try checkRun([dir.path], update: false, jobs: 2)
        let processes = try processSeconds(Array(paths.prefix(Self.checkProcessCount)))
        let n = Double(Self.checkTraceCount)
        return CheckFigures(
            tracesPerSecondJobs1: n / one, tracesPerSecondJobs2: n / two,
            processPerTraceRatio: (processes / Double(Self.checkProcessCount)) / (one / n))
    }

    /// Seconds of one in-process `check` run; -1 when a trace did not pass.
    private func checkRun(_ paths: [String], update: Bool, jobs: Int) throws -> Double {
        var options = CheckOptions()
        options.paths = paths
        options.update = update
        options.jobs = jobs
        let command = CheckCommand(options: options, catalog: catalog, environment: [:], say: { _ in })
        let clock = ContinuousClock()
        let start = clock.now
        let status = try command.run()
        return status == 0 ? Self.nanoseconds(clock.now - start) / 1e9 : -1
    }

    /// Seconds for `paths` checked one `scrolllab check TRACE` process after another.
    private func processSeconds(_ paths: [String]) throws -> Double {
        let exe = AssetLocator.executable()
        var env = ProcessInfo.processInfo.environment
        env["LD_PRELOAD"] = nil  // the bench's allocation counter is not part of a CI run
        env["CI"] = nil
        let clock = ContinuousClock()
        let start = clock.now
        for path in paths {
            let p = Process()
            p.executableURL = exe
            p.arguments = ["check", path]
            p.environment = env
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            guard p.terminationStatus == 0 else { return -1 }
        }
        return Self.nanoseconds(clock.now - start) / 1e9
    }
}
