import ScrollCore
import ScrollDraw

/// Bounds: where each scroll view's content begins and ends on screen, the rubber band's reach, the
/// sticky threshold, the refresh trigger line and any inset the model owns.
enum BoundsOverlay {
    static func draw(_ c: OverlayContext, into list: inout DisplayList, labels: inout LabelLayout) {
        let red = Color(hex: 0xFF453A)
        let blue = Color(hex: 0x0A84FF)
        for s in c.scrollViews where s.axis == .vertical && s.frame.height > 0 {
            let top = s.frame.minY + (s.minOffset - s.offset)
            let bottom = s.frame.maxY + (s.maxOffset - s.offset)
            if top >= s.frame.minY - 1 && top <= s.frame.maxY {
                OverlayStyle.dashed(from: Point(x: s.frame.minX, y: top), to: Point(x: s.frame.maxX, y: top), width: 2, red, into: &list)
                OverlayStyle.tag(
                    "\(s.id) content top", at: Point(x: s.frame.minX + 4, y: top + 2), color: red.mixed(with: .black, 0.15), into: &labels)
                // Overscroll shows between the frame top and the content top; the band never reaches
                // the frame's height.
                if top > s.frame.minY + 0.5 {
                    OverlayStyle.tint(
                        Rect(x: s.frame.minX, y: s.frame.minY, width: s.frame.width, height: top - s.frame.minY), red, into: &list)
                    OverlayStyle.tag(
                        "overscroll \(Int(saturating: (top - s.frame.minY).rounded())) / band \(Int(saturating: s.frame.height)) pt",
                        at: Point(x: s.frame.maxX - 170, y: s.frame.minY + 2), color: red.mixed(with: .black, 0.15), into: &labels)
                }
            }
            if bottom >= s.frame.minY && bottom <= s.frame.maxY + 1 {
                OverlayStyle.dashed(
                    from: Point(x: s.frame.minX, y: bottom), to: Point(x: s.frame.maxX, y: bottom), width: 2, red, into: &list)
                OverlayStyle.tag(
                    "\(s.id) content end", at: Point(x: s.frame.minX + 4, y: bottom - 18), color: red.mixed(with: .black, 0.15),
                    into: &labels
                )
                if bottom < s.frame.maxY - 0.5 {
                    OverlayStyle.tint(
                        Rect(x: s.frame.minX, y: bottom, width: s.frame.width, height: s.frame.maxY - bottom), red, into: &list)
                }
            }
            OverlayStyle.outline(s.frame, width: 1, blue, into: &list)
        }
        if let y = c.marks.stickyY {
            OverlayStyle.dashed(from: Point(x: 0, y: y), to: Point(x: c.viewport.width, y: y), width: 2, Color(hex: 0x30D158), into: &list)
            OverlayStyle.tag(
                "sticky at \(Int(saturating: y)) pt", at: Point(x: c.viewport.width - 90, y: y + 2), color: Color(hex: 0x1E7F3A),
                into: &labels)
        }
        if let y = c.marks.refreshTriggerY {
            OverlayStyle.dashed(from: Point(x: 0, y: y), to: Point(x: c.viewport.width, y: y), width: 2, Color(hex: 0xFFD60A), into: &list)
            OverlayStyle.tag("refresh trigger (64 pt pull)", at: Point(x: 8, y: y + 2), color: Color(hex: 0xB38F00), into: &labels)
        }
        if let r = c.marks.ownedInset, !r.isEmpty {
            OverlayStyle.tint(r, Color(hex: 0xBF5AF2), into: &list)
            OverlayStyle.tag(
                "bottom inset owned by the nested page (\(Int(saturating: r.height)) pt)", at: Point(x: r.minX + 6, y: r.minY + 4),
                color: Color(hex: 0x6E2E91), into: &labels)
        }
    }
}
