import ScrollCore

/// One entry of a technique scene's events: a ready event, or a variable change kept as numbers and
/// written as text (`rule `x` (didScroll list): state.lastY = 12.5`) only when the state is, so a rule
/// writing a variable every tick formats no string per tick.
enum TechniqueLogEntry {
    case event(SceneState.Event)
    case variable(t: Double, rule: Int, variable: Int, value: Double)

    /// The event the state shows.
    func event(_ program: TechniqueProgram) -> SceneState.Event {
        switch self {
        case .event(let e): return e
        case .variable(let t, let r, let i, let x):
            let text = "\(program.rules[r].summary): state.\(program.variables[i]) = \(ExpressionValue.number(x))"
            return SceneState.Event(t: t, name: text, page: nil, id: program.rules[r].source.name)
        }
    }
}
