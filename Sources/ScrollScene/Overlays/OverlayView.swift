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
    /// Hot zones drawn as outlines only, their labels outside the content they name (Z).
    public var outlineOnly = false
}

/// The topmost view: draws the enabled overlays and touch trails. It takes no touches, so hit testing
/// passes through; because it is a view, headless screenshots show it too.
public final class OverlayView: View {
    public var enabled: Set<OverlayKind> = []
    /// Touch trails drawn even when no overlay is enabled.
    public var showsTrails = false
    var context: OverlayContext?

    public init(viewport: Size) {
        super.init(id: "overlays", frame: Rect(origin: .zero, size: viewport))
        isUserInteractionEnabled = false
    }

    public override func draw(into list: inout DisplayList) {
        // Only the placed overlays draw on the phone; the read ones (graph, log, the hot-zone legend)
        // are sections of the instrument panel, so `--overlay log,graph` leaves the phone's pixels alone.
        guard let c = context, enabled.contains(where: { $0.isPlaced }) || showsTrails else { return }
        var labels = LabelLayout(bounds: Rect(origin: .zero, size: c.viewport))
        if enabled.contains(.hotzones) { HotZonesOverlay.draw(c, into: &list, labels: &labels) }
        if enabled.contains(.bounds) { BoundsOverlay.draw(c, into: &list, labels: &labels) }
        if enabled.contains(.velocity) { MotionOverlay.draw(c, into: &list, labels: &labels) }
        TouchTrailsOverlay.draw(c, into: &list)
        labels.draw(into: &list)
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

    /// A text tag on a dark pill, placed by the label layout pass (drawn last, never overlapping).
    static func tag(_ s: String, at p: Point, size: Double = 10, color: Color = label, into labels: inout LabelLayout) {
        labels.add(s, at: p, size: size, color: color)
    }

    /// The lighter colour a zone of colour `c` is hatched with (the legend shows the same).
    static func zoneHatch(_ c: Color) -> Color { c.mixed(with: .white, 0.6) }

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

    /// A zone's tint, as opaque hatching whatever its size: 1 pt lines on one grid for the whole
    /// screen (y = 3, 11, 19 … pt), the content showing between; a zone no grid line crosses gets one
    /// line across its middle. On one grid, zones that overlap hatch the same rows — the deeper zone,
    /// drawn later, colours them — so stacked zones (the tab strip's three recognizers) stay one line
    /// every 8 pt instead of a mesh. A translucent fill would read much the same but is blended per
    /// pixel: in SDL's software renderer ~30 instructions a pixel against under one for an opaque
    /// fill, and the tab strip's three stacked tints were two thirds of an all-overlay frame's extra
    /// cost (callgrind, docs/PERFORMANCE.md).
    static func tint(_ r: Rect, _ col: Color, into list: inout DisplayList) {
        for y in hatchRows(r) { list.fill(Rect(x: r.minX, y: y, width: r.width, height: 1), zoneHatch(col)) }
    }

    /// The hatching's grid: one line every `hatchPitch` points, at `hatchPhase` past each multiple.
    static let hatchPitch = 8.0
    static let hatchPhase = 3.0

    /// The tops of the hatch lines of zone `r` (see `tint`).
    static func hatchRows(_ r: Rect) -> StrideTo<Double> {
        guard !r.isEmpty, r.minY.isFinite, r.maxY.isFinite else { return stride(from: 0, to: 0, by: hatchPitch) }
        let first = hatchPhase + ((r.minY - hatchPhase) / hatchPitch).rounded(.up) * hatchPitch
        if first >= r.maxY {
            let mid = max(r.minY, r.midY - 0.5)
            return stride(from: mid, to: mid + 1, by: hatchPitch)
        }
        return stride(from: first, to: r.maxY, by: hatchPitch)
    }

    /// An outline made of four fills.
    static func outline(_ r: Rect, width: Double, _ color: Color, into list: inout DisplayList) {
        list.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: width), color)
        list.fill(Rect(x: r.minX, y: r.maxY - width, width: r.width, height: width), color)
        list.fill(Rect(x: r.minX, y: r.minY, width: width, height: r.height), color)
        list.fill(Rect(x: r.maxX - width, y: r.minY, width: width, height: r.height), color)
    }
}
