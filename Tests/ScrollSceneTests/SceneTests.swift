import ScrollCore
import ScrollDraw
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

func loadScene(_ id: String) throws -> SceneDefinition {
    try SceneCatalog.load(Paths.repoRoot.appendingPathComponent("Assets/scenes/\(id).json"))
}

func session(_ id: String, hz: Int = 120) throws -> SceneSession {
    SceneSession(definition: try loadScene(id), viewport: Size(width: 393, height: 852), hz: hz)
}

/// Feeds pointer events to a session with ticks at its rate between them, then ticks until `until`.
func run(_ s: SceneSession, _ events: [PointerEvent], until: Double? = nil) {
    var t = s.time
    let dt = 1 / Double(s.hz)
    for e in events {
        while t + dt <= e.time {
            t += dt
            s.advance(to: t)
        }
        s.handle(.pointer(e))
    }
    let end = until ?? (events.last?.time ?? t)
    while t + dt <= end {
        t += dt
        s.advance(to: t)
    }
}

@Suite struct SceneTests {
    @Test func profileDisplayListSnapshot() throws {
        let s = try session("profile")
        Snapshot.assertText(s.displayList().description, named: "profile-at-rest")
    }

    @Test func profileLaysOutHeaderTabStripAndListWithoutGaps() throws {
        let s = try session("profile")
        let list = s.displayList()
        #expect(s.root.view(withID: "header")?.frame == Rect(x: 0, y: 0, width: 393, height: 200))
        #expect(s.root.view(withID: "tabStrip")?.frame == Rect(x: 0, y: 200, width: 393, height: 44))
        #expect(s.root.view(withID: "pager")?.frame == Rect(x: 0, y: 244, width: 393, height: 608))
        #expect(s.root.view(withID: "page.1.list")?.isHidden == true)
        // 608 pt of 72 pt rows: rows 1…9 are drawn, row 10 is not (virtualised).
        let titles = list.texts.filter { $0.hasPrefix("Posts ") }
        #expect(titles == (1...9).map { "Posts \($0)" })
        #expect(list.commands.contains(.pushClip(Rect(x: 0, y: 244, width: 393, height: 608))))
    }

    @Test func aSlowDragCollapsesTheHeaderAndSticksTheStrip() throws {
        let s = try session("profile")
        var script = TouchScript()
        script.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), start: 0, duration: 0.8, hold: 0.1)
        run(s, script.events, until: 2)
        let st = s.state()
        #expect(st.header?.isStuck == true)
        // An iPhone 15's safe area top is 59 pt: the strip sticks there, the header collapses 200 − 59.
        #expect(st.header?.collapse == 141)
        _ = s.displayList()
        #expect(s.root.view(withID: "tabStrip")?.frame.minY == 59)
        #expect(s.root.view(withID: "pager")?.frame.minY == 103)
        #expect(st.arena.lastWinner == "page.0.list.pan")
        _ = s.displayList()
        #expect(s.invariantViolations().isEmpty)
    }

    @Test func aHorizontalDragPagesAndTheIndicatorFollows() throws {
        let s = try session("profile")
        var script = TouchScript()
        script.down(Point(x: 330, y: 500), at: 0)
        script.move(from: Point(x: 330, y: 500), to: Point(x: 130, y: 505), start: 0, duration: 0.2)
        run(s, script.events)
        _ = s.displayList()
        let strip = s.root.view(withID: "tabStrip") as! TabStripView
        expectClose(strip.progress, s.state().pager!.offset / 393, within: 1e-9)
        #expect(strip.progress > 0.3 && strip.progress < 0.7)  // mid-swipe, continuous
        run(s, [PointerEvent(.up, at: Point(x: 130, y: 505), time: 0.21)], until: 2)
        #expect(s.state().pager?.page == 1)
        #expect(s.state().events.contains { $0.name == "didScrollToPage" && $0.page == 1 })
    }

    @Test func collapsingMovesHeaderAndStripTogether() throws {
        let s = try session("profile")
        var script = TouchScript()
        script.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 450), start: 0, duration: 0.5, hold: 0.1)
        run(s, script.events, until: 1)
        let c = s.state().header!.collapse
        #expect(c > 100 && c < 153)
        _ = s.displayList()
        #expect(s.root.view(withID: "header")?.frame.minY == -c)
        #expect(s.root.view(withID: "tabStrip")?.frame.minY == 200 - c)
        #expect(s.root.view(withID: "pager")?.frame.maxY == 852)
    }

    /// A row whose edge has just scrolled in draws its thumbnail but no text until its text's box
    /// reaches the bounds (its strings are made in the frame its text first shows).
    @Test(arguments: [(590.0, false), (591.0, true)])
    func aRowDrawsItsTextOnlyOnceTheTextReachesTheBounds(height: Double, shows: Bool) {
        let list = ListView(id: "a", rowCount: 100, rowHeight: 72, rowTitle: "R", frame: Rect(x: 0, y: 0, width: 393, height: height))
        // Row 9 (index 8) starts at 576 pt; its title's box starts 14 pt lower, at 590.
        #expect(list.visibleRows == 0..<9)
        var l = DisplayList(size: Size(width: 393, height: height))
        list.render(into: &l)
        let texts = l.commands.compactMap { c -> String? in if case .text(let s, _, _, _, _, _) = c { return s } else { return nil } }
        #expect(texts.contains("R 8"))
        #expect(texts.contains("R 9") == shows)
        #expect(texts.contains("Row 9 of 100 · 72 pt") == shows)
    }

    @Test func theVisibleRectFollowsClipsAndTranslation() {
        var l = DisplayList(size: Size(width: 393, height: 852))
        #expect(l.visibleRect == Rect(x: 0, y: 0, width: 393, height: 852))
        l.translated(dx: 10, dy: -100) { l in #expect(l.visibleRect == Rect(x: -10, y: 100, width: 393, height: 852)) }
        l.pushClip(Rect(x: 0, y: 50, width: 393, height: 100))
        l.translated(dx: 0, dy: -20) { l in
            #expect(l.visibleRect == Rect(x: 0, y: 70, width: 393, height: 100))
            l.pushClip(Rect(x: 200, y: 0, width: 400, height: 100))  // 200…600 × -20…80 in list points
            #expect(l.visibleRect == Rect(x: 200, y: 70, width: 193, height: 30))
            l.popClip()
        }
        l.popClip()
        #expect(l.visibleRect == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    /// A list on the page beside the screen (a pager mid-swipe) makes no row text until its text's
    /// box reaches the screen: rows' text starts 72 pt in from the list's left edge.
    @Test(arguments: [(393.0, false), (322.0, false), (320.0, true)])
    func aListBesideTheScreenMakesNoTextUntilItsTextSlidesIn(x: Double, shows: Bool) {
        let list = ListView(id: "a", rowCount: 100, rowHeight: 72, rowTitle: "R", frame: Rect(x: x, y: 0, width: 393, height: 600))
        var l = DisplayList(size: Size(width: 393, height: 600))
        list.render(into: &l)
        let texts = l.commands.filter { if case .text = $0 { return true } else { return false } }
        #expect(texts.isEmpty == !shows)
    }

    @Test func virtualisedListCostFollowsVisibleRows() {
        let small = ListView(id: "a", rowCount: 100, rowHeight: 72, rowTitle: "R", frame: Rect(x: 0, y: 0, width: 393, height: 600))
        let huge = ListView(id: "b", rowCount: 100_000, rowHeight: 72, rowTitle: "R", frame: Rect(x: 0, y: 0, width: 393, height: 600))
        huge.boundsOrigin.y = 72 * 50_000 + 10
        var a = DisplayList(size: Size(width: 393, height: 600))
        var b = a
        small.render(into: &a)
        huge.render(into: &b)
        #expect(a.commands.count == b.commands.count)
        #expect(huge.visibleRows == 50_000..<50_009)
    }
}

@Suite struct RowHeightsTests {
    @Test func patternedRowsHaveClosedFormTopsAndLookups() {
        let h = RowHeights([72, 96, 56])
        #expect(h.cycle == 224)
        #expect(h.top(0) == 0)
        #expect(h.top(2) == 168)
        #expect(h.top(4) == 224 + 72)
        #expect(h.top(100_000) == Double(100_000 / 3) * 224 + 72)
        for y in [0.0, 71.9, 72, 167.9, 168, 224, 1e6 + 0.5] {
            let r = h.row(at: y)
            #expect(h.top(r) <= y && y < h.top(r) + h.height(r), "row at \(y)")
        }
    }

    @Test func variableHeightListsVirtualiseExactly() {
        let list = ListView(
            id: "l", rowCount: 100_000, heights: RowHeights([72, 96, 56, 120]), rowTitle: "R",
            frame: Rect(x: 0, y: 0, width: 393, height: 600))
        list.sectionSize = 8
        list.boundsOrigin.y = 5_000_000
        let rows = list.visibleRows
        #expect(!rows.isEmpty)
        // Exactly the rows overlapping the viewport, no more.
        #expect(list.rowTop(rows.lowerBound) + list.heights.height(rows.lowerBound) > 5_000_000)
        #expect(rows.lowerBound == 0 || list.rowTop(rows.lowerBound - 1) + list.heights.height(rows.lowerBound - 1) <= 5_000_000)
        #expect(list.rowTop(rows.upperBound - 1) < 5_000_600)
        #expect(rows.upperBound == 100_000 || list.rowTop(rows.upperBound) >= 5_000_600)
    }

    @Test func theBasicScrollSceneUsesVariableHeights() throws {
        let s = try session("basic-scroll")
        _ = s.displayList()
        let list = s.root.view(withID: "main") as! ListView
        #expect(list.heights.pattern == [72, 96, 56, 120, 72, 64])
        #expect(s.state().scrollViews[0].contentSize.height == 40 * 480)
    }
}
