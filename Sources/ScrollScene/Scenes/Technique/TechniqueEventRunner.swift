import ScrollCore

/// A runner whose rules act on scroll events (`didScroll`, `willEndDragging` …) of its own views: a
/// technique scene (`TechniqueController`, real scroll views) or the gallery (`GalleryNestedModel`, its
/// model's two views). One loop for both: the rules of the event and view in file order, each whose
/// condition holds counted and its assignments performed by the runner (`perform`); a `didScroll` an
/// offset assignment re-enters is bounded by `TechniqueController.maximumReentry`.
protocol TechniqueEventRunner: TechniqueRunner {
    /// Nested `didScroll` rule runs (an offset set inside `didScroll` re-enters it).
    var reentry: Int { get set }
    /// One assignment of rule `r`.
    func perform(_ a: TechniqueProgram.Action, rule r: Int)
}

extension TechniqueEventRunner {
    /// Runs the rules of `on` for view `v` in file order: each whose condition holds sets its properties.
    func run(_ on: AppTechnique.Event, view v: Int) {
        let candidates = program.rules(on, view: v)
        guard !candidates.isEmpty else { return }
        let limit = TechniqueController.maximumReentry
        if on == .didScroll {
            guard reentry < limit else {
                note(
                    "WARNING didScroll of \(program.views.names[v]) re-entered \(limit) times: stopped (rules setting offsets pin each other)",
                    rule: candidates[0], count: false)
                return
            }
            reentry += 1
        }
        defer { if on == .didScroll { reentry -= 1 } }
        for r in candidates where holds(r) {
            fired[r] += 1
            for a in program.rules[r].actions { perform(a, rule: r) }
        }
    }
}
