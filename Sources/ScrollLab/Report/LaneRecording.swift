import Foundation
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollInput
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// What one replay of a trace did, tick by tick: every scroll view's offset and velocity, whether
/// anything moved, the arena's decisions, the final state. Sampling draws nothing (cheap); frames are
/// rendered by a second, identical replay (`FrameRecorder`).
struct LaneRecording {
    /// One scroll view's curve: time, offset and velocity (both axes) per tick it existed.
    struct Track {
        var times: [Double] = []
        var offsets: [(x: Double, y: Double)] = []
        var velocities: [(x: Double, y: Double)] = []
        /// The zoom scale per tick (1 for a scroll view that does not zoom), and whether it zooms at all
        /// (its state carries `zoomScale`: a photo browser's pages).
        var scales: [Double] = []
        var zooms = false

        /// The axis it scrolls along: the one whose offset varied more (vertical on a tie).
        var isHorizontal: Bool { spread(offsets.map(\.x)) > spread(offsets.map(\.y)) }
        /// Offsets and velocities along that axis.
        var offset: [Double] { isHorizontal ? offsets.map(\.x) : offsets.map(\.y) }
        var velocity: [Double] { isHorizontal ? velocities.map(\.x) : velocities.map(\.y) }

        /// Whether it moved at all (an offset changed or a velocity was not zero).
        var moved: Bool {
            spread(offsets.map(\.x)) > 0.01 || spread(offsets.map(\.y)) > 0.01
                || velocities.contains { abs($0.x) > 0.01 || abs($0.y) > 0.01 }
        }

        /// Whether its zoom scale changed (a pinch, a double tap, `zoom(to:)`).
        var zoomed: Bool { zooms && spread(scales) > 1e-4 }

        private func spread(_ v: [Double]) -> Double { (v.max() ?? 0) - (v.min() ?? 0) }
    }

    var name: String
    var viewport: Size
    /// Sandbox time of every tick, ascending.
    var times: [Double] = []
    /// Per tick: whether anything moved or a touch was down (the scene was not idle).
    var moving: [Bool] = []
    /// Per tick: the scroll view that moved most since the tick before (nil when none moved).
    var leaders: [String?] = []
    /// Scroll view ids in the order they first appeared, and their tracks.
    var order: [String] = []
    var tracks: [String: Track] = [:]
    /// The arena's log, on the sandbox clock.
    var log: [ArbitrationDecision.Line] = []
    /// The state JSON at the end.
    var finalState = Data()
    /// The delegate events of every session, on the trace's clock with their scene (a trace that
    /// switches scene replaces the session and its log: `AssertionEventLog` keeps each): the report's
    /// event lane.
    var events: [AssertionRun.Event] = []
    /// Where the scene changed (`scene=ID`, a number key), the scene switched to, and how many of
    /// `events` came before it.
    var switches: [(time: Double, scene: String, firstEvent: Int)] = []

    /// The report's sandbox for `trace`: its scene, device, orientation and rate, `feel` (else the
    /// trace's, else the scene's own); touch trails on.
    static func sandbox(catalog: SceneCatalog, trace: Trace, hz: Int, feel: Feel?) throws(UsageError) -> Sandbox {
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace, hz: hz, feel: feel)
        sandbox.showsTouchTrails = true
        return sandbox
    }

    /// Replays `trace` (then lets it settle, at most `Sandbox.settleLimit` s) and samples every tick.
    /// The lane is named after the feel it ran with.
    static func record(catalog: SceneCatalog, trace: Trace, hz: Int, feel: Feel?) throws(UsageError) -> LaneRecording {
        let sandbox = try sandbox(catalog: catalog, trace: trace, hz: hz, feel: feel)
        var sampler = Sampler(LaneRecording(name: sandbox.session.feel.name, viewport: sandbox.viewport), sandbox: sandbox)
        ReplayDriver(settle: true, skippingIdle: false).run(sandbox, trace.events) {
            sampler.tick(sandbox, at: $0)
        } eachEvent: { _ in
            sampler.note(sandbox)
        }
        return sampler.finish(sandbox)
    }

    /// Samples a sandbox as it replays: call `tick` from `ReplayDriver.run`'s `eachTick` (and `note`
    /// from its `eachEvent`, so a session replaced between two ticks keeps its events), then `finish`.
    /// The scroll views of a scene other than the sandbox's first are tracked as `SCENE · ID`, and a
    /// scene opened again as `SCENE (2) · ID` (its second visit): a trace that switches scene does not
    /// join two scenes' `main`, or two visits of one scene, into one curve (audit 27).
    struct Sampler {
        private(set) var recording: LaneRecording
        private var session: SceneSession?
        private var seen = 0
        private var last: [String: SceneState.XY] = [:]
        private var log: AssertionEventLog
        private let scene: String
        /// How many times each scene was opened so far, and the prefix of the current visit's tracks.
        private var visits: [String: Int] = [:]
        private var prefix = ""

        init(_ recording: LaneRecording, sandbox: Sandbox) {
            self.recording = recording
            log = AssertionEventLog(sandbox)
            scene = sandbox.session.definition.id
        }

        mutating func note(_ sandbox: Sandbox) { log.note(sandbox) }

        mutating func tick(_ sandbox: Sandbox, at t: Double) {
            log.note(sandbox)
            let s = sandbox.session
            if s !== session {
                // A new scene (a key switched it): keep its whole log from here on; its views start
                // curves of their own, with nothing moved "since the tick before".
                session = s
                s.arena.logCapacity = Int.max
                seen = 0
                let id = s.definition.id
                let visit = (visits[id] ?? 0) + 1
                visits[id] = visit
                prefix = visit > 1 ? "\(id) (\(visit)) · " : id == scene ? "" : id + " · "
                last = [:]
            }
            for e in s.arena.log.dropFirst(seen) {
                recording.log.append(.init(time: e.time + sandbox.sessionStart, text: e.message, isWarning: e.isWarning))
            }
            seen = s.arena.log.count
            recording.sample(s.scrollViewStates(), at: t, moving: !s.isIdle, prefix: prefix, last: &last)
        }

        func finish(_ sandbox: Sandbox) -> LaneRecording {
            var r = recording
            var log = log
            r.finalState = OutputFile.encodeState(sandbox.session.state())
            r.events = log.finish(sandbox)
            r.switches = log.switches
            return r
        }
    }

    fileprivate mutating func sample(
        _ views: [SceneState.ScrollViewState], at t: Double, moving isMoving: Bool, prefix: String,
        last: inout [String: SceneState.XY]
    ) {
        var leader: String?
        var most = 1e-6
        for v in views {
            let id = prefix + v.id
            if tracks[id] == nil {
                tracks[id] = Track()
                if !order.contains(id) { order.append(id) }
            }
            // In place (`tracks[id]?.…append`): a copy taken out of the dictionary and put back copied
            // every array every tick, which made a report quadratic in its ticks (#26).
            tracks[id]?.times.append(t)
            tracks[id]?.offsets.append((v.offset.x, v.offset.y))
            tracks[id]?.velocities.append((v.velocity.x, v.velocity.y))
            tracks[id]?.scales.append(v.zoomScale ?? 1)
            if v.zoomScale != nil { tracks[id]?.zooms = true }
            let before = last[id] ?? v.offset
            let moved = max(abs(v.offset.x - before.x), abs(v.offset.y - before.y))
            if moved > most {
                most = moved
                leader = id
            }
            last[id] = v.offset
        }
        times.append(t)
        moving.append(isMoving || leader != nil)
        leaders.append(leader)
    }

    /// The moments the motion passed from one scroll view to another: the one moving most is not the
    /// one that moved most last (within `handoffGap`), e.g. `header → page.0.list` when a collapsed
    /// header hands the drag to the list. Ticks where nothing moved (input lands between ticks) are
    /// skipped over. A scene switch is no handoff: the motion before it is forgotten.
    var handoffs: [(time: Double, from: String, to: String)] {
        var out: [(Double, String, String)] = []
        var previous: (id: String, time: Double)?
        var nextSwitch = 0
        for (t, leader) in zip(times, leaders) {
            while nextSwitch < switches.count && switches[nextSwitch].time <= t {  // the driver handles an event at a tick's time first
                previous = nil
                nextSwitch += 1
            }
            guard let id = leader else { continue }
            if let p = previous, p.id != id, t - p.time <= Self.handoffGap { out.append((t, p.id, id)) }
            previous = (id, t)
        }
        return out
    }

    /// The longest pause in motion that still counts as one motion passing on (seconds).
    static let handoffGap = 0.1

    /// The ids of the scroll views that moved, in scene order.
    var movedIDs: [String] { order.filter { tracks[$0]?.moved == true } }
    /// The ids of the zooming scroll views whose scale changed, in scene order.
    var zoomedIDs: [String] { order.filter { tracks[$0]?.zoomed == true } }
}
