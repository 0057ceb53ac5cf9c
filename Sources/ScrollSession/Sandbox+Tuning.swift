import ScrollCore
import ScrollScene

/// Live tuning of the feel (docs/FEEL.md "Live tuning"). Every change is recorded as a key, so a
/// recording replays it: the mouse's edits (`PanelEdit`, recorded as `feel.KEY=VALUE`, `feel.reset`)
/// and the tuner keys of `KeyBinding.all` (while the tuner shows, `[` `]` step the
/// selected row, `;` `'` select; `0` resets). A tuning change names the feel `PRESET·tuned`
/// (`Feel.namedAfterTuning`), so a saved file and a compare lane say it is not the preset.
extension Sandbox {
    /// Gives every scene (this one and the next ones) `feel`.
    func setFeel(_ next: Feel) {
        feel = next
        session.feel = next
    }

    /// A feel edit of the tuner (`PanelEdit`): a constant, a model, the name, or reset.
    func applyFeelEdit(_ edit: PanelEdit) {
        if let next = edit.applied(to: session.feel) { setFeel(next) }
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
