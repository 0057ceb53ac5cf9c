import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollIO
import ScrollScene

/// One frame workload of `scrolllab bench`: a scene session and its own offscreen canvas (so its own
/// text cache), timed frame by frame: display list plus software render at 393×852 @2x.
final class FrameRun {
    let session: SceneSession
    let canvas: OffscreenCanvas
    private var list: DisplayList
    private let clock = ContinuousClock()
    /// Nanoseconds per measured frame.
    private(set) var samples: [Double] = []
    private var listTimes: [Double] = []
    private var frameLog: [(ms: Double, tick: Int)] = []
    private(set) var allocs: UInt64 = 0
    private var listAllocs: UInt64 = 0
    private(set) var frames: UInt64 = 0
    /// Allocations and count of the measured frames that rasterised no new text run.
    private(set) var allocsNoNewText: UInt64 = 0
    private(set) var framesNoNewText: UInt64 = 0
    /// Detail mode: frames over the 4 ms budget, and the fastest of three immediate re-renders of the
    /// same display list — what the frame's content costs, without the machine's noise of the moment.
    private var overBudget: [(tick: Int, ms: Double, againMs: Double)] = []
    private let detail = ProcessInfo.processInfo.environment["SCROLLLAB_BENCH_DETAIL"] != nil

    init(session: SceneSession, canvas: OffscreenCanvas, viewport: Size) {
        self.session = session
        self.canvas = canvas
        list = DisplayList(size: viewport)
        // Room for every frame of the script up front: growing them mid-run would count as the
        // frame's allocations.
        samples.reserveCapacity(4096)
        listTimes.reserveCapacity(4096)
        frameLog.reserveCapacity(4096)
    }

    /// Renders the session's current state; `measured` frames (after warm-up) count in the figures.
    func frame(tick: Int, measured: Bool) {
        let a0 = BenchCommand.allocCount?() ?? 0
        let runs0 = canvas.textRasterised
        let start = clock.now
        session.render(into: &list)
        let a1 = BenchCommand.allocCount?() ?? 0
        let mid = clock.now
        canvas.render(list, RenderTransform(scale: 2), background: Theme.background)
        let elapsed = clock.now - start
        // Counted before this run's own bookkeeping appends anything.
        let frameAllocs = (BenchCommand.allocCount?() ?? 0) - a0
        frameLog.append((BenchCommand.nanoseconds(elapsed) / 1e6, tick))
        guard measured else { return }
        samples.append(BenchCommand.nanoseconds(elapsed))
        listTimes.append(BenchCommand.nanoseconds(mid - start))
        allocs += frameAllocs
        if canvas.textRasterised == runs0 {
            allocsNoNewText += frameAllocs
            framesNoNewText += 1
        }
        listAllocs += a1 - a0
        frames += 1
        if detail && BenchCommand.nanoseconds(elapsed) > 4e6 {
            overBudget.append((tick, BenchCommand.nanoseconds(elapsed) / 1e6, rerender(3).min()! / 1e6))
        }
    }

    /// Renders the current display list `count` times more; nanoseconds each.
    private func rerender(_ count: Int) -> [Double] {
        (0..<count).map { _ in
            let s0 = clock.now
            canvas.render(list, RenderTransform(scale: 2), background: Theme.background)
            return BenchCommand.nanoseconds(clock.now - s0)
        }
    }

    /// `SCROLLLAB_BENCH_DETAIL`: the same frame re-rendered, each overlay alone, the slowest frames.
    func printDetail() throws {
        let st = BenchCommand.stats(rerender(300))
        try StandardOutput.print("  [detail] the same frame 300×: median \(st.median / 1e6) ms, p99 \(st.p99 / 1e6) ms")
        let overlays = session.overlays
        if !overlays.isEmpty {
            for kind in OverlayKind.allCases {
                session.overlays = [kind]
                session.render(into: &list)
                try StandardOutput.print(
                    "  [detail]   only \(kind): median \(BenchCommand.stats(rerender(40)).median / 1e6) ms, \(list.commands.count) commands"
                )
            }
            session.overlays = overlays
        }
        let slow = frameLog.sorted { $0.ms > $1.ms }.prefix(12).map { String(format: "%.1fms@%.2fs", $0.ms, Double($0.tick) / 120) }
        try StandardOutput.print("  [detail] slowest frames (ms@script time): \(slow.joined(separator: " "))")
        let again = overBudget.map(\.againMs).sorted()
        try StandardOutput.print(
            "  [detail] \(overBudget.count) of \(frames) frames over 4 ms; the same list re-rendered at once: "
                + (again.isEmpty
                    ? "-"
                    : "median \(String(format: "%.2f", again[again.count / 2])) ms, "
                        + "\(again.filter { $0 > 4 }.count) still over 4 ms"))
        try StandardOutput.print(
            "  [detail] display list: \(BenchCommand.stats(listTimes).median / 1e6) ms, \(Double(listAllocs) / Double(max(1, frames))) allocs per frame; \(list.commands.count) commands"
        )
    }
}
