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

/// Text helpers for panel sections and on-phone labels: an estimate of DejaVu Sans advance widths
/// (no font in ScrollScene; generous, so wrapped text never runs past its box) and word wrapping.
public enum PanelText {
    /// Estimated width of `s` at `size` points (bold 8 % wider); CJK counts as a full em.
    public static func width(_ s: String, size: Double, bold: Bool = false) -> Double {
        var w = 0.0
        for u in s.unicodeScalars {
            let v = u.value
            let em: Double
            if v >= 0x2E80 {
                em = 1.0
            } else if " ".unicodeScalars.contains(u) {
                em = 0.32
            } else if "il.,:;'|!".unicodeScalars.contains(u) {
                em = 0.3
            } else if "fjrt()[]-".unicodeScalars.contains(u) {
                em = 0.42
            } else if "mwMW@%".unicodeScalars.contains(u) {
                em = 0.95
            } else if (0x41...0x5A).contains(v) {
                em = 0.74
            } else {
                em = 0.64
            }
            w += em
        }
        return w * size * (bold ? 1.08 : 1)
    }

    /// `s` broken into lines no wider than `width` at `size`: at spaces (and after `.`, `/`, before `(` in
    /// long ids), a word longer than a line cut where it must. Never drops a character.
    public static func wrap(_ s: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words(s) {
            let candidate = line + word
            if line.isEmpty || Self.width(candidate.trimmingTrailingSpaces, size: size, bold: bold) <= width {
                line = candidate
                continue
            }
            lines.append(line.trimmingTrailingSpaces)
            line = String(word.drop { $0 == " " })
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line.trimmingTrailingSpaces) }
        // A single word wider than the line: cut it by characters.
        return lines.flatMap { cut($0, width: width, size: size, bold: bold) }
    }

    /// `s` cut to fit `width` at `size`, ending in "…" when cut ("" when not even that fits).
    public static func truncated(_ s: String, width: Double, size: Double) -> String {
        guard Self.width(s, size: size) > width else { return s }
        var out = ""
        for ch in s {
            guard Self.width(out + String(ch) + "…", size: size) <= width else { break }
            out.append(ch)
        }
        return out.isEmpty ? "" : out + "…"
    }

    /// Words with their trailing break characters (spaces, `.`, `/`, `,`, `:`) attached; a `(` opens
    /// a word (a break goes before it, so no line ends in a dangling "(").
    private static func words(_ s: String) -> [String] {
        var out: [String] = []
        var cur = ""
        for ch in s {
            if ch == "(" && !cur.isEmpty && cur.last != " " {
                out.append(cur)
                cur = ""
            }
            cur.append(ch)
            if ch == " " || ch == "." || ch == "/" || ch == "," || ch == ":" {
                out.append(cur)
                cur = ""
            }
        }
        if !cur.isEmpty { out.append(cur) }
        return out
    }

    private static func cut(_ s: String, width: Double, size: Double, bold: Bool) -> [String] {
        guard Self.width(s, size: size, bold: bold) > width, s.count > 1 else { return [s] }
        var lines: [String] = []
        var line = ""
        for ch in s {
            if !line.isEmpty && Self.width(line + String(ch), size: size, bold: bold) > width {
                lines.append(line)
                line = ""
            }
            line.append(ch)
        }
        lines.append(line)
        return lines
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
