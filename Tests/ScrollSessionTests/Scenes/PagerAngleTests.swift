import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

/// `pager-angle` (#44 item 3): who owns a diagonal drag that starts on a list — the pager or the list —
/// under each `pagerLock` preset (UIKit 45° at 10 pt; Android's ViewPager 26.57° at a 16 pt paging slop,
/// the list 8 pt; Compose 45° at 8 pt) and a custom angle. The scene opens on its middle page (393 pt).
@Suite struct PagerAngleTests {
    /// A held 140 pt drag from the list's middle at `degrees` from the horizontal (leftwards and up).
    static func diagonal(_ degrees: Double, wrongTechnique: Bool = false) -> Trace {
        var b = TraceBuilder(scene: "pager-angle")
        if wrongTechnique { b.key("c") }
        let r = degrees * Double.pi / 180
        let from = Point(x: 300, y: 600)
        b.drag(from: from, to: Point(x: from.x - 140 * cos(r), y: from.y - 140 * sin(r)), duration: 0.4, hold: 0.1)
        b.wait(0.8)
        return b.trace
    }

    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "pager-angle")
        for degrees in [20.0, 40, 50] {
            let r = degrees * Double.pi / 180
            b.drag(from: Point(x: 300, y: 600), to: Point(x: 300 - 140 * cos(r), y: 600 - 140 * sin(r)), duration: 0.4, hold: 0.1)
            b.wait(1)
        }
        return b.trace
    }

    enum Owner: String { case pager, list, nobody }

    /// Who moved during the drag (the pager off its page, or the shown list's chain: the header's collapse
    /// and the list), and the state.
    static func owner(
        _ degrees: Double, lock: SceneDefinition.PagerLock? = nil, wrongTechnique: Bool = false
    ) throws -> (Owner, SceneState) {
        var scenes = catalog
        if let lock, var def = catalog.scene(withID: "pager-angle") {
            def.pagerLock = lock
            scenes = catalog.replacing(with: def, from: "lock")
        }
        var pagerMoved = false
        var listMoved = false
        let s = try SceneFixtures.replay(diagonal(degrees, wrongTechnique: wrongTechnique), after: 0.5, in: scenes) { _, s in
            let st = s.session.state()
            if abs(st.pager!.offset - 393) > 1e-9 { pagerMoved = true }
            // Upwards, the list's chain collapses the header before the list itself scrolls.
            if st.header!.collapse != 0 || st.pages!.contains(where: { $0.contentOffset != 0 }) { listMoved = true }
        }
        let owner: Owner = pagerMoved && !listMoved ? .pager : listMoved && !pagerMoved ? .list : pagerMoved ? .pager : .nobody
        #expect(!(pagerMoved && listMoved))
        return (owner, s.session.state())
    }

    @Test(arguments: [
        (SceneDefinition.PagerLock.Preset.uikit, 40.0, Owner.pager), (.uikit, 50, .list),
        (.viewpager, 20, .pager), (.viewpager, 40, .list), (.viewpager, 50, .list),
        (.compose, 40, .pager), (.compose, 50, .list),
    ])
    func theOwnerOfADiagonalDragUnderEachPreset(preset: SceneDefinition.PagerLock.Preset, degrees: Double, expected: Owner) throws {
        let (owner, state) = try Self.owner(degrees, lock: SceneDefinition.PagerLock(preset: preset))
        #expect(owner == expected, "\(preset) at \(degrees)°")
        // The state's events say who the lock gave the drag to, at what angle; for the pager, the arena log
        // says why the list refused it.
        let decided = state.events.filter { $0.name == "diagonalDrag" }
        #expect(decided.map(\.id) == [expected == .pager ? "pager" : "page.1.list"] && decided.first?.page == Int(degrees))
        if expected == .pager {
            #expect(state.arena.log.contains { $0.contains("page.1.list.pan failed") && $0.contains("drag at \(Int(degrees)).0°") })
        }
    }

    /// A custom angle of 60° gives the pager a 50° drag the presets give the list.
    @Test func aCustomAngleWidensThePagersCone() throws {
        #expect(try Self.owner(50, lock: SceneDefinition.PagerLock(angle: 60)).0 == .pager)
        #expect(try Self.owner(65, lock: SceneDefinition.PagerLock(angle: 60)).0 == .list)
    }

    /// The built-in scene uses the ViewPager preset; C switches to the fixed 45° rule, under which the
    /// 40° drag the list owns pages the pager (react-native-pager-view #450).
    @Test func theFixedRulePagesADiagonalTheViewPagerRuleGivesTheList() throws {
        let (chain, _) = try Self.owner(40)
        let (wrong, state) = try Self.owner(40, wrongTechnique: true)
        #expect(chain == .list && wrong == .pager)
        #expect(state.gallery?.technique == "fixed-angle" && state.gallery?.running == "technique")
        #expect(state.arena.log.contains { $0.contains("page.1.list.pan failed") && $0.contains("the pager's (within 45.0°)") })
    }

    /// The recorded trace (20°, 40°, 50° from the list, held): under the scene's ViewPager rule the pager
    /// takes 20° and the list 40° and 50°; with C (the fixed 45° rule) the pager takes 20° and 40°.
    @Test func theRecordedTraceGivesEachDiagonalItsOwner() throws {
        var trace = try SceneFixtures.trace("pager-angle", Self.gestures)
        let owners = { (s: Sandbox) in s.session.state().events.filter { $0.name == "diagonalDrag" }.map { "\($0.id!) \($0.page!)" } }
        let chain = try SceneFixtures.replay(trace) { _, _ in }
        #expect(owners(chain) == ["pager 20", "page.1.list 40", "page.1.list 50"])
        trace.events.insert(.key("c", time: 0.01), at: 0)
        let wrong = try SceneFixtures.replay(trace) { _, _ in }
        #expect(owners(wrong) == ["pager 20", "pager 40", "page.1.list 50"])
        #expect(wrong.session.state().pager?.page == 1 && chain.session.state().pager?.page == 1)  // held drags: back on the page
    }
}
