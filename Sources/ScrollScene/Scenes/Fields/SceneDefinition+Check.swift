import ScrollCore

extension SceneDefinition {
    /// A definition given as JSON rather than a file's bytes — the web module's: a page's scene, a
    /// trace's embedded one — checked by the rules a scene file passes (`SceneField.table`, then
    /// `SceneRule.all`; no line numbers), before anything is built from it (#46: a 10⁷-card scene or
    /// `"preload": [1e300]` trapped the module).
    /// - Parameter lineOne: word messages as the check of a one-line file (`line 1: …`), as the native
    ///   reader of a trace header's definition does.
    public static func checked(_ json: JSONValue, lineOne: Bool = false) -> Result<SceneDefinition, SceneCatalog.LoadError> {
        if let problem = JSONNumberCheck.firstProblem(in: Array(json.prettyText().utf8), wholeNumbers: SceneField.wholeNumberNames) {
            return .failure(.init(message: problem))
        }
        if let problem = SceneFieldCheck.firstProblem(json, lineOne: lineOne) { return .failure(.init(message: problem)) }
        guard let definition = SceneDefinition(json: json) else { return .failure(.init(message: "not a scene definition")) }
        for rule in SceneRule.all { if let problem = rule.check(definition) { return .failure(.init(message: problem)) } }
        return .success(definition)
    }
}
