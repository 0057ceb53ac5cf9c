import ScrollCore

/// Rotation (R) on the nested page.
extension NestedPageController {
    /// Takes over `old`'s session (`NestedPage.carry`: page, collapse, every page's reading position,
    /// refresh, a running fling or page change), plus the header height step of E, the carousels'
    /// offsets and motion, the runtime keys' rows, bottom inset and scroll enabling, the pushed or
    /// popped detail page, the strip scrolled to the selected tab, the wrong technique (C)
    /// and every log.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? NestedPageController else { return }
        now = max(now, time)
        headerHeightIndex = old.headerHeightIndex
        runtime = old.runtime  // rows and generations (O, A), the bottom inset (K)
        for (i, l) in lists.enumerated() { l.rowCount = runtime.rows(i) }
        page.carry(from: old.page, at: now)
        // D: the same scroll views off as before (each cycle step logs; the log is replaced below).
        let enabling = runtime.scrollEnabling
        runtime.scrollEnabling = .all
        while runtime.scrollEnabling != enabling { performRuntimeKey(.toggleScrollEnabled, at: now) }
        for (c, o) in zip(carousels, old.carousels) {
            let target = o.model.simulation(.horizontal).map { Point(x: $0.0.finalPosition, y: 0) }
            c.model.takeOver(from: o.model, offset: o.model.contentOffset, target: target, at: now)
        }
        if let c = headerCarousel, let o = old.headerCarousel { c.carry(from: o, at: now) }
        layout(time: now)  // the strip at its new width
        if let s = strip {
            s.model.setContentOffset(Point(x: s.revealOffset(page.currentPage), y: 0), animated: false, at: now)
            if let o = old.strip { s.carry(from: o) }
        }
        let popped = old.detailX.target >= old.viewport.width - 0.5
        detailX.set(popped ? viewport.width : 0)
        edgePan?.isEnabled = old.edgePan?.isEnabled ?? true
        detailEvents = old.detailEvents
        log.carry(from: old.log)
        if old.wrongTechniqueOn { setWrongTechnique(true) }  // C's technique, after the carry (its arrivals keep)
        // The same technique goes on: its rules' counts and variables as they were (not its turning on again).
        if let f = techniqueFile, let o = old.techniqueFile, f.fired.count == o.fired.count {
            f.fired = o.fired
            f.variables = o.variables
        }
    }
}
