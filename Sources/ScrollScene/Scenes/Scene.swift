import ScrollCore

/// A live scene: its definition, the viewport it runs in, and the view tree built from both.
///
/// The tree for a nested page, top to bottom: header (moved up by the collapse), tab strip (sticks
/// below the status bar), the current page's list filling the rest, and the status bar on top.
public final class Scene {
    public let definition: SceneDefinition
    public let viewport: Size
    public let root: View

    public private(set) var header: HeaderView?
    public private(set) var tabStrip: TabStripView?
    public private(set) var lists: [ListView] = []
    public let statusBar: StatusBarView

    /// How far the header has collapsed, points (0 = fully expanded).
    public var collapse: Double = 0 { didSet { layout() } }
    /// The page shown.
    public var currentPage = 0 { didSet { layout() } }

    public init(definition: SceneDefinition, viewport: Size) {
        self.definition = definition
        self.viewport = viewport
        root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.backgroundColor = Theme.background
        root.clipsToBounds = true
        statusBar = StatusBarView(width: viewport.width)
        build()
        layout()
    }

    /// The header's height, or 0 without a header.
    public var headerHeight: Double { definition.header?.height ?? 0 }
    /// The tab strip's height, or 0 without one.
    public var tabStripHeight: Double { definition.tabStrip?.height ?? 0 }
    public var rowHeight: Double { definition.rowHeight ?? 72 }

    private func build() {
        if let h = definition.header {
            let header = HeaderView(title: h.title ?? definition.title, subtitle: h.subtitle ?? "", frame: Rect(x: 0, y: 0, width: viewport.width, height: h.height))
            root.addSubview(header)
            self.header = header
        }
        let titles = definition.tabStrip?.titles ?? []
        for (i, page) in (definition.pages ?? [SceneDefinition.Page(rows: 200)]).enumerated() {
            let title = page.rowTitle ?? (i < titles.count ? titles[i] : "Row")
            let list = ListView(id: definition.pages == nil ? "main" : "page.\(i).list", rowCount: page.rows, rowHeight: rowHeight, rowTitle: title, frame: .zero)
            lists.append(list)
            root.addSubview(list)
        }
        if let t = definition.tabStrip {
            let strip = TabStripView(titles: t.titles, frame: Rect(x: 0, y: 0, width: viewport.width, height: t.height))
            root.addSubview(strip)
            tabStrip = strip
        }
        root.addSubview(statusBar)
        statusBar.tint = header == nil ? Theme.text : .white
    }

    private func layout() {
        let w = viewport.width
        let top = header == nil ? Theme.statusBarHeight : 0
        header?.frame = Rect(x: 0, y: -collapse, width: w, height: headerHeight)
        let stripY = top + headerHeight - collapse
        tabStrip?.frame = Rect(x: 0, y: stripY, width: w, height: tabStripHeight)
        let listY = stripY + tabStripHeight
        for (i, list) in lists.enumerated() {
            list.isHidden = i != currentPage
            list.frame = Rect(x: 0, y: listY, width: w, height: max(0, viewport.height - listY))
        }
    }

    /// Builds this frame's display list.
    public func displayList() -> DisplayList {
        var list = DisplayList(size: viewport)
        render(into: &list)
        return list
    }

    /// Builds this frame's display list into `list`, reusing its storage.
    public func render(into list: inout DisplayList) {
        list.reset(size: viewport)
        root.layoutIfNeeded()
        root.render(into: &list)
    }
}
