import ScrollCore

/// A rule between fields of a scene file, checked after every field passed its own row of
/// `SceneField.table`; docs/SCENES.md lists them (generated, like the field table). No Foundation:
/// the web module checks the definitions a page gives it by these rules too (`SceneDefinition.problem`).
public struct SceneRule: Sendable {
    /// The rule as the docs state it.
    public let text: String
    /// The message naming the problem, or nil when the definition keeps the rule.
    public let check: @Sendable (SceneDefinition) -> String?

    /// Every rule, in the order they are checked.
    public static let all: [SceneRule] = [
        SceneRule(text: "a `gallery` scene needs a `technique`") { d in
            d.resolvedKind == .gallery && d.technique == nil ? "a gallery scene needs a \"technique\"" : nil
        },
        SceneRule(
            text: "`tabStrip.titles` has one title per page when both are given (a tab without a page does nothing; "
                + "a `technique` scene's lists are its tree's, below)"
        ) { d in
            guard d.resolvedKind != .technique, let titles = d.tabStrip?.titles, let pages = d.pages, titles.count != pages.count
            else { return nil }
            return "tabStrip.titles: \(counted(titles.count, "title")) for \(counted(pages.count, "page")) (one title per page)"
        },
        SceneRule(text: "a `technique` scene with a pager (`appTechnique.tree.pages` ≥ 2) has one `tabStrip.titles` title per list") { d in
            guard d.resolvedKind == .technique, let titles = d.tabStrip?.titles, let technique = d.appTechnique else { return nil }
            let lists = technique.tree?.pages ?? 1
            guard lists >= 2, titles.count != lists else { return nil }
            return
                "tabStrip.titles: \(counted(titles.count, "title")) for \(lists) lists (appTechnique.tree.pages: one title per list)"
        },
        SceneRule(text: "a `cards` scene holds at most \(SceneDefinition.maximumCards) cards (each is a view with its own gestures)") { d in
            guard d.resolvedKind == .cards, let r = d.rows, r > SceneDefinition.maximumCards else { return nil }
            return "rows: a cards scene holds at most \(SceneDefinition.maximumCards) cards (each is a view with its own gestures)"
        },
        SceneRule(text: "every page gives `rows` or `sections`; with both, `rows` is the sum of the sections' rows") { d in
            for (i, p) in (d.pages ?? []).enumerated() {
                if let s = p.sections, p.rows != s.reduce(0, { $0 + $1.rows }) {
                    return "pages[\(i)].rows is \(p.rows), the sum of its sections' rows is \(s.reduce(0) { $0 + $1.rows })"
                }
            }
            return nil
        },
        SceneRule(text: "`refreshThreshold`, `refreshHold` and `refreshDuration` need `refresh` (`header` or `list`)") { d in
            let tuned = d.refreshThreshold != nil || d.refreshHold != nil || d.refreshDuration != nil
            // Spelled out: `.none` alone would be `Optional.none` here, and `"refresh": "none"` passed (a
            // warning hid that bug; warnings now fail the build).
            let placement: NestedPagePolicy.RefreshPlacement = d.refresh ?? NestedPagePolicy.RefreshPlacement.none
            return tuned && placement == NestedPagePolicy.RefreshPlacement.none
                ? "refreshThreshold, refreshHold and refreshDuration need \"refresh\"" : nil
        },
        SceneRule(
            text: "`selfSizing` is for a `list` scene of at most \(SceneDefinition.maximumSelfSizingRows) rows, `startRow` one of them"
        ) { d in
            guard let s = d.selfSizing else { return nil }
            if d.resolvedKind != .list { return "selfSizing: only a list scene has self-sizing rows" }
            let rows = d.rows ?? 200
            if rows > SceneDefinition.maximumSelfSizingRows {
                return "rows: a self-sizing list holds at most \(SceneDefinition.maximumSelfSizingRows) rows"
            }
            if let r = s.startRow, r >= max(1, rows) { return "selfSizing.startRow must name one of the rows" }
            return nil
        },
        SceneRule(text: "`chat` is for a `list` scene without `selfSizing`, `loadMoreBatch`, `snapInterval` or `sectionSize`") { d in
            guard d.chat != nil else { return nil }
            if d.resolvedKind != .list { return "chat: only a list scene is a chat" }
            if d.selfSizing != nil || d.loadMoreBatch != nil || d.snapInterval != nil || d.sectionSize != nil {
                return "chat: a chat has no selfSizing, loadMoreBatch, snapInterval or sectionSize"
            }
            return nil
        },
        SceneRule(text: "`quickReturn` is for a `list` scene without `chat` or `selfSizing`; `collapsedHeight` is at most `height`") { d in
            guard let q = d.quickReturn else { return nil }
            if d.resolvedKind != .list { return "quickReturn: only a list scene has a quick-return bar" }
            if d.chat != nil || d.selfSizing != nil { return "quickReturn: not with chat or selfSizing" }
            if let c = q.collapsedHeight, c > q.height { return "quickReturn.collapsedHeight must be at most quickReturn.height" }
            return nil
        },
        SceneRule(
            text:
                "`contentTouches` is for a `list` scene without `chat`, `quickReturn`, `selfSizing` or `stretchHeader`; `buttonRows` name its rows (any, with `loadMoreBatch`)"
        ) { d in
            guard let c = d.contentTouches else { return nil }
            if d.resolvedKind != .list || d.chat != nil || d.quickReturn != nil || d.selfSizing != nil || d.stretchHeader != nil {
                return "contentTouches: only a plain list scene has pressable rows"
            }
            let rows = d.rows ?? 200
            if d.loadMoreBatch == nil, let r = c.buttonRows?.first(where: { $0 >= rows }) {
                return "contentTouches.buttonRows: row \(r) is not one of the list's \(rows) rows"
            }
            return nil
        },
        SceneRule(
            text: "`stretchHeader` is for a `list` scene without `chat`, `selfSizing` or `quickReturn`; `collapsedHeight` at most `height`"
        ) { d in
            guard let h = d.stretchHeader else { return nil }
            if d.resolvedKind != .list { return "stretchHeader: only a list scene has a stretch header" }
            if d.chat != nil || d.selfSizing != nil || d.quickReturn != nil {
                return "stretchHeader: not with chat, selfSizing or quickReturn"
            }
            if let c = h.collapsedHeight, c > h.height { return "stretchHeader.collapsedHeight must be at most stretchHeader.height" }
            return nil
        },
        SceneRule(
            text:
                "`header` is for a `nestedPage`, `nestedPages`, `gallery` or `technique` scene (a list's are `quickReturn` and `stretchHeader`)"
        ) { d in
            // It was accepted and ignored: a list scene (no `pages`, no `kind`) showed no header at all.
            let kinds: [SceneDefinition.Kind] = [.nestedPage, .nestedPages, .gallery, .technique]
            guard d.header != nil, !kinds.contains(d.resolvedKind) else { return nil }
            return
                "header: a \(d.resolvedKind.rawValue) scene has no header (give \"pages\" for a nested page; a list's headers are quickReturn and stretchHeader)"
        },
        SceneRule(text: "`pagerLock` is for a `nestedPage` scene") { d in
            d.pagerLock != nil && d.resolvedKind != .nestedPage ? "pagerLock: only a nestedPage scene has a pager of lists" : nil
        },
        SceneRule(text: "`pagerCarousel` is for a `paging` scene") { d in
            d.pagerCarousel != nil && d.resolvedKind != .paging ? "pagerCarousel: only a paging scene has a carousel on its pages" : nil
        },
        SceneRule(
            text:
                "`outerPager` is for a `nestedPages` scene, which needs it, a `header`, a `tabStrip` and `pages`; its pages name outer tabs"
        ) { d in
            let nested = d.resolvedKind == .nestedPages
            guard let o = d.outerPager else { return nested ? "a nestedPages scene needs \"outerPager\"" : nil }
            if !nested { return "outerPager: only a nestedPages scene has an outer pager" }
            if d.header == nil || d.tabStrip == nil || d.pages == nil {
                return "a nestedPages scene needs \"header\", \"tabStrip\" and \"pages\""
            }
            if o.nestedPage >= o.titles.count { return "outerPager.nestedPage must name one of the outer tabs" }
            if let i = o.initialPage, i >= o.titles.count { return "outerPager.initialPage must name one of the outer tabs" }
            return nil
        },
        SceneRule(
            text:
                "`appTechnique` (or `techniqueFile`) is for a `technique` scene, which needs one, or a `nestedPage` or `nestedPages` scene (what C switches to); its rules compile against the scene's names (views, recognizers, types)"
        ) { d in
            let isTechnique = d.resolvedKind == .technique
            let isPage = d.resolvedKind == .nestedPage || d.resolvedKind == .nestedPages
            guard let t = d.appTechnique else {
                if d.techniqueFile != nil {
                    return isTechnique || isPage
                        ? nil : "techniqueFile: only a technique, nestedPage or nestedPages scene runs an app technique"
                }
                return isTechnique ? "a technique scene needs \"appTechnique\" or \"techniqueFile\"" : nil
            }
            if isPage { return d.nestedPageTechniqueProblem }
            if !isTechnique {
                return "appTechnique: only a technique scene (\"kind\": \"technique\") or a nested page runs an app technique"
            }
            do throws(TechniqueProgram.Failure) { _ = try TechniqueProgram.compile(t) } catch { return error.message }
            return d.rowCarouselProblem
        },
        SceneRule(
            text:
                "a nested page's own technique (`appTechnique`, `techniqueFile`) is not given with `wrongTechnique` nor `outerPager.handoff` false (each picks the built-in one: C switches to one technique)"
        ) { d in
            let own = d.techniqueFile != nil ? "techniqueFile" : d.appTechnique != nil ? "appTechnique" : nil
            guard let own, d.resolvedKind == .nestedPage || d.resolvedKind == .nestedPages else { return nil }
            if d.wrongTechnique != nil { return "wrongTechnique and \(own): give one (C switches to one technique)" }
            if d.outerPager?.handoff == false {
                return
                    "outerPager.handoff false and \(own): give one (handoff false starts the built-in inner-pager-keeps-drag; a didTurnOn rule may set pager.handoff)"
            }
            return nil
        },
        SceneRule(text: "`initialPage` and every `preload` entry name an existing page (the only page when there are no `pages`)") { d in
            let n = max(1, d.pages?.count ?? 1)
            if let i = d.initialPage, i >= n { return "initialPage must name one of the pages" }
            if d.preload?.contains(where: { $0 >= n }) == true { return "preload must name pages that exist" }
            return nil
        },
    ]
}

/// `1 title`, `3 titles`: a count and its noun, for rule messages.
private func counted(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
