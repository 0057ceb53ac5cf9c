import Foundation
import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// One feel's answer for a gesture (docs/PREDICT.md): the velocity its tracker reads at the lift,
/// whether that flings, and where the scroll view the stroke drags comes to rest.
struct FeelPrediction: Equatable, Sendable {
    var feel: Feel
    /// The finger's velocity at the lift, window points per second (+y: the finger moves down).
    var fingerVelocity: Point
    /// Samples in the tracker's window at the lift.
    var window: Int
    /// The velocity the content is released with along the scroll axis (content-offset direction), after
    /// the feel's min-fling and max-fling; 0: no fling.
    var releaseVelocity: Double
    /// How far the feel's decay carries that velocity with nothing in the way, points (offset direction).
    var decayDistance: Double
    /// The scroll view's offset right after the lift, and where it rests; nil when the stroke drags none.
    var liftOffset: Double?
    var restOffset: Double?
    /// How the rest was found: `decay` (the closed-form decay), `edge` (the decay runs into an edge and
    /// the edge motion ends there), `scene` (the scene moves the landing: paging, a snap), `carried` (the
    /// feel's `flingCarry` adds the running fling to this one: Chromium's boost, Flutter's momentum).
    var landing: String?
    /// Where the lab's replay of the input up to the lift, settled, leaves that scroll view: the scene
    /// may move the content after the release (a nested header, a snap, rows that resize or load).
    var sceneRestOffset: Double?
    var warnings: [String]

    var flings: Bool { releaseVelocity != 0 }
}

/// Computes `FeelPrediction`s: the tracker and the decay are closed-form (`GestureSampling`,
/// `BoundedDecelerationSimulation`); the scene is played up to the lift only to learn which scroll
/// view the stroke drags, its range and its offset when the finger lifts.
struct GesturePredictor {
    let trace: Trace
    let catalog: SceneCatalog
    let sampling: GestureSampling

    /// The scroll view the stroke drags, as the lab has it just before the lift.
    struct Target: Equatable, Sendable {
        var id: String
        var axis: Axis
        var minOffset: Double
        var maxOffset: Double
        var extent: Double
    }

    func predict(_ feel: Feel) throws(UsageError) -> (FeelPrediction, Target?) {
        let axis0: Axis = abs(sampling.travel.x) > abs(sampling.travel.y) ? .horizontal : .vertical
        let lab = try labAtLift(feel)
        let axis = lab?.target.axis ?? axis0
        let finger = sampling.velocity(feel)
        let release = feel.flingVelocity(-finger[axis])
        let decay = FlingSimulation(feel, start: 0, velocity: release, viewport: lab?.target.extent ?? 800).finalPosition
        var p = FeelPrediction(
            feel: feel, fingerVelocity: finger, window: sampling.window.count, releaseVelocity: release,
            decayDistance: release == 0 ? 0 : decay, liftOffset: nil, restOffset: nil, landing: nil, warnings: warnings(feel))
        guard let lab else { return (p, nil) }
        let t = lab.target
        p.liftOffset = lab.liftOffset
        if let scene = lab.sceneLanding {
            p.restOffset = scene
            p.landing = "scene"
        } else if let carried = lab.carried, feel.flingCarry != .none, abs(carried.velocity - release) > Self.carryThreshold {
            p.warnings.append(
                "the feel carries the running fling into this one (flingCarry \(feel.flingCarry.rawValue)): released at "
                    + "\(PredictText.number(carried.velocity)) pt/s, not \(PredictText.number(release))")
            p.releaseVelocity = carried.velocity
            p.restOffset = carried.landing
            p.landing = "carried"
        } else {
            let sim = BoundedDecelerationSimulation(
                feel: feel, start: lab.liftOffset, velocity: release, lower: t.minOffset, upper: t.maxOffset, dimension: t.extent,
                overshootLimit: t.extent / 2)
            p.restOffset = sim.finalPosition
            p.landing = sim.finalPosition == t.minOffset || sim.finalPosition == t.maxOffset ? "edge" : "decay"
        }
        p.sceneRestOffset = try sceneRest(feel, t)
        if let scene = p.sceneRestOffset, let rest = p.restOffset, abs(scene - rest) > Self.agreement {
            p.warnings.append(
                "the scene moves the content after the release (a nested header, a snap, rows that resize or load): "
                    + "the lab's replay rests at \(PredictText.number(scene)), not \(PredictText.number(rest))")
        }
        return (p, t)
    }

    /// The scene played up to the lift under `feel`: the scroll view being dragged, its offset once the
    /// lift is handled (the lift's own drag included: Chromium's resampled last move), and the landing
    /// the scene chose when it is not the natural decay. Nil when no scroll view is dragged.
    func labAtLift(_ feel: Feel) throws(UsageError) -> LabAtLift? {
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace, feel: feel)
        ReplayDriver(until: sampling.liftTime).run(sandbox, Array(trace.events[..<sampling.liftIndex]))
        guard let dragged = sandbox.session.overlayContext().scrollViews.first(where: { $0.state == .dragging }) else { return nil }
        sandbox.handle(trace.events[sampling.liftIndex])
        let after = sandbox.session.overlayContext().scrollViews.first { $0.id == dragged.id } ?? dragged
        let extent = dragged.axis == .vertical ? dragged.frame.size.height : dragged.frame.size.width
        let target = Target(id: dragged.id, axis: dragged.axis, minOffset: dragged.minOffset, maxOffset: dragged.maxOffset, extent: extent)
        let carried = after.state == .decelerating ? after.landing.map { (velocity: after.velocity, landing: $0) } : nil
        return LabAtLift(
            target: target, liftOffset: after.offset, sceneLanding: after.landingIsIntercepted ? after.landing : nil, carried: carried)
    }

    /// What `labAtLift` learns: the dragged scroll view, its offset after the lift, the scene's own landing
    /// when it sets one, and the fling the scroll view started with (its velocity and closed-form landing).
    struct LabAtLift {
        var target: Target
        var liftOffset: Double
        var sceneLanding: Double?
        var carried: (velocity: Double, landing: Double)?
    }

    /// How much the scroll view's release velocity may differ from the tracker's before predict reads it
    /// as a carried fling, points per second.
    static let carryThreshold = 0.5

    /// How far the closed form and the lab's replay may differ, points (they agree exactly when nothing
    /// else moves the content).
    static let agreement = 0.01

    /// The input up to and with the lift replayed under `feel` and settled, as `--headless --replay
    /// --settle` does: the scroll view's offset on `t`'s axis then.
    func sceneRest(_ feel: Feel, _ t: Target) throws(UsageError) -> Double? {
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace, feel: feel)
        ReplayDriver(settle: true).run(sandbox, Array(trace.events[...sampling.liftIndex]))
        return sandbox.session.overlayContext().scrollViews.first { $0.id == t.id }?.offset
    }

    /// Why `feel`'s tracker may read no fling from this sampling, in words.
    func warnings(_ feel: Feel) -> [String] {
        var out: [String] = []
        let window = sampling.window
        if window.count < 2 {
            out.append(
                "only \(window.count) sample in the tracker's \(Self.ms(VelocityTracker.horizon)) window at the lift: velocity 0, no fling")
        } else if feel.velocityEstimator == .quadratic && window.count < 3 {
            out.append("only 2 samples in the tracker's window: its quadratic fit is a line through them")
        }
        if let pause = window.pause {
            out.append(
                "a \(Self.ms(pause)) gap between moves (over \(Self.ms(VelocityTracker.pauseThreshold))) cuts the tracker's window to \(window.count) samples"
            )
        }
        if let t = sampling.rebased {
            out.append(
                "a finger joined or lifted \(Self.ms(sampling.liftTime - t)) before the lift: the tracker starts again there (the fingers' centroid)"
            )
        }
        if sampling.liftDelay >= feel.liftStopTime {
            out.append(
                "the lift comes \(Self.ms(sampling.liftDelay)) after the last move (\(feel.name) reads a lift \(Self.ms(feel.liftStopTime)) or more late as a stopped finger): no fling"
            )
        }
        return out
    }

    static func ms(_ s: Double) -> String { PredictText.number((s * 10000).rounded() / 10) + " ms" }
}
