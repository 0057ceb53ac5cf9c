import ScrollCore
import Testing

@testable import ScrollLab

/// Typing the feel's name in the tuner: the keys as SDL names them become the name, Return gives it.
@Suite struct FeelNameEntryTests {
    @Test func keysBecomeTheNameAndReturnGivesIt() {
        var e = FeelNameEntry(text: "android·tuned")
        for _ in 0..<6 { #expect(e.type("backspace") == .typing) }
        #expect(e.text == "android")
        for k in ["space", "s", "o", "f", "t", "-", "2", "left shift", "f5", "/"] { #expect(e.type(k) == .typing) }
        #expect(e.text == "android soft-2")
        #expect(e.type("return") == .done("android soft-2"))
        var c = FeelNameEntry(text: "ios")
        #expect(c.type("escape") == .cancelled)
        var long = FeelNameEntry(text: String(repeating: "a", count: 80))
        #expect(long.text.count == 64)
        _ = long.type("b")
        #expect(long.text.count == 64 && !long.text.contains("b"))
    }
}
