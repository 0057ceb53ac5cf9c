import ScrollCore
import ScrollDraw

/// One section of the instrument panel beside the phone: the scene's name, the key map, a graph, the
/// arbitration log… Sections are values built for each frame from the state they show.
///
/// Adding a section (docs/OVERLAYS.md, "The instrument panel"): write a type conforming to
/// `PanelSection`, draw into `rect` from its top (window pixels, scale 1) and return the height used;
/// list it in `WorkbenchLoop.panelSections`. A section that wants clicks implements
/// `press(at:in:)` (the workbench routes a mouse press inside the panel to the section under it).
public protocol PanelSection {
    /// Draws the section at the top of `rect` (the panel's remaining space: the full width, down to
    /// the panel's bottom) and returns the height it used. A section may fill what is left (the log).
    func draw(in rect: Rect, into list: inout DisplayList) -> Double
    /// A mouse press at `point` inside the section's `rect` (both window pixels); true if it acted.
    func press(at point: Point, in rect: Rect) -> Bool
}

extension PanelSection {
    public func press(at point: Point, in rect: Rect) -> Bool { false }
}

/// The instrument panel: sections stacked top to bottom with a gap, clipped to the panel's rect; a
/// section taller than the room left is not drawn, nor any below it (no text is ever cut).
public struct InstrumentPanel {
    public var sections: [any PanelSection]
    /// Space between sections, pixels.
    public static let gap = 14.0

    public init(sections: [any PanelSection]) {
        self.sections = sections
    }

    /// Draws every section into a list of window pixels; returns it with each section's frame (for
    /// `press(at:frames:)`).
    public func render(in rect: Rect, size: Size) -> (list: DisplayList, frames: [Rect]) {
        var list = DisplayList(size: size)
        var frames: [Rect] = []
        var y = rect.minY
        list.pushClip(rect)
        var full = false
        for s in sections {
            let remaining = Rect(x: rect.minX, y: y, width: rect.width, height: max(0, rect.maxY - y))
            let before = list
            var used = remaining.height > 0 && !full ? s.draw(in: remaining, into: &list) : 0
            if used > remaining.height + 0.5 {
                // A section that does not fit is left out whole (never cut by the panel's edge), and so
                // is everything below it.
                list = before
                used = 0
                full = true
            }
            frames.append(Rect(x: rect.minX, y: y, width: rect.width, height: used))
            y += used > 0 ? used + Self.gap : 0
        }
        list.popClip()
        return (list, frames)
    }

    /// Routes a press at `point` (window pixels) to the section whose frame holds it.
    public func press(at point: Point, frames: [Rect]) -> Bool {
        for (s, f) in zip(sections, frames) where f.contains(point) {
            return s.press(at: point, in: f)
        }
        return false
    }
}
