import ScrollCore
import ScrollDraw

/// Hot zones: every recognizer's active region, translucent, in a colour per kind (`kinds`, which the
/// panel's legend shows), labelled. While a touch is down: the candidates it hit, the one that owns it, the losers greyed out.
public enum HotZonesOverlay {
    /// The one table of zone kinds and colours: the zones, their labels and the panel's legend all
    /// read it.
    public static let kinds: [(name: String, color: Color)] = [
        ("vertical pan", Color(hex: 0x0A84FF)), ("horizontal pan", Color(hex: 0xFF9F0A)), ("free pan", Color(hex: 0x64D2FF)),
        ("edge pan", Color(hex: 0xBF5AF2)), ("long press", Color(hex: 0xFF453A)), ("tap", Color(hex: 0x30D158)),
        ("refresh trigger", Color(hex: 0xFFD60A)), ("other", Color(hex: 0x8E8E93)),
    ]

    static func kind(_ name: String) -> Color { kinds.first { $0.name == name }?.color ?? Color(hex: 0x8E8E93) }

    static func color(for g: GestureRecognizer) -> Color {
        switch g {
        case is ScreenEdgePanGestureRecognizer: return kind("edge pan")
        case let p as PanGestureRecognizer:
            switch p.axis {
            case .vertical: return kind("vertical pan")
            case .horizontal: return kind("horizontal pan")
            case nil: return kind("free pan")
            }
        case is LongPressGestureRecognizer: return kind("long press")
        case is TapGestureRecognizer: return kind("tap")
        default: return kind("other")
        }
    }

    /// The region a recognizer reacts in, in viewport coordinates, clipped to its ancestors.
    static func region(_ g: GestureRecognizer, _ t: GestureTarget, viewport: Size) -> Rect {
        var r = t.frameInRoot
        var p = t.parent
        while let a = p {
            r = r.intersection(a.frameInRoot)
            p = a.parent
        }
        return g.hotZone(within: r.intersection(Rect(origin: .zero, size: viewport)))
    }

    /// Outline mode: where a zone's tag asks to go — at the zone's right end (content starts at the
    /// left: tab titles, avatars, card titles), just above the zone, else just below it, outside the
    /// content it names; a zone as tall as the screen keeps its tag inside its top-right corner (the
    /// label layout still moves tags off one another).
    static func outsideTag(_ r: Rect, _ name: String, viewport: Size) -> Point {
        let h = 15.0
        let x = max(r.minX + 3, r.maxX - PanelText.width(name, size: 10) - 14)
        if r.minY >= h + 1 { return Point(x: x, y: r.minY - h - 1) }
        if r.maxY + h + 1 <= viewport.height { return Point(x: x, y: r.maxY + 1) }
        return Point(x: x, y: r.minY + 2)
    }

    static func draw(_ c: OverlayContext, into list: inout DisplayList, labels: inout LabelLayout) {
        // Every target with recognizers, outermost first so inner zones draw on top.
        var stack: [(GestureTarget, Int)] = [(c.root, 0)]
        var zones: [(GestureRecognizer, Rect, Int)] = []
        while let (t, depth) = stack.popLast() {
            if t.isHidden || !t.isUserInteractionEnabled { continue }
            for (k, g) in t.gestureRecognizers.enumerated() where g.isEnabled {
                let r = region(g, t, viewport: c.viewport)
                if !r.isEmpty { zones.append((g, r.insetBy(dx: Double(k) * 3, dy: Double(k) * 3), depth)) }
            }
            for child in t.children.reversed() { stack.append((child, depth + 1)) }
        }
        zones.sort { $0.2 < $1.2 }
        var tagY: [Double: Double] = [:]
        for (k, (g, r, _)) in zones.enumerated() {
            let col = color(for: g)
            // A zone covered exactly by a deeper one (a pager and its page's list) is outlined, not
            // hatched twice: fill calls are what an overlay frame costs (see docs/PERFORMANCE.md).
            let covered = zones[(k + 1)...].contains { $0.1.contains(r.origin) && $0.1.maxX >= r.maxX && $0.1.maxY >= r.maxY }
            if !covered && !c.outlineOnly { OverlayStyle.tint(r, col, into: &list) }
            OverlayStyle.outline(r, width: c.outlineOnly ? 1.5 : 1, col, into: &list)
            let key = (r.minY * 10).rounded()
            let inside = max(r.minY + 2, tagY[key] ?? r.minY + 2)
            tagY[key] = inside + 16
            let at = c.outlineOnly ? outsideTag(r, g.name, viewport: c.viewport) : Point(x: r.minX + 3, y: inside)
            OverlayStyle.tag(g.name, at: at, color: col.mixed(with: .black, 0.15), into: &labels)
        }
        if let y = c.marks.refreshTriggerY {
            let band = Rect(x: 0, y: max(0, y - 64), width: c.viewport.width, height: 64)
            OverlayStyle.tint(band, kind("refresh trigger"), into: &list)
            OverlayStyle.tag(
                "refresh trigger: pull 64 pt", at: Point(x: c.viewport.width - 160, y: band.minY + 2), color: Color(hex: 0xB38F00),
                into: &labels)
        }
        // The live touches: candidates, owner, losers.
        for id in c.arena.activeTouchIDs {
            for (k, g) in c.arena.participants(ofTouch: id).enumerated() {
                guard let t = g.target else { continue }
                let r = region(g, t, viewport: c.viewport).insetBy(dx: 1, dy: 1)
                let y = min(c.viewport.height - 20, r.minY + 20 + Double(k) * 17)
                switch g.state {
                case .began, .changed, .recognized:
                    OverlayStyle.outline(r, width: 3, Color(hex: 0x30D158), into: &list)
                    OverlayStyle.tag(
                        "● \(g.name) owns the touch", at: Point(x: r.minX + 6, y: y), size: 11, color: Color(hex: 0x1E7F3A), into: &labels)
                case .failed, .cancelled:
                    OverlayStyle.outline(r, width: 2, Color(hex: 0x8E8E93), into: &list)
                    OverlayStyle.tag(
                        "✕ \(g.name) lost", at: Point(x: r.minX + 6, y: y), size: 11, color: Color(hex: 0x636366), into: &labels)
                default:
                    OverlayStyle.tag(
                        "? \(g.name)\(g.isWaiting ? " (waiting)" : "")", at: Point(x: r.minX + 6, y: y), size: 11,
                        color: color(for: g).mixed(with: .black, 0.15), into: &labels)
                }
            }
        }
    }
}
