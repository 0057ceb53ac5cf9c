import ScrollCore
import TestSupport
import Testing

/// Issue #27 item 1: the lift is not a velocity sample, and each feel has its platform's
/// stop-before-lift time.
///
/// - Chromium `ui/events/velocity_tracker/velocity_tracker.cc` (formerly
///   `ui/events/gesture_detection/velocity_tracker.cc`): ACTION_UP only checks the time, clearing the
///   estimate when it comes `kAssumePointerUpStoppedTimeMs` = 80 ms or more after the last move.
/// - AOSP `libs/input/VelocityTracker.cpp`: ACTION_UP returns after clearing when
///   `delaySinceLastEvent > ASSUME_POINTER_STOPPED_TIME` (40 ms).
/// - Flutter `packages/flutter/lib/src/gestures/monodrag.dart` adds only down and move positions;
///   `velocity_tracker.dart` reads zero once `_sinceLastSample` passes
///   `_assumePointerMoveStoppedMilliseconds` (40 ms).
/// - ios (UIKit's tracker is not public): the lab's choice, the same as all three — the lift is not a
///   sample; 40 ms, the rule the lab always had (docs/FEEL.md "The lift").
@Suite struct PanLiftRuleTests {
    /// 12 moves at 1000 pt/s up a list (120 Hz), lifted `lift` s after the last move at the same place.
    private func flick(_ feel: Feel, lift: Double) -> (fixture: ArenaFixture, pan: PanGestureRecognizer) {
        let f = ArenaFixture()
        let (sv, pan) = f.scrollable(f.target("list", Rect(x: 0, y: 0, width: 393, height: 852)), contentHeight: 40_000)
        sv.feel = feel
        var events = [PointerEvent(.down, id: 1, at: Point(x: 200, y: 700), time: 0)]
        for i in 1...12 {
            events.append(PointerEvent(.move, id: 1, at: Point(x: 200, y: 700 - 1000 * Double(i) / 120), time: Double(i) / 120))
        }
        events.append(PointerEvent(.up, id: 1, at: Point(x: 200, y: 600), time: 0.1 + lift))
        f.run(events)
        return (f, pan)
    }

    @Test func aLiftAFewMillisecondsLateReadsTheFingersSpeedUnderEveryPreset() {
        // Kernels and X11 deliver the lift 4–16 ms after the last move at the same place (the recorded
        // trace Tests/ScrollLabTests/Fixtures/reports/recorded-flings.ndjson: 11 ms). Counted as a
        // sample it read a slowing finger (chromium 967 vs the browser's 1087–1097 px).
        for feel in Feel.presets {
            for lift in [0.004, 0.008, 0.016] {
                let (_, pan) = flick(feel, lift: lift)
                expectClose(pan.releaseVelocity.y, -1000, within: 1e-6, "\(feel.name), up +\(lift * 1000) ms")
            }
        }
    }

    @Test(arguments: [
        ("chromium", 0.080),  // kAssumePointerUpStoppedTimeMs
        ("chromium-windows", 0.080),
        ("android", 0.040),  // ASSUME_POINTER_STOPPED_TIME
        ("flutter-bouncing", 0.040),  // _assumePointerMoveStoppedMilliseconds
        ("flutter-clamping", 0.040),
        ("ios", 0.040),  // the lab's choice
    ])
    func aLiftAfterTheFeelsStopTimeDoesNotFling(name: String, stop: Double) throws {
        let feel = try #require(Feel.preset(named: name))
        #expect(feel.liftStopTime == stop)
        expectClose(flick(feel, lift: stop - 0.001).pan.releaseVelocity.y, -1000, within: 1e-6, "\(name): just before")
        #expect(flick(feel, lift: stop + 0.001).pan.releaseVelocity == .zero, "\(name): just after")
    }
}
