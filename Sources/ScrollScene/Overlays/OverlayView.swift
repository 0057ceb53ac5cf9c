import ScrollCore
import ScrollDraw

/// Everything an overlay may read in one frame.
public struct OverlayContext {
    public var viewport: Size
    public var time: Double
    public var root: GestureTarget
    public var arena: GestureArena
    public var scrollViews: [ScrollViewInfo]
    public var marks: SceneMarks
    public var history: OverlayHistory
    public var hz: Int
}

/// The topmost view: draws the enabled overlays and touch trails. It takes no touches, so hit testing
/// passes through; because it is a view, headless screenshots show it too.
public final class OverlayView: View {
    public var enabled: Set<OverlayKind> = []
    var context: OverlayContext?

    public init(viewport: Size) {
        super.init(id: "overlays", frame: Rect(origin: .zero, size: viewport))
        isUserInteractionEnabled = false
    }

    public override func draw(into list: inout DisplayList) {
        guard let c = context, !enabled.isEmpty else { return }
        if enabled.contains(.hotzones) { HotZonesOverlay.draw(c, into: &list) }
        if enabled.contains(.bounds) { BoundsOverlay.draw(c, into: &list) }
        if enabled.contains(.velocity) { MotionOverlay.draw(c, into: &list) }
        if enabled.contains(.graph) { GraphOverlay.draw(c, into: &list) }
        if enabled.contains(.log) { LogOverlay.draw(c, into: &list) }
        TouchTrailsOverlay.draw(c, into: &list)
    }
}

/// Small shared drawing helpers for overlays.
///
/// Overlay chrome is opaque on purpose: in the software renderer a blended pixel costs several times an
/// opaque one, and a panel of translucent text would take most of the frame budget. Large tinted
/// regions are hatched instead (`tint`).
enum OverlayStyle {
    static let label = Color(hex: 0x2C2C2E)
    static let panel = Color(hex: 0x1C1C1E)
    static let text = Color.white

    /// A text tag on a dark pill.
    static func tag(_ s: String, at p: Point, size: Double = 10, color: Color = label, into list: inout DisplayList) {
        let w = Double(s.count) * size * 0.62 + 10
        list.roundedRect(Rect(x: p.x, y: p.y, width: w, height: size + 6), radius: 4, color)
        list.text(s, in: Rect(x: p.x + 5, y: p.y, width: w - 10, height: size + 6), size: size, text)
    }

    /// A dashed line (display lists have no dash primitive). Axis-aligned dashes are plain fills.
    static func dashed(from a: Point, to b: Point, width: Double = 1, _ color: Color, into list: inout DisplayList) {
        if a.y == b.y || a.x == b.x {
            let horizontal = a.y == b.y
            let len = horizontal ? abs(b.x - a.x) : abs(b.y - a.y)
            var s = 0.0
            while s < len {
                let e = min(len, s + 6)
                if horizontal {
                    list.fill(Rect(x: min(a.x, b.x) + s, y: a.y - width / 2, width: e - s, height: width), color)
                } else {
                    list.fill(Rect(x: a.x - width / 2, y: min(a.y, b.y) + s, width: width, height: e - s), color)
                }
                s += 12
            }
            return
        }
        let d = b - a
        let len = d.length
        guard len > 0 else { return }
        let dash = 6.0
        var s = 0.0
        while s < len {
            let e = min(len, s + dash)
            list.line(from: a + d * (s / len), to: a + d * (e / len), width: width, color)
            s += dash * 2
        }
    }

    /// A translucent tint: small zones get a blended fill; large ones opaque hatching (a 1 pt line every
    /// 8 pt, the content showing between), which reads the same at a glance and costs an eighth of the
    /// pixels of a blended fill in the software renderer.
    static func tint(_ r: Rect, _ col: Color, into list: inout DisplayList) {
        if r.width * r.height < 20_000 {
            list.fill(r, col.withAlpha(0.13))
            return
        }
        let line = col.mixed(with: .white, 0.6)
        var y = r.minY + 3
        while y < r.maxY {
            list.fill(Rect(x: r.minX, y: y, width: r.width, height: 1), line)
            y += 8
        }
    }

    /// An outline made of four fills.
    static func outline(_ r: Rect, width: Double, _ color: Color, into list: inout DisplayList) {
        list.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: width), color)
        list.fill(Rect(x: r.minX, y: r.maxY - width, width: r.width, height: width), color)
        list.fill(Rect(x: r.minX, y: r.minY, width: width, height: r.height), color)
        list.fill(Rect(x: r.maxX - width, y: r.minY, width: width, height: r.height), color)
    }
}
