/// The base of every recognizer: UIKit's state machine, delegate hooks and failure requirements.
///
/// Subclasses read touches in `touchesBegan/Moved/Ended/Cancelled` and time in `advance(to:)`, and
/// *ask* for transitions with `request(_:reason:)`; the arena decides (shouldBegin, exclusivity,
/// failure requirements) and logs why. `onAction` is UIKit's target-action: it fires on began,
/// changed, ended, cancelled and recognized.
open class GestureRecognizer: CustomStringConvertible {
    /// Stable name for logs and state, e.g. `page.1.list.pan`.
    public let name: String
    public internal(set) var state: GestureState = .possible
    /// The target it is attached to. Not owned: the target owns its recognizers.
    #if hasFeature(Embedded)
        public internal(set) unowned(unsafe) var target: GestureTarget?  // Embedded Swift has no weak (docs/WEB.md)
    #else
        public internal(set) weak var target: GestureTarget?
    #endif
    /// Disabling a recognizer mid-gesture cancels it (UIKit's `isEnabled`).
    public var isEnabled = true {
        didSet { if !isEnabled && oldValue { entry.arena?.disabled(self) } }
    }
    /// When this recognizer wins, the touch is cancelled for the hit target's own handler.
    public var cancelsTouchesInView = true
    /// The hit target's own handler sees `began` only once this recognizer has failed.
    public var delaysTouchesBegan = false

    /// UIKit's `gestureRecognizerShouldBegin:`, with a reason for the log when it says no. Set it
    /// (and the callbacks below) with the typed setters in `GestureCallbacks`: `pan.shouldBegin { p in … }`.
    public internal(set) var shouldBegin: ((GestureRecognizer) -> GestureVerdict)?
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: either side saying yes allows it.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: (self, other) → self waits for other to fail.
    public var shouldRequireFailure: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: (self, other) → other waits for self to fail.
    public var shouldBeRequiredToFail: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    /// Why the answers above hold between self and another recognizer (a technique's rule), for the
    /// arena log: nil, no reason to name. Asked only when a line is written.
    public var relationReason: ((GestureRelation, GestureRecognizer) -> String?)?
    /// Recognizers the answers above may make this one wait for beyond those sharing its touch (a
    /// technique's require-to-fail rules): one that never sees the touch gets the arena's WARNING.
    public var failureRequirementCandidates: (() -> [GestureRecognizer])?
    /// Target-action, after each transition to began, changed, ended, cancelled or recognized.
    public internal(set) var onAction: ((GestureRecognizer) -> Void)?
    /// Called when this recognizer fails (it will not act on the current touches).
    public internal(set) var onFailed: ((GestureRecognizer) -> Void)?
    /// Called when a touch lands on the target (before any decision): scroll views stop momentum here.
    public internal(set) var onTouchDown: ((GestureRecognizer, PointerEvent) -> Void)?
    /// Called when a touch this recognizer was given ends (lifted or cancelled), whatever its state —
    /// a failed recognizer hears it too (a banner's timer resumes at the lift).
    public internal(set) var onTouchUp: ((GestureRecognizer, PointerEvent) -> Void)?

    /// Held strongly: a requirement lives on the same scene as this recognizer (no `weak` in Embedded).
    private var failureRequirements: [GestureRecognizer] = []
    /// The arena's handle on this recognizer; only the arena writes it.
    let entry = GestureArenaEntry()
    /// Touches currently delivered to this recognizer, with their latest event.
    public var touches: [Int64: PointerEvent] { entry.touches }

    public init(name: String) {
        self.name = name
    }

    /// The kind shown in overlays and logs (`pan`, `longPress`, …).
    open var kind: String { "gesture" }

    /// True between the touch sequences of a multi-sequence gesture (a double tap after its first tap):
    /// the arena keeps it undecided with no touch, and a recognizer waiting for it to fail keeps waiting.
    open var awaitsNextTouch: Bool { false }
    /// A gesture of several touch sequences (a double tap): a recognizer waiting for it to fail keeps
    /// waiting, with no touch of its own, while it is undecided.
    open var spansTouchSequences: Bool { false }

    /// The fewest touches an active recognizer can have (a pinch: 2); the arena checks it.
    open var minimumActiveTouches: Int { 1 }

    /// The part of `region` (its target's visible frame, viewport coordinates) where a touch can start
    /// this recognizer; the hot-zones overlay draws it. Default: all of it.
    open func hotZone(within region: Rect) -> Rect { region }

    /// Drops every callback and delegate answer (`detachRecognizers`): a scene rebuilt mid-touch leaves
    /// its old recognizers in the arena until the touch ends, and none may call back into the
    /// controller that set them — the relation answers included (a technique's require-to-fail rule
    /// asked after its controller was gone trapped the fuzz once captures became `unowned`).
    func detachCallbacks() {
        onAction = nil
        onFailed = nil
        onTouchDown = nil
        onTouchUp = nil
        shouldBegin = nil
        shouldRecognizeSimultaneously = nil
        shouldRequireFailure = nil
        shouldBeRequiredToFail = nil
        relationReason = nil
        failureRequirementCandidates = nil
    }

    /// `isEnabled = false` with the reason the arena log gives its cancel or failure (`disabled (rule …)`).
    public func disable(because reason: String) {
        entry.disabledBecause = reason
        isEnabled = false
        entry.disabledBecause = nil
    }

    /// UIKit's `require(toFail:)`: this recognizer begins only after `other` fails.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(other)
    }

    /// The explicit failure requirements.
    public var requiredToFail: [GestureRecognizer] { failureRequirements }

    /// Whether a begin is waiting for another recognizer to fail.
    public var isWaiting: Bool { entry.isWaiting }

    /// Asks the arena for a transition; the arena decides and logs why. A recognizer receives touches
    /// only through an arena, so one that never joined has nothing to decide and the request is moot.
    public func request(_ next: GestureState, reason: String) {
        entry.arena?.request(self, next, reason: reason)
    }

    /// The arena's decision applied: the new state, then the target-action or failure callback.
    func apply(_ next: GestureState) {
        state = next
        if next == .failed { onFailed?(self) } else if next != .possible { onAction?(self) }
    }

    // MARK: - Subclass hooks

    open func touchesBegan(_ event: PointerEvent) {}
    open func touchesMoved(_ event: PointerEvent) {}
    open func touchesEnded(_ event: PointerEvent) {}
    /// Default: an active recognizer is cancelled, an undecided one fails.
    open func touchesCancelled(_ event: PointerEvent) {
        if state.isActive {
            request(.cancelled, reason: "touch cancelled")
        } else if state == .possible {
            request(.failed, reason: "touch cancelled")
        }
    }
    /// Time passes with no event (long press timers). `time` in seconds.
    open func advance(to time: Double) {}
    /// Back to `possible` for the next sequence: clear per-sequence data.
    open func reset() {}

    public var description: String { "\(name) [\(state)]" }
}
