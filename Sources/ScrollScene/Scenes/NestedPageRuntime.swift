/// What keys change on a nested page at runtime (docs/NESTING.md "Runtime keys"): each page's rows and
/// reload generation (`o`, `a`), the bottom inset the container owns (`k`), and which of its scroll
/// views have scrolling enabled (`d`).
final class NestedPageRuntime {
    /// Which scroll views of the nested page scroll (`isScrollEnabled`); `d` goes to the next.
    enum ScrollEnabling: Equatable {
        case all, listsOff, pagerOff

        var next: ScrollEnabling {
            switch self {
            case .all: return .listsOff
            case .listsOff: return .pagerOff
            case .pagerOff: return .all
            }
        }
    }

    /// Rows a reload adds to a page (a feed that grew), so the reload shows; pages with carousels keep
    /// their count (their carousels are built once).
    static let rowsPerReload = 10

    private let declaredRows: [Int]
    private let growsOnReload: [Bool]
    /// Reloads of each page so far (0: as the scene declares it).
    private var generations: [Int]
    /// The container's bottom insets: none first, then the scene's `bottomInsets`.
    let bottomInsets: [SceneDefinition.BottomInset]
    private(set) var bottomInsetIndex = 0
    /// The toolbar or keyboard's shown height: it springs to the inset (the model's inset changes at
    /// once, as an app sets it in the keyboard's animation block) and keeps its title while it hides.
    var barHeight = AnimatedValue(0)
    private(set) var barTitle = ""
    var scrollEnabling = ScrollEnabling.all

    init(definition def: SceneDefinition) {
        let pages = def.pages ?? [SceneDefinition.Page(rows: 100)]
        declaredRows = pages.map({ $0.rows })
        growsOnReload = pages.map { ($0.carouselEvery ?? 0) == 0 }
        generations = pages.map { _ in 0 }
        bottomInsets = [SceneDefinition.BottomInset(height: 0, title: nil)] + (def.bottomInsets ?? [])
    }

    /// Whether the scene declares bottom insets (the state then shows every page's).
    var ownsBottomInset: Bool { bottomInsets.count > 1 }

    /// The rows page `i` has now.
    func rows(_ i: Int) -> Int {
        guard declaredRows.indices.contains(i) else { return 0 }
        return min(10_000_000, declaredRows[i] + (growsOnReload[i] ? Self.rowsPerReload * generations[i] : 0))
    }

    /// Reloads of page `i` so far.
    func generation(_ i: Int) -> Int { generations.indices.contains(i) ? generations[i] : 0 }

    /// Page `i` reloaded: its next generation.
    func reload(_ i: Int) {
        if generations.indices.contains(i) { generations[i] += 1 }
    }

    /// The bottom inset in force.
    var bottomInset: SceneDefinition.BottomInset { bottomInsets[bottomInsetIndex] }

    /// Goes to the next bottom inset (after the last: none).
    func nextBottomInset() -> SceneDefinition.BottomInset {
        bottomInsetIndex = (bottomInsetIndex + 1) % bottomInsets.count
        if bottomInset.height > 0 { barTitle = bottomInset.title ?? "Bottom bar" }
        return bottomInset
    }
}
