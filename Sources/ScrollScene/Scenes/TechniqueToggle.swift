/// The C key of a scene with its own controller (#44's gallery scenes): which wrong technique it
/// compares, whether it runs, and whether C was ever pressed (the state's `gallery` from then on).
/// One value serves every such scene: the switch, its log line and the state are the same everywhere.
struct TechniqueToggle {
    /// The technique's id (`offset-driven`, `stretch-eats-prescroll`, …), the log line's `id`.
    let id: String
    let bug: String
    let source: String
    /// The wrong technique runs.
    private(set) var isOn = false
    /// C was pressed at least once.
    private(set) var wasShown = false

    init(id: String, bug: String, source: String) {
        self.id = id
        self.bug = bug
        self.source = source
    }

    /// C: on or off again, logged `switchedToTechnique` / `switchedToChain`.
    mutating func toggle(log: ScrollEventLog, at time: Double) {
        set(!isOn)
        log.append(SceneState.Event(t: time, name: isOn ? "switchedToTechnique" : "switchedToChain", page: nil, id: id))
    }

    /// On or off (C, and rotation carrying it), shown from then on.
    mutating func set(_ on: Bool) {
        isOn = on
        wasShown = true
    }

    /// Rotation: the old scene's switch, as it was.
    mutating func adopt(_ old: TechniqueToggle) {
        isOn = old.isOn
        wasShown = old.wasShown
    }

    /// The state's `gallery`, once C was pressed.
    func write(into state: inout SceneState) {
        guard wasShown else { return }
        state.gallery = SceneState.Gallery(technique: id, running: isOn ? "technique" : "chain", bug: bug, source: source)
    }
}
