import ScrollCore
import ScrollScene

/// Live tuning of the feel (docs/FEEL.md "Live tuning"). Every change is a key, so a recording
/// replays it: `feel.KEY=VALUE` (a slider moved with the mouse), `feel.reset`, and the tuner keys of
/// `KeyBinding.all` (while the tuner shows, `[` `]` step the selected constant, `;` `'` select; `0` resets).
extension Sandbox {
    /// Gives every scene (this one and the next ones) `feel`.
    func setFeel(_ next: Feel) {
        feel = next
        session.feel = next
    }

    /// A `feel.` key's text: `KEY=VALUE` sets a constant (clamped to its range), `reset` goes back
    /// to the preset the feel is named after.
    func applyFeelEdit(_ edit: Substring) {
        let current = session.feel
        let next = edit == "reset" ? Feel.preset(named: current.name) : current.applying(edit: edit)
        if let next { setFeel(next) }
    }

    /// A tuner key; the row keys act only while the tuner shows.
    func tune(_ command: KeyCommand) {
        let current = session.feel
        if command == .tunerReset {
            if let p = Feel.preset(named: current.name) { setFeel(p) }
            return
        }
        guard showsTuner else { return }
        let tunables = current.tunables
        let n = max(1, tunables.count)
        switch command {
        case .tunerStepDown, .tunerStepUp:
            guard tunables.indices.contains(tunerSelection) else { return }
            let t = tunables[tunerSelection]
            var next = current
            t.constant.set(t.stepped(t.constant.value(in: current), by: command == .tunerStepUp ? 1 : -1), in: &next)
            setFeel(next)
        case .tunerPrevious: tunerSelection = (tunerSelection + n - 1) % n
        case .tunerNext: tunerSelection = (tunerSelection + 1) % n
        default: break
        }
    }
}
