import ScrollCore
import ScrollDraw
import ScrollScene
import ScrollWorkbench
import TestSupport
import Testing

/// The F1 key map draws the one key table (`KeyBinding.all`): every labelled row, in its order.
@Suite struct KeyMapSectionTests {
    @Test func theKeyMapListsEveryLabelledRow() {
        let shown = KeyMapSection.keys.map(\.0)
        #expect(shown.first == "Tab")
        #expect(shown.contains("E"))
        #expect(shown.count == KeyBinding.all.filter { $0.label != nil }.count)
    }

    /// A panel too short for every row leaves out rows above the last three, never F12, F1 and Esc
    /// (issue #40: exactly those were cut off), and says how many it left out.
    @Test func aShortPanelKeepsTheLastRowsAndCountsTheOthers() {
        let section = KeyMapSection(shown: true)
        let labels = Set(KeyMapSection.keys.map(\.0))
        for height in [200.0, 320, 480] {
            var list = DisplayList(size: Size(width: 400, height: 900))
            let used = section.draw(in: Rect(x: 10, y: 0, width: 380, height: height), into: &list)
            #expect(used <= height)
            let keys = list.texts.filter { labels.contains($0) }
            #expect(Array(keys.suffix(3)) == ["F12", "F1 or ?", "Esc"], "height \(height)")
            #expect(keys.first == "Tab")
            let more = KeyMapSection.keys.count - keys.count
            #expect(more > 0)
            #expect(list.texts.last == "+ \(more) more — docs/SANDBOX.md lists every key")
        }
    }

    @Test func aTallPanelDrawsEveryRowEndingWithEsc() {
        var list = DisplayList(size: Size(width: 400, height: 2000))
        _ = KeyMapSection(shown: true).draw(in: Rect(x: 10, y: 0, width: 380, height: 2000), into: &list)
        let labels = Set(KeyMapSection.keys.map(\.0))
        #expect(list.texts.filter { labels.contains($0) } == KeyMapSection.keys.map(\.0))
        #expect(list.texts.last == "quit")
    }
}
