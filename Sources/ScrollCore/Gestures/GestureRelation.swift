/// A relation question the arena asks a recognizer's delegate about another recognizer, named so the
/// delegate can say why it answered as it did (`GestureRecognizer.relationReason`: a technique's rule).
public enum GestureRelation: Sendable {
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    case simultaneous
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: self waits for the other to fail.
    case requiresFailure
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: the other waits for self to fail.
    case requiredToFail
}
