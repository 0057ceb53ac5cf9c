extension GestureRecognizer {
    /// The arena this recognizer takes part in (nil before its first touch).
    public var arena: GestureArena? { entry.arena }
}
