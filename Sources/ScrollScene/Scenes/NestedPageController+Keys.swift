import ScrollCore

/// The nested page's runtime keys (docs/NESTING.md "Runtime keys"): reload the page shown or every
/// page (`o`, `a`), the bottom inset the container owns (`k`), and `isScrollEnabled` (`d`).
extension NestedPageController {
    /// Whether a scene key does anything on this page (the key map lists only those).
    func handles(_ command: SceneCommand) -> Bool {
        switch command {
        case .scrollToTop, .scrollToRow, .toggleScrollEnabled, .reloadPage, .reloadAllPages: return true
        case .cycleHeaderHeight: return headerHeights.count > 1
        case .pushDetail: return edgePan != nil
        case .cycleBottomInset: return runtime.ownsBottomInset
        case .switchTechnique: return techniqueName != nil
        }
    }

    func performRuntimeKey(_ command: SceneCommand, at time: Double) {
        switch command {
        case .reloadPage: reloadCurrentPage(at: time)
        case .reloadAllPages: reloadAllPages(at: time)
        case .cycleBottomInset: cycleBottomInset(at: time)
        case .toggleScrollEnabled: cycleScrollEnabling(at: time)
        case .scrollToRow: scrollToRow(at: time)
        case .switchTechnique: switchTechnique(at: time)
        default: break
        }
    }

    /// The row J scrolls to (the last row on a shorter page).
    static let scrollTargetRow = 29

    /// "Scroll to row N" (#34 item 6): row 30 (index 29) at the list's top under the collapsed header,
    /// header and list moving together in the engine's own animation; a touch stops it.
    private func scrollToRow(at time: Double) {
        let i = page.currentPage
        let rows = runtime.rows(i)
        guard rows > 0, page.pages[i].isLoaded else { return }
        let n = min(Self.scrollTargetRow, rows - 1)
        // The header collapsed, unless the technique file's `willScrollToRow` says otherwise.
        let collapse = techniqueScroll(.willScrollToRow, collapse: page.maxCollapse).collapse
        page.scroll(toListOffset: lists[i].rowTop(n), collapse: collapse, animated: true, at: time)
        log.append(SceneState.Event(t: time, name: "scrollToRow", page: n, id: lists[i].id))
    }

    /// Seed 004's partial reload: the page shown gets its next generation (10 more rows) and the model
    /// keeps or resets its position by `keepsContentScrollPosition`.
    private func reloadCurrentPage(at time: Double) {
        let i = page.currentPage
        runtime.reload(i)
        lists[i].rowCount = runtime.rows(i)
        page.reloadPage(i, contentHeight: lists[i].contentHeight, at: time)
        log.append(SceneState.Event(t: time, name: "reloadPage", page: i, id: lists[i].id))
    }

    /// Seed 004's global reload: every page gets its next generation, by the same policy.
    private func reloadAllPages(at time: Double) {
        for i in lists.indices {
            runtime.reload(i)
            lists[i].rowCount = runtime.rows(i)
        }
        page.reloadAll(contentHeights: lists.map({ $0.contentHeight }), at: time)
        log.append(SceneState.Event(t: time, name: "reloadAllPages", page: nil, id: "pager"))
    }

    /// The container's next bottom inset (none → toolbar → keyboard → none), set on every list with
    /// seed 004's `setContentBottomInset`: offsets are kept, so the rows under the strip stay (a list
    /// resting at its very end is clamped when the inset shrinks).
    private func cycleBottomInset(at time: Double) {
        guard runtime.ownsBottomInset else { return }
        let inset = runtime.nextBottomInset()
        for i in page.pages.indices { page.setContentBottomInset(inset.height, page: i, at: time) }
        runtime.barHeight.animate(to: inset.height, at: time, parameters: BottomInsetBarView.spring)
        log.append(SceneState.Event(t: time, name: "bottomInsetDidChange", page: nil, id: "bottomInsetBar"))
    }

    /// `isScrollEnabled` on the nested page, cycled: lists off → pager off → both on. Each scroll view
    /// goes off with its pan, so a gesture in progress on it is cancelled (the content is released
    /// where it is: a list bounces back if stretched, the pager settles on the nearest page) and the
    /// next touch is not taken; the header and strip pans drive the lists and follow them. Tab taps and
    /// Home still move the content (programmatic, as UIKit allows on a disabled scroll view).
    private func cycleScrollEnabling(at time: Double) {
        runtime.scrollEnabling = runtime.scrollEnabling.next
        let listsOn = runtime.scrollEnabling != .listsOff
        let pagerOn = runtime.scrollEnabling != .pagerOff
        for d in panDrivers {
            if d.pan.name == "header.pan" || d.pan.name == "tabStrip.pan" {
                d.pan.isEnabled = listsOn && (techniqueFile?.leavesEnabled(d.pan) ?? true)  // they drive the shown page's list
            } else if d.scrollView === page.pager {
                d.setScrollEnabled(pagerOn, log: log, at: time)
            } else if page.lists.contains(where: { $0 === d.scrollView }) {
                d.setScrollEnabled(listsOn, log: log, at: time)
            }
        }
    }

    /// The toolbar or keyboard over the lists' bottom, springing to the container's inset.
    func layoutInsetBar() {
        let h = max(0, runtime.barHeight.value)
        insetBar.isHidden = h < 0.5
        insetBar.title = runtime.barTitle
        insetBar.inset = runtime.barHeight.target
        insetBar.frame = Rect(x: 0, y: page.contentBottom - h, width: viewport.width, height: h)
    }
}
