import ScrollCore
import ScrollDraw

/// Graphs: offset and velocity of the active scroll view over the last seconds, and frame times with
/// the tick budget; the tick rate and dropped ticks.
enum GraphOverlay {
    static func draw(_ c: OverlayContext, into list: inout DisplayList) {
        let box = Rect(x: 6, y: 52, width: c.viewport.width - 12, height: 170)
        list.roundedRect(box, radius: 10, OverlayStyle.panel)
        let title = "\(c.history.activeID ?? "—") · last \(Int(OverlayHistory.graphDuration)) s · \(c.hz) Hz"
        list.text(
            title, in: Rect(x: box.minX + 10, y: box.minY + 4, width: box.width - 20, height: 16), size: 11, Color(hex: 0x64D2FF),
            weight: .bold)
        let plot = Rect(x: box.minX + 10, y: box.minY + 24, width: box.width - 20, height: 80)
        list.fill(Rect(x: plot.minX, y: plot.midY, width: plot.width, height: 0.5), Color(hex: 0x48484A))
        let samples = c.history.samples
        if samples.count > 1 {
            let t1 = samples.last!.time
            let t0 = t1 - OverlayHistory.graphDuration
            let oMin = samples.map(\.offset).min()!
            let oMax = samples.map(\.offset).max()!
            let vMax = max(1, samples.map { abs($0.velocity) }.max()!)
            func x(_ t: Double) -> Double { plot.minX + (t - t0) / OverlayHistory.graphDuration * plot.width }
            // At most ~120 segments per series: one per 3 pt of plot is all the eye can see.
            let stride = max(1, samples.count / 120)
            var k = stride
            while k < samples.count {
                let a = samples[k - stride]
                let b = samples[k]
                k += stride
                let ya = plot.maxY - (a.offset - oMin) / max(1, oMax - oMin) * plot.height
                let yb = plot.maxY - (b.offset - oMin) / max(1, oMax - oMin) * plot.height
                list.line(from: Point(x: x(a.time), y: ya), to: Point(x: x(b.time), y: yb), width: 2, Color(hex: 0x30D158))
                let va = plot.midY - a.velocity / vMax * plot.height / 2
                let vb = plot.midY - b.velocity / vMax * plot.height / 2
                list.line(from: Point(x: x(a.time), y: va), to: Point(x: x(b.time), y: vb), width: 1.5, Color(hex: 0xFF9F0A))
            }
            let last = samples.last!
            list.text(
                "offset \(Int(last.offset.rounded())) pt", in: Rect(x: plot.minX, y: plot.maxY + 2, width: 150, height: 14), size: 10,
                Color(hex: 0x30D158))
            list.text(
                "velocity \(Int(last.velocity.rounded())) pt/s (±\(Int(vMax)))",
                in: Rect(x: plot.minX + 150, y: plot.maxY + 2, width: 200, height: 14), size: 10, Color(hex: 0xFF9F0A))
        } else {
            list.text("no motion yet", in: plot, size: 11, Color.white.withAlpha(0.6), alignment: .center)
        }
        // Frame times against the budget.
        let ft = Rect(x: plot.minX, y: plot.maxY + 20, width: plot.width, height: 36)
        let budget = 1000.0 / Double(c.hz)
        let scaleMax = budget * 2
        let by = ft.maxY - budget / scaleMax * ft.height
        list.fill(Rect(x: ft.minX, y: by, width: ft.width, height: 1), Color(hex: 0xFF453A))
        let frames = c.history.frameTimes
        if frames.isEmpty {
            list.text(
                "frame time: headless (no frames timed) · budget \(String(format: "%.2f", budget)) ms",
                in: Rect(x: ft.minX, y: ft.minY, width: ft.width, height: 14), size: 10, Color.white.withAlpha(0.7))
        } else {
            let w = ft.width / Double(max(1, frames.count))
            for (i, ms) in frames.enumerated() {
                let h = min(1, ms / scaleMax) * ft.height
                list.fill(
                    Rect(x: ft.minX + Double(i) * w, y: ft.maxY - h, width: max(1, w - 0.5), height: h),
                    ms > budget ? Color(hex: 0xFF453A) : Color(hex: 0x64D2FF))
            }
            let sorted = frames.sorted()
            list.text(
                String(
                    format: "frame %.2f ms median · budget %.2f ms · %d dropped ticks", sorted[sorted.count / 2], budget,
                    c.history.droppedTicks), in: Rect(x: ft.minX, y: ft.minY - 2, width: ft.width, height: 14), size: 10, .white)
        }
    }
}
