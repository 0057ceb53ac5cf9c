import ScrollCore
import ScrollInput
import ScrollScene
import Testing

/// C on a technique scene: ScrollLab's chain on the same page (the nested page built from the same
/// file), rebuilt at rest, and back; the state's `technique.running` names which runs.
@Suite struct TechniqueSwitchTests {
    func y(_ s: SceneSession, _ id: String) -> Double { s.state().scrollViews.first { $0.id == id }?.offset.y ?? .nan }

    /// seed-should-begin's limit beside the chain: the rules refuse an upward drag on the header
    /// (`outer-at-top`: the header never collapses by a drag); after C the chain collapses the header
    /// with the same drag; C again brings the rules back, at rest.
    @Test func cSwitchesToTheChainAndBack() throws {
        let s = try session("seed-should-begin")
        #expect(s.handles(.switchTechnique))
        #expect(s.state().technique?.running == "rules")
        let onHeader = Point(x: 200, y: 190)
        run(s, drag(onHeader, onHeader + Point(x: 0, y: -90), at: 0.1), until: 1.5)
        #expect(y(s, "outer") == 0)
        s.handle(.key("c", time: 1.6))
        let chain = s.state()
        #expect(chain.technique?.running == "chain")
        #expect(chain.technique?.rules.isEmpty == true)
        #expect(chain.events.map(\.name).contains("switchedToChain"))
        #expect(chain.header?.collapse == 0)
        run(s, drag(onHeader, onHeader + Point(x: 0, y: -90), at: 2), until: 4)
        #expect(s.state().header?.collapse ?? 0 > 80)
        s.handle(.key("c", time: 4.1))
        let back = s.state()
        #expect(back.technique?.running == "rules")
        #expect(back.technique?.rules.map(\.fired) == [0, 0, 0])
        #expect(y(s, "outer") == 0)
        #expect(s.invariantViolations().isEmpty)
    }

    /// R keeps what runs: the chain switched on before a rotation still runs after it, with the
    /// switch in the events; the pager scene's chain is the nested page with its three pages.
    @Test func theChainSurvivesARotation() throws {
        let s = try session("seed-pager-first")
        s.handle(.key("c", time: 0.1))
        run(s, [], until: 0.2)
        let r = s.rotated(to: Size(width: 852, height: 393), screen: DeviceScreen(.fifteen, landscape: true))
        let state = r.state()
        #expect(state.technique?.running == "chain")
        #expect(state.events.map(\.name).filter { $0.hasPrefix("switched") } == ["switchedToChain"])
        #expect(state.pages?.count == 3)
        #expect(r.invariantViolations().isEmpty)
    }

    /// C pressed mid-touch rebuilds the scene while the arena still holds the old recognizers for that
    /// touch: the rest of the drag reaches none of the old controller's answers (its require-to-fail
    /// rule was asked of a freed controller once — the fuzz trapped), moves nothing the new chain
    /// owns, and the next touch drives the chain.
    @Test func cMidTouchLeavesTheOldRecognizersSilent() throws {
        let s = try session("seed-pager-first")
        let a = Point(x: 300, y: 500)
        let events = drag(a, a + Point(x: -200, y: -60), at: 0.1)
        run(s, Array(events.prefix(1)))
        s.handle(.key("c", time: 0.11))
        run(s, Array(events.dropFirst(1)), until: 1.5)
        #expect(s.state().technique?.running == "chain")
        #expect(s.state().scrollViews.first { $0.id == "pager" }?.offset.x == 0)
        #expect(s.invariantViolations().isEmpty)
        run(s, drag(a, a + Point(x: -200, y: 0), at: 1.6), until: 3)
        #expect(s.state().scrollViews.first { $0.id == "pager" }?.offset.x == 393)
    }
}
