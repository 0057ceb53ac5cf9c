import ScrollCore
import ScrollDraw

#if !hasFeature(Embedded)
    import Foundation
#endif

/// A pull-to-refresh control: spokes that appear with the pull, spin while refreshing, and a label
/// naming the state ("Pull to refresh", "Release to refresh", "Refreshing…").
public final class RefreshControlView: View {
    public var state: RefreshState = .idle
    /// Pull distance over the threshold (0…1+).
    public var progress: Double = 0
    /// Simulated time, for the spin.
    public var time: Double = 0

    public init(id: String = "refreshControl") {
        super.init(id: id)
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    public override func draw(into list: inout DisplayList) {
        guard state != .idle, frame.height > 4 else { return }
        let cx = frame.width / 2 - 60
        let cy = frame.height / 2
        let spokes = 8
        let shown = state == .pulling ? max(0, Int(saturating: (min(progress, 1) * Double(spokes)).rounded(.down))) : spokes
        let spin = state == .refreshing ? Int(saturating: time * 12) % spokes : 0
        for k in 0..<shown {
            let a = Double(k) / Double(spokes) * 2 * Double.pi - Double.pi / 2
            let fade = state == .refreshing ? 0.25 + 0.75 * Double((k - spin + spokes) % spokes) / Double(spokes) : 1
            let x0 = cx + 5 * cosine(a)
            let y0 = cy + 5 * sine(a)
            let x1 = cx + 10 * cosine(a)
            let y1 = cy + 10 * sine(a)
            list.line(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1), width: 2, Theme.secondaryText.withAlpha(fade))
        }
        let label: String
        switch state {
        case .pulling: label = "Pull to refresh"
        case .armed: label = "Release to refresh"
        case .refreshing: label = "Refreshing…"
        case .finishing: label = "Updated just now"
        case .idle: label = ""
        }
        list.text(label, in: Rect(x: cx + 18, y: cy - 10, width: 160, height: 20), size: 13, Theme.secondaryText)
    }
}

private func cosine(_ a: Double) -> Double { Elementary.cos(a) }
private func sine(_ a: Double) -> Double { Elementary.sin(a) }
