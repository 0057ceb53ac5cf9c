/// The arena's handle on one recognizer (Flutter's `GestureArenaEntry`): everything the arena keeps
/// about it during a touch sequence, and the one door through which the recognizer asks for a
/// decision. The recognizer owns its entry; the arena is the only writer of the bookkeeping below and
/// changes the recognizer itself only through `GestureRecognizer.apply(_:)`.
public final class GestureArenaEntry {
    /// The arena the recognizer joined with its first touch (one per window). Not owned: the scene owns
    /// its arena and outlives every recognizer in it (no `weak` in Embedded Swift).
    #if hasFeature(Embedded)
        unowned(unsafe) var arena: GestureArena?  // Embedded Swift has no weak (docs/WEB.md)
    #else
        weak var arena: GestureArena?
    #endif
    /// Touches currently delivered to the recognizer, with their latest event.
    var touches: [Int64: PointerEvent] = [:]
    /// A begin/recognize that waits for a failure requirement.
    var pendingState: GestureState?
    /// Whom the pending begin waits for (so a re-check that still waits is not logged twice); only
    /// compared by identity, never called.
    #if hasFeature(Embedded)
        unowned(unsafe) var waitingOn: GestureRecognizer?  // Embedded Swift has no weak (docs/WEB.md)
    #else
        weak var waitingOn: GestureRecognizer?
    #endif
    /// Why the recognizer is being disabled (`GestureRecognizer.disable(because:)`), while it is.
    var disabledBecause: String?
    /// The touches ended while the begin was pending: end right after beginning.
    var pendingEnd = false
    /// Decisions (transitions out of `possible`) in the current sequence; the arena checks it is 1.
    var decisions = 0
    /// The recognizers this one began or recognized alongside (`shouldRecognizeSimultaneously` said
    /// yes then) in the current sequence. UIKit asks only when one would prevent the other, so two
    /// running together stay together if the answer later turns to no (a technique switched off
    /// mid-drag); the invariant holds them to the answer they began with. Compared by identity only.
    var alongside: [ObjectIdentifier] = []

    init() {}

    /// Whether a begin is waiting for another recognizer to fail.
    var isWaiting: Bool { pendingState != nil }

    /// Forgets the pending begin and what it waited for.
    func clearPending() {
        pendingState = nil
        waitingOn = nil
    }

    /// Takes the pending begin, if any, leaving none.
    func takePending() -> GestureState? {
        defer { pendingState = nil }
        return pendingState
    }
}
