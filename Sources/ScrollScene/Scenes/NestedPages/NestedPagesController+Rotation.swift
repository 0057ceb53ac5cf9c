import ScrollCore

/// Rotation (R) on `nested-pages`, as on every nested page (`NestedPageController.adopt`).
extension NestedPagesController {
    /// Takes over `old`'s session: every outer page's model (`NestedPage.carry`: the inner pager's page,
    /// the collapses — the shared outer one and the inner one —, every list's reading position, a
    /// running fling or page change), the outer pager on its page (a page change under way goes on to
    /// its page), the runtime keys' rows (O, A) and scroll enabling (D), the handoff (C), the strips
    /// scrolled to their tabs, and the log.
    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? NestedPagesController, old.models.count == models.count else { return }
        now = max(now, time)
        runtimes = old.runtimes
        for (j, ls) in lists.enumerated() {
            for (i, l) in ls.enumerated() { l.rowCount = runtimes[j].rows(i) }
        }
        for (m, o) in zip(models, old.models) { m.carry(from: o, at: now) }
        if old.techniqueFile?.isOn ?? false { techniqueFile?.turnOn(at: now) } else { techniqueFile?.turnOff(at: now) }
        updateTechniqueBadge()
        while scrollEnabling != old.scrollEnabling { cycleScrollEnabling(at: now) }
        carryOuterPager(from: old)
        layout(time: now)  // the strips at their new width
        outerStrip.model.setContentOffset(Point(x: outerStrip.revealOffset(outerIndex), y: 0), animated: false, at: now)
        innerStrip.model.setContentOffset(Point(x: innerStrip.revealOffset(nested.currentPage), y: 0), animated: false, at: now)
        outerStrip.carry(from: old.outerStrip)
        innerStrip.carry(from: old.innerStrip)
        log.carry(from: old.log)
    }

    /// The outer pager at the same fraction of its pages, moving on to the page it was going to.
    private func carryOuterPager(from old: NestedPagesController) {
        let w = viewport.width
        let ow = old.viewport.width
        guard w > 0, ow > 0 else { return }
        let last = Double(models.count - 1)
        let page = { (x: Double) in min(max((x / ow).rounded(), 0), last) * w }
        let target = old.outerPager.simulation(.horizontal).map { Point(x: page($0.0.finalPosition), y: 0) }
        let x = old.outerPager.contentOffset.x / ow * w
        outerPager.takeOver(
            from: old.outerPager, offset: Point(x: x, y: 0), target: target ?? Point(x: page(old.outerPager.contentOffset.x), y: 0), at: now
        )
    }
}
