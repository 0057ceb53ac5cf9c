import ScrollCore
import ScrollScene

/// What the panel needs to know about keys here: which act in the current scene (the key map lists
/// only those), what a key that does nothing says, and the device key (M).
extension Sandbox {
    /// Whether `command` does something now: scene keys ask the scene, the tuner's row keys need the
    /// tuner, the picker's arrows the picker; every other key always acts.
    public func acts(_ command: KeyCommand) -> Bool {
        switch command {
        case .scene(let c): return session.handles(c)
        case .tunerPrevious, .tunerNext, .tunerStepDown, .tunerStepUp: return showsTuner
        case .pickerUp, .pickerDown, .pickerOpen: return pickerSelection != nil
        case .switchScene(let i): return i < catalog.scenes.count
        case .toggleZoneOutlines: return overlays.contains(.hotzones)
        default: return true
        }
    }

    /// For a key with a command that does nothing in this scene: one line saying so, naming where it
    /// does act (the key map's help names it: "change header height (runtime-header)"); nil otherwise.
    public func noEffectMessage(for command: KeyCommand, key: String) -> String? {
        guard !acts(command) else { return nil }
        let row = KeyBinding.all.first { $0.keys.contains(key) }
        let label = row?.label ?? key.uppercased()
        return "\(label) does nothing in \(definition.id): \(row?.help ?? "")"
    }

    /// M: the next phone; the scene restarts on its screen, and the window resizes to it.
    func cycleDevice(at t: Double) {
        let all = Device.allCases
        device = all[((all.firstIndex(of: device) ?? 0) + 1) % all.count]
        switchScene(to: sceneIndex, at: t)
        onViewportChange?(viewport)
    }
}
