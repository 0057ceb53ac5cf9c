/// Decides, per touch, which recognizer owns it — UIKit's rules, deterministic and explained.
///
/// Lifecycle of a touch: on `down` the hit-tested target and its ancestors' enabled recognizers become
/// the touch's participants and receive it; each asks for transitions; the arena applies UIKit's rules
/// and records every decision with its reason:
/// 1. `shouldBegin` may deny a begin (`pager.pan failed: shouldBegin=false (vertical velocity dominates)`).
/// 2. A recognizer that already owns a shared touch prevents others from beginning unless either allows
///    simultaneous recognition.
/// 3. Failure requirements (`require(toFail:)`, `shouldRequireFailure`, `shouldBeRequiredToFail`): the
///    begin waits while a required recognizer is undecided, fails if it succeeded. A required recognizer
///    that tracks no touch can never fail (seed 002's pitfall): the waiter is released with a warning
///    instead of freezing; so is a waiting cycle.
/// 4. The winner makes every undecided, non-simultaneous participant fail, and (`cancelsTouchesInView`)
///    cancels the touch for the hit target's own handler; `delaysTouchesBegan` holds the target's
///    `began` until the delaying recognizers fail.
/// When a recognizer's touches are all gone it is forced to a decision if it has none, and reset.
///
/// One arena per window; no globals. Time comes only with events and `advance(to:)`.
public final class GestureArena {
    /// One logged decision.
    public struct LogEntry: Hashable, Sendable, CustomStringConvertible {
        public var time: Double
        public var message: String
        public var isWarning: Bool
        public var description: String {
            (isWarning ? "WARNING " : "") + message
        }
    }

    struct TouchRecord {
        var id: Int64
        var target: GestureTarget
        var participants: [GestureRecognizer]
        /// Events held back from the target while a `delaysTouchesBegan` recognizer is undecided.
        var delayed: [PointerEvent]?
        var deliveredBegan = false
        var cancelledForTarget = false
    }

    var touches: [Int64: TouchRecord] = [:]
    /// Every recognizer taking part in a live sequence (including waiters whose touches ended).
    var live: [GestureRecognizer] = []
    public private(set) var now: Double = 0
    /// The most recent recognizer that began or recognized.
    public private(set) var lastWinner: String?
    /// Decisions, oldest first: the newest `logCapacity`.
    public private(set) var log = BoundedLog<LogEntry>(capacity: 500)
    public var logCapacity: Int {
        get { log.capacity }
        set { log.resize(to: newValue) }
    }
    /// Broken invariants noticed while running (a recognizer reset without exactly one decision, an
    /// illegal transition). Empty in a correct run; tests and `scrolllab fuzz` check it.
    public private(set) var violations: [String] = []

    public init() {}

    // MARK: - Input

    /// Routes one pointer event through the tree under `root` (viewport coordinates).
    public func handle(_ event: PointerEvent, root: GestureTarget) {
        advanceTime(event.time)
        switch event.kind {
        case .down: down(event, root: root)
        case .move: move(event)
        case .up: up(event)
        case .cancel: cancel(event)
        }
        sweep()
    }

    /// Lets time pass: time-based recognizers (long press) decide; waiters are re-checked.
    public func advance(to time: Double) {
        advanceTime(time)
        for g in live { g.advance(to: now) }
        sweep()
    }

    /// Cancels every live touch (e.g. the window lost focus mid-drag).
    public func cancelAllTouches(at time: Double) {
        for id in touches.keys.sorted() {
            guard let r = touches[id] else { continue }
            let p = r.participants.first?.touches[id]?.position ?? .zero
            handle(PointerEvent(.cancel, id: id, at: p, time: time), root: r.target)
        }
    }

    /// The ids of touches currently down.
    public var activeTouchIDs: [Int64] { touches.keys.sorted() }

    /// The recognizers taking part in touch `id`, innermost target first.
    public func participants(ofTouch id: Int64) -> [GestureRecognizer] { touches[id]?.participants ?? [] }

    /// The target touch `id` landed on.
    public func target(ofTouch id: Int64) -> GestureTarget? { touches[id]?.target }

    /// The recognizers that currently own touch `id` (began/changed).
    public func owners(ofTouch id: Int64) -> [GestureRecognizer] {
        participants(ofTouch: id).filter { $0.state.isActive }
    }

    /// The log as lines `t=1.234 message`.
    public var logLines: [String] { log.map { $0.description } }

    // MARK: - Touch routing

    private func advanceTime(_ t: Double) {
        if t.isFinite && t > now { now = t }
    }

    private func down(_ e: PointerEvent, root: GestureTarget) {
        if touches[e.id] != nil {
            // A second down for a touch that is already down: treat the first as cancelled.
            note("touch \(e.id) went down twice; the first is cancelled", warning: true)
            cancel(PointerEvent(.cancel, id: e.id, at: e.position, time: e.time))
            sweep()
        }
        guard let hit = root.hitTest(e.position) else {
            return
        }
        var participants: [GestureRecognizer] = []
        for t in hit.ancestry {
            for g in t.gestureRecognizers where g.isEnabled {
                // A recognizer still finishing another sequence (terminal, touches down elsewhere) does not join.
                if g.state.isTerminal { continue }
                // A single tap whose lift waits for a double tap to fail is not a participant of the
                // second tap: the double tap's decision releases or blocks it (`win`, `fail`).
                if g.isWaiting && g.touches.isEmpty { continue }
                // Two gestures already running on other fingers may both cover this point: only the
                // innermost (and those simultaneous with it) take the new finger, so a touch never
                // has two exclusive owners.
                if g.state.isActive && participants.contains(where: { $0.state.isActive && !simultaneous($0, g) }) { continue }
                participants.append(g)
            }
        }
        var record = TouchRecord(id: e.id, target: hit, participants: participants)
        if participants.contains(where: { $0.delaysTouchesBegan }) { record.delayed = [e] }
        touches[e.id] = record
        for g in participants {
            g.entry.arena = self
            g.entry.touches[e.id] = e
            if !live.contains(where: { $0 === g }) { live.append(g) }
        }
        for g in participants { g.onTouchDown?(g, e) }
        for g in participants where g.touches[e.id] != nil && !g.state.isTerminal { g.touchesBegan(e) }
        deliverToTarget(e, phase: .began)
    }

    private func move(_ e: PointerEvent) {
        guard let record = touches[e.id] else { return }  // a move without a down: ignored
        for g in record.participants where g.touches[e.id] != nil {
            g.entry.touches[e.id] = e
            if g.state == .possible || g.state.isActive { g.touchesMoved(e) }
        }
        deliverToTarget(e, phase: .moved)
    }

    private func up(_ e: PointerEvent) { finish(e, phase: .ended) }

    private func cancel(_ e: PointerEvent) { finish(e, phase: .cancelled) }

    /// A touch ends (lifted or cancelled): its undecided and active recognizers hear of it, its target
    /// too, then the touch is forgotten. An end without a down is ignored.
    private func finish(_ e: PointerEvent, phase: TouchPhase) {
        guard let record = touches[e.id] else { return }
        for g in record.participants where g.touches[e.id] != nil {
            if phase == .ended { g.entry.touches[e.id] = e }
            guard g.state == .possible || g.state.isActive else { continue }
            if phase == .ended { g.touchesEnded(e) } else { g.touchesCancelled(e) }
        }
        deliverToTarget(e, phase: phase)
        for g in record.participants { g.release(e) }
        touches[e.id] = nil
    }

    // MARK: - Decisions

    func request(_ g: GestureRecognizer, _ next: GestureState, reason: String) {
        switch next {
        case .began, .recognized:
            guard g.state == .possible else { return }
            if g.entry.pendingState != nil { return }
            tryToWin(g, next, reason: reason)
        case .changed:
            if g.state.isActive { transition(g, .changed) }
        case .ended:
            if g.state.isActive {
                transition(g, .ended)
                note("\(g.name) ended: \(reason)")
            } else if g.entry.pendingState != nil {
                g.entry.pendingEnd = true
            }
        case .cancelled:
            if g.state.isActive {
                transition(g, .cancelled)
                note("\(g.name) cancelled: \(reason)")
            } else if g.state == .possible {
                fail(g, reason)
            }
        case .failed:
            if g.state == .possible { fail(g, reason) }
        case .possible:
            break
        }
    }

    func disabled(_ g: GestureRecognizer) {
        if g.state.isActive {
            transition(g, .cancelled)
            note("\(g.name) cancelled: disabled\(disablingRule(g))")
        } else if g.state == .possible && !g.touches.isEmpty {
            fail(g, "disabled\(disablingRule(g))")
        }
    }

    private enum Requirement {
        case clear
        case wait(GestureRecognizer)
        case blocked(GestureRecognizer)
    }

    private func tryToWin(_ g: GestureRecognizer, _ next: GestureState, reason: String) {
        if let should = g.shouldBegin, case .deny(let why) = should(g) {
            fail(g, "shouldBegin=false (\(why))")
            return
        }
        if let owner = sharing(g).first(where: { $0 !== g && $0.state.isActive && !simultaneous($0, g) }) {
            fail(g, "\(owner.name) owns the touch")
            return
        }
        switch requirement(for: g) {
        case .blocked(let r):
            fail(g, "\(r.name) recognized (required to fail)")
        case .wait(let r):
            g.entry.pendingState = next
            if g.entry.waitingOn !== r { note("\(g.name) waits for \(r.name) to fail\(requirementRule(g, r))") }
            g.entry.waitingOn = r
        case .clear:
            win(g, next, reason: reason)
        }
    }

    private func requirement(for g: GestureRecognizer) -> Requirement {
        for r in failureRequirements(of: g) {
            if r.state == .failed || r.state == .cancelled { continue }
            if r.state.succeeded { return .blocked(r) }
            // r is possible.
            if r.touches.isEmpty && r.entry.pendingState == nil && !r.awaitsNextTouch {
                note(
                    "\(g.name) required \(r.name) to fail\(requirementRule(g, r)), but \(r.name) never receives this touch and can never fail; \(g.name) released",
                    warning: true)
                continue
            }
            if waits(r, on: g) {
                note("\(g.name) and \(r.name) wait for each other to fail\(cycleRules(g, r)); \(g.name) released", warning: true)
                continue
            }
            return .wait(r)
        }
        return .clear
    }

    /// Whether `a` (pending) waits, directly or through others, on `b`.
    private func waits(_ a: GestureRecognizer, on b: GestureRecognizer, depth: Int = 0) -> Bool {
        guard a.entry.pendingState != nil, depth < 16 else { return false }
        for r in a.requiredToFail
            + sharing(a).filter({ o in a.shouldRequireFailure?(a, o) == true || o.shouldBeRequiredToFail?(o, a) == true })
        {
            if r === b || waits(r, on: b, depth: depth + 1) { return true }
        }
        return false
    }

    private func win(_ g: GestureRecognizer, _ next: GestureState, reason: String) {
        g.entry.clearPending()
        transition(g, next)
        lastWinner = g.name
        note("\(g.name) \(next == .recognized ? "recognized" : "began"): \(reason)")
        for o in sharing(g) where o !== g {
            if !simultaneous(g, o) {
                if o.state == .possible { fail(o, "\(g.name) won the touch") }
            } else if o.state.isActive {
                g.entry.alongside.append(ObjectIdentifier(o))
                let rule = simultaneousRule(g, o)
                note("\(g.name) runs alongside \(o.name): shouldRecognizeSimultaneously said yes\(rule), neither cancels the other")
            } else if o.state == .possible {
                note("\(o.name) may still begin alongside \(g.name): shouldRecognizeSimultaneously said yes\(simultaneousRule(g, o))")
            }
        }
        if g.cancelsTouchesInView {
            for id in g.touches.keys.sorted() { cancelForTarget(touch: id, by: g) }
        }
        if g.entry.pendingEnd {
            g.entry.pendingEnd = false
            if g.state.isActive {
                transition(g, .ended)
                note("\(g.name) ended: touches had already lifted")
            }
        }
        // A waiter whose touches are gone (a single tap waiting on a double tap) shares no touch with
        // the winner: it learns the outcome here.
        for w in live where w !== g && w.touches.isEmpty && w.entry.pendingState != nil {
            guard let next = w.entry.takePending() else { continue }
            tryToWin(w, next, reason: "\(g.name) decided")
        }
    }

    private func fail(_ g: GestureRecognizer, _ reason: String) {
        guard g.state == .possible else { return }
        g.entry.clearPending()
        g.entry.pendingEnd = false
        transition(g, .failed)
        note("\(g.name) failed: \(reason)")
        // Targets held back by this recognizer may now see their touches.
        for id in g.touches.keys.sorted() {
            guard let r = touches[id], r.delayed != nil else { continue }
            if !r.participants.contains(where: { $0.delaysTouchesBegan && $0.state != .failed }) { flushDelayed(id) }
        }
        // Waiters on g: try again.
        for w in live where w.entry.pendingState != nil && w !== g {
            let rule = w.entry.waitingOn === g ? requirementRule(w, g) : ""
            guard let next = w.entry.takePending() else { continue }
            tryToWin(w, next, reason: "\(g.name) failed\(rule)")
        }
    }

    private func transition(_ g: GestureRecognizer, _ next: GestureState) {
        if !g.state.canTransition(to: next) {
            violations.append("\(g.name): illegal transition \(g.state) → \(next)")
            return
        }
        if g.state == .possible { g.entry.decisions += 1 }
        g.apply(next)
    }

    /// Forces a decision on recognizers whose touches are gone and resets finished ones.
    private func sweep() {
        var i = 0
        while i < live.count {
            let g = live[i]
            if g.touches.isEmpty {
                if let next = g.entry.takePending() {
                    // Waiting with no touches: resolve now that the requirement may have changed.
                    tryToWin(g, next, reason: "touches ended while waiting")
                }
                if g.state.isActive {
                    transition(g, .cancelled)
                    note("\(g.name) cancelled: its touches are gone")
                }
                // Between a double tap's taps it, and a tap waiting for it, stay undecided.
                let r = g.entry.waitingOn
                let awaiting = g.awaitsNextTouch || (g.isWaiting && r?.spansTouchSequences == true && r?.state == .possible)
                if g.state == .possible && awaiting {
                    i += 1
                    continue
                }
                if g.state == .possible { fail(g, "touch sequence ended undecided") }
                if g.state.isTerminal {
                    if g.entry.decisions != 1 { violations.append("\(g.name): \(g.entry.decisions) decisions in one sequence") }
                    g.entry.decisions = 0
                    g.entry.alongside = []
                    g.entry.pendingEnd = false
                    g.apply(.possible)
                    g.reset()
                    live.remove(at: i)
                    continue
                }
            }
            i += 1
        }
    }

    /// Participants of any touch `g` tracks.
    func sharing(_ g: GestureRecognizer) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        for id in g.touches.keys.sorted() {
            for p in touches[id]?.participants ?? [] where !out.contains(where: { $0 === p }) { out.append(p) }
        }
        return out
    }

    func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.shouldRecognizeSimultaneously?(a, b) == true || b.shouldRecognizeSimultaneously?(b, a) == true
    }

    /// A line from outside the recognizers (a content press, #41) at `time`, the moment it happened.
    public func record(_ message: String, at time: Double) {
        log.append(LogEntry(time: time, message: message, isWarning: false))
    }

    private func note(_ message: String, warning: Bool = false) {
        log.append(LogEntry(time: now, message: message, isWarning: warning))
    }
}
