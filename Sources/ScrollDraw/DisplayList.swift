import ScrollCore

/// What ScrollScene hands to a renderer: an ordered list of drawing commands for one frame of the
/// viewport. A plain value — it can be diffed, printed (`description`, one command per line) and
/// tested without SDL. Draw order is list order (painter's algorithm); clips nest.
public struct DisplayList: Hashable, Sendable, CustomStringConvertible {
    /// The viewport size this list was built for, points.
    public var size: Size
    public private(set) var commands: [DisplayCommand] = []
    /// Current translation applied to appended geometry (viewport points).
    public private(set) var translation: Point = .zero
    /// Alpha applied to appended colours (views' `alpha`, nested multiplicatively).
    public private(set) var alpha: Double = 1
    private var clipDepth = 0
    /// The clips in force, each cut to the one before it (list coordinates, translation applied).
    private var clips: [Rect] = []

    public init(size: Size) {
        self.size = size
    }

    /// Reuses the storage for a new frame (no reallocation once warmed up).
    public mutating func reset(size: Size) {
        self.size = size
        commands.removeAll(keepingCapacity: true)
        translation = .zero
        alpha = 1
        clipDepth = 0
        clips.removeAll(keepingCapacity: true)
    }

    /// Runs `body` with geometry offset by (dx, dy).
    public mutating func translated(dx: Double, dy: Double, _ body: (inout DisplayList) -> Void) {
        let saved = translation
        translation = translation + Point(x: dx, y: dy)
        body(&self)
        translation = saved
    }

    /// Runs `body` with appended colours' alpha multiplied by `factor`.
    public mutating func withAlpha(_ factor: Double, _ body: (inout DisplayList) -> Void) {
        let saved = alpha
        alpha = saved * min(max(factor, 0), 1)
        body(&self)
        alpha = saved
    }

    private func c(_ color: Color) -> Color { alpha >= 1 ? color : color.withAlpha(alpha) }

    private func t(_ r: Rect) -> Rect { r.offsetBy(dx: translation.x, dy: translation.y) }
    private func t(_ p: Point) -> Point { p + translation }

    public mutating func fill(_ rect: Rect, _ color: Color) {
        let color = c(color)
        guard color.a > 0, !rect.isEmpty else { return }
        commands.append(.fill(t(rect), color))
    }

    /// Fills every non-empty rectangle of `rects` in `color` (one command; see `DisplayCommand.fills`).
    public mutating func fills(_ rects: [Rect], _ color: Color) {
        let color = c(color)
        let rects = rects.allSatisfy { !$0.isEmpty } ? rects : rects.filter { !$0.isEmpty }
        guard color.a > 0, !rects.isEmpty else { return }
        commands.append(.fills(translation == .zero ? rects : rects.map { t($0) }, color))
    }

    public mutating func roundedRect(_ rect: Rect, radius: Double, _ color: Color) {
        let color = c(color)
        guard color.a > 0, !rect.isEmpty else { return }
        if radius <= 0 { commands.append(.fill(t(rect), color)) } else { commands.append(.roundedRect(t(rect), radius: radius, color)) }
    }

    public mutating func line(from a: Point, to b: Point, width: Double = 1, _ color: Color) {
        let color = c(color)
        guard color.a > 0 else { return }
        commands.append(.line(from: t(a), to: t(b), width: width, color))
    }

    public mutating func text(
        _ string: String, in frame: Rect, size: Double, _ color: Color, alignment: TextAlignment = .leading,
        weight: FontWeight = .regular
    ) {
        let color = c(color)
        guard !string.isEmpty, color.a > 0 else { return }
        commands.append(.text(string, frame: t(frame), size: size, color, alignment: alignment, weight: weight))
    }

    /// A smooth vertical gradient filling `rect`.
    public mutating func gradient(_ rect: Rect, top: Color, bottom: Color) {
        commands.append(.gradient(t(rect), top: c(top), bottom: c(bottom)))
    }

    /// Rounded screen corners: paints `color` outside the rounded rectangle in `rect`'s corners.
    public mutating func cornerMask(_ rect: Rect, radius: Double, _ color: Color) {
        commands.append(.cornerMask(t(rect), radius: radius, c(color)))
    }

    public mutating func image(_ name: String, in frame: Rect) {
        commands.append(.image(name: name, frame: t(frame)))
    }

    public mutating func pushClip(_ rect: Rect) {
        clipDepth += 1
        commands.append(.pushClip(t(rect)))
        let outer = clips.last ?? Rect(origin: .zero, size: size)
        clips.append(outer.intersection(t(rect)))
    }

    public mutating func popClip() {
        guard clipDepth > 0 else { return }
        clipDepth -= 1
        commands.append(.popClip)
        _ = clips.popLast()
    }

    /// What of the current coordinates can show: the list's bounds cut to the clips in force, in the
    /// coordinates drawing uses now (translation undone). A view skips work for what lies wholly
    /// outside it (a list's rows off to the side make no text).
    public var visibleRect: Rect {
        (clips.last ?? Rect(origin: .zero, size: size)).offsetBy(dx: -translation.x, dy: -translation.y)
    }

    public var description: String {
        var s = "displaylist \(size)\n"
        for c in commands { s += c.description + "\n" }
        return s
    }
}
