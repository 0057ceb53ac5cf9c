import ScrollCore

extension SceneField {
    /// The rows of `appTechnique` (docs/TECHNIQUES.md): its variables and rules. Conditions and values
    /// are expression texts, checked against the scene's names by `SceneRule` after these rows.
    static let techniqueRows: [SceneField] = [
        SceneField(
            "appTechnique", .object,
            "`technique`, `nestedPage` (what C switches to, not with `wrongTechnique`): the app's gesture and scroll rules as data, run by the real arena and scroll views ([TECHNIQUES.md](TECHNIQUES.md))"
        ),
        SceneField(
            "techniqueFile", .id,
            "`technique`, `nestedPage`: a technique file giving `appTechnique`: `techniques/ID.json` in the scene file's folder or its parent (not with `appTechnique`)"
        ),
        SceneField("appTechnique.name", .id, "the technique's name"),
        SceneField("appTechnique.tree", .object, "the views the scene builds (absent: the outer view and one list)"),
        SceneField(
            "appTechnique.tree.pages", .int(1...AppTechnique.maximumPages),
            "lists side by side in a horizontal pager (`pager`, `page.N.list`); 1: no pager"),
        SceneField("appTechnique.tree.carousel", .bool, "a paging banner carousel in the header (`carousel`)"),
        SceneField(
            "appTechnique.tree.rowCarousel", .object,
            "a horizontal collection view in a row of each list (`list.row.R.carousel`, `page.N.list.row.R.carousel`): free-scrolling, its own pan"
        ),
        SceneField(
            "appTechnique.tree.rowCarousel.row", .int(0...AppTechnique.maximumCarouselRow), required: true,
            "the row (0-based) that holds it; the list must have it"),
        SceneField(
            "appTechnique.tree.rowCarousel.page", .int(0...(AppTechnique.maximumPages - 1)),
            "only this page's list (absent: every list); one of `pages`"),
        SceneField(
            "appTechnique.tree.rowCarousel.isPagingEnabled", .bool, default: .bool(false),
            "UIScrollView's `isPagingEnabled` (default false)"),
        SceneField(
            "appTechnique.tree.nestedPager", .object,
            "a page of the pager holding its own pager of lists (`page.P.pager`, `page.P.page.K.list`); needs `pages` ≥ 2"),
        SceneField(
            "appTechnique.tree.nestedPager.page", .int(0...(AppTechnique.maximumPages - 1)), required: true,
            "the page that holds it; one of `pages`"),
        SceneField(
            "appTechnique.tree.nestedPager.pages", .int(2...AppTechnique.maximumPages), required: true,
            "its lists (the page's own list is its first)"),
        SceneField("appTechnique.state", .array(0...16, noun: "variables"), "named numbers the rules read (`state.NAME`) and set"),
        SceneField("appTechnique.state[]", .object, "one variable"),
        SceneField("appTechnique.state[].name", .id, required: true, "its name (letters, digits, `_`)"),
        SceneField(
            "appTechnique.state[].value", .number(-1e9...1e9, unit: "(no unit)"), default: .number(0), "its starting value (default 0)"),
        SceneField("appTechnique.rules", .array(0...AppTechnique.maximumRules, noun: "rules"), "the rules, asked in file order"),
        SceneField("appTechnique.rules[]", .object, "one rule"),
        SceneField("appTechnique.rules[].name", .id, required: true, "named in the arena log and the events"),
        SceneField(
            "appTechnique.rules[].on", .choice(AppTechnique.Event.allCases.map { $0.rawValue }), required: true,
            "the delegate question (`shouldBegin` … `shouldBeRequiredToFailBy`) or scroll event (`willBeginDragging` … `didEndDecelerating`); a nested page's technique file: `didTurnOn` / `didTurnOff` (C), `didLoadRows` (a list's late rows), `willScrollToRow` / `willScrollToTop` (its programmatic scrolls)"
        ),
        SceneField(
            "appTechnique.rules[].recognizer", .text,
            "recognizer rules: the recognizer asked (`VIEW.pan` of a view of the tree, `list.longPress`, `tabStrip.tap`, `tabStrip.pan`)"),
        SceneField("appTechnique.rules[].other", .text, "pair rules: the other recognizer (`*`: every other)"),
        SceneField(
            "appTechnique.rules[].view", .text, "scroll-event rules: the scroll view (`outer`, `list`, `page.N.list`, `pager`, `carousel`)"),
        SceneField("appTechnique.rules[].when", .text, "a condition (expression language); absent: always"),
        SceneField(
            "appTechnique.rules[].answer", .bool, default: .bool(false),
            "`shouldBegin` / `shouldReceive`: the answer when `when` holds (default false)"),
        SceneField("appTechnique.rules[].set", .array(1...8, noun: "assignments"), "scroll-event rules: what to set, in order"),
        SceneField("appTechnique.rules[].set[]", .object, "one assignment"),
        SceneField(
            "appTechnique.rules[].set[].property", .text, required: true,
            "`VIEW.offset.y`, `VIEW.isScrollEnabled`, `VIEW.bounces`, `VIEW.showsIndicator`, `target.y`, `state.NAME` …"),
        SceneField("appTechnique.rules[].set[].value", .text, required: true, "an expression of the property's type"),
    ]
}
