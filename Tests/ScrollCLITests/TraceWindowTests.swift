import Foundation
import ScrollCore
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

    /// A scene switch before `from` is kept, at 0 (the excerpt replays on the scene switched to), as is
    /// a rotation; a key acting on the scene's state (C) is not — the excerpt starts it afresh.
    @Test func keysBeforeFromThatSetTheSandboxUpAreKeptAtZero() throws {
        let header = try Trace.load(Self.trace.path).header
        let p = Point(x: 10, y: 10)
        let whole = Trace(
            header: header,
            events: [
                .key("c", time: 0.5), .key("scene=mylist", time: 1), .key("r", time: 1.5), .key("escape", time: 1.75),
                .pointer(PointerEvent(.down, id: 0, at: p, time: 2)), .pointer(PointerEvent(.up, id: 0, at: p, time: 2.5)),
                .pointer(PointerEvent(.down, id: 1, at: p, time: 3)),
            ])
        let cut = try TraceWindow(from: 2.75, to: nil).apply(to: whole)
        #expect(cut.events == [.key("scene=mylist", time: 0), .key("r", time: 0), .pointer(PointerEvent(.down, id: 1, at: p, time: 0.25))])
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
