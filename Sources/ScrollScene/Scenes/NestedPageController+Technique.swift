import ScrollCore
import ScrollDraw

/// The wrong technique C switches a nested page to (`NestedPageTechnique`, docs/GALLERY.md "Bug
/// classes from the issue trackers"): the same scene and trace, rewired the way a common app builds
/// it, bug included. A badge at the bottom says which runs once C has been pressed; each switch logs
/// `switchedToTechnique` / `switchedToChain` (id: the technique) in the state's `events`.
extension NestedPageController {
    /// The scene's `wrongTechnique`, or snap by position on a snapping header that names none.
    static func technique(for def: SceneDefinition) -> NestedPageTechnique? {
        if let t = def.wrongTechnique { return t }
        return def.header?.snapThreshold != nil ? .snapByPosition : nil
    }

    /// The gallery's badge, at the bottom of the screen.
    static func techniqueBadge(viewport: Size, safeArea: EdgeInsets) -> Label {
        let badge = Label(
            id: "technique.badge", text: "",
            frame: Rect(
                x: safeArea.left + 12, y: viewport.height - safeArea.bottom - 36,
                width: viewport.width - 24 - safeArea.left - safeArea.right, height: 28),
            fontSize: 13, color: .white, alignment: .center, weight: .bold)
        badge.cornerRadius = 14
        return badge
    }

    /// Whether `t` is the technique running now.
    func runs(_ t: NestedPageTechnique) -> Bool { wrongTechniqueOn && technique == t }

    /// C: the wrong technique on, or back to ScrollLab's chain. Snap by position keeps its own events
    /// (`snapByPosition` / `snapByLanding`); the others take effect from the next touch.
    func switchTechnique(at time: Double) {
        guard let technique else { return }
        wrongTechniqueOn.toggle()
        updateTechniqueBadge()
        if technique == .snapByPosition { return switchSnapDecision(at: time) }
        applyTechnique()
        let name = wrongTechniqueOn ? "switchedToTechnique" : "switchedToChain"
        log.append(SceneState.Event(t: time, name: name, page: nil, id: technique.rawValue))
    }

    /// Rewires the recognizers for the technique in force (or back to the chain's wiring).
    func applyTechnique() {
        let on = wrongTechniqueOn
        for d in panDrivers where d.pan.name == "header.pan" || d.pan.name == "tabStrip.pan" {
            switch technique {
            case .carouselSimultaneous where d.pan.name == "header.pan":
                // The page's pan says yes to every other recognizer and begins in any direction.
                d.takesAnyDirection = on
                d.pan.shouldRecognizeSimultaneously = on ? { _, _ in true } : nil
            case .headerTakesNoDrags:
                d.pan.isEnabled = !on && runtime.scrollEnabling != .listsOff
            default:
                break
            }
        }
    }

    private func updateTechniqueBadge() {
        guard let badge = techniqueBadge, let technique else { return }
        if badge.parent == nil { root.addSubview(badge) }
        badge.text = wrongTechniqueOn ? "\(technique.rawValue) · C: ScrollLab chain" : "ScrollLab chain · C: \(technique.rawValue)"
        badge.backgroundColor = (wrongTechniqueOn ? Color(hex: 0xC93400) : Color(hex: 0x248A3D)).withAlpha(0.85)
    }
}
