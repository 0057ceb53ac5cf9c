import ScrollCore
import ScrollInput
import ScrollScene

/// The live tuner with the mouse and keys the window takes: a press or drag on a row becomes its
/// `feel.KEY=VALUE` key (recorded, handed to the sandbox like any key); a click on the title types
/// the feel's name, which Return makes the `feel.name=TEXT` key (docs/FEEL.md "Live tuning").
extension WorkbenchLoop {
    /// A press on a tuner row, or a move of the pointer dragging one: the `feel.KEY=VALUE` key it
    /// becomes (recorded like any key), `.some(nil)` when it makes none (a drag over a model row);
    /// nil for every other pointer event.
    func sliderEdit(_ p: PointerEvent) -> InputEvent?? {
        guard let tuner else { return nil }
        let w = windowPoint(p.position)
        let row: Int
        if p.kind == .down {
            guard !Rect(origin: .zero, size: sandbox.viewport).contains(p.position) else { return nil }
            if tuner.section.isTitle(w, in: tuner.frame) {
                naming = FeelNameEntry(text: sandbox.session.feel.name)
                return .some(nil)
            }
            guard let r = tuner.section.row(at: w, in: tuner.frame) else { return nil }
            row = r
            sliderDrag = (p.id, r)
        } else {
            guard let drag = sliderDrag, drag.pointer == p.id else { return nil }
            row = drag.row
            if p.kind == .up || p.kind == .cancel { sliderDrag = nil }
        }
        guard let edit = tuner.section.edit(row: row, atX: w.x, in: tuner.frame, pressed: p.kind == .down) else { return .some(nil) }
        return .key("feel.\(edit)", time: p.time)
    }

    /// A key while the feel's name is typed: Return makes the `feel.name=TEXT` edit (recorded).
    func typeName(_ key: String, at t: Double) {
        guard var entry = naming else { return }
        switch entry.type(key) {
        case .typing: naming = entry
        case .cancelled: naming = nil
        case .done(let name):
            naming = nil
            let edit = InputEvent.key("feel.name=\(name)", time: t)
            recorder?.record(edit)
            sandbox.handle(edit)
        }
    }
}
