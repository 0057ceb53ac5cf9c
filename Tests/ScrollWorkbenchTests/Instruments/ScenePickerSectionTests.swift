import ScrollCore
import ScrollDraw
import ScrollScene
import ScrollWorkbench
import Testing

/// The picker with the mouse, in panel (window pixel) coordinates: which row a press lands on, how
/// far the wheel scrolls, the selection scrolled into view.
@Suite struct ScenePickerSectionTests {
    static let titles = (0..<28).map { (id: "scene-\($0)", title: "Scene \($0)") }
    /// The panel's remaining space: 200 px tall — the title line (26), 9 whole rows (153), the foot (8).
    static let rect = Rect(x: 900, y: 300, width: 420, height: 200)

    func picker(scroll: Double = 0, selection: Int = 0) -> ScenePickerSection {
        ScenePickerSection(titles: Self.titles, selection: selection, current: 0, scroll: scroll)
    }

    /// The middle of visible row slot `k` (0 = the top one): the rows start 26 px below the section's top.
    func slot(_ k: Int) -> Point { Point(x: 1000, y: 300 + 26 + 17 * Double(k) + 8.5) }

    @Test func whatFitsIsWholeRowsAndTheDrawnHeightSaysSo() {
        let p = picker()
        #expect(p.rowsHeight(in: Self.rect) == 9 * 17)
        var list = DisplayList(size: Size(width: 1400, height: 900))
        #expect(p.draw(in: Self.rect, into: &list) == 26 + 9 * 17 + 8)
        // Only the visible rows are drawn (plus one partly visible at most).
        let labels = list.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _, _, _) = c, s.contains(". scene-") { return s }
            return nil
        }
        #expect(labels.first == "1. scene-0 (open)" && labels.count <= 10)
        // The frame the panel records for it is what a press is tested against: the same rows.
        let frame = Rect(x: 900, y: 300, width: 420, height: 26 + 9 * 17 + 8)
        #expect(p.rowsHeight(in: frame) == 9 * 17)
    }

    @Test func aPressOnARowOpensThatSceneAndOffTheRowsNothing() {
        let p = picker()
        #expect(p.openKey(at: slot(0), in: Self.rect) == "scene=scene-0")
        #expect(p.openKey(at: slot(4), in: Self.rect) == "scene=scene-4")
        #expect(p.openKey(at: slot(8), in: Self.rect) == "scene=scene-8")
        // The title line, below the last whole row, left of the box: not a row.
        #expect(p.openKey(at: Point(x: 1000, y: 310), in: Self.rect) == nil)
        #expect(p.openKey(at: slot(9), in: Self.rect) == nil)
        #expect(p.openKey(at: Point(x: 880, y: slot(2).y), in: Self.rect) == nil)
    }

    @Test func theWheelScrollsOneRowANotchWithinTheRange() {
        // One notch (a wheel delta of one notchStep, 10 pt) scrolls one 17 px row.
        #expect(SceneSession.notchStep * ScenePickerSection.wheelFactor == ScenePickerSection.lineHeight)
        let scrolled = picker(scroll: 3 * ScenePickerSection.lineHeight)
        #expect(scrolled.openKey(at: slot(0), in: Self.rect) == "scene=scene-3")
        // The range: 28 rows, 9 shown → at most 19 rows down; never above the first.
        #expect(picker().clamped(10_000, in: Self.rect) == 19 * 17)
        #expect(picker().clamped(-50, in: Self.rect) == 0)
        let end = picker(scroll: 10_000)
        #expect(end.openKey(at: slot(8), in: Self.rect) == "scene=scene-27")
    }

    @Test func theSelectionScrollsIntoViewMovingAsLittleAsPossible() {
        // Row 20 from the top: scrolled so it is the last visible row.
        #expect(picker().revealing(20, in: Self.rect) == 21 * 17 - 9 * 17)
        // Already visible: no move.
        #expect(picker(scroll: 17 * 5).revealing(8, in: Self.rect) == 17 * 5)
        // Above the window: it becomes the first row.
        #expect(picker(scroll: 17 * 5).revealing(2, in: Self.rect) == 17 * 2)
    }

    @Test func aShortCatalogFitsAndDoesNotScroll() {
        let few = ScenePickerSection(titles: Array(Self.titles.prefix(5)), selection: 0, current: 0, scroll: 40)
        #expect(few.rowsHeight(in: Self.rect) == 5 * 17)
        #expect(few.clamped(40, in: Self.rect) == 0)
        #expect(few.openKey(at: slot(4), in: Self.rect) == "scene=scene-4")
    }
}
