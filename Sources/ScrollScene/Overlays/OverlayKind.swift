/// The debug overlays, each one self-contained unit toggled by a flag (`--overlay`) or a key.
public enum OverlayKind: String, CaseIterable, Hashable, Sendable {
    /// Every recognizer's active region by kind, the touch's candidates, winner and losers (H).
    case hotzones
    /// Velocity vectors, projected landing, intercepted target, handoff point (V).
    case velocity
    /// Content bounds, rubber-band extent, sticky threshold, refresh trigger, inset edges (B).
    case bounds
    /// Offset and velocity of the active scroll view over the last seconds; frame times (G).
    case graph
    /// The arena's last decisions with their reasons, newest first (L).
    case log

    /// Whether it draws on the phone (placed: zones, bounds, arrows, marks). Read overlays (graph,
    /// log) live in the instrument panel beside the phone; hot zones are both (the legend is read).
    public var drawsOnPhone: Bool { self == .hotzones || self == .velocity || self == .bounds }
}
