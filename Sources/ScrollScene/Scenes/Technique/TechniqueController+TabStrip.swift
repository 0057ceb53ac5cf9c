import ScrollCore

/// The technique scene's tab strip, the nested page's `TabStripController`: its indicator follows the
/// pager (progress = `pager.offset.x` / page width, fractional while paging), a tap on a title pages
/// there (`tabStrip.tap`, the pager's `setContentOffset(_:animated:)`), a strip whose titles do not all
/// fit scrolls (`tabStrip.scrollPan`) and shows the selected title when the pager comes to rest.
/// Without a pager (one list) the strip shows its titles and has nothing to select: no tap. A tap that
/// catches the moving strip only stops it (`tapIgnored` in the events, as on a nested page).
extension TechniqueController {
    /// Adds the strip's recognizers (above the outer view's pan: a vertical drag on the strip fails
    /// them and moves the outer view, as before).
    func wireTabStrip() {
        guard program.views.pager != nil else { return tabStrip.wire(select: nil) }
        tabStrip.wire(select: { [unowned self] i in self.selectPage(i) }, log: { [unowned self] e in self.events.append(.event(e)) })
    }

    /// Pages the pager to page `i`, animated.
    func selectPage(_ i: Int) {
        guard let p = program.views.pager, lists.indices.contains(i) else { return }
        scrollViews[p].setContentOffset(Point(x: Double(i) * viewport.width, y: 0), animated: true, at: now)
    }

    /// The pager's position in pages (0 without a pager).
    var pagerProgress: Double {
        guard let p = program.views.pager else { return 0 }
        let x = scrollViews[p].contentOffset.x / max(1, viewport.width)
        return x.isFinite ? x : 0
    }

    /// The pager came to rest (`didEndDecelerating`, `didEndScrollingAnimation`): its title scrolls into view.
    func pagerDidRest(_ scrollView: ScrollView, event: ScrollEvent, at time: Double) {
        guard let p = program.views.pager, scrollViews[p] === scrollView else { return }
        switch event {
        case .didEndDecelerating, .didEndScrollingAnimation:
            let page = Int(saturating: pagerProgress.rounded())
            tabStrip.reveal(min(max(0, page), lists.count - 1), at: time)
        default: break
        }
    }

    /// The strip's own scroll events (a strip that scrolls), for the state's events.
    func tabStripDidEmit(_ scrollView: ScrollView, event: ScrollEvent, at time: Double) {
        guard scrollView === tabStrip.model, !event.isPerTick else { return }
        events.append(.event(SceneState.Event(event, id: scrollView.id, at: time)))
    }
}
