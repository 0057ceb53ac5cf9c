import ScrollCore
import ScrollDraw

/// The C key on a nested page (#34's comparisons, docs/GALLERY.md "Bug classes from the issue
/// trackers"): the scene's wrong technique (`NestedPageTechnique`) and back to ScrollLab, switched in
/// place — whatever runs goes on, and the next decision the technique makes is the wrong one. While it
/// runs a badge at the bottom names it, and the state's `gallery` says which runs.
extension NestedPageController {
    /// The scene's `wrongTechnique`, else snap by position on a snapping header, else none; none when
    /// the scene gives its own technique (`appTechnique`: it replaces them).
    static func technique(for def: SceneDefinition) -> NestedPageTechnique? {
        guard def.appTechnique == nil else { return nil }
        return def.wrongTechnique ?? (def.header?.snapThreshold != nil ? .snapByPosition : nil)
    }

    /// The wrong technique C switches to.
    var technique: NestedPageTechnique? { Self.technique(for: definition) }

    static func techniqueBadge(viewport: Size, safeArea: EdgeInsets) -> Label {
        let badge = Label(
            id: "technique.badge", text: "",
            frame: Rect(
                x: safeArea.left + 12, y: viewport.height - safeArea.bottom - 36,
                width: viewport.width - 24 - safeArea.left - safeArea.right, height: 28),
            fontSize: 13, color: .white, alignment: .center, weight: .bold)
        badge.backgroundColor = Color(hex: 0xC93400).withAlpha(0.85)
        badge.cornerRadius = 14
        badge.isUserInteractionEnabled = false  // a touch on it reaches the list under it
        return badge
    }

    /// The badge's text for technique `name`, one writer for every scene with a technique badge:
    /// `app technique: NAME · C: ScrollLab` when that fits the badge (`badgeWidth`, about 8 pt a
    /// character of its 13 pt bold type: 46 characters on a 393 pt phone), else without the prefix, and a
    /// name longer than even that ends in `…`, so a user's long technique name never runs off the pill.
    static func techniqueBadgeText(_ name: String, badgeWidth: Double) -> String {
        let prefix = "app technique: "
        let suffix = " · C: ScrollLab"
        let room = max(8, Int(badgeWidth / 8) - suffix.count)
        if prefix.count + name.count <= room { return "\(prefix)\(name)\(suffix)" }
        if name.count <= room { return "\(name)\(suffix)" }
        return "\(String(name.prefix(room - 1)))…\(suffix)"
    }

    /// C: the wrong technique on, or off again; logged (`snapByPosition`/`snapByLanding`,
    /// `resetOnLoad`/`keepOnLoad`, `listScrollTo`/`containerScrollTo`).
    func switchTechnique(at time: Double) {
        guard let t = technique else {
            // The scene's own technique: `switchedToTechnique` / `switchedToChain`, id its name.
            guard let name = techniqueName else { return }
            setWrongTechnique(!wrongTechniqueOn)
            return log.append(
                SceneState.Event(t: time, name: wrongTechniqueOn ? "switchedToTechnique" : "switchedToChain", page: nil, id: name))
        }
        setWrongTechnique(!wrongTechniqueOn)
        let name: String
        switch t {
        case .snapByPosition:
            name = wrongTechniqueOn ? "snapByPosition" : "snapByLanding"
        case .resetOnLoad:
            name = wrongTechniqueOn ? "resetOnLoad" : "keepOnLoad"
        case .listScrollTo:
            name = wrongTechniqueOn ? "listScrollTo" : "containerScrollTo"
        case .innerPagerKeepsDrag:
            return  // nested-pages' own controller
        case .carouselSimultaneous, .headerTakesNoDrags, .fixedAngle:
            let name = wrongTechniqueOn ? "switchedToTechnique" : "switchedToChain"
            return log.append(SceneState.Event(t: time, name: name, page: nil, id: t.rawValue))
        }
        log.append(SceneState.Event(t: time, name: name, page: nil, id: t == .listScrollTo ? lists[page.currentPage].id : "header"))
    }

    /// Puts the technique on or off (C, and rotation carrying it), with its badge.
    func setWrongTechnique(_ on: Bool) {
        guard let name = techniqueName else { return }
        wrongTechniqueOn = on
        if technique != .innerPagerKeepsDrag {  // nested-pages' own controller runs that one
            // Technique files, from the next touch, release, arrival or scroll key.
            if on { techniqueFile?.turnOn(at: now) } else { techniqueFile?.turnOff(at: now) }
            applyHeaderPansEnabled()
            applyPagerLockSlops()  // the pans' rule reads `pagerLockOn` at each decision
        }
        guard on || techniqueBadge != nil else { return }
        let badge = techniqueBadge ?? Self.techniqueBadge(viewport: viewport, safeArea: safeArea)
        if techniqueBadge == nil {
            techniqueBadge = badge
            root.addSubview(badge)
        }
        badge.isHidden = !on
        badge.text = Self.techniqueBadgeText(name, badgeWidth: badge.frame.width)
    }

    func scrollToTop(at time: Double) {
        // The container's scroll to top, unless the technique file's `willScrollToTop` sets the collapse.
        let own = techniqueScroll(.willScrollToTop, collapse: 0)
        guard own.isSet else { return page.scrollToTop(at: time) }
        listScrollToTop(collapse: own.collapse, at: time)
    }

    /// The app's own "scroll to top" (a technique file's `willScrollToTop` set the collapse): the inner
    /// list's `setContentOffset(.zero, animated: true)`, the header going to `collapse`.
    func listScrollToTop(collapse: Double, at time: Double) {
        page.scroll(toListOffset: 0, collapse: collapse, animated: true, at: time)
        log.append(SceneState.Event(t: time, name: "scrollToTop", page: nil, id: lists[page.currentPage].id))
    }

    /// The names a technique file's rules give this page's recognizers (`NAME.pan`), in order.
    var techniqueNames: [String] { Self.techniqueNames(for: definition) }

    /// The scene's own technique (`appTechnique`), else its wrong technique's built-in file
    /// (`Assets/techniques/NAME.json`), compiled against this page's recognizers, or nil (none).
    func makeTechniqueFile() -> TechniqueAttachment? {
        guard let file = runningTechniqueFile, let program = try? TechniqueProgram.compile(file, host: Self.techniqueViews(for: definition))
        else { return nil }
        let drivers = techniqueNames.map { n -> ScrollViewPanDriver? in
            n == "header.carousel" ? headerCarousel?.driver : panDrivers.first { $0.pan.name == n + ".pan" }
        }
        let lock: (get: () -> Bool, set: (Bool) -> Void) = (
            get: { [unowned self] in self.pagerLockOn }, set: { [unowned self] on in self.pagerLockOn = on }
        )
        return TechniqueAttachment(
            program: program, recognizers: drivers.map { $0?.pan }, drivers: drivers, hostProperties: [lock],
            header: { [unowned self] in self.headerValue($0) },
            layOutList: { [unowned self] v, y in
                if let i = self.lists.firstIndex(where: { $0.id == self.techniqueNames[v] }) { self.page.layOutList(i, atOffset: y) }
            })
    }

    /// A programmatic scroll's header collapse (`collapse` by default) as the technique file's
    /// `willScrollToRow` / `willScrollToTop` rules of `header` leave it, and whether one set it.
    func techniqueScroll(_ on: AppTechnique.Event, collapse: Double) -> (collapse: Double, isSet: Bool) {
        guard let file = techniqueFile, let v = file.program.views.view("header") else { return (collapse, false) }
        let r = file.willScroll(on, view: v, target: Point(x: 0, y: collapse))
        return (r.target.y, r.isSet)
    }

    /// Page `i`'s rows arrived late: the technique file's `didLoadRows` rules of `page.i.list`.
    func nestedPage(_ page: NestedPage, didLoadRowsOf i: Int) {
        guard let file = techniqueFile, lists.indices.contains(i), let v = file.program.views.view(lists[i].id) else { return }
        file.didLoadRows(view: v)
    }

    /// The header's quantities a technique file reads (`header.collapse` …): the page's collapse
    /// model, `maxCollapse` the shown page's limit (what a snap settles at).
    func headerValue(_ q: TechniqueQuantity.Header) -> ExpressionValue {
        switch q {
        case .height: .number(page.headerHeight)
        case .collapse: .number(page.restingCollapse)
        case .maxCollapse: .number(page.collapseLimit(page.currentPage))
        case .isStuck: .boolean(page.isStuck)
        }
    }

    /// A release that would leave the header part-way (`header.snapThreshold`): the technique file's
    /// `willEndDragging` rules of `header` may move the collapse the snap decides on (`target.y`).
    func nestedPage(_ page: NestedPage, willSnapHeaderAt collapse: Double, landing: Double, velocity: Double) -> Double {
        guard let file = techniqueFile, let v = file.program.views.view("header") else { return landing }
        return file.willEndDragging(view: v, velocity: Point(x: 0, y: velocity), target: Point(x: 0, y: landing)).y
    }

    /// The header's and strip's pans drive the lists: on while the lists scroll (D) and the technique
    /// file leaves them enabled.
    func applyHeaderPansEnabled() {
        let listsOn = runtime.scrollEnabling != .listsOff
        for d in panDrivers where d.pan.name == "header.pan" || d.pan.name == "tabStrip.pan" {
            d.pan.isEnabled = listsOn && (techniqueFile?.leavesEnabled(d.pan) ?? true)
        }
    }

    /// The state's `gallery`: which technique the scene compares and whether it runs — once C has been
    /// pressed (before that ScrollLab runs, and the state is as it always was).
    func writeTechnique(into state: inout SceneState) {
        writeOwnTechnique(into: &state)
        guard let t = technique, techniqueBadge != nil else { return }
        state.gallery = SceneState.Gallery(
            technique: t.rawValue, running: wrongTechniqueOn ? "technique" : "chain", bug: t.bug, source: t.source)
    }
}
