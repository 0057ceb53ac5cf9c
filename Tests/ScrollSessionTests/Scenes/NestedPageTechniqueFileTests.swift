import Foundation
import ScrollCore
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// The wrong techniques that are technique files (docs/TECHNIQUES.md, "On a nested page"): C installs
/// `Assets/techniques/ID.json` on the nested page's own recognizers. Each test reads the file from
/// disk, checks it is the text the binary runs, and replays the scene's fixture trace with C pressed.
@Suite struct NestedPageTechniqueFileTests {
    /// `Assets/techniques/ID.json`, read from disk and checked to be the compiled-in text.
    static func file(_ id: String) throws -> AppTechnique {
        let url = Paths.repoRoot.appendingPathComponent("Assets/techniques/\(id).json")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(AppTechnique.builtinText(id) == text, "run scripts/update-builtin-techniques")
        return try #require(JSONValue.parse(text).flatMap { AppTechnique(json: $0) })
    }

    struct Sample {
        var t: Double
        var collapse: Double
        var list: Double
        var banner: Double?
    }

    /// The fixture trace `name` replayed with C at 0.01 s (`c` false: without), sampled every tick.
    static func replay(_ name: String, c: Bool) throws -> (samples: [Sample], state: SceneState) {
        let url = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/bug-classes/\(name).ndjson")
        var trace = try Trace.parse(try Data(contentsOf: url), path: url.path)
        if c { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var out: [Sample] = []
        let s = try SceneFixtures.replay(trace, after: 0.5) { t, s in
            let st = s.session.state()
            out.append(
                Sample(
                    t: t, collapse: st.header!.collapse, list: st.pages![0].contentOffset,
                    banner: st.scrollViews.first { $0.id == "header.carousel" }?.offset.x))
        }
        return (out, s.session.state())
    }

    @Test func everyBuiltinTechniqueFileIsCompiledInAsItIs() throws {
        let dir = Paths.repoRoot.appendingPathComponent("Assets/techniques")
        let ids = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.sorted()
        #expect(ids == AppTechnique.builtinIDs)
        // The nested page's seven and the gallery's four (`GalleryTechniqueFileTests`).
        #expect(
            ids == [
                "carousel-simultaneous", "carouselLock", "deadStop", "fixed-angle", "forwarding", "header-takes-no-drags",
                "inner-pager-keeps-drag", "list-scroll-to", "reset-on-load", "simultaneous", "snap-by-position",
            ])
        for id in ids { #expect(try Self.file(id).name == id) }
    }

    /// `header-takes-no-drags.json`: one `didTurnOn` rule disabling the header's and the strip's pans.
    /// tall-header's trace with C: nothing moves at any tick and no recognizer begins; without C the
    /// header collapses its 941 pt and the list scrolls.
    @Test func headerTakesNoDragsIsItsFile() throws {
        let t = try Self.file("header-takes-no-drags")
        #expect(t.rules?.map(\.on) == [.didTurnOn])
        #expect(
            t.rules?[0].set == [
                .init(property: "header.pan.isEnabled", value: "false"), .init(property: "tabStrip.pan.isEnabled", value: "false"),
            ])
        let (wrong, state) = try Self.replay("tall-header", c: true)
        let (chain, _) = try Self.replay("tall-header", c: false)
        #expect(wrong.count > 500 && wrong.allSatisfy { $0.collapse == 0 && $0.list == 0 })
        #expect(!state.arena.log.contains { $0.contains("began") })
        #expect(chain.map(\.collapse).max() == 941)
        #expect(state.events.contains { $0.name == "switchedToTechnique" && $0.id == "header-takes-no-drags" })
    }

    /// `carousel-simultaneous.json`: the page's pan takes any direction (`didTurnOn`) and recognizes with
    /// every other (`simultaneous header.pan *`). The thumb's swipe on the banner (40 pt of drift) pages
    /// it (393 pt) and, only with the file on, collapses the header by the drift: 37.33 pt at the lift.
    @Test func carouselSimultaneousIsItsFile() throws {
        let t = try Self.file("carousel-simultaneous")
        #expect(t.rules?.map(\.on) == [.didTurnOn, .simultaneous])
        #expect(t.rules?[1].recognizer == "header.pan" && t.rules?[1].other == "*")
        let (wrong, state) = try Self.replay("header-carousel-diagonal", c: true)
        let (chain, _) = try Self.replay("header-carousel-diagonal", c: false)
        #expect(wrong.last?.banner == 393 && chain.last?.banner == 393)
        expectClose(wrong.last { $0.t <= 0.35 }!.collapse, 37.33, within: 0.01)
        #expect(chain.allSatisfy { $0.collapse == 0 && $0.list == 0 })
        #expect(state.arena.log.contains { $0.contains("header.pan runs alongside header.carousel.pan") })
    }

    /// `inner-pager-keeps-drag.json`: one `didTurnOn` rule setting nested-pages' own `pager.handoff`
    /// false. nested-pages' trace with C: the outer pager stays on its page (393 pt) at every tick while
    /// the inner pager rubber-bands past its last page (786 pt); without C the handoff moves the outer
    /// pager.
    @Test func innerPagerKeepsDragIsItsFile() throws {
        let t = try Self.file("inner-pager-keeps-drag")
        #expect(t.rules?.map(\.on) == [.didTurnOn])
        #expect(t.rules?[0].set == [.init(property: "pager.handoff", value: "false")])
        func run(c: Bool) throws -> (outer: [Double], inner: [Double], state: SceneState) {
            let url = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/bug-classes/nested-pages.ndjson")
            var trace = try Trace.parse(try Data(contentsOf: url), path: url.path)
            if c { trace.events.insert(.key("c", time: 0.01), at: 0) }
            var outer: [Double] = []
            var inner: [Double] = []
            let s = try SceneFixtures.replay(trace, after: 0.5) { _, s in
                let st = s.session.state()
                outer.append(st.scrollViews.first { $0.id == "outer.pager" }!.offset.x)
                inner.append(st.scrollViews.first { $0.id == "pager" }!.offset.x)
            }
            return (outer, inner, s.session.state())
        }
        let wrong = try run(c: true)
        let chain = try run(c: false)
        #expect(wrong.outer.allSatisfy { $0 == 393 })
        #expect(wrong.inner.max()! > 786 + 50)
        #expect(chain.outer.contains { $0 != 393 })
        #expect(wrong.state.events.contains { $0.name == "handoffOff" && $0.id == "pager" })
        #expect(wrong.state.gallery?.technique == "inner-pager-keeps-drag" && wrong.state.gallery?.running == "technique")
    }

    /// `fixed-angle.json`: one `didTurnOn` rule setting the page's own `pagerLock.isOn` false, so the
    /// pager's untuned rule (45° at the feel's slop) decides instead of viewpager's lock (26.6°, 16 pt).
    /// pager-angle's three diagonal drags: 20° → pager with either; 40° → page.1.list under the lock,
    /// → pager with the file (pager-angle-c, the corpus trace that presses C); 50° → page.1.list.
    @Test func fixedAngleIsItsFile() throws {
        let t = try Self.file("fixed-angle")
        #expect(t.rules?.map(\.on) == [.didTurnOn])
        #expect(t.rules?[0].set == [.init(property: "pagerLock.isOn", value: "false")])
        func owners(_ name: String) throws -> [String] {
            let url = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/bug-classes/\(name).ndjson")
            let trace = try Trace.parse(try Data(contentsOf: url), path: url.path)
            let s = try SceneFixtures.replay(trace, after: 0.5) { _, _ in }
            return s.session.state().events.filter { $0.name == "diagonalDrag" }.map { "\($0.page ?? -1)° \($0.id ?? "")" }
        }
        #expect(try owners("pager-angle-c") == ["20° pager", "40° pager", "50° page.1.list"])
        #expect(try owners("pager-angle") == ["20° pager", "40° page.1.list", "50° page.1.list"])
    }

    /// `snap-by-position.json`: one `willEndDragging` rule of `header` setting the collapse the snap
    /// decides on (`target.y`, the release's landing) to the collapse at the release. header-snap's
    /// trace: the first two releases snap as the chain does (collapsed, expanded); the flick up
    /// released under the threshold snaps back expanded with the file on (settled: 0), collapsed
    /// without (settled: 141, its limit).
    @Test func snapByPositionIsItsFile() throws {
        let t = try Self.file("snap-by-position")
        #expect(t.rules?.map(\.on) == [.willEndDragging])
        #expect(t.rules?[0].view == "header")
        #expect(t.rules?[0].set == [.init(property: "target.y", value: "header.collapse")])
        let (wrong, state) = try Self.replay("header-snap", c: true)
        let (chain, chainState) = try Self.replay("header-snap", c: false)
        func snaps(_ s: SceneState) -> [String] { s.events.map(\.name).filter { $0.hasPrefix("headerWillSnap") } }
        #expect(snaps(state) == ["headerWillSnap.collapsed", "headerWillSnap.expanded", "headerWillSnap.expanded"])
        #expect(snaps(chainState) == ["headerWillSnap.collapsed", "headerWillSnap.expanded", "headerWillSnap.collapsed"])
        // 0.5 s after the trace (t 4.5), the flick's snap under way: to 0 with the file, to 141 without.
        let (w, c) = (try #require(wrong.last), try #require(chain.last))
        #expect(w.t == 4.5 && abs(w.collapse - 0.6871) < 1e-4 && abs(c.collapse - 139.4871) < 1e-4)
        #expect(state.events.contains { $0.name == "snapByPosition" && $0.id == "header" && $0.t == 0.01 })
        #expect(state.header?.maxCollapse == 141 && state.header?.isStuck == false)
    }

    /// `reset-on-load.json`: one `didLoadRows` rule of `list` (whichever page's rows arrive) setting that
    /// list's offset to 0 (the container's reload of an empty, then full list). The trace's drag on page
    /// 1 when its rows arrive (2.475 s): with the file page 1's list is back at 0 and the header
    /// un-sticks; without, the list keeps its place (161.47) and the header stays stuck (141).
    @Test func resetOnLoadIsItsFile() throws {
        let t = try Self.file("reset-on-load")
        #expect(t.rules?.map(\.on) == [.didLoadRows])
        #expect(t.rules?[0].view == "list")
        #expect(t.rules?[0].set == [.init(property: "list.offset.y", value: "0")])
        let (_, state) = try Self.replay("async-load", c: true)
        let (_, chainState) = try Self.replay("async-load", c: false)
        #expect(state.events.contains { $0.name == "pageDidLoad" && $0.page == 1 && abs($0.t - 2.475) < 1e-9 })
        #expect(state.events.contains { $0.name == "resetOnLoad" && $0.t == 0.01 })
        let (wrong, chain) = (try #require(state.pages?[1]), try #require(chainState.pages?[1]))
        #expect(wrong.contentOffset == 0 && abs(chain.contentOffset - 161.4746) < 1e-4, "\(wrong.contentOffset) \(chain.contentOffset)")
        #expect(state.header?.isStuck == false && chainState.header?.isStuck == true)
        #expect(abs((state.header?.collapse ?? 0) - 130.5556) < 1e-4 && chainState.header?.collapse == 141, "\(state.header!.collapse)")
    }

    /// `list-scroll-to.json`: `willScrollToRow` and `willScrollToTop` of `header` keep the header's
    /// collapse (`target.y = header.collapse`): the list scrolls alone. programmatic-scroll's trace
    /// (`j` at 0.1 and 1.4 s, `home` at 0.75, 2.75 and 4.45 s): with the file every scroll to top is
    /// the list's own (`scrollToTop` of `page.0.list`) and the header ends collapsed (141, stuck);
    /// without, the container's (`didScrollToTop`) and the header ends expanded (0).
    @Test func listScrollToIsItsFile() throws {
        let t = try Self.file("list-scroll-to")
        #expect(t.rules?.map(\.on) == [.willScrollToRow, .willScrollToTop])
        #expect(t.rules?.map(\.set) == Array(repeating: [.init(property: "target.y", value: "header.collapse")], count: 2))
        let (_, state) = try Self.replay("programmatic-scroll", c: true)
        let (_, chainState) = try Self.replay("programmatic-scroll", c: false)
        let tops = state.events.filter { $0.name == "scrollToTop" }
        #expect(tops.map(\.t) == [0.75, 2.75, 4.45] && tops.allSatisfy { $0.id == "page.0.list" })
        #expect(!state.events.contains { $0.name == "didScrollToTop" })
        #expect(chainState.events.filter { $0.name == "didScrollToTop" }.map(\.t) == [0.75, 2.75, 4.45])
        #expect(state.header?.collapse == 141 && state.header?.isStuck == true)
        #expect(chainState.header?.collapse == 0 && chainState.header?.isStuck == false)
    }
}
