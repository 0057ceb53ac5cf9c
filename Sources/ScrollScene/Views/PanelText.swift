import ScrollCore
import ScrollDraw

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
