import ScrollCore
import Testing

@testable import ScrollCheck

/// The hint after "unknown name" for a name whose number is past what the scene has (audit 26,
/// finding 19: `pages.9.loaded` on three pages said only "unknown name").
@Suite struct AssertionHintTests {
    static var context: AssertionContext {
        AssertionContext(
            values: [
                "pages.0.loaded": .boolean(true), "pages.1.loaded": .boolean(true), "pages.2.loaded": .boolean(false),
                "page.0.list.offset.y": .number(0), "page.2.list.offset.y": .number(0), "carousel.0.offset.x": .number(0),
                "main.offset.y": .number(0),
            ])
    }

    static func hint(_ name: String) -> String { context.hint(for: QuantityName(name)) }

    @Test func aNumberPastTheEndNamesTheRange() {
        #expect(Self.hint("pages.9.loaded") == "this scene has pages.0 … pages.2, not pages.9")
        #expect(Self.hint("page.7.list.offset.y") == "this scene has page.0, page.2, not page.7")
        #expect(Self.hint("carousel.3.offset.x") == "this scene has only carousel.0, not carousel.3")
    }

    /// A name with a number that exists but a wrong last part, or without a number, gets the nearest
    /// name as before.
    @Test func otherUnknownNamesKeepTheNearestName() {
        #expect(Self.hint("pages.1.lodaed").hasPrefix("did you mean `pages.1.loaded`?"))
        #expect(Self.hint("main.ofset.y").hasPrefix("did you mean `main.offset.y`?"))
        #expect(Self.hint("pages.9.nothing").hasPrefix("names: "))
    }
}
