import ScrollCore

/// A `nestedPages` scene's own technique (`techniqueFile` / `appTechnique`, docs/TECHNIQUES.md "A
/// scene's own technique on a nested page"): C switches to it instead of the built-in
/// `inner-pager-keeps-drag`, on the same recognizers (`techniqueNames`) with the same settable
/// (`pager.handoff`). The badge and the state's `technique` name it; the state lists its rules' firings.
extension NestedPagesController {
    /// The names as a technique compiles against them: the recognizers and `pager.handoff`.
    static let techniqueViews = TechniqueViews(host: techniqueNames, settables: ["pager.handoff"])

    /// The scene's own technique's name, or nil (the built-in one runs).
    var ownTechniqueName: String? { definition.appTechnique != nil ? techniqueFile?.program.name : nil }

    /// C with the scene's own technique: on or off, the badge, `switchedToTechnique` / `switchedToChain`
    /// (id: its name).
    func switchOwnTechnique(_ file: TechniqueAttachment, name: String, at time: Double) {
        if file.isOn { file.turnOff(at: time) } else { file.turnOn(at: time) }
        updateTechniqueBadge()
        log.append(SceneState.Event(t: time, name: file.isOn ? "switchedToTechnique" : "switchedToChain", page: nil, id: name))
    }

    /// The state's `technique` for the scene's own technique: its rules with `fired`, the variables,
    /// `running` (`rules` while on, else `chain`).
    func writeOwnTechnique(into state: inout SceneState) {
        guard definition.appTechnique != nil, let file = techniqueFile else { return }
        state.technique = file.stateTechnique(running: file.isOn)
    }
}
