import ScrollCore

/// `inner-pager-keeps-drag` as a technique file (`Assets/techniques/inner-pager-keeps-drag.json`,
/// docs/TECHNIQUES.md "On a nested page"): C installs it on nested-pages' own recognizers. Its one
/// settable of this page's own is `pager.handoff` — whether the inner pager hands a drag past its
/// first or last page to the outer pager (`PagerHandoffDriver`); the file sets it false.
extension NestedPagesController {
    /// The names the file's rules give this page's recognizers (`NAME.pan`), in order.
    static let techniqueNames = ["header", "outer.tabStrip", "innerHeader", "tabStrip", "outer.pager", "pager"]

    /// The scene's own technique (`appTechnique`), else the built-in file, compiled against this page's
    /// names, on its recognizers, or nil.
    func makeTechniqueFile() -> TechniqueAttachment? {
        guard let file = definition.appTechnique ?? AppTechnique.builtin(NestedPageTechnique.innerPagerKeepsDrag.rawValue),
            let program = try? TechniqueProgram.compile(file, host: Self.techniqueViews)
        else { return nil }
        let pans = drivers.compactMap { $0 as? ScrollViewPanDriver }
        let ds = Self.techniqueNames.map { n in pans.first { $0.pan.name == n + ".pan" } }
        let recognizers: [GestureRecognizer?] = zip(Self.techniqueNames, ds).map { n, d in n == "pager" ? handoff.pan : d?.pan }
        let handoffProperty: (get: () -> Bool, set: (Bool) -> Void) = (
            get: { [unowned self] in self.handoff.policy == .atEdges },
            set: { [unowned self] on in self.handoff.policy = on ? .atEdges : .never }
        )
        return TechniqueAttachment(program: program, recognizers: recognizers, drivers: ds, hostProperties: [handoffProperty])
    }

    /// C: the technique file on or off; logged `handoffOff` / `handoffOn`.
    func switchTechnique(at time: Double) {
        guard let file = techniqueFile else { return }
        if let name = ownTechniqueName { return switchOwnTechnique(file, name: name, at: time) }
        if file.isOn { file.turnOff(at: time) } else { file.turnOn(at: time) }
        updateTechniqueBadge()
        log.append(SceneState.Event(t: time, name: handoff.policy == .atEdges ? "handoffOn" : "handoffOff", page: nil, id: "pager"))
    }
}
