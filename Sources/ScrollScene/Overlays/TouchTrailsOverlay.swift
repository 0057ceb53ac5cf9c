import ScrollCore
import ScrollDraw

/// Touch points with short trails (always drawn while any overlay is on).
enum TouchTrailsOverlay {
    static func draw(_ c: OverlayContext, into list: inout DisplayList) {
        for (_, trail) in c.history.trails.sorted(by: { $0.key < $1.key }) {
            guard let last = trail.last else { continue }
            for k in 1..<max(1, trail.count) {
                let a = trail[k - 1]
                let b = trail[k]
                let age = (c.time - b.time) / OverlayHistory.trailDuration
                list.line(from: a.point, to: b.point, width: 3, Color(hex: 0xFF375F, alpha: max(0.1, 0.8 * (1 - age))))
            }
            list.roundedRect(
                Rect(x: last.point.x - 14, y: last.point.y - 14, width: 28, height: 28), radius: 14, Color(hex: 0xFF375F, alpha: 0.35))
            list.roundedRect(Rect(x: last.point.x - 4, y: last.point.y - 4, width: 8, height: 8), radius: 4, Color(hex: 0xFF375F))
        }
    }
}
