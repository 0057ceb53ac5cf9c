import ScrollCore
import ScrollScene

/// Live tuning of the feel (docs/FEEL.md "Live tuning"). Every change is a key, so a recording
/// replays it: `feel.KEY=VALUE` (a slider moved with the mouse, a model clicked, a name typed),
/// `feel.reset`, and the tuner keys of `KeyBinding.all` (while the tuner shows, `[` `]` step the
/// selected row, `;` `'` select; `0` resets). A tuning change names the feel `PRESET·tuned`
/// (`Feel.namedAfterTuning`), so a saved file and a compare lane say it is not the preset.
extension Sandbox {
    /// Gives every scene (this one and the next ones) `feel`.
    func setFeel(_ next: Feel) {
        feel = next
        session.feel = next
    }

    /// A `feel.` key's text: `KEY=VALUE` sets a constant (clamped to its range) or a model,
    /// `name=TEXT` names the feel, `reset` goes back to the preset the feel is named after.
    func applyFeelEdit(_ edit: Substring) {
        let current = session.feel
        if edit == "reset" {
            if let p = current.basePreset { setFeel(p) }
            return
        }
        guard let next = current.applying(edit: edit) else { return }
        setFeel(edit.hasPrefix("name=") ? next : next.namedAfterTuning)
    }

    /// A tuner key; the row keys act only while the tuner shows.
    func tune(_ command: KeyCommand) {
        let current = session.feel
        if command == .tunerReset {
            if let p = current.basePreset { setFeel(p) }
            return
        }
        guard showsTuner else { return }
        let rows = current.tunerRows
        let n = max(1, rows.count)
        switch command {
        case .tunerStepDown, .tunerStepUp:
            guard rows.indices.contains(tunerSelection) else { return }
            setFeel(rows[tunerSelection].stepped(current, by: command == .tunerStepUp ? 1 : -1).namedAfterTuning)
        case .tunerPrevious: tunerSelection = (tunerSelection + n - 1) % n
        case .tunerNext: tunerSelection = (tunerSelection + 1) % n
        default: break
        }
    }
}
