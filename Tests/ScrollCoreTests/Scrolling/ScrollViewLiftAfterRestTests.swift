import ScrollCore
import TestSupport
import Testing

/// Issue #27 item 6: a lift after a rest whose tracker still reads a few pt/s. The decay has nothing
/// to run (under its stop already), so UIKit reports `scrollViewDidEndDragging(_:willDecelerate:
/// false)` and nothing more — the lab reported willDecelerate true, then willBeginDecelerating and
/// didEndDecelerating at the same instant.
@Suite struct ScrollViewLiftAfterRestTests {
    private func release(_ feel: Feel, velocity: Double) -> [String] {
        let sv = ScrollView(id: "list", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393, height: 5000))
        sv.feel = feel
        let rec = ScrollEventRecorder()
        sv.delegate = rec
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: 0, y: -300), at: 0.2)
        sv.endDragging(fingerVelocity: Point(x: 0, y: velocity), at: 0.3)
        var t = 0.3
        while sv.state != .idle && t < 5 {
            t += 1.0 / 120
            sv.advance(to: t)
        }
        #expect(sv.contentOffset.y == 300, "\(feel.name): rests where the finger lifted")
        return rec.events.map { "\($0.event)" }
    }

    @Test func aReleaseUnderTheDecaysStopEndsTheDrag() {
        // ios: 0.8 pt/s travels 0.4 pt, under the 0.5 pt stop (PHYSICS.md); flutter-bouncing: 3 pt/s is
        // under its 6.67 pt/s tolerance (friction_simulation.dart isDone) though finalX is 1.5 pt on.
        for (feel, v) in [(Feel.ios, -0.8), (.flutterBouncing, -3.0)] {
            let names = release(feel, velocity: v)
            #expect(names.count == 3, "\(feel.name): \(names)")
            #expect(names.last == "\(ScrollEvent.didEndDragging(willDecelerate: false))", "\(feel.name): \(names)")
        }
    }

    @Test func aPanThatRestsBeforeLiftingEndsWithoutDeceleration() {
        // Through the pan: 1000 pt/s for 200 ms, then 150 ms nearly still while moves keep arriving
        // (120 Hz, a finger creeping 0.005 pt a move: 0.6 pt/s), lifted with the last of them. The
        // tracker reads 0.6 pt/s: 0.3 pt of decay, under the 0.5 pt stop.
        let f = ArenaFixture()
        let (sv, _) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 40_000)
        let rec = ScrollEventRecorder()
        sv.delegate = rec
        var events = [PointerEvent(.down, id: 1, at: Point(x: 200, y: 700), time: 0)]
        for i in 1...24 {
            events.append(PointerEvent(.move, id: 1, at: Point(x: 200, y: 700 - 1000 * Double(i) / 120), time: Double(i) / 120))
        }
        for i in 25...42 {
            events.append(PointerEvent(.move, id: 1, at: Point(x: 200, y: 500 - 0.005 * Double(i - 24)), time: Double(i) / 120))
        }
        events.append(PointerEvent(.up, id: 1, at: Point(x: 200, y: 500 - 0.09), time: 42.0 / 120))
        f.run(events, until: 2)
        let names = rec.events.map { "\($0.event)" }
        #expect(names.last == "\(ScrollEvent.didEndDragging(willDecelerate: false))", "\(names)")
        #expect(!names.contains("\(ScrollEvent.willBeginDecelerating)"))
    }

    /// A lift a hair past the top (under the bounce's 0.1 pt stop) ends on the top exactly, for every
    /// feel: the fuzzer found content at rest 0.012 pt over the top (`at rest with overscroll`).
    @Test func aReleaseAHairPastTheEdgeEndsOnTheEdge() {
        for feel in Feel.presets {
            let sv = ScrollView(id: "list", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393, height: 5000))
            sv.feel = feel
            sv.beginDragging(at: 0)
            sv.drag(toTranslation: Point(x: 0, y: 0.02), at: 0.2)
            let past = sv.contentOffset.y
            sv.endDragging(fingerVelocity: .zero, at: 0.3)
            sv.advance(to: 0.3 + 1.0 / 120)
            if feel.name == "ios" { #expect(past < 0 && past > -0.1, "\(past)") }
            #expect(sv.contentOffset.y == 0, "\(feel.name): \(sv.contentOffset.y)")
            #expect(sv.state == .idle, "\(feel.name)")
        }
    }
}
