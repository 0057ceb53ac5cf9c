import ScrollCore
import ScrollInput
import ScrollScene
import Testing

/// The seed technique scenes (`kind: technique`, docs/TECHNIQUES.md): the seeds' delegate code as
/// rules, run by the real arena and scroll views — positions, owners and the rule that decided.
@Suite struct TechniqueSceneTests {
    func offset(_ s: SceneSession, _ id: String) -> Double { s.state().scrollViews.first { $0.id == id }?.offset.y ?? .nan }
    func log(_ s: SceneSession) -> [String] { s.state().arena.log }
    func ruleEvents(_ s: SceneSession) -> [String] { s.state().events.filter { $0.name.hasPrefix("rule") }.map(\.name) }

    let list = "page.0.list"
    let onList = Point(x: 200, y: 700)
    let onHeader = Point(x: 200, y: 100)

    /// Seed 000 §4.2, rule for rule: at the list's top a pull down fails the list's pan
    /// (`inner-at-top`), so the outer view takes it in the same touch; an upward drag on the header,
    /// outer at its top, fails the outer pan (`outer-at-top`) — the code's limit: the header never
    /// collapses by a drag, and the list scrolls under the expanded header.
    @Test func shouldBeginHandsAPullDownAtTheListsTopToTheOuterView() throws {
        let s = try session("seed-should-begin")
        run(s, drag(onList, onList + Point(x: 0, y: 250), at: 0.1), until: 0.3)
        #expect(
            log(s).prefix(2) == [
                "t=0.125 list.pan failed: shouldBegin=false (rule `inner-at-top` (shouldBegin list.pan: abs(list.pan.velocity.y) > abs(list.pan.velocity.x) && list.offset.y <= -list.inset.top && list.pan.velocity.y > 0) → fail)",
                "t=0.125 outer.pan began: moved 20.833 pt vertical",
            ])
        #expect(offset(s, "outer") < -40)  // the outer view rubber-bands under the finger
        #expect(offset(s, list) == 0)
        run(s, [], until: 2)
        #expect(offset(s, "outer") == 0)
        run(s, drag(onHeader, onHeader + Point(x: 0, y: -250), at: 2.1), until: 3)
        #expect(
            log(s).last
                == "t=2.125 outer.pan failed: shouldBegin=false (rule `outer-at-top` (shouldBegin outer.pan: abs(outer.pan.velocity.y) > abs(outer.pan.velocity.x) && outer.offset.y <= -outer.inset.top && outer.pan.velocity.y < 0) → fail)"
        )
        #expect(offset(s, "outer") == 0)  // the header stays expanded
        run(s, drag(onList, onList + Point(x: 0, y: -250), at: 3.1), until: 3.3)
        #expect(offset(s, "outer") == 0)
        #expect(offset(s, list) > 150)  // the list scrolls under it (no rule: the innermost pan wins)
        #expect(log(s).suffix(3).first == "t=3.125 list.pan began: moved 20.833 pt vertical")
        #expect(ruleEvents(s).count == 2)
        #expect(s.state().technique?.rules.map { "\($0.name) \($0.fired)" } == ["inner-at-top 1", "inner-at-bottom 0", "outer-at-top 1"])
        #expect(s.invariantViolations().isEmpty)
    }

    /// Seed 000 §3.2's three-state machine: the list's pull down at its top turns the list's
    /// scrolling off and the outer's on (`inner-to-outer`) — mid-drag, so the list's pan is cancelled
    /// and nothing moves until a new touch: no handoff within one drag.
    @Test func stateMachineHandsOverOnlyOnTheNextTouch() throws {
        let s = try session("seed-state-machine")
        run(s, drag(Point(x: 200, y: 400), Point(x: 200, y: 700), at: 0.1), until: 1)
        #expect(
            log(s) == [
                "t=0.125 list.pan began: moved 25 pt vertical", "t=0.125 outer.pan failed: list.pan won the touch",
                "t=0.15 list.pan cancelled: disabled (rule `inner-to-outer` (didScroll list: state.mode == 0 && list.isDragging && list.offset.y <= list.top && list.pan.velocity.y > 0))",
            ])
        #expect(ruleEvents(s).map { $0.split(separator: ":").last! } == [" list.isScrollEnabled = false", " state.mode = 1"])
        #expect(offset(s, "outer") == 0)
        #expect(offset(s, list) == 0)
        let enabled = s.state().scrollViews.map { $0.scrollEnabled ?? true }
        #expect(enabled == [true, false])
        #expect(s.state().technique?.variables.map { "\($0.name) \($0.value)" } == ["mode 1.0"])
        run(s, drag(Point(x: 200, y: 400), Point(x: 200, y: 700), at: 1.1), until: 1.3)
        #expect(log(s).suffix(2).first == "t=1.125 outer.pan began: moved 25 pt vertical")
        #expect(offset(s, "outer") < -40)
        #expect(s.invariantViolations().isEmpty)
    }

    /// JXPagingView / GKPageScrollView: both pans at once, the list pinned at 0 until the header
    /// sticks and the outer view pinned at its end while the list is scrolled — in didScroll.
    @Test func pinningMovesTheHeaderFirstThenTheList() throws {
        let s = try session("seed-pinning")
        run(s, drag(onList, onList + Point(x: 0, y: -100), at: 0.1), until: 0.3)
        #expect(offset(s, "outer") > 80)
        #expect(offset(s, list) == 0)  // pinned while the header collapses
        run(s, drag(onList, onList + Point(x: 0, y: -300), at: 3), until: 3.3)
        #expect(offset(s, "outer") == 141)  // stuck: 200 − 59 (the status bar)
        #expect(offset(s, list) > 100)
        let fired = s.state().events.filter { $0.id == "list-pinned-until-stuck" }
        #expect(fired.isEmpty)  // actions that only pin are counted, not logged
        #expect(s.invariantViolations().isEmpty)
    }

    /// The stop and the slip real pinning shows: a flick on the header flings the outer view alone
    /// and it stops where the header sticks (the list's pan never saw the touch: the list stays at 0);
    /// a pull down on a scrolled list keeps the outer view pinned at its end while the list scrolls
    /// back — then, the list at 0, the pin lets go and the outer view goes on from 141 with the
    /// velocity it has then (UIScrollView integrates its deceleration from its current offset).
    @Test func pinningStopsAFlingAtTheStickyLineAndGoesOnWhenItLetsGo() throws {
        let s = try session("seed-pinning")
        run(s, drag(Point(x: 200, y: 190), Point(x: 200, y: 110), at: 0.1), until: 2)
        #expect(abs(offset(s, "outer") - 141) < 0.01)
        #expect(offset(s, list) == 0)
        run(s, drag(onList, onList + Point(x: 0, y: -200), at: 3), until: 4.5)
        #expect(offset(s, "outer") == 141)
        #expect(offset(s, list) > 450)
        run(s, drag(Point(x: 200, y: 400), Point(x: 200, y: 800), at: 5), until: 5.4)
        #expect(offset(s, "outer") == 141)  // pinned while the list is scrolled
        #expect(offset(s, list) > 30)
        run(s, [], until: 5.45)
        #expect(offset(s, list) == 0)
        // No slip: the pin moved the base of the outer view's deceleration, so it goes on from 141
        // with the velocity it had (was 141 → −13 pt within 50 ms, along its own old curve).
        #expect(abs(offset(s, "outer") - 132.392) < 0.001)
        run(s, [], until: 7)
        #expect(offset(s, "outer") == 0)
        #expect(s.invariantViolations().isEmpty)
    }

    /// Seed 002: `scrollView.panGestureRecognizer.require(toFail: longPress)`. A quick swipe: the long
    /// press fails (moved too far), the pan waits for that, then begins and scrolls. A press held
    /// 0.5 s: the long press is recognized and the pan, required to wait for its failure, fails — the
    /// list does not scroll under the dragged finger.
    @Test func requireToFailScrollsOnlyWhenTheLongPressFails() throws {
        let s = try session("seed-require-to-fail")
        run(s, drag(onList, onList + Point(x: 0, y: -200), at: 0.1), until: 1.99)
        #expect(
            Array(log(s).prefix(3)) == [
                "t=0.125 list.pan waits for list.longPress to fail (rule `pan-waits-for-long-press` (shouldRequireFailureOf list.pan list.longPress))",
                "t=0.125 list.longPress failed: moved 16.667 pt > allowable 10 pt before 0.5 s",
                "t=0.125 list.pan began: list.longPress failed (rule `pan-waits-for-long-press` (shouldRequireFailureOf list.pan list.longPress))",
            ])
        #expect(offset(s, list) > 150)
        let scrolled = offset(s, list)
        var held = [PointerEvent(.down, id: 2, at: onList, time: 2)]
        held += drag(onList, onList + Point(x: 0, y: -200), at: 2.6).dropFirst().map {
            PointerEvent($0.kind, id: 2, at: $0.position, time: $0.time)
        }
        run(s, held, until: 3.5)
        #expect(
            log(s).suffix(4) == [
                "t=2.5083 list.longPress began: held 0.508 s within 10 pt", "t=2.5083 list.pan failed: list.longPress won the touch",
                "t=2.5083 outer.pan failed: list.longPress won the touch", "t=2.91 list.longPress ended: lifted",
            ])
        #expect(abs(offset(s, list) - scrolled) < 1)  // the fling's last half point, then caught: no scrolling
        #expect(s.state().technique?.rules.map(\.fired).first ?? 0 > 0)
        #expect(s.invariantViolations().isEmpty)
    }
}
