import ScrollCore
import ScrollDraw

/// Motion: velocity vectors on moving scroll views, where the fling will land (and the intercepted
/// target when a delegate or paging changed it), and the handoff point where it crosses to the next
/// node. A mini track on the scroll view's edge shows now → landing over the whole range.
enum MotionOverlay {
    static func draw(_ c: OverlayContext, into list: inout DisplayList, labels: inout LabelLayout) {
        // The main content always says how it moves, even at rest.
        if let main = c.scrollViews.first, abs(main.velocity) <= 1 {
            OverlayStyle.tag(
                "\(main.id) v 0 pt/s · \(main.state) · offset \(Int(saturating: main.offset.rounded())) pt",
                at: Point(x: main.frame.minX + 8, y: main.frame.minY + 8), size: 11, color: Color(hex: 0x7A4B00), into: &labels)
        }
        for s in c.scrollViews where s.frame.width > 0 && s.frame.height > 0 {
            let vertical = s.axis == .vertical
            let moving = abs(s.velocity) > 1
            if moving { arrow(s, into: &list, labels: &labels) }
            // The track: the whole offset range on the right (or bottom) edge.
            let range = max(1, s.maxOffset - s.minOffset)
            func pos(_ o: Double) -> Double {
                let f = min(max((o - s.minOffset) / range, -0.05), 1.05)
                return vertical ? s.frame.minY + 8 + f * (s.frame.height - 16) : s.frame.minX + 8 + f * (s.frame.width - 16)
            }
            guard moving || s.landing != nil else { continue }
            // Opaque: 25 % black over the list's white, without blending every pixel.
            let track = Color(hex: 0xBFBFBF)
            if vertical {
                let x = s.frame.maxX - 10
                list.fill(Rect(x: x, y: s.frame.minY + 8, width: 3, height: s.frame.height - 16), track)
                list.roundedRect(Rect(x: x - 4, y: pos(s.offset) - 4, width: 11, height: 8), radius: 3, Color(hex: 0xFF9F0A))
                if let l = s.landing {
                    let col = s.landingIsIntercepted ? Color(hex: 0xBF5AF2) : Color(hex: 0x30D158)
                    list.fill(Rect(x: x - 8, y: pos(l) - 1.5, width: 19, height: 3), col)
                    OverlayStyle.tag(
                        (s.landingIsIntercepted ? "target " : "lands ") + "\(Int(saturating: l.rounded())) pt",
                        at: Point(x: x - 96, y: pos(l) - 8),
                        size: 10, color: col, into: &labels)
                }
            } else {
                let y = s.frame.maxY - 10
                list.fill(Rect(x: s.frame.minX + 8, y: y, width: s.frame.width - 16, height: 3), track)
                list.roundedRect(Rect(x: pos(s.offset) - 4, y: y - 4, width: 8, height: 11), radius: 3, Color(hex: 0xFF9F0A))
                if let l = s.landing {
                    let col = s.landingIsIntercepted ? Color(hex: 0xBF5AF2) : Color(hex: 0x30D158)
                    list.fill(Rect(x: pos(l) - 1.5, y: y - 8, width: 3, height: 19), col)
                    OverlayStyle.tag(
                        (s.landingIsIntercepted ? "target " : "lands ") + "\(Int(saturating: l.rounded())) pt",
                        at: Point(x: pos(l) - 30, y: y - 26),
                        size: 10, color: col, into: &labels)
                }
            }
            if let h = s.handoff {
                OverlayStyle.dashed(
                    from: Point(x: 0, y: h.position), to: Point(x: c.viewport.width, y: h.position), width: 2, Color(hex: 0xBF5AF2),
                    into: &list)
                OverlayStyle.tag(h.label, at: Point(x: 8, y: h.position + 3), size: 10, color: Color(hex: 0x6E2E91), into: &labels)
            }
        }
    }

    /// The velocity arrow from a moving scroll view's centre, and its tag.
    private static func arrow(_ s: ScrollViewInfo, into list: inout DisplayList, labels: inout LabelLayout) {
        let vertical = s.axis == .vertical
        let centre = Point(x: s.frame.midX, y: s.frame.midY)
        // Content moves against the offset's growth.
        let len = min(160, abs(s.velocity) * 0.06)
        let dir = s.velocity > 0 ? -1.0 : 1.0
        let tip = vertical ? Point(x: centre.x, y: centre.y + dir * len) : Point(x: centre.x + dir * len, y: centre.y)
        list.line(from: centre, to: tip, width: 3, Color(hex: 0xFF9F0A))
        let head = vertical ? Point(x: 6, y: -dir * 8) : Point(x: -dir * 8, y: 6)
        list.line(from: tip, to: tip + head, width: 3, Color(hex: 0xFF9F0A))
        list.line(
            from: tip, to: tip + (vertical ? Point(x: -6, y: -dir * 8) : Point(x: -dir * 8, y: -6)), width: 3, Color(hex: 0xFF9F0A))
        OverlayStyle.tag(
            "\(s.id) v \(Int(saturating: s.velocity.rounded())) pt/s · \(s.state)", at: Point(x: centre.x + 8, y: centre.y - 22),
            size: 11,
            color: Color(hex: 0x7A4B00), into: &labels)
    }
}
