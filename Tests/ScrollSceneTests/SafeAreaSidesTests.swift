import ScrollCore
import ScrollDraw
import ScrollScene
import TestSupport
import Testing

/// In landscape an iPhone 15 has 59 pt of safe area on each side (the sensor housing's side and its
/// mirror): content lays out inside them as UIKit's safe-area layout guide puts it — rows, titles,
/// the tab strip, cards, carousels — while backgrounds reach the screen's edges. Portrait (no side
/// insets) draws exactly as before.
@Suite struct SafeAreaSidesTests {
    static let landscape = DeviceScreen(safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), cornerRadius: 55, hasIsland: true)
    static let width = 852.0

    func landscapeSession(_ id: String) throws -> SceneSession {
        SceneSession(definition: try loadScene(id), viewport: Size(width: Self.width, height: 393), hz: 120, screen: Self.landscape)
    }

    /// The frame of the first text command drawing `s` (root coordinates).
    func textFrame(_ s: String, in list: DisplayList) -> Rect? {
        for c in list.commands {
            if case .text(let t, let frame, _, _, _, _) = c, t == s { return frame }
        }
        return nil
    }

    @Test func listRowsSitBetweenTheSideInsets() throws {
        let s = try landscapeSession("basic-scroll")
        let list = try #require(s.root.view(withID: "main") as? ListView)
        // The list (its background, its scrolling area) spans the screen; its rows do not.
        #expect(list.frameInRoot.minX == 0 && list.frame.width == Self.width)
        let row = list.rowFrame(0)
        #expect(row.minX == 59)
        #expect(row.maxX == Self.width - 59)
        // Drawn: the row's title starts 72 pt into the row.
        let title = try #require(textFrame("Row 1", in: s.displayList()))
        #expect(title.minX == 59 + 72)
        #expect(title.maxX <= Self.width - 59)
    }

    @Test func portraitRowsAreUnchanged() throws {
        let s = try session("basic-scroll")
        let list = try #require(s.root.view(withID: "main") as? ListView)
        #expect(list.rowFrame(0).minX == 0 && list.rowFrame(0).width == 393)
        #expect(textFrame("Row 1", in: s.displayList())?.minX == 72)
    }

    @Test func nestedPageHeaderStripListsAndCarouselsHonourTheSides() throws {
        let s = try landscapeSession("carousel")
        let strip = try #require(s.root.view(withID: "tabStrip"))
        #expect(strip.frameInRoot.minX == 59)
        #expect(strip.frameInRoot.maxX == Self.width - 59)
        // Its background still reaches both edges.
        #expect((strip as? TabStripView)?.backgroundBleed == EdgeInsets(left: 59, right: 59))
        let header = try #require(s.root.view(withID: "header"))
        // The cover reaches both edges; the name starts inside the left inset.
        #expect(header.frameInRoot.minX == 0 && header.frame.width == Self.width)
        let name = try #require(s.definition.header?.title)
        let drawn = try #require(textFrame(name, in: s.displayList()))
        #expect(drawn.minX == 59 + 100)
        let list = try #require(s.root.view(withID: "page.0.list") as? ListView)
        #expect(list.rowFrame(0).minX == 59)
        let carousel = try #require(list.children.compactMap { $0 as? CarouselView }.first)
        #expect(carousel.frame.minX == 59 && carousel.frame.maxX == Self.width - 59)
    }

    @Test func cardsSitSixteenPointsInsideTheSides() throws {
        let s = try landscapeSession("cards")
        let card = try #require(s.root.view(withID: "card.0"))
        #expect(card.frameInRoot.minX == 59 + 16)
        #expect(card.frameInRoot.maxX == Self.width - 59 - 16)
    }

    @Test func everySceneKeepsItsTextsInsideTheSafeArea() throws {
        // Texts that are laid out (not centred on the whole screen) start at or after the left inset.
        for id in ["basic-scroll", "profile", "custom-tabs-1", "custom-tabs-2", "sticky-sections", "bottom-tabbar", "cards", "no-header"] {
            let s = try landscapeSession(id)
            for c in s.displayList().commands {
                guard case .text(let t, let frame, _, _, let alignment, _) = c, alignment != .center else { continue }
                #expect(frame.minX >= 59 - 1e-9, "\(id): '\(t)' at x \(frame.minX)")
            }
        }
    }
}
