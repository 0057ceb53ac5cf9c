import ScrollCore

extension SceneField {
    static let points = "points"

    /// Every field a scene file may hold — the one table the loader checks and docs/SCENES.md shows.
    /// A field not in it is an error ("unknown field", with the nearest known name).
    public static let table: [SceneField] = tableBeforeTechniques + techniqueRows

    /// The rows before `appTechnique`'s (`SceneField+Technique`).
    static let tableBeforeTechniques: [SceneField] = [
        SceneField("id", .id, required: true, "the scene's id (`--scene ID`, the trace header)"),
        SceneField("title", .text, required: true, "shown in `--list-scenes`, the picker and the window title"),
        SceneField("order", .int(-1_000_000...1_000_000), "sort key in `--list-scenes` and for the 1–9 keys; ties break by id"),
        SceneField(
            "kind", .choice(SceneDefinition.Kind.allCases.map { $0.rawValue }),
            "what the scene is built around; default `nestedPage` when `pages` is given, else `list`"),
        SceneField("header", .object, "the header above the tab strip"),
        SceneField("header.height", .number(0...2000, unit: points), required: true, "header height including the status bar area"),
        SceneField("header.title", .text, "the header's title"),
        SceneField("header.subtitle", .text, "the line under the title"),
        SceneField("header.zoom", .bool, default: .bool(false), "the cover zooms when pulled down instead of stretching"),
        SceneField("header.fixed", .bool, default: .bool(false), "the header never collapses"),
        SceneField("header.alternateHeights", .array(0...16, noun: "heights"), "heights the `e` key cycles through"),
        SceneField("header.alternateHeights[]", .number(0...2000, unit: points), "one height"),
        SceneField("header.lines", .array(0...4, noun: "lines"), "lines of text under the subtitle (a bio, a location)"),
        SceneField("header.lines[]", .text, "one line"),
        SceneField(
            "header.button", .text, "a button's title (`Follow`), beside the title; a tap logs `headerButton` in the state's events"),
        SceneField("header.avatar", .object, default: .object([:]), "the avatar (default: 64 pt, left)"),
        SceneField("header.avatar.size", .number(16...200, unit: points), default: .number(64), "its diameter"),
        SceneField(
            "header.avatar.position", .choice(HeaderView.AvatarPosition.allCases.map { $0.rawValue }), default: .string("left"),
            "its place; `center` centres the titles under it"),
        SceneField(
            "header.image", .id,
            "a PNG in the assets' `images/` folder (`NAME` for `images/NAME.png`; SCROLLLAB_ASSETS), drawn over the cover; missing: magenta"
        ),
        SceneField(
            "header.snapThreshold", .number(0...1, unit: "of the collapse"),
            "header snap: a release leaving the header part-way settles it collapsed from this fraction of the way on, else expanded"),
        SceneField(
            "header.quickReturn", .bool,
            "quick return: the header takes the motion first both ways, so it comes back on any upward scroll from any depth; the strip stays sticky"
        ),
        SceneField(
            "header.carousel", .flagOrObject,
            "a paging banner under the status bar, above the title and avatar: horizontal drags page it, vertical drags move header and list; `true` or options"
        ),
        SceneField("header.carousel.count", .int(1...50), "banners (pages); default 9"),
        SceneField("header.carousel.height", .number(40...600, unit: points), "the banner's height (default 120)"),
        SceneField("header.carousel.fullWidth", .bool, "edge to edge (default false: 16 pt margins, rounded banners)"),
        SceneField(
            "header.carousel.autoScrollInterval", .number(0.5...3600, unit: "seconds"),
            "advances one page every interval of simulated time (none by default); paused while a finger is down, resumed a whole interval after lift"
        ),
        SceneField("tabStrip", .object, "the tab strip under the header"),
        SceneField("tabStrip.height", .number(0...500, unit: points), required: true, "the strip's height"),
        SceneField("tabStrip.titles", .array(0...50, noun: "tabs"), required: true, "one title per page"),
        SceneField("tabStrip.titles[]", .text, "a tab title"),
        SceneField(
            "tabStrip.style", .choice(TabStripView.Style.allCases.map { $0.rawValue }), default: .string("default"),
            "`default` underline, `pill` capsule tracking the pager, `stretch` underline stretching between tabs"),
        SceneField("pages", .array(1...50, noun: "pages"), "the pager's pages (nested page, paging, gallery)"),
        SceneField("pages[]", .object, "one page"),
        SceneField("pages[].rows", .int(0...10_000_000), "rows in the page's list (required unless `sections` gives them)"),
        SceneField("pages[].rowTitle", .text, "the rows' title prefix (default: the tab title)"),
        SceneField("pages[].carouselEvery", .int(1...100_000), "every n-th row is a horizontal carousel (three-level nesting)"),
        SceneField(
            "pages[].rowHeights", .array(1...64, noun: "heights"), "this page's row heights, repeated down its list (over the scene's)"),
        SceneField("pages[].rowHeights[]", .number(8...2000, unit: points), "one row height"),
        SceneField("pages[].sections", .array(1...1000, noun: "sections"), "titled sections with sticky headers (under the tab strip)"),
        SceneField("pages[].sections[]", .object, "one section"),
        SceneField("pages[].sections[].title", .text, "its header's title (default `Section N`)"),
        SceneField("pages[].sections[].rows", .int(0...10_000_000), required: true, "its rows"),
        SceneField(
            "pages[].empty", .text, default: .string("Nothing here yet"),
            "what the page shows when it has no rows (default `Nothing here yet`)"),
        SceneField("rows", .int(0...10_000_000), "rows of a `list` scene, cards of a `cards` scene"),
        SceneField("rowHeight", .number(8...2000, unit: points), default: .number(72), "the lists' row height (default 72)"),
        SceneField("rowHeights", .array(1...64, noun: "heights"), "variable heights repeated down every list; overrides `rowHeight`"),
        SceneField("rowHeights[]", .number(8...2000, unit: points), "one row height"),
        SceneField(
            "refresh", .choice(NestedPagePolicy.RefreshPlacement.allCases.map { $0.rawValue }), default: .string("none"),
            "pull-to-refresh placement (default `none`)"
        ),
        SceneField(
            "refreshThreshold", .number(8...500, unit: points), default: .number(64),
            "pull past this to refresh (default 64); the spinner's spokes fill up to it"
        ),
        SceneField(
            "refreshHold", .number(0...500, unit: points), default: .number(56),
            "the height the content is held at while refreshing (default 56)"),
        SceneField("refreshDuration", .number(0.1...60, unit: "seconds"), default: .number(1.2), "how long a refresh lasts (default 1.2)"),
        SceneField(
            "stickyOffset", .number(0...2000, unit: points),
            "where the strip sticks (default: the safe area top — the status bar — or the navigation bar's bottom)"),
        SceneField("navigationBar", .bool, default: .bool(false), "a navigation bar that fades in as the header collapses"),
        SceneField(
            "bottomTabBar", .bool, default: .bool(false), "nested pages: a bottom tab bar (49 pt + the safe area's bottom) under the lists"),
        SceneField(
            "homeIndicator", .bool, default: .bool(false),
            "nested pages: the home indicator (134 × 5 pt, 8 pt above the bottom) over the content where the device has one (not the SE)"),
        SceneField(
            "contentInsetAdjustmentBehavior", .choice(SceneDefinition.ContentInsetAdjustment.allCases.map { $0.rawValue }),
            "nested pages: `automatic` (default, UIKit's): lists reaching the screen's bottom end the safe area's bottom higher; `never`: under the home indicator; a trace whose scene does not say replays `never`"
        ),
        SceneField(
            "edgePolicy", .choice(PhotoEdgePolicy.allCases.map { $0.rawValue }), default: .string("chain"),
            "`photoBrowser`: a drag at a zoomed photo's edge — `chain` (iOS Photos, default), `newSwipe`, `flingOnly`, `lockedWhileZoomed`, or the presets `photoView` (Android) and `photoViewFlutter` ([GALLERY.md](GALLERY.md))"
        ),
        SceneField("backGesture", .bool, default: .bool(false), "a detail page pushed over the scene that a left-edge swipe pops"),
        SceneField(
            "feel", .choice(Feel.presets.map { $0.name }), default: .string("ios"),
            "the scroll physics preset ([FEEL.md](FEEL.md)); default `ios`; `--feel` overrides"),
        SceneField("bounces", .bool, default: .bool(true), "rubber band and bounce (default true)"),
        SceneField("initialPage", .int(0...49), "the page shown at start"),
        SceneField("preload", .array(0...50, noun: "pages"), "pages loaded at start besides the initial one"),
        SceneField("preload[]", .int(0...49), "a page index"),
        SceneField("keepsContentScrollPosition", .bool, "nested-page policy ([NESTING.md](NESTING.md))"),
        SceneField("extendsShortListScrollRange", .bool, "nested-page policy ([NESTING.md](NESTING.md))"),
        SceneField("headerDragInertia", .bool, "nested-page policy ([NESTING.md](NESTING.md))"),
        SceneField("headerDragPages", .bool, "nested-page policy ([NESTING.md](NESTING.md))"),
        SceneField("snapInterval", .number(1...100_000, unit: points), "`list`: landings snap to multiples"),
        SceneField(
            "sectionSize", .int(1...100_000),
            "`list` and nested pages: rows per sticky section (in a nested page the headers stick under the tab strip)"),
        SceneField(
            "bottomInsets", .array(0...8, noun: "insets"),
            "nested pages: the bottom insets K cycles through after none (the container owns them)"),
        SceneField("bottomInsets[]", .object, "one inset"),
        SceneField("bottomInsets[].height", .number(0...2000, unit: points), required: true, "the inset"),
        SceneField("bottomInsets[].title", .text, "what it stands for (a toolbar, a keyboard)"),
        SceneField("loadMoreBatch", .int(1...100_000), "`list`: rows appended whenever the offset comes within 600 pt of the end"),
        SceneField("loadDelay", .number(0...60, unit: "seconds"), "nested pages: a page's rows arrive this long after it starts loading"),
        SceneField("selfSizing", .object, "`list`: rows laid out at an estimate take their real height when first shown"),
        SceneField("selfSizing.estimatedHeight", .number(8...2000, unit: points), required: true, "the height rows are laid out at"),
        SceneField(
            "selfSizing.startRow", .int(0...9_999), default: .number(0),
            "the row the list opens at (rows above it are estimates); default 0"),
        SceneField(
            "selfSizing.anchoring", .bool, default: .bool(true),
            "scroll anchoring (default true): a resize above the viewport keeps what is shown"),
        SceneField(
            "chat", .object,
            "`list`: a chat opening at its newest message (the bottom): older messages load above as the top comes within 600 pt, new ones arrive below; `rows` are those loaded at start"
        ),
        SceneField("chat.older", .int(0...100_000), default: .number(200), "older messages there are to load (default 200)"),
        SceneField("chat.batch", .int(1...1000), default: .number(20), "messages per load (default 20)"),
        SceneField(
            "chat.loadDelay", .number(0...60, unit: "seconds"), default: .number(0.5), "from the trigger to the rows' arrival (default 0.5)"
        ),
        SceneField(
            "chat.messageEvery", .number(0.1...3600, unit: "seconds"), "a new message arrives at the bottom every interval (default: never)"
        ),
        SceneField(
            "chat.inverted", .bool, default: .bool(false),
            "React Native's inverted list: the platform keeps the offset from the bottom (an older load needs no correction, a new message does); default false"
        ),
        SceneField(
            "quickReturn", .object,
            "`list`: an app bar under the status bar that leaves as the list scrolls down and comes back (quick return)"),
        SceneField("quickReturn.height", .number(8...400, unit: points), required: true, "the bar's height"),
        SceneField(
            "quickReturn.mode", .choice(SceneDefinition.QuickReturn.Mode.allCases.map { $0.rawValue }), default: .string("enterAlways"),
            "`enterAlways` (default: re-enters on any upward scroll), `enterAlwaysCollapsed` (re-enters to `collapsedHeight`, the rest with the list's top), `exitUntilCollapsed` (stays at `collapsedHeight`)"
        ),
        SceneField("quickReturn.collapsedHeight", .number(0...400, unit: points), "see `mode`; default half the height"),
        SceneField("quickReturn.snap", .bool, "a bar left part-way when the list comes to rest settles shown or hidden, the nearer"),
        SceneField(
            "contentTouches", .object,
            "`list`: pressable rows — a highlight after the feel's `contentTouchDelay` + `pressDelay`, a tap selects, a drag cancels, a tap on a moving list selects nothing (docs/FEEL.md \"Content touches\")"
        ),
        SceneField(
            "contentTouches.delaysContentTouches", .bool, default: .bool(true),
            "UIKit's switch: false drops the feel's `contentTouchDelay` (default true)"),
        SceneField(
            "contentTouches.canCancelContentTouches", .bool, default: .bool(true),
            "false: a press the content saw keeps the touch, nothing scrolls (default true)"),
        SceneField(
            "contentTouches.buttonRows", .array(0...64, noun: "rows"), "rows (0-based) holding a button a drag cannot cancel (a UIControl)"),
        SceneField("contentTouches.buttonRows[]", .int(0...10_000_000), "one row"),
        SceneField(
            "stretchHeader", .object,
            "`list`: a collapsing header (collapses first on the way up, expands with the list's top) for Android 12's stretch overscroll; C: the stretch eats the pre-scroll"
        ),
        SceneField("stretchHeader.height", .number(8...600, unit: points), required: true, "the header's expanded height"),
        SceneField(
            "stretchHeader.collapsedHeight", .number(0...600, unit: points), default: .number(56),
            "the part that stays collapsed (default 56)"),
        SceneField(
            "pagerLock", .object,
            "nested pages: who owns a diagonal drag on a list — the pager within `angle` of the horizontal past `pagerSlop`, else the list past `listSlop`"
        ),
        SceneField(
            "pagerLock.preset", .choice(SceneDefinition.PagerLock.Preset.allCases.map { $0.rawValue }), default: .string("uikit"),
            "`uikit` (default: 45°, 10/10 pt), `viewpager` (26.57°: dx > 2·dy, paging slop 16, list 8), `compose` (45°, 8/8)"),
        SceneField("pagerLock.angle", .number(1...89, unit: "degrees"), "the pager's cone from the horizontal, over the preset's"),
        SceneField("pagerLock.pagerSlop", .number(1...100, unit: points), "how far a drag moves before the pager takes it"),
        SceneField("pagerLock.listSlop", .number(1...100, unit: points), "how far a drag moves before a list takes it"),
        SceneField("pagerCarousel", .object, "`paging`: a horizontal carousel on every page (y 140–320)"),
        SceneField("pagerCarousel.tiles", .int(1...200), default: .number(10), "tiles per carousel (120 pt each); default 10"),
        SceneField(
            "pagerCarousel.leftover", .choice(SceneDefinition.PagerCarousel.Leftover.allCases.map { $0.rawValue }),
            default: .string("keep"),
            "where a carousel's leftover goes — the drag past its end, the velocity a fling reaches it with: `keep` (default: the carousel rubber-bands) or `pager` (the pager moves, flings, pages)"
        ),
        SceneField(
            "outerPager", .object,
            "`nestedPages`: an outer header, strip and pager around the nested page the scene declares (its other pages: plain lists)"),
        SceneField(
            "outerPager.headerHeight", .number(0...2000, unit: points), required: true, "the outer header's height including the status bar"
        ),
        SceneField("outerPager.title", .text, "the outer header's title (default: the scene's title)"),
        SceneField("outerPager.stripHeight", .number(0...500, unit: points), required: true, "the outer tab strip's height"),
        SceneField("outerPager.titles", .array(2...10, noun: "tabs"), required: true, "one title per outer page"),
        SceneField("outerPager.titles[]", .text, "an outer tab's title"),
        SceneField("outerPager.nestedPage", .int(0...9), required: true, "the outer page that holds the nested page"),
        SceneField("outerPager.rows", .int(0...100_000), default: .number(60), "rows of each plain outer page (default 60)"),
        SceneField("outerPager.initialPage", .int(0...9), "the outer page shown at start (default: the nested one)"),
        SceneField(
            "outerPager.handoff", .bool, default: .bool(true),
            "the inner pager hands a drag past its edge to the outer pager (default true; false or `C`: it keeps it and rubber-bands)"),
        SceneField("dependsOnNeverFailing", .bool, "`list`: the list's pan requires a navigation-bar recognizer to fail that never can"),
        SceneField(
            "technique", .choice(GalleryTechnique.allCases.map({ $0.rawValue })),
            "`gallery`: the app technique; `C` swaps in ScrollLab's chain ([GALLERY.md](GALLERY.md))"),
        SceneField(
            "wrongTechnique", .choice(NestedPageTechnique.allCases.map({ $0.rawValue })),
            "nested pages: the common technique `C` switches to, bug included ([GALLERY.md](GALLERY.md)); `header.snapThreshold` alone: `snap-by-position`; a technique file where `Assets/techniques/NAME.json` is one ([TECHNIQUES.md](TECHNIQUES.md))"
        ),
        SceneField(
            "assertions", .array(0...1000, noun: "assertions"),
            "conditions `scrolllab check` runs for every trace replayed on this scene, beside a trace's `NAME.assert.json` ([CHECK.md](CHECK.md#assertions-in-a-scene))"
        ),
        SceneField("assertions[]", .assertion, "one assertion: `name`, one scope, one rule"),
    ]

    /// The rows by path.
    public static let byPath: [String: SceneField] = Dictionary(uniqueKeysWithValues: table.map { ($0.path, $0) })

    /// The rows directly inside `parent` ("" for the top level), in table order.
    static func children(of parent: String) -> [SceneField] { childrenByParent[parent] ?? [] }

    /// `children(of:)` for every parent, made once: the check asks for every object of a file (#46:
    /// filtering the table each time was 62 % of loading a 969 KB scene file).
    static let childrenByParent: [String: [SceneField]] = Dictionary(
        grouping: table.filter { $0.name != "[]" }, by: { $0.parent })

    /// The names whose values are whole numbers, for `JSONNumberCheck`.
    public static let wholeNumberNames: Set<String> = Set(
        table.compactMap { f in
            guard case .int = f.kind else { return nil }
            return f.name == "[]" ? String(f.parent.split(separator: ".").last ?? "") : f.name
        })
}
