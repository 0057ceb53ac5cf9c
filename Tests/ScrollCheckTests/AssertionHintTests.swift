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
                "page.0.list.dragging": .boolean(false), "page.2.list.dragging": .boolean(false),
                "main.offset.y": .number(0),
            ])
    }

    static func hint(_ name: String) -> String { context.hint(for: QuantityName(name)) }

    @Test func aNumberPastTheEndNamesTheRange() {
        #expect(Self.hint("pages.9.loaded") == "this scene has pages.0 … pages.2, not pages.9")
        #expect(Self.hint("page.7.list.offset.y") == "this scene has page.0, page.2, not page.7")
        #expect(Self.hint("carousel.3.offset.x") == "this scene has only carousel.0, not carousel.3")
        // A row of a list the scene lacks names the lists' range.
        #expect(Self.hint("page.7.list.row.2.screenY") == "this scene has page.0, page.2, not page.7")
    }

    /// A name with a number that exists but a wrong last part, or without a number, gets the nearest
    /// name as before.
    @Test func otherUnknownNamesKeepTheNearestName() {
        #expect(Self.hint("pages.1.lodaed").hasPrefix("did you mean `pages.1.loaded`?"))
        #expect(Self.hint("main.ofset.y").hasPrefix("did you mean `main.offset.y`?"))
        #expect(Self.hint("pages.9.nothing").hasPrefix("names: "))
    }

    /// A number this scene has, written with a leading zero (audit 27: `pages.01` was "not pages.01"
    /// beside a range that holds 1).
    @Test func aLeadingZeroIsNamedAsSuch() {
        #expect(Self.hint("pages.01.loaded") == "write pages.1, not pages.01")
        #expect(Self.hint("pages.09.loaded") == "this scene has pages.0 … pages.2, not pages.09")
        #expect(Self.hint("main.row.01.screenY") == "write main.row.1.screenY, not main.row.01.screenY")
        #expect(AssertionRows.parse("main.row.01.screenY") == nil)
        #expect(AssertionRows.parse("main.row.1.screenY")?.row == 1)
    }

    /// `at`/`between`'s `NAME@ID` with a numbered scroll view the scene lacks is refused at load; an ID
    /// that is no numbered scroll view (`pager`) is left to the replay.
    @Test func anEventOfAScrollViewTheSceneLacksIsRefusedAtLoad() {
        let names: [String: ExpressionValue] = [
            "page.0.list.dragging": .boolean(false), "page.1.list.dragging": .boolean(false), "main.dragging": .boolean(false),
        ]
        let at = Assertion.Scope.at(.event(Assertion.EventMatch("didEndDecelerating@page.9.list")))
        #expect(
            AssertionRun.eventSubjectProblem(at, names: names)
                == "at: `didEndDecelerating@page.9.list` names no scroll view here (this scene has page.0, page.1, not page.9)")
        let between = Assertion.Scope.between(Assertion.EventMatch("didStick"), Assertion.EventMatch("didEndDragging@page.4.list"))
        #expect(AssertionRun.eventSubjectProblem(between, names: names)?.hasPrefix("between[1]: `didEndDragging@page.4.list`") == true)
        #expect(AssertionRun.eventSubjectProblem(.at(.event(Assertion.EventMatch("didEndDecelerating@page.1.list"))), names: names) == nil)
        #expect(AssertionRun.eventSubjectProblem(.at(.event(Assertion.EventMatch("handoffOn@pager"))), names: names) == nil)
        // A plain list has no `page.N` at all (audit 28: it passed the load).
        let list: [String: ExpressionValue] = ["main.dragging": .boolean(false), "main.offset.y": .number(0)]
        #expect(
            AssertionRun.eventSubjectProblem(at, names: list)
                == "at: `didEndDecelerating@page.9.list` names no scroll view here (scroll views: main)")
        #expect(AssertionRun.eventSubjectProblem(.at(.event(Assertion.EventMatch("didEndDecelerating@main"))), names: list) == nil)
    }
}
