import ScrollCore

/// A nested page scene's own technique (`techniqueFile: ID` or inline `appTechnique`, docs/TECHNIQUES.md
/// "A user's technique on a nested page"): what C switches to instead of a built-in `wrongTechnique`,
/// run on the page's own recognizers by the same attachment. The badge and the state's `technique`
/// name it by its `name`; the state lists its rules and how often each fired.
extension NestedPageController {
    /// The names a technique's rules give a nested page's recognizers (`NAME.pan`), in order: the
    /// header, the strip, the pager, the header's banner, then one list per page.
    static func techniqueNames(for def: SceneDefinition) -> [String] {
        let pages = max(1, def.pages?.count ?? 1)
        return ["header", "tabStrip", "pager", "header.carousel"] + (0..<pages).map { "page.\($0).list" }
    }

    /// The names as a technique program compiles against them (`pagerLock.isOn` its own settable).
    static func techniqueViews(for def: SceneDefinition) -> TechniqueViews {
        TechniqueViews(host: techniqueNames(for: def), settables: ["pagerLock.isOn"], header: true)
    }

    /// The technique C switches to: the scene's own (`appTechnique`), else the built-in file of its
    /// wrong technique.
    var runningTechniqueFile: AppTechnique? {
        definition.appTechnique ?? technique.flatMap { AppTechnique.builtin($0.rawValue) }
    }

    /// The name the badge and the state give the technique C switches to.
    var techniqueName: String? {
        definition.appTechnique != nil ? techniqueFile?.program.name : technique?.rawValue
    }

    /// The state's `technique` for a scene's own technique: its name, every rule with how often it
    /// fired, the variables, and which runs (`rules` after C, else `chain`). Built-in wrong techniques
    /// write `gallery` instead (their states stay as they were).
    func writeOwnTechnique(into state: inout SceneState) {
        guard definition.appTechnique != nil, let file = techniqueFile else { return }
        state.technique = file.stateTechnique(running: wrongTechniqueOn)
    }
}

extension TechniqueAttachment {
    /// The run-time failures of its rules (`warn(rule:_:)`), for a host whose state's events do not
    /// hold the attachment's log: a nested page's decisions are in the arena log, its WARNINGs here.
    var warningEvents: [SceneState.Event] {
        events.map { $0.event(program) }.filter { $0.name.hasPrefix("WARNING ") }
    }

    /// The state's `technique`: the name, every rule with how often it fired, the variables, and
    /// `running` (`rules` while on, else `chain`).
    func stateTechnique(running: Bool) -> SceneState.Technique {
        SceneState.Technique(
            name: program.name,
            rules: program.rules.enumerated().map { i, r in .init(name: r.source.name, on: r.source.on.rawValue, fired: fired[i]) },
            variables: zip(program.variables, variables).map { .init(name: $0, value: $1) },
            running: running ? "rules" : "chain")
    }
}

extension SceneDefinition {
    /// A nested page's (or nested-pages') own technique checked against the page's names (nil: none,
    /// or it compiles): one line naming the rule and the place (`appTechnique.rules[0].recognizer (rule `r`): …`).
    public var nestedPageTechniqueProblem: String? {
        guard let t = appTechnique else { return nil }
        let names = resolvedKind == .nestedPages ? NestedPagesController.techniqueViews : NestedPageController.techniqueViews(for: self)
        do throws(TechniqueProgram.Failure) {
            _ = try TechniqueProgram.compile(t, host: names)
        } catch { return error.message }
        return nil
    }
}
