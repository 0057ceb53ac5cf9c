import Foundation
import ScrollCore
import Testing

@testable import ScrollCheck

/// How an expected subset of the state compares with the state: lines as `check` prints them.
@Suite struct StateDiffTests {
    static func json(_ text: String) throws -> JSONValue { try #require(JSONValue.parse(text)) }

    static func lines(_ expected: String, _ actual: String, tolerance: Double = 0.5) throws -> [String] {
        StateDiff.differences(expected: try json(expected), actual: try json(actual), tolerance: tolerance).map {
            $0.line(tolerance: tolerance)
        }
    }

    @Test func numbersWithinTheToleranceAndKeysNotExpectedAreNoDifference() throws {
        #expect(try Self.lines(#"{"header": {"collapse": 141}}"#, #"{"header": {"collapse": 141.49, "height": 200}, "pager": {}}"#) == [])
        #expect(
            try Self.lines(#"{"header": {"collapse": 141}}"#, #"{"header": {"collapse": 141.51}}"#)
                == ["header.collapse 141 → 141.51 (±0.5)"])
        #expect(try Self.lines(#"{"pager": {"page": 1}}"#, #"{}"#) == ["pager {\"page\": 1} → (none)"])
        #expect(try Self.lines(#"{"refresh": null}"#, #"{}"#) == [])
        #expect(
            try Self.lines(#"{"refresh": {"state": "idle"}}"#, #"{"refresh": {"state": "refreshing"}}"#) == [
                "refresh.state idle → refreshing"
            ])
    }

    @Test func scrollViewsMatchByIDAndPagesByIndex() throws {
        let actual = #"""
            {"scrollViews": [{"id": "pager", "offset": {"x": 393, "y": 0}}, {"id": "page.1.list", "offset": {"x": 0, "y": 790.1}}],
             "pages": [{"index": 0, "contentOffset": 0}, {"index": 1, "contentOffset": 790.1}]}
            """#
        let expected = #"""
            {"scrollViews": [{"id": "page.1.list", "offset": {"y": 812.5}}, {"id": "main", "offset": {"y": 0}}],
             "pages": [{"index": 1, "contentOffset": 812.5}]}
            """#
        #expect(
            try Self.lines(expected, actual) == [
                "pages[1].contentOffset 812.5 → 790.1 (±0.5)",
                "scrollViews[page.1.list].offset.y 812.5 → 790.1 (±0.5)",
                "scrollViews[main] {\"id\": \"main\", \"offset\": {\"y\": 0}} → (none)",
            ])
    }

    /// Events compare as a sequence: one line per missing, extra or changed event, not a cascade.
    @Test func eventsAreASequence() throws {
        let expected = #"""
            {"events": [{"name": "willBeginDragging", "id": "pager"}, {"name": "didEndDragging", "id": "pager"},
                        {"name": "didScrollToPage", "page": 1}, {"name": "didEndDecelerating", "id": "pager"}]}
            """#
        let actual = #"""
            {"events": [{"name": "willBeginDragging", "id": "pager", "t": 1}, {"name": "didStick", "t": 1.1},
                        {"name": "didScrollToPage", "page": 2, "t": 2}, {"name": "didEndDecelerating", "id": "pager", "t": 3}]}
            """#
        #expect(
            try Self.lines(expected, actual) == [
                "events[1] didEndDragging id=pager → didStick",
                "events[2] didScrollToPage page=1 → didScrollToPage page=2",
            ])
        let missing = #"{"events": [{"name": "willBeginDragging", "id": "pager"}, {"name": "didEndDecelerating", "id": "pager"}]}"#
        #expect(
            try Self.lines(expected, missing) == [
                "events[1] didEndDragging id=pager → (none)", "events[2] didScrollToPage page=1 → (none)",
            ])
        // An extra event shows the fields the expected events have (here name and id, no page).
        let extra = try Self.lines(missing, expected)
        #expect(extra == ["events[1] (none) → didEndDragging id=pager", "events[1] (none) → didScrollToPage"], "\(extra)")
    }

    /// A value is written to 4 decimals, so a difference within half the last decimal (0.00005) is
    /// none; one decimal further apart is one line (at tolerance 0, the allowance alone decides).
    @Test func theRoundingAllowanceIsHalfTheFourthDecimal() throws {
        #expect(StateDiff.rounding == 0.00005 + 1e-9)
        #expect(try Self.lines(#"{"y": 1}"#, #"{"y": 1.00005}"#, tolerance: 0) == [])
        #expect(try Self.lines(#"{"y": 1}"#, #"{"y": 0.99995}"#, tolerance: 0) == [])
        #expect(try Self.lines(#"{"y": 1}"#, #"{"y": 1.0001}"#, tolerance: 0) == ["y 1 → 1.0001 (±0)"])
        #expect(try Self.lines(#"{"y": 100}"#, #"{"y": 100.5001}"#) == ["y 100 → 100.5001 (±0.5)"])
    }

    /// One positional array shows at most 8 differing elements, then how many more there are.
    @Test func aPositionalArrayShowsEightLinesThenACount() throws {
        let names = (0..<12).map { #"{"name": "e\#($0)"}"# }
        let others = (0..<12).map { #"{"name": "x\#($0)"}"# }
        let lines = try Self.lines(
            #"{"events": [\#(names.joined(separator: ", "))]}"#, #"{"events": [\#(others.joined(separator: ", "))]}"#)
        #expect(StateDiff.positionalLimit == 8)
        #expect(lines.count == 9)
        #expect(lines.first == "events[0] e0 → x0")
        #expect(lines[7] == "events[7] e7 → x7")
        #expect(lines.last == "events … → … and 4 more differences")
        let eight = try Self.lines(
            #"{"events": [\#(names.prefix(8).joined(separator: ", "))]}"#, #"{"events": [\#(others.prefix(8).joined(separator: ", "))]}"#)
        #expect(eight.count == 8)
        #expect(eight.last == "events[7] e7 → x7")
    }
}
