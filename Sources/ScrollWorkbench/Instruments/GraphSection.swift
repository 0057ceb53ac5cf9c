import ScrollCore
import ScrollDraw
import ScrollScene

/// Graphs (G): offset and velocity of the active scroll view over the last seconds, and frame times
/// against the tick budget with dropped ticks. In the instrument panel, never over the phone.
public struct GraphSection: PanelSection {
    public var context: OverlayContext
    /// Height to leave below for the sections that follow (the readouts and the log): when the panel
    /// is short (landscape) the graph gives up its frame-time strip, then shrinks, down to `compact`.
    public var leaves: Double

    public static let fullHeight = 190.0
    public static let compact = 110.0

    public init(context: OverlayContext, leaves: Double = 0) {
        self.context = context
        self.leaves = leaves
    }

    /// The section's height in `rect`: full, or what leaves `leaves` below (at least `compact`).
    public func height(in rect: Rect) -> Double {
        min(Self.fullHeight, max(Self.compact, rect.height - leaves - InstrumentPanel.gap))
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let c = context
        let box = Rect(x: rect.minX - 8, y: rect.minY, width: rect.width, height: height(in: rect))
        let full = box.height >= Self.fullHeight
        list.roundedRect(box, radius: 10, OverlayStyle.panel)
        let title = "Graph · \(c.history.activeID ?? "—") · last \(Int(OverlayHistory.graphDuration)) s · \(c.hz) Hz"
        list.text(
            title, in: Rect(x: box.minX + 10, y: box.minY + 6, width: box.width - 20, height: 16), size: 12, Color(hex: 0x64D2FF),
            weight: .bold)
        let plot = Rect(x: box.minX + 10, y: box.minY + 28, width: box.width - 20, height: full ? 86 : box.height - 52)
        drawMotion(in: plot, into: &list)
        if full { drawFrames(in: Rect(x: plot.minX, y: plot.maxY + 24, width: plot.width, height: 36), into: &list) }
        return box.height
    }

    private func drawMotion(in plot: Rect, into list: inout DisplayList) {
        list.fill(Rect(x: plot.minX, y: plot.midY, width: plot.width, height: 1), Color(hex: 0x48484A))
        let samples = context.history.samples
        guard samples.count > 1, let last = samples.last else {
            list.text(restingText, in: plot, size: 12, Color.white.withAlpha(0.6), alignment: .center)
            return
        }
        let t0 = last.time - OverlayHistory.graphDuration
        let oMin = samples.map(\.offset).min() ?? 0
        let oMax = samples.map(\.offset).max() ?? 0
        let vMax = max(1, samples.map { abs($0.velocity) }.max() ?? 1)
        func x(_ t: Double) -> Double { plot.minX + (t - t0) / OverlayHistory.graphDuration * plot.width }
        // At most ~120 segments per series: one per 3 px of plot is all the eye can see.
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
        list.text(
            "offset \(Int(saturating: last.offset.rounded())) pt",
            in: Rect(x: plot.minX, y: plot.maxY + 3, width: plot.width / 2, height: 15),
            size: 11, Color(hex: 0x30D158))
        list.text(
            "velocity \(Int(saturating: last.velocity.rounded())) pt/s (±\(Int(saturating: vMax)))",
            in: Rect(x: plot.midX, y: plot.maxY + 3, width: plot.width / 2, height: 15), size: 11, Color(hex: 0xFF9F0A))
    }

    /// What the plot says with no curve to draw: "no motion yet" only before anything moved; after
    /// motion (the graph was off while it happened, or came on at rest) where the view rests.
    var restingText: String {
        let active = context.scrollViews.first { $0.id == context.history.activeID } ?? context.scrollViews.first
        let moved = !context.arena.log.isEmpty || context.scrollViews.contains { $0.offset != 0 }
        guard moved, let active else { return "no motion yet" }
        return "\(active.id) at rest at \(Int(saturating: active.offset.rounded())) pt · the graph draws from the next motion"
    }

    private func drawFrames(in ft: Rect, into list: inout DisplayList) {
        let budget = 1000.0 / Double(context.hz)
        let scaleMax = budget * 2
        let by = ft.maxY - budget / scaleMax * ft.height
        list.fill(Rect(x: ft.minX, y: by, width: ft.width, height: 1), Color(hex: 0xFF453A))
        let frames = context.history.frameTimes
        guard !frames.isEmpty else {
            list.text(
                "frame time: headless (no frames timed) · budget \(String(format: "%.2f", budget)) ms",
                in: Rect(x: ft.minX, y: ft.minY - 4, width: ft.width, height: 15), size: 11, Color.white.withAlpha(0.7))
            return
        }
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
                context.history.droppedTicks), in: Rect(x: ft.minX, y: ft.minY - 6, width: ft.width, height: 15), size: 11, .white)
    }
}
