import Foundation
import ScrollCore
import ScrollFeelExport
import TestSupport
import Testing

/// The exports and a finger on a running fling (#41): the Android listener stops its fling on
/// ACTION_DOWN and starts every fling from rest, so OverScroller's flywheel (on in `OverScroller(Context)`)
/// never adds the previous fling's velocity — ScrollView and RecyclerView add none.
@Suite struct FeelExportCatchTests {
    @Test(arguments: FeelExportAccuracyTests.feels)
    func androidStopsItsFlingOnTouchDownAndBeforeTheNext(_ feel: Feel) {
        let s = FeelExportTarget.android.source(for: feel)
        let lines = s.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("if (e.actionMasked == MotionEvent.ACTION_DOWN) stop()"), "\(feel.name)")
        #expect(lines.contains("import android.view.MotionEvent"))
        // onFling stops the running fling before it starts the next.
        let stop = lines.firstIndex(of: "stop()")
        let start = lines.firstIndex(of: "fling(v, vertical)")
        #expect(stop != nil && start != nil && stop! < start!, "\(feel.name)")
        let stopper: String
        switch feel.decay {
        case .spline: stopper = "stopFling = { scroller.forceFinished(true) }"
        case .uikit, .friction: stopper = "stopFling = { animation.cancel() }"
        case .clamping, .bezier: stopper = "stopFling = { animator.cancel() }"
        }
        #expect(lines.contains(stopper), "\(feel.name)")
    }

    /// Flutter's export of a UIKit decay rests where the lab rests: FrictionSimulation alone stops once
    /// its speed is under 1/(0.05·3) pt/s, 3.34 pt short of the destination at 0.998/ms; the exported
    /// `_DecaySimulation` is done under half a point from it and then shows the destination.
    @Test(arguments: [Feel.ios, .iosFast])
    func flutterRestsAUIKitDecayWhereTheLabDoes(_ feel: Feel) throws {
        let s = ExportedSource(text: FeelExportTarget.flutter.source(for: feel))
        #expect(s.contains("double x(double time) => isDone(time) ? finalX : super.x(time);"))
        #expect(s.contains("bool isDone(double time) => (finalX - super.x(time)).abs() < 0.5;"))
        let drag = try #require(s.number("drag"))
        let v = 2500.0
        let finalX = -v / log(drag)
        let lab = DecelerationSimulation(start: 0, velocity: v, rate: DecelerationRate(feel.decelerationRate))
        #expect(abs(finalX - lab.finalPosition) < 1e-9)
        // FrictionSimulation's own end: dx(t) = v·drag^t under 20/3 pt/s.
        let stop = log((20.0 / 3) / v) / log(drag)
        let short = finalX - v * (pow(drag, stop) - 1) / log(drag)
        #expect(abs(short - (20.0 / 3) / -log(drag)) < 1e-9 && short > 0.5)
        #expect(feel.name != "ios" || abs(short - 3.33) < 0.005)
    }

    /// Flutter's export carries a second flick and withholds the drag start exactly when the feel does
    /// (BouncingScrollPhysics' own formula and 3.5); a plain ScrollPhysics carries nothing.
    @Test(arguments: [Feel.ios, .flutterBouncing, .flutterClamping, .chromium])
    func flutterCarriesWhatTheFeelCarries(_ feel: Feel) {
        let s = FeelExportTarget.flutter.source(for: feel)
        let formula = "existingVelocity.sign * math.min(0.000816 * math.pow(existingVelocity.abs(), 1.967), 40000.0);"
        #expect(s.contains(formula) == (feel.flingCarry == .flutterMomentum), "\(feel.name)")
        #expect(s.contains("double carriedMomentum(double existingVelocity) => 0.0;") == (feel.flingCarry != .flutterMomentum))
        #expect(s.contains("double? get dragStartDistanceMotionThreshold => 3.5;") == (feel.name == "flutter-bouncing"))
    }
}
