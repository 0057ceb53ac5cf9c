import ScrollCore

/// `nested-pages`' runtime keys, as on every nested page (docs/NESTING.md "Runtime keys"), on the outer
/// page shown: J scrolls its list to row 30 under its collapsed headers (on the nested page: both the
/// outer and the inner one), O reloads its page shown, A every page of every outer page, D cycles
/// `isScrollEnabled` (lists off → pagers off → all on; the pagers are the outer and the inner one).
extension NestedPagesController {
    func handles(_ command: SceneCommand) -> Bool {
        switch command {
        case .scrollToTop, .switchTechnique, .scrollToRow, .toggleScrollEnabled, .reloadPage, .reloadAllPages: return true
        default: return false
        }
    }

    func perform(_ command: SceneCommand, at time: Double) {
        switch command {
        case .scrollToTop: scrollToTop(at: time)
        case .switchTechnique: switchTechnique(at: time)
        case .scrollToRow: scrollToRow(at: time)
        case .reloadPage: reloadShownPage(at: time)
        case .reloadAllPages: reloadAllPages(at: time)
        case .toggleScrollEnabled: cycleScrollEnabling(at: time)
        default: break
        }
    }

    /// J: the shown outer page's list to row 30 (index 29; the last on a shorter page) at its top, every
    /// header above it collapsed — the chain's own animation, header and list together.
    func scrollToRow(at time: Double) {
        let j = outerIndex
        let m = models[j]
        let i = m.currentPage
        let rows = runtimes[j].rows(i)
        guard rows > 0, m.pages[i].isLoaded else { return }
        let n = min(NestedPageController.scrollTargetRow, rows - 1)
        m.scroll(toListOffset: lists[j][i].rowTop(n), collapse: m.maxCollapse, animated: true, at: time)
        log.append(SceneState.Event(t: time, name: "scrollToRow", page: n, id: lists[j][i].id))
    }

    /// O: the shown outer page's page shown gets its next generation (10 more rows), position kept.
    func reloadShownPage(at time: Double) {
        let j = outerIndex
        let m = models[j]
        let i = m.currentPage
        runtimes[j].reload(i)
        lists[j][i].rowCount = runtimes[j].rows(i)
        m.reloadPage(i, contentHeight: lists[j][i].contentHeight, at: time)
        log.append(SceneState.Event(t: time, name: "reloadPage", page: i, id: lists[j][i].id))
    }

    /// A: every page of every outer page reloads, by the same policy.
    func reloadAllPages(at time: Double) {
        for (j, m) in models.enumerated() {
            for (i, l) in lists[j].enumerated() {
                runtimes[j].reload(i)
                l.rowCount = runtimes[j].rows(i)
            }
            m.reloadAll(contentHeights: lists[j].map({ $0.contentHeight }), at: time)
        }
        log.append(SceneState.Event(t: time, name: "reloadAllPages", page: nil, id: "outer.pager"))
    }

    /// D: lists off (their pans and the header pans that drive them) → pagers off (outer and inner) →
    /// all on. Each scroll view goes off with its pan, so a gesture on it is cancelled; logged per view.
    func cycleScrollEnabling(at time: Double) {
        scrollEnabling = scrollEnabling.next
        let listsOn = scrollEnabling != .listsOff
        let pagersOn = scrollEnabling != .pagerOff
        let chains = models.flatMap { $0.lists }
        for case let d as ScrollViewPanDriver in drivers {
            if Self.headerPans.contains(d.pan.name) {
                d.pan.isEnabled = listsOn
            } else if d.scrollView === outerPager {
                d.setScrollEnabled(pagersOn, log: log, at: time)
            } else if chains.contains(where: { $0 === d.scrollView }) {
                d.setScrollEnabled(listsOn, log: log, at: time)
            }
        }
        let inner = nested.pager
        guard inner.isScrollEnabled != pagersOn else { return }
        handoff.pan.isEnabled = pagersOn
        inner.isScrollEnabled = pagersOn
        log.append(SceneState.Event(t: time, name: pagersOn ? "scrollEnabled" : "scrollDisabled", page: nil, id: inner.id))
    }

    /// The badge while the inner pager keeps the drag (C, or `outerPager.handoff` false), as on every
    /// bug-class scene; made on first need (an at-rest golden has none).
    func updateTechniqueBadge() {
        let own = ownTechniqueName
        let on = own != nil ? techniqueFile?.isOn ?? false : handoff.policy == .never
        guard on || techniqueBadge != nil else { return }
        let badge = techniqueBadge ?? NestedPageController.techniqueBadge(viewport: viewport, safeArea: safeArea)
        if techniqueBadge == nil {
            techniqueBadge = badge
            root.addSubview(badge)
        }
        badge.isHidden = !on
        let name = own ?? NestedPageTechnique.innerPagerKeepsDrag.rawValue
        badge.text = NestedPageController.techniqueBadgeText(name, badgeWidth: badge.frame.width)
    }

    /// The pans that drive a chain from a header or strip (they follow the lists' D).
    static let headerPans: Set<String> = ["header.pan", "outer.tabStrip.pan", "innerHeader.pan", "tabStrip.pan"]
}
