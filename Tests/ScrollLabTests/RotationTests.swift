import ScrollCore
import ScrollLab
import ScrollScene
import TestSupport
import Testing

/// Issue #13 item 5: rotation (R) keeps the session — the clock, the current page, the header
/// collapse (stuck stays stuck, otherwise clamped to the new range), each page's reading
/// position (the row at the top stays at the top), and a running fling goes on. Plain lists and the
/// pager keep their offset and page too.
@Suite struct RotationTests {
    /// Rows are 72 pt in these scenes: the row at a list's top.
    private func topRow(_ offset: Double) -> Int { Int((offset / 72).rounded(.down)) }

    private func list(_ s: SceneState, _ id: String) throws -> SceneState.ScrollViewState {
        try #require(s.scrollViews.first { $0.id == id })
    }

    /// Page 0 read down to row 5 (header stuck), then page 1 shown.
    private func session() -> TraceBuilder {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 200, y: 750), to: Point(x: 200, y: 230), duration: 0.6, hold: 0.1)
        b.fling(from: Point(x: 300, y: 600), to: Point(x: 120, y: 600))
        b.wait(1)
        return b
    }

    @Test func rotationKeepsPageCollapseReadingPositionsClockAndLog() throws {
        var b = session()
        let before = try replay(b.trace).session.state()
        b.key("r")
        let t = b.time
        let after = try replay(b.trace, settle: false, until: t).session.state()
        #expect(before.pager?.page == 1 && before.header?.isStuck == true)
        #expect(after.viewport.width == 852 && after.viewport.height == 393)
        #expect(after.time == t)  // the session's clock went on (a rebuilt scene started again at 0)
        #expect(after.pager?.page == 1)
        #expect(after.pager?.offset == 852)
        #expect(after.header?.isStuck == true)  // stuck stays stuck: 141 pt of 141 → 200 of 200
        #expect(after.header?.collapse == after.header?.maxCollapse)
        #expect(after.pages?[0].contentOffset == before.pages?[0].contentOffset)
        #expect(topRow(after.pages![0].contentOffset) == topRow(before.pages![0].contentOffset))
        #expect(topRow(before.pages![0].contentOffset) >= 4)
        #expect(after.pages?.map(\.loaded) == before.pages?.map(\.loaded))
        // The log is the session's: the drag before the rotation is still in it, nothing was re-logged.
        #expect(after.events.filter { $0.id == "page.0.list" }.map(\.name) == before.events.filter { $0.id == "page.0.list" }.map(\.name))
        #expect(after.events.filter { $0.name == "pageDidLoad" }.count == before.events.filter { $0.name == "pageDidLoad" }.count)
    }

    @Test func aPartialCollapseIsKeptOrClampedToTheNewRange() throws {
        // Landscape: the header collapses up to 200 pt (no status bar); 170 pt is partial there.
        var b = TraceBuilder(scene: "profile", landscape: true)
        b.drag(from: Point(x: 400, y: 330), to: Point(x: 400, y: 150), duration: 0.5, hold: 0.1)
        let before = try replay(b.trace).session.state()
        let c = try #require(before.header?.collapse)
        #expect(c > 141 && c < 200)
        b.key("r")
        let portrait = try replay(b.trace).session.state()
        #expect(portrait.header?.collapse == 141)  // clamped to the portrait range (stuck there)
        b.key("r")
        let back = try replay(b.trace).session.state()
        #expect(back.header?.collapse == 200)  // stuck in portrait stays stuck
        var p = TraceBuilder(scene: "profile")
        p.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 500), duration: 0.5, hold: 0.1)
        p.key("r")
        let partial = try replay(p.trace).session.state()
        expectClose(try #require(partial.header?.collapse), 90, within: 1e-9)  // 100 pt less the slop: kept
    }

    @Test func aFlingGoesOnThroughTheRotation() throws {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 200, y: 750), to: Point(x: 200, y: 230), duration: 0.6, hold: 0.1)  // stuck
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500))
        b.wait(0.15)
        let reference = try replay(b.trace).session.state()
        let t = b.time
        let moving = try replay(b.trace, settle: false, until: t).session.state()
        b.key("r")
        let rotated = try replay(b.trace, settle: false, until: t).session.state()
        let v = try list(moving, "page.0.list").velocity.y
        #expect(v > 500)
        #expect(try list(rotated, "page.0.list").state == "decelerating")
        expectClose(try list(rotated, "page.0.list").velocity.y, v, within: 1e-6)  // no jump in velocity
        expectClose(rotated.pages![0].contentOffset, moving.pages![0].contentOffset, within: 1e-9)
        let landed = try replay(b.trace).session.state()
        // A decay is memoryless: the list lands where it would have without the rotation.
        expectClose(landed.pages![0].contentOffset, reference.pages![0].contentOffset, within: 1e-6)
        #expect(landed.events.filter { $0.id == "page.0.list" }.last?.name == "didEndDecelerating")
    }

    /// A bounce under way keeps going, its overscroll scaled to the new, shorter band (found by the
    /// fuzzer: carried as it was, it lay beyond the landscape band's 393 pt).
    @Test(arguments: ["profile", "list-refresh", "basic-scroll"])
    func aBounceFarPastTheTopGoesOnWithinTheNewBand(scene: String) throws {
        var b = TraceBuilder(scene: scene)
        b.wheel(at: Point(x: 200, y: 500), delta: Point(x: 0, y: 2000), count: 3)
        b.key("r")
        let sandbox = Sandbox(
            catalog: catalog, sceneIndex: catalog.scenes.firstIndex { $0.id == scene }!, device: .fifteen, landscape: false, hz: 120)
        var broken: [String] = []
        var stretched = 0.0
        sandbox.replay(b.trace.events, settle: true) { _ in
            broken += sandbox.session.invariantViolations()
            let s = sandbox.session.state()
            stretched = min(stretched, s.header?.collapse ?? 0, s.scrollViews.map(\.offset.y).min() ?? 0)
        }
        #expect(broken.isEmpty)
        #expect(stretched < -100)  // it was pulled far
        #expect(sandbox.session.isIdle)
        #expect(sandbox.session.state().refresh.map { $0.state == "idle" } ?? true)
    }

    /// The nested page's runtime keys (#14) survive R: a reload's rows, the container's bottom inset,
    /// scrolling switched off.
    @Test func runtimeKeysSurviveTheRotation() throws {
        func rotated(_ scene: String, keys: [String]) throws -> (SceneState, SceneState) {
            var b = TraceBuilder(scene: scene)
            for k in keys { b.key(k) }
            let before = try replay(b.trace).session.state()
            b.key("r")
            return (before, try replay(b.trace).session.state())
        }
        let (reloaded, reloadedAfter) = try rotated("reload", keys: ["o"])
        #expect(reloadedAfter.pages?.map(\.contentHeight) == reloaded.pages?.map(\.contentHeight))
        #expect(reloadedAfter.pages?.first?.generation == 1)
        let (inset, insetAfter) = try rotated("bottom-inset", keys: ["k"])
        #expect(inset.pages?.first?.bottomInset ?? 0 > 0)
        #expect(insetAfter.pages?.map(\.bottomInset) == inset.pages?.map(\.bottomInset))
        let (_, off) = try rotated("profile", keys: ["d"])
        #expect(off.scrollViews.first { $0.id == "page.0.list" }?.scrollEnabled == false)
        #expect(off.events.filter { $0.name == "scrollDisabled" }.count == 4)  // logged once, at the D
    }

    @Test func aPageChangeUnderWayEndsOnItsPage() throws {
        var b = TraceBuilder(scene: "profile")
        b.fling(from: Point(x: 300, y: 600), to: Point(x: 120, y: 600))
        b.wait(0.05)
        let mid = try replay(b.trace, settle: false, until: b.time).session.state()
        #expect(mid.pager?.state != "idle")
        b.key("r")
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 1)
        #expect(s.pager?.offset == 852)
        #expect(s.pager?.state == "idle")
    }

    @Test func aPlainListKeepsItsRowAndItsFling() throws {
        var b = TraceBuilder(scene: "basic-scroll")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 300), duration: 0.5, hold: 0.1)
        let before = try list(try replay(b.trace).session.state(), "main")
        var r = b
        r.key("r")
        let after = try list(try replay(r.trace).session.state(), "main")
        #expect(after.offset.y == before.offset.y)
        #expect(topRow(after.offset.y) == topRow(before.offset.y) && topRow(before.offset.y) >= 5)
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 500))
        b.wait(0.1)
        let reference = try list(try replay(b.trace).session.state(), "main")
        b.key("r")
        let landed = try list(try replay(b.trace).session.state(), "main")
        expectClose(landed.offset.y, reference.offset.y, within: 1e-6)
    }

    @Test func thePagerKeepsItsPage() throws {
        var b = TraceBuilder(scene: "paging")
        b.fling(from: Point(x: 300, y: 400), to: Point(x: 120, y: 400))
        b.wait(1)
        b.fling(from: Point(x: 300, y: 400), to: Point(x: 120, y: 400))
        b.wait(0.05)
        b.key("r")
        let s = try replay(b.trace).session.state()
        #expect(s.pager?.page == 2)
        expectClose(try #require(s.pager?.offset), 2 * 852, within: 1e-9)
    }
}
