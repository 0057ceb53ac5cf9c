import ScrollScene
import ScrollWorkbench
import Testing

/// The F1 key map draws the one key table (`KeyBinding.all`): every labelled row, in its order.
@Suite struct KeyMapSectionTests {
    @Test func theKeyMapListsEveryLabelledRow() {
        let shown = KeyMapSection.keys.map(\.0)
        #expect(shown.first == "Tab")
        #expect(shown.contains("E"))
        #expect(shown.count == KeyBinding.all.filter { $0.label != nil }.count)
    }
}
