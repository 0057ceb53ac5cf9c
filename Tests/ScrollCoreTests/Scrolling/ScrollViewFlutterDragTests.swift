import ScrollCore
import TestSupport
import Testing

/// Flutter's BouncingScrollPhysics through the whole path (#41): the drag start threshold withholds the
/// first 3.5 pt after the slop, and a second flick or a catch held still gains the carried momentum of
/// the fling it interrupted; ClampingScrollPhysics does neither.
@Suite struct ScrollViewFlutterDragTests {
    private func list(_ feel: Feel) -> (ArenaFixture, ScrollView, PanGestureRecognizer) {
        let f = ArenaFixture()
        let (sv, pan) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 400_000)
        sv.feel = feel
        return (f, sv, pan)
    }

    /// A slow drag up: 2 pt per 120 Hz move for 40 moves (80 pt), held 60 ms, lifted. Returns the offset.
    private func slowDrag(_ feel: Feel) -> Double {
        let (f, sv, _) = list(feel)
        var e = [PointerEvent(.down, id: 1, at: Point(x: 200, y: 700), time: 0)]
        for i in 1...40 { e.append(PointerEvent(.move, id: 1, at: Point(x: 200, y: 700 - 2 * Double(i)), time: Double(i) / 120)) }
        e.append(PointerEvent(.up, id: 1, at: Point(x: 200, y: 620), time: 40.0 / 120 + 0.06))
        f.run(e, until: 1)
        return sv.contentOffset.y
    }

    @Test func bouncingWithholdsTheFirst3Point5AfterTheSlop() {
        // The slop (18) is crossed on the 9th move; the drag starts there (crossing). Moves 10 and 11
        // (2 + 2 = 4 > 3.5) break the threshold: the 11th passes as min(3.5/3, 2); then 2 pt each.
        let expected = 3.5 / 3 + 2 * 29
        #expect(abs(slowDrag(.flutterBouncing) - expected) < 1e-9)
        #expect(abs(slowDrag(.flutterClamping) - 2 * 31) < 1e-9)
    }

    /// The running fling's velocity when the second touch came, and the second release's velocity.
    private func secondFlick(_ feel: Feel, hold: Double) -> (start: Double, release: Double, held: Double) {
        let (f, sv, pan) = list(feel)
        f.run(ScrollViewFlingBoostTests.flick(2000, at: 0), until: 0.25)
        let held = sv.velocity.y
        f.run(ScrollViewFlingBoostTests.flick(2000, at: 0.25, hold: hold), until: 0.25 + hold + 0.108)
        return (sv.simulation(.vertical)?.0.velocity(at: 0) ?? 0, feel.flingVelocity(-pan.releaseVelocity.y), held)
    }

    @Test func aSecondFlickGainsTheCarriedMomentumOfTheFlingItCaught() {
        let r = secondFlick(.flutterBouncing, hold: 0)
        #expect(abs(r.start - (r.release + MomentumCarry.carriedMomentum(r.held))) < 1e-6)
        #expect(r.start - r.release > 500)
        // Held still 200 ms (no events): still carried.
        let held = secondFlick(.flutterBouncing, hold: 0.2)
        #expect(abs(held.start - (held.release + MomentumCarry.carriedMomentum(held.held))) < 1e-6)
        // The clamping physics carries nothing.
        let clamping = secondFlick(.flutterClamping, hold: 0)
        #expect(abs(clamping.start - clamping.release) < 1e-6)
    }

    /// Flutter's band while dragging, update by update (`applyPhysicsToUserOffset`): from the top, the
    /// first 5 pt pull passes whole (it starts inside the range); the second is scaled by
    /// 0.52·(1 − 5/852)² = 0.5139; pushing back 1 pt eases by 0.52·(1 − (past − 1)/852)².
    @Test func bouncingBandsEachUpdateFromTheOverscrollBeforeIt() {
        let sv = ScrollView(id: "main", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393, height: 4400))
        sv.feel = .flutterBouncing
        sv.feel.dragStartThreshold = 0
        sv.beginDragging(at: 0)
        sv.drag(byOffsetDelta: Point(x: 0, y: -5), at: 0.01)
        #expect(sv.contentOffset.y == -5)
        sv.drag(byOffsetDelta: Point(x: 0, y: -5), at: 0.02)
        let second = 5 * 0.52 * (1 - 5.0 / 852) * (1 - 5.0 / 852)
        #expect(abs(sv.contentOffset.y - (-5 - second)) < 1e-12)
        let past = 5 + second
        sv.drag(byOffsetDelta: Point(x: 0, y: 1), at: 0.03)
        let back = 0.52 * (1 - (past - 1) / 852) * (1 - (past - 1) / 852)
        #expect(abs(sv.contentOffset.y - (-past + back)) < 1e-12)
        // The closed band (every other rubber band) shows 5.17 pt for the same 10 pt pull.
        #expect(abs(RubberBand(dimension: 852, coefficient: 0.52).offset(forOverscroll: 10) - 5.17) < 0.01)
    }
}
