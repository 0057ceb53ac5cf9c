import ScrollCore

/// One `SYN_REPORT` frame of a multi-touch device, decoded: what changed (a contact down, moved,
/// lifted) and which contacts are down after it, in device units.
public struct ContactFrame: Equatable, Sendable {
    public struct Contact: Equatable, Sendable {
        public var trackingID: Int
        public var x: Int
        public var y: Int

        public init(trackingID: Int, x: Int, y: Int) {
            self.trackingID = trackingID
            self.x = x
            self.y = y
        }
    }

    public struct Change: Equatable, Sendable {
        public var kind: PointerEvent.Kind
        public var slot: Int
        public var x: Int
        public var y: Int

        public init(kind: PointerEvent.Kind, slot: Int, x: Int, y: Int) {
            self.kind = kind
            self.slot = slot
            self.x = x
            self.y = y
        }
    }

    /// The `SYN_REPORT`'s kernel time, microseconds.
    public var microseconds: Int64
    /// The `SYN_REPORT`'s line.
    public var line: Int
    public var changes: [Change]
    /// The contacts down after the frame, by slot.
    public var active: [Int: Contact]
}
