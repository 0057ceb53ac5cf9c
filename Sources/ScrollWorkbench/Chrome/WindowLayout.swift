import ScrollCore
import ScrollDraw
import ScrollScene

/// Where things go in the workbench window, in pixels: the phone viewport in a bezel on a desk, the
/// instrument panel to its right. Any fractional scale; the viewport's origin is always a whole
/// pixel, so the phone's pixels in the window are exactly a headless render's at the same scale.
public struct WindowLayout: Hashable, Sendable {
    /// Viewport size, points.
    public var viewport: Size
    /// Pixels per point.
    public var scale: Double
    /// The window's size when it is larger than the layout needs (the user resized it), pixels.
    public var window: Size?
    /// Phones side by side (`--compare`), each in its own bezel; 1 normally.
    public var lanes: Int = 1
    /// Phones per row of the lane grid (`--compare`): `lanes` (one row) unless given; the window picks
    /// the count that gives the largest phones (`bestColumns`), so six lanes fill two rows of three.
    public var columns: Int = 1
    /// Rows of the lane grid.
    public var rows: Int { (lanes + columns - 1) / columns }

    /// Desk margin around the bezel, pixels.
    public static let margin = 24.0
    /// Bezel thickness, points (scaled with the phone). Thick enough that the bezel, concentric with
    /// a 55 pt screen corner (outer radius 79 pt), still covers the viewport rectangle's corner pixels,
    /// which the screen's corner mask paints in the bezel's colour: (79 − 24)·√2 ≤ 79.
    public static let bezel = 24.0
    /// Narrowest instrument panel, pixels.
    public static let panelWidth = 420.0
    /// Least window height, pixels: a landscape phone is short, and the panel below the scene's head
    /// and the control row still needs room for the legend, a compact graph, the readouts and the log
    /// (`--landscape --overlay hotzones,graph,log` at 1440×900 shows every section whole).
    public static let minimumHeight = 800.0
    /// Scales a window may take: `--scale` accepts 0.5–4; a resized window may shrink the phone to 0.25.
    public static let scaleRange = 0.25...4.0

    public init(viewport: Size, scale: Double, window: Size? = nil, lanes: Int = 1, columns: Int? = nil) {
        self.viewport = viewport
        self.scale = scale
        self.window = window
        self.lanes = max(1, lanes)
        self.columns = min(self.lanes, max(1, columns ?? self.lanes))
    }

    /// The phones per row at which `lanes` phones are largest in `area` (ties: the squarer grid, then the wider).
    public static func bestColumns(viewport: Size, in area: Size, lanes: Int) -> Int {
        let n = max(1, lanes)
        // The largest phones (at most scale 2, compared in steps of 0.01); of equals the squarer grid,
        // then the wider one (two lanes side by side rather than stacked).
        func score(_ c: Int) -> (scale: Double, squareness: Int, columns: Int) {
            let s = (min(2, rawScale(viewport: viewport, in: area, lanes: n, columns: c)) * 100).rounded(.down) / 100
            return (s, -abs(c - (n + c - 1) / c), c)
        }
        return (1...n).max { a, b in score(a) < score(b) } ?? n
    }

    /// The unrounded scale at which `lanes` phones in `columns` per row and the panel fit `area`.
    static func rawScale(viewport: Size, in area: Size, lanes: Int, columns: Int) -> Double {
        let c = Double(columns)
        let r = Double((lanes + columns - 1) / columns)
        let w = (area.width - (2 + c) * margin - panelWidth - 2 - c) / (c * (viewport.width + 2 * bezel))
        let h = (area.height - (1 + r) * margin - 2 - (r - 1)) / (r * (viewport.height + 2 * bezel))
        return min(w, h)
    }

    /// The largest scale at which the layout fits `area` (pixels), rounded down to `step`, at most
    /// `maximum`. The window opens at this scale in the display's usable area (step 0.05: a number a
    /// user can pass back to `--headless --scale`); resizing uses step 0.01.
    public static func fittingScale(
        viewport: Size, in area: Size, step: Double, maximum: Double = 2, lanes: Int = 1, columns: Int? = nil
    ) -> Double {
        // One pixel of slack for the whole-pixel rounding of the origin and the window size.
        let n = max(1, lanes)
        let raw = rawScale(viewport: viewport, in: area, lanes: n, columns: min(n, max(1, columns ?? n)))
        // Divided, not multiplied, by the steps per unit: 18 / 20 is the double nearest 0.9 (18 × 0.05 is not).
        let perUnit = (1 / step).rounded()
        let s = (min(raw, maximum) * perUnit).rounded(.down) / perUnit
        return max(scaleRange.lowerBound, min(scaleRange.upperBound, s))
    }

    /// The viewport in window pixels; its origin is a whole pixel.
    public var viewportRect: Rect {
        let o = (Self.margin + Self.bezel * scale).rounded()
        return Rect(x: o, y: o, width: viewport.width * scale, height: viewport.height * scale)
    }

    /// The bezel around the viewport, window pixels.
    public var bezelRect: Rect { viewportRect.insetBy(dx: -Self.bezel * scale, dy: -Self.bezel * scale) }

    /// Pixels from one phone's viewport to the next one's (whole pixels).
    public var laneStride: Double { (viewport.width * scale + 2 * Self.bezel * scale + Self.margin).rounded(.up) }

    /// Pixels from one row of phones' viewports to the next one's (whole pixels).
    public var rowStride: Double { (viewport.height * scale + 2 * Self.bezel * scale + Self.margin).rounded(.up) }

    /// Lane `i`'s viewport, window pixels (lane 0 is `viewportRect`), row by row in the lane grid.
    public func laneRect(_ i: Int) -> Rect {
        viewportRect.offsetBy(dx: Double(i % columns) * laneStride, dy: Double(i / columns) * rowStride)
    }

    /// Lane `i`'s bezel, window pixels.
    public func laneBezel(_ i: Int) -> Rect { laneRect(i).insetBy(dx: -Self.bezel * scale, dy: -Self.bezel * scale) }

    /// The lane whose bezel holds `point` (window pixels); nil off every phone.
    public func lane(at point: Point) -> Int? { (0..<lanes).first { laneBezel($0).contains(point) } }

    /// The bottom-right phone's bezel of the grid, window pixels.
    private var lastBezel: Rect {
        bezelRect.offsetBy(dx: Double(columns - 1) * laneStride, dy: Double(rows - 1) * rowStride)
    }

    /// The instrument panel column, window pixels: right of the phone, as tall as the window allows.
    public var panelRect: Rect {
        let x = (lastBezel.maxX + Self.margin).rounded()
        let natural = naturalSize
        let w = max(Self.panelWidth, (window?.width ?? natural.width) - x - Self.margin)
        let h = (window?.height ?? natural.height) - 2 * Self.margin
        return Rect(x: x, y: Self.margin, width: w, height: max(0, h))
    }

    /// The size the layout needs, pixels.
    public var naturalSize: Size {
        let x = (lastBezel.maxX + Self.margin).rounded()
        return Size(
            width: (x + Self.panelWidth + Self.margin).rounded(.up),
            height: max(Self.minimumHeight, (lastBezel.maxY + Self.margin).rounded(.up)))
    }

    /// The whole window, pixels.
    public var windowSize: Size { window ?? naturalSize }

    /// The bezel and the screen's background, drawn before the viewport (window pixels, scale 1) over
    /// a window cleared to `Theme.desk` (the desk is the clear, not a fill: a full-window fill costs
    /// ~4 ms a frame in llvmpipe at scale 2, the clear next to nothing). The screen is filled with the
    /// scene background, as a headless render is cleared; the bezel's corners follow the screen's
    /// (`screenRadius` points; square screens get 44 pt).
    public func chrome(screenRadius: Double = 55) -> DisplayList {
        var list = DisplayList(size: windowSize)
        let radius = (screenRadius > 0 ? screenRadius + Self.bezel : 44) * scale
        for i in 0..<lanes {
            list.roundedRect(laneBezel(i), radius: radius, Theme.bezel)
            list.fill(laneRect(i), Theme.background)
        }
        return list
    }
}
