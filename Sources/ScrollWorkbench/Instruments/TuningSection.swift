import ScrollCore
import ScrollDraw
import ScrollScene

/// The live tuner (U): a row per tunable part of the current feel (`Feel.tunerRows`): a slider per
/// constant, and the decay, overscroll, paging and velocity models to switch — drag a knob or click a model with the mouse, or `;` `'` to choose a row and `[` `]` to step it; `0` resets to the preset and
/// W saves the feel as a file. Changes apply from the next gesture and are recorded in the trace as
/// `feel.KEY=VALUE` keys, so a replay reproduces a tuning session (docs/FEEL.md "Live tuning").
public struct TuningSection: PanelSection {
    public var feel: Feel
    public var selection: Int
    /// The name being typed (a click on the title starts it), shown in place of the title.
    public var naming: String?

    static let header = 44.0
    static let rowHeight = 30.0
    static let trackInset = 10.0

    public init(feel: Feel, selection: Int) {
        self.feel = feel
        self.selection = selection
    }

    public func draw(in rect: Rect, into list: inout DisplayList) -> Double {
        let rows = feel.tunerRows
        let height = Self.header + Self.rowHeight * Double(rows.count) + 6
        let box = Rect(x: rect.minX - 8, y: rect.minY, width: rect.width, height: height)
        list.roundedRect(box, radius: 10, Color(hex: 0x3A3C41))
        let title = naming.map { "Name: \($0)_ — Return keeps it, Esc cancels" } ?? "Tune \(feel.name) — click to name · drag, or ; ' · [ ]"
        list.text(
            title,
            in: Rect(x: box.minX + 10, y: box.minY + 6, width: box.width - 20, height: 16),
            size: 12, Color(hex: 0x64D2FF), weight: .bold)
        list.text(
            "0 resets to the preset · W saves a feel file · U hides",
            in: Rect(x: box.minX + 10, y: box.minY + 23, width: box.width - 20, height: 15),
            size: 11, Color.white.withAlpha(0.6))
        for (i, r) in rows.enumerated() {
            let row = Self.rowRect(i, in: rect)
            if i == selection { list.roundedRect(row.insetBy(dx: -4, dy: 0), radius: 4, Color.white.withAlpha(0.08)) }
            list.text(r.key, in: Rect(x: row.minX, y: row.minY + 2, width: row.width * 0.6, height: 15), size: 12, .white)
            switch r {
            case .constant(let t): drawSlider(t, in: row, into: &list)
            case .choice(let c):
                list.text(
                    "‹ \(c.options[c.index(in: feel)].label) ›",
                    in: Rect(x: row.minX + row.width * 0.3, y: row.minY + 2, width: row.width * 0.7, height: 15), size: 12,
                    Theme.tint, alignment: .trailing)
            }
        }
        return height
    }

    private func drawSlider(_ t: FeelTunable, in row: Rect, into list: inout DisplayList) {
        let value = t.constant.value(in: feel)
        let text = value.formatted(step: t.step) + (t.constant.unit.isEmpty ? "" : " \(t.constant.unit)")
        list.text(
            text, in: Rect(x: row.minX + row.width * 0.5, y: row.minY + 2, width: row.width * 0.5, height: 15), size: 12, .white,
            alignment: .trailing)
        let track = Self.track(row)
        list.roundedRect(track, radius: 2, Color.white.withAlpha(0.25))
        let u = (value - t.slider.lowerBound) / (t.slider.upperBound - t.slider.lowerBound)
        let knobX = track.minX + min(max(u, 0), 1) * track.width
        list.roundedRect(Rect(x: track.minX, y: track.minY, width: knobX - track.minX, height: track.height), radius: 2, Theme.tint)
        list.roundedRect(Rect(x: knobX - 6, y: track.midY - 6, width: 12, height: 12), radius: 6, .white)
    }

    static func rowRect(_ i: Int, in rect: Rect) -> Rect {
        Rect(x: rect.minX + 2, y: rect.minY + header + rowHeight * Double(i), width: rect.width - 20, height: rowHeight)
    }

    static func track(_ row: Rect) -> Rect {
        Rect(x: row.minX + trackInset, y: row.minY + 22, width: row.width - 2 * trackInset, height: 4)
    }

    /// Whether `point` (window pixels) is on the title line (a click there types the feel's name).
    public func isTitle(_ point: Point, in rect: Rect) -> Bool {
        Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 22).contains(point)
    }

    /// The row under `point` (window pixels) when the section was drawn in `rect`.
    public func row(at point: Point, in rect: Rect) -> Int? {
        feel.tunerRows.indices.first { Self.rowRect($0, in: rect).contains(point) }
    }

    /// The edit (`KEY=VALUE`, a `feel.` key's text) the mouse at `x` (window pixels) makes on row `i`:
    /// a slider takes the value under the pointer, on the step grid; a model row, pressed (not
    /// dragged), switches to the previous model left of its middle and the next one right of it.
    public func edit(row i: Int, atX x: Double, in rect: Rect, pressed: Bool) -> String? {
        let rows = feel.tunerRows
        guard rows.indices.contains(i) else { return nil }
        let row = Self.rowRect(i, in: rect)
        switch rows[i] {
        case .constant(let t):
            let track = Self.track(row)
            let u = min(max((x - track.minX) / track.width, 0), 1)
            return "\(t.constant.key)=\(t.snapped(t.slider.lowerBound + u * (t.slider.upperBound - t.slider.lowerBound)))"
        case .choice(let c):
            guard pressed else { return nil }
            let n = c.options.count
            let k = ((c.index(in: feel) + (x < row.midX ? -1 : 1)) % n + n) % n
            return "\(c.key)=\(c.options[k].name)"
        }
    }
}

extension Double {
    /// The value with as many decimals as `step` has.
    func formatted(step: Double) -> String {
        var decimals = 0
        var s = step
        while s < 1 && decimals < 6 {
            s *= 10
            decimals += 1
        }
        return String(format: "%.\(decimals)f", self)
    }
}
