import Foundation
import ScrollInput
import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollCLI

/// `scrolllab report --from T --to T`: the stretch kept, moved to start at 0; a `--from` inside a
/// touch and an empty stretch refused; `--title` and `--note` reach the page's header.
@Suite struct TraceWindowTests {
    static let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/reports/recorded-flings.ndjson")

    @Test func theWindowKeepsItsEventsFromZero() throws {
        let whole = try Trace.load(Self.trace.path)
        let cut = try TraceWindow(from: 2.9, to: 4).apply(to: whole)
        let kept = whole.events.filter { $0.time >= 2.9 && $0.time <= 4 }
        #expect(cut.events.count == kept.count && !kept.isEmpty)
        #expect(abs(cut.events[0].time - (kept[0].time - 2.9)) < 1e-9)
        #expect(cut.header == whole.header)
        #expect(try TraceWindow(from: nil, to: nil).apply(to: whole) == whole)
    }

    @Test func aFromInsideATouchOrAnEmptyStretchIsRefused() throws {
        let whole = try Trace.load(Self.trace.path)
        #expect(throws: UsageError("--from 3.100 falls inside a touch (down at 3.001 s); pick a time when no finger is down")) {
            try TraceWindow(from: 3.1, to: nil).apply(to: whole)
        }
        #expect(throws: UsageError.self) { try TraceWindow(from: 100, to: nil).apply(to: whole) }
    }

    @Test func optionsReadTitleNotesAndTheWindow() throws {
        guard
            case .report(let o) = try Command.parse([
                "report", "t.ndjson", "--out", "r.html", "--title", "T", "--note", "a", "--note", "b", "--from", "1", "--to", "2.5",
            ])
        else {
            Issue.record("not a report")
            return
        }
        #expect(o.title == "T" && o.notes == ["a", "b"] && o.from == 1 && o.to == 2.5)
        #expect(throws: UsageError("report: --from must be before --to (got 3.0 and 2.0)")) {
            try Command.parse(["report", "t.ndjson", "--out", "r.html", "--from", "3", "--to", "2"])
        }
    }
}
