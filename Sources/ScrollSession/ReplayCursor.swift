import ScrollInput

/// A replay played on someone else's clock (the window's, in real time): hands out the events due
/// by a time, in order. The window ticks its lanes on its own frame clock; `ReplayDriver` runs the
/// tick grid everywhere else.
public struct ReplayCursor: Sendable {
    public let events: [InputEvent]
    /// The index of the next event to hand out.
    public private(set) var next = 0

    public init(_ events: [InputEvent]) { self.events = events }

    /// Whether events are left.
    public var isPlaying: Bool { next < events.count }

    /// The time of the last event (0 without events).
    public var duration: Double { events.last?.time ?? 0 }

    /// Every event at or before `time` not handed out yet, in order.
    public mutating func due(by time: Double) -> ArraySlice<InputEvent> {
        let start = next
        while next < events.count && events[next].time <= time { next += 1 }
        return events[start..<next]
    }

    /// While events are left: `time` and the replay's duration (the window's progress line).
    public func progress(at time: Double) -> (time: Double, duration: Double)? {
        isPlaying ? (time, duration) : nil
    }
}
