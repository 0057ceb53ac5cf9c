import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

/// A touch that catches the flung tab strip only stops it (`TabStripController`, by the rule a list's
/// rows follow, `ContentCatch`): the tab under the finger is not selected and the pager stays, on a
/// nested page and in a technique scene, each from a user's scene file; the same tap at rest selects.
@Suite struct TabStripControllerTests {
    /// The middle of the strip (200 pt header, 44 pt strip).
    static let stripY = 222.0
    static let titles = (1...8).map { "Section \($0)" }
    /// Where the finger taps: under the strip's middle, left of centre.
    static let tapX = 200.0

    /// A user's scene file of kind `kind` with eight pages titled `Section 1` … `Section 8`, which do
    /// not fit 393 pt; loaded as the app loads a user's file.
    static func session(_ kind: String, feel: Feel = .ios) throws -> SceneSession {
        let dir = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("wide-\(kind).json")
        let names = titles.map { "\"\($0)\"" }.joined(separator: ", ")
        let pages = titles.map { _ in #"{"rows": 40}"# }.joined(separator: ", ")
        let technique = kind == "technique" ? #", "appTechnique": {"name": "wide", "tree": {"pages": 8}}"# : ""
        try Data(
            """
            {"id": "wide-\(kind)", "title": "Wide", "kind": "\(kind)", "header": {"height": 200},
             "tabStrip": {"height": 44, "titles": [\(names)]}, "pages": [\(pages)], "rowHeight": 72\(technique)}
            """.utf8
        ).write(to: file)
        let s = SceneSession(definition: try SceneCatalog.load(file), viewport: Size(width: 393, height: 852), hz: 120)
        s.feel = feel
        return s
    }

    /// A fling on the strip at `y`: 100 pt to the left over 0.1 s from x 350, lifted at 0.2 s still moving.
    static func fling(y: Double = stripY) -> [PointerEvent] {
        var script = TouchScript()
        script.drag(from: Point(x: 350, y: y), to: Point(x: 250, y: y), start: 0.1, duration: 0.1, profile: .easeIn)
        return script.events
    }

    /// A tap at `tapX` on the strip at `y`, down at `t`, lifted `hold` later.
    static func tap(at t: Double, y: Double = stripY, hold: Double = 0.08) -> [PointerEvent] {
        var script = TouchScript()
        script.hold(at: Point(x: tapX, y: y), start: t, duration: hold)
        return script.events
    }

    /// The tab under the tap with the strip at `offset`.
    static func tab(atOffset offset: Double) -> Int {
        TabStripView.tabFrames(titles: titles, width: 393).lastIndex { $0.x <= tapX + offset } ?? 0
    }

    /// The pager's offset (a nested page's `pager` or a technique scene's pager scroll view).
    static func pagerX(_ s: SceneSession) -> Double {
        s.state().pager?.offset ?? s.offsetX("pager")
    }

    /// The events of `id` from `t` on, `name@ms`.
    static func events(_ s: SceneSession, id: String, from t: Double) -> [String] {
        s.state().events.filter { $0.t >= t - 1e-9 && $0.id == id }.map { "\($0.name)@\(Int(($0.t * 1000).rounded()))" }
    }

    /// Flings the strip, taps it 0.05 s after the lift (while it decelerates), then waits: returns the
    /// strip's offset at the catch.
    static func catchTap(_ s: SceneSession, strip id: String = "tabStrip", y: Double = stripY, hold: Double = 0.08) throws -> Double {
        run(s, fling(y: y))
        s.advance(to: 0.25)
        let strip = try #require(s.state().scrollViews.first { $0.id == id })
        #expect(strip.state == "decelerating")
        run(s, tap(at: 0.25, y: y, hold: hold), until: 2)
        return strip.offset.x
    }

    /// Left alone, the same fling carries the strip on to its end.
    @Test(arguments: ["nestedPage", "technique"])
    func theSameFlingUncaughtRestsFurtherOn(_ kind: String) throws {
        let s = try Self.session(kind)
        run(s, Self.fling(), until: 3)
        let tabs = TabStripView.tabFrames(titles: Self.titles, width: 393)
        let end = tabs[7].x + tabs[7].width - 393
        #expect(s.offsetX("tabStrip") == end)  // its end, 508.4 pt (thrown past it, bounced back)
        expectClose(end, 508.408, within: 1e-3)
        #expect(s.state().events.filter { $0.id == "tabStrip" }.last?.name == "didEndDecelerating")
    }

    @Test(arguments: ["nestedPage", "technique"])
    func aTapOnTheFlungStripStopsItAndSelectsNothing(_ kind: String) throws {
        let s = try Self.session(kind)
        let caught = try Self.catchTap(s)
        // Caught mid-range, 0.05 s into the deceleration: it stays exactly there.
        expectClose(caught, 136.468, within: 1e-3)
        #expect(s.offsetX("tabStrip") == caught)
        #expect(s.state().scrollViews.first { $0.id == "tabStrip" }?.state == "idle")
        #expect(Self.pagerX(s) == 0)
        let tab = Self.tab(atOffset: caught)
        #expect(tab == 2)
        #expect(Self.events(s, id: "tabStrip.tab.\(tab)", from: 0) == ["tapIgnored@330"])
        #expect(s.arenaLog.contains("t=0.33 tabStrip.tab.2 tapIgnored"))
        // The catch's drag events are a list's: the touch-down began dragging, the failed pan ended it.
        #expect(Self.events(s, id: "tabStrip", from: 0.25) == ["willBeginDragging@250", "willEndDragging@330", "didEndDragging@330"])
        // The same tap at rest selects: the pager pages to that tab.
        run(s, Self.tap(at: 2), until: 4)
        #expect(Self.pagerX(s) == 393 * Double(tab))
        #expect(!s.state().events.contains { $0.name == "tapIgnored" && $0.t > 2 })
        #expect(s.invariantViolations().isEmpty)
    }

    /// Every platform's catch selects nothing on a quick tap: UIKit, Android and Flutter because the
    /// touch stopped the strip, Chromium by its tap suppression (a tap under 0.2 s, 0 s after the fling
    /// cancel).
    @Test(arguments: [Feel.ios, .android, .flutterBouncing, .chromium])
    func everyFeelIgnoresAQuickTapThatCatches(_ feel: Feel) throws {
        let s = try Self.session("nestedPage", feel: feel)
        let caught = try Self.catchTap(s)
        #expect(s.offsetX("tabStrip") == caught, "\(feel.name)")
        #expect(Self.pagerX(s) == 0, "\(feel.name)")
        #expect(s.state().events.filter { $0.name == "tapIgnored" }.count == 1, "\(feel.name)")
    }

    /// Chromium swallows only a quick tap (lifted within `tapSuppressTapGap` 0.2 s): a 0.3 s press on the
    /// caught strip clicks, as a row's does; UIKit ignores it all the same.
    @Test func aLongerPressOnTheCaughtStripSelectsOnChromiumOnly() throws {
        let chromium = try Self.session("nestedPage", feel: .chromium)
        let caught = try Self.catchTap(chromium, hold: 0.3)
        #expect(Self.pagerX(chromium) == 393 * Double(Self.tab(atOffset: caught)))
        #expect(!chromium.state().events.contains { $0.name == "tapIgnored" })
        let ios = try Self.session("nestedPage")
        _ = try Self.catchTap(ios, hold: 0.3)
        #expect(Self.pagerX(ios) == 0)
    }

    /// The `nested-pages` kind's two strips are the same controller: a scene file whose eight outer
    /// titles overflow, its outer strip (160 pt down, 44 tall) flung and caught, stays on outer page 0.
    @Test func theNestedPagesOuterStripToo() throws {
        let dir = Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("wide-outer.json")
        let names = Self.titles.map { "\"\($0)\"" }.joined(separator: ", ")
        try Data(
            """
            {"id": "wide-outer", "title": "Wide outer", "kind": "nestedPages",
             "outerPager": {"headerHeight": 160, "stripHeight": 44, "titles": [\(names)], "nestedPage": 1, "initialPage": 0},
             "header": {"height": 140}, "tabStrip": {"height": 40, "titles": ["A", "B"]}, "pages": [{"rows": 40}, {"rows": 40}],
             "rowHeight": 72}
            """.utf8
        ).write(to: file)
        let s = SceneSession(definition: try SceneCatalog.load(file), viewport: Size(width: 393, height: 852), hz: 120)
        let caught = try Self.catchTap(s, strip: "outer.tabStrip", y: 182)
        expectClose(caught, 136.468, within: 1e-3)
        #expect(s.offsetX("outer.tabStrip") == caught)
        #expect(s.offsetX("outer.pager") == 0)
        #expect(s.state().events.filter { $0.name == "tapIgnored" }.map(\.id) == ["outer.tabStrip.tab.2"])
        run(s, Self.tap(at: 2, y: 182), until: 4)
        #expect(s.offsetX("outer.pager") == 786)
    }
}
