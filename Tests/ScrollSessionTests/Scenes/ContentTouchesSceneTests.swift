import Foundation
import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// `content-touches` (#41): a list whose rows can be pressed, and whose rows 0 and 6 hold a button. Rows
/// are 72 pt under the navigation bar (the list starts at y 103 on the iPhone 15): row 0 at 103…175,
/// row 2 at 247…319.
@Suite struct ContentTouchesSceneTests {
    static let row0 = Point(x: 120, y: 140)
    static let row2 = Point(x: 120, y: 280)

    /// Pointer events: a touch at `p` at `t`, held still `hold` s, then (if `drag` > 0) a 12 pt jump up
    /// (past every slop at once: the drag starts at `t + hold`) and 2 pt steps 1/120 s apart up to `drag`
    /// pt, lifted still 0.05 s after the last.
    static func touch(at p: Point, t: Double, hold: Double, drag: Double = 0, id: Int64 = 5) -> [InputEvent] {
        var out: [InputEvent] = [.pointer(PointerEvent(.down, id: id, at: p, time: t))]
        var q = p
        var u = t + hold
        if drag > 0 {
            var travelled = 12.0
            q = p + Point(x: 0, y: -travelled)
            out.append(.pointer(PointerEvent(.move, id: id, at: q, time: u)))
            while travelled < drag {
                travelled += 2
                u += 1.0 / 120
                q = p + Point(x: 0, y: -travelled)
                out.append(.pointer(PointerEvent(.move, id: id, at: q, time: u)))
            }
            u += 0.05
            out.append(.pointer(PointerEvent(.move, id: id, at: q, time: u)))
        }
        out.append(.pointer(PointerEvent(.up, id: id, at: q, time: u)))
        return out
    }

    /// Replays `events` on `scene` under `feel` at `hz`; returns the final state.
    static func run(
        _ events: [InputEvent], feel: Feel, hz: Int = 120, scene: String = "content-touches", catalog scenes: SceneCatalog = catalog
    ) throws -> SceneState {
        var b = TraceBuilder(scene: scene, hz: hz)
        b.header.feel = feel
        var trace = b.trace
        trace.events = events
        return try SceneFixtures.replay(trace, after: 1.5, in: scenes) { _, _ in }.session.state()
    }

    /// The press events, `ID NAME MS` (time in whole milliseconds).
    static func presses(_ s: SceneState, row: Int? = nil) -> [String] {
        let prefix = row.map { "main.row.\($0)" } ?? "main.row."
        return s.events.filter { ($0.id ?? "").hasPrefix(prefix) }.map { "\($0.id!) \($0.name) \(Int(($0.t * 1000).rounded()))" }
    }
    static func names(_ s: SceneState, row: Int? = nil) -> [String] { presses(s, row: row).map { String($0.split(separator: " ")[1]) } }
    /// The press events' names from `t` on (any row).
    static func names(_ s: SceneState, from t: Double) -> [String] {
        s.events.filter { ($0.id ?? "").hasPrefix("main.row.") && $0.t >= t }.map(\.name)
    }
    static func offset(_ s: SceneState) -> Double { s.scrollViews.first { $0.id == "main" }!.offset.y }

    @Test func aQuickTapSelectsTheRowAndTheArenaLogSaysSo() throws {
        let s = try Self.run(Self.touch(at: Self.row2, t: 0.1, hold: 0.08), feel: .ios)
        #expect(Self.presses(s) == ["main.row.2 pressBegan 180", "main.row.2 selected 180"])
        #expect(s.arena.log.contains { $0.hasSuffix("main.row.2 selected") })
    }

    @Test(arguments: [(0.149, [String]()), (0.151, ["pressBegan", "pressHighlighted", "pressCancelled"])])
    func iosDelaysContentTouchesThenADragCancels(_ hold: Double, _ expected: [String]) throws {
        let s = try Self.run(Self.touch(at: Self.row2, t: 0.1, hold: hold, drag: 60), feel: .ios)
        #expect(Self.names(s) == expected)
        #expect(Self.offset(s) > 30)
    }

    @Test func aButtonKeepsItsPressAndTheListDoesNotScroll() throws {
        let s = try Self.run(Self.touch(at: Self.row0, t: 0.1, hold: 0.2, drag: 60), feel: .ios)
        #expect(Self.names(s) == ["pressBegan", "pressHighlighted", "selected"])
        #expect(Self.offset(s) == 0)
        #expect(s.arena.log.contains { $0.contains("main.row.0 keeps the touch (a button)") })
    }

    @Test(arguments: [Feel.ios, .android, .flutterBouncing, .chromium])
    func aTapOnAMovingListStopsItAndSelectsNothing(_ feel: Feel) throws {
        var e: [InputEvent] = []
        var b = TraceBuilder(scene: "content-touches")
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500), duration: 0.1)
        e = b.trace.events
        e += Self.touch(at: Self.row2, t: 0.4, hold: 0.05)
        let s = try Self.run(e, feel: feel)
        // Chromium's page sees the touch (touchstart) but the tap is swallowed: no click.
        let expected = feel.tapSuppressCancelToDown > 0 ? ["pressBegan", "tapIgnored"] : ["tapIgnored"]
        #expect(Self.names(s, from: 0.4) == expected, "\(feel.name)")
        #expect(!s.events.contains { $0.name == "selected" })
    }

    @Test func androidPressedAfterTapTimeoutAndTheTimesDoNotDependOnTheTickRate() throws {
        let e = Self.touch(at: Self.row2, t: 0.1, hold: 0.3)
        let a = try Self.run(e, feel: .android, hz: 120)
        #expect(Self.presses(a) == ["main.row.2 pressBegan 100", "main.row.2 pressHighlighted 200", "main.row.2 selected 400"])
        #expect(Self.presses(try Self.run(e, feel: .android, hz: 60)) == Self.presses(a))
    }

    /// A wheel scroll is the app's own pointer: it presses no row, and a row that keeps its touches does
    /// not stop it.
    @Test func aWheelScrollPressesNothing() throws {
        var b = TraceBuilder(scene: "content-touches")
        b.wheel(at: Self.row0, delta: Point(x: 0, y: -20))
        let s = try Self.run(b.trace.events, feel: .android)
        #expect(Self.presses(s).isEmpty)
        #expect(Self.offset(s) > 100)
    }

    @Test func aSceneFileTurnsCanCancelContentTouchesOff() throws {
        let dir = Paths.temporaryDirectory()
        let text = """
            {"id": "my-presses", "title": "Mine", "kind": "list", "rows": 50, "rowHeight": 72,
             "contentTouches": {"canCancelContentTouches": false, "delaysContentTouches": false}}
            """
        try text.write(to: dir.appendingPathComponent("my-presses.json"), atomically: true, encoding: .utf8)
        let scenes = try SceneCatalog(directory: dir)
        let s = try Self.run(Self.touch(at: Self.row2, t: 0.1, hold: 0.02, drag: 60), feel: .ios, scene: "my-presses", catalog: scenes)
        #expect(Self.names(s) == ["pressBegan", "pressHighlighted", "selected"])
        #expect(Self.offset(s) == 0)
    }

    /// `events` then R at `rotateAt`, under `ios`: the session at 1.5 s past the last event, and the rects
    /// the selection tint fills before the rotation (sampled just before it) and at the end.
    static func rotating(_ events: [InputEvent], at rotateAt: Double) throws -> (SceneState, before: [Rect], after: [Rect]) {
        var b = TraceBuilder(scene: "content-touches")
        b.header.feel = .ios
        var trace = b.trace
        trace.events = (events + [.key("r", time: rotateAt)]).sorted { $0.time < $1.time }
        var before: [Rect] = []
        let s = try SceneFixtures.replay(trace, after: 1.5) { t, s in
            if t < rotateAt { before = selectionTints(s.session.displayList()) }
        }
        return (s.session.state(), before, selectionTints(s.session.displayList()))
    }

    static func selectionTints(_ list: DisplayList) -> [Rect] {
        list.commands.compactMap {
            if case .fill(let r, let c) = $0, c == Color(hex: 0x007AFF).withAlpha(0.14) { return r }
            return nil
        }
    }

    /// A selected row stays selected through a rotation (UITableView keeps `indexPathForSelectedRow`):
    /// row 2's tint is drawn in portrait (the list from y 103, 393 wide) and in landscape (the list from
    /// y 44 between the 59 pt side insets, 734 wide) after R.
    @Test func theSelectedRowStaysSelectedThroughTheRotation() throws {
        let (s, before, after) = try Self.rotating(Self.touch(at: Self.row2, t: 0.1, hold: 0.08), at: 0.5)
        #expect(Self.presses(s) == ["main.row.2 pressBegan 180", "main.row.2 selected 180"])
        #expect(before == [Rect(x: 0, y: 247, width: 393, height: 72)])
        #expect(after == [Rect(x: 59, y: 188, width: 734, height: 72)])
    }

    /// A press held through a rotation is cancelled with its touch (`SceneSession.rotated` cancels the
    /// touches still down, as iOS does): highlighted at 150 ms, cancelled at R, the lift selects nothing.
    @Test func aPressHeldThroughTheRotationIsCancelled() throws {
        let (s, before, after) = try Self.rotating(Self.touch(at: Self.row2, t: 0.1, hold: 0.4), at: 0.35)
        #expect(Self.presses(s) == ["main.row.2 pressBegan 250", "main.row.2 pressHighlighted 250", "main.row.2 pressCancelled 350"])
        #expect(before.isEmpty && after.isEmpty)
        #expect(s.arena.log.contains { $0.hasSuffix("main.row.2 pressCancelled") })
    }

    /// A button row the list does not have is refused as `selfSizing.startRow` is (it was accepted and
    /// nothing was a button); rows appended by `loadMoreBatch` may hold one.
    @Test func aButtonRowPastTheListIsRefused() throws {
        let past = #"{"id": "b", "title": "B", "kind": "list", "rows": 10, "contentTouches": {"buttonRows": [2, 10]}}"#
        #expect(throws: SceneCatalog.LoadError(message: "mine.json: contentTouches.buttonRows: row 10 is not one of the list's 10 rows")) {
            try SceneCatalog.parse(Data(past.utf8), label: "mine.json")
        }
        let last = #"{"id": "b", "title": "B", "kind": "list", "rows": 10, "contentTouches": {"buttonRows": [9]}}"#
        #expect(try SceneCatalog.parse(Data(last.utf8), label: "mine.json").contentTouches?.buttonRows == [9])
        let growing = #"{"id": "b", "title": "B", "kind": "list", "rows": 10, "loadMoreBatch": 30, "contentTouches": {"buttonRows": [25]}}"#
        #expect(try SceneCatalog.parse(Data(growing.utf8), label: "mine.json").contentTouches?.buttonRows == [25])
    }
}
