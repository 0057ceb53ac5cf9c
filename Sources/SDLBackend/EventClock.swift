/// Puts input events on the app's clock (seconds, SDL ticks base) with the best timestamp available.
///
/// SDL stamps an event when it pumps it from the window system, i.e. between frames. When a frame is
/// slow (a debug build, a loaded machine, SDL_ttf rasterising new rows) every motion that arrived
/// meanwhile gets the same stamp; the velocity tracker then sees one sample, a 40 ms "pause", and
/// a fling is lost. X11 stamps each input event when the server receives it, in milliseconds, so
/// where the window system gives that time this clock uses it:
///
/// - server times are unwrapped (32-bit milliseconds wrap every ~49.7 days);
/// - they are mapped onto the app clock with the smallest `received − server` seen so far (the
///   least delivery latency), so an event is never later than when SDL received it. A whole batch is
///   `observe`d before any of it is timed, so even the first batch keeps its spacing: its last event
///   lands on its receive time, the earlier ones before it;
/// - every result is at least the previous one: events keep their order, whichever stamp they had;
/// - a server time that runs backwards starts a new mapping.
///
/// Events without a server time (touchscreen fingers, other window systems) keep SDL's stamp.
public struct EventClock: Sendable {
    private var lastServer: UInt32?
    private var serverMilliseconds: Int64 = 0
    private var offset = Double.infinity
    private var last = -Double.infinity

    public init() {}

    /// Learns from one server stamp (in arrival order) and returns it unwrapped, in seconds.
    public mutating func observe(server: UInt32, received: Double) -> Double {
        var backwards = false
        if let previous = lastServer {
            let step = Int64(Int32(bitPattern: server &- previous))
            serverMilliseconds += step
            backwards = step < 0
        }
        lastServer = server
        let seconds = Double(serverMilliseconds) / 1000
        // Server time never runs backwards (the wrap reads as a small step forward); if it does, it is
        // a new time base (another server, a reset clock): forget the old mapping instead of pinning
        // every later event to the last time handed out.
        offset = backwards ? received - seconds : min(offset, received - seconds)
        return seconds
    }

    /// The event's time in app seconds: `received` is SDL's stamp (app seconds); `server`, if the
    /// event had one, what `observe` returned for it.
    public mutating func time(received: Double, server: Double?) -> Double {
        var t = received
        if let server, offset.isFinite { t = min(received, server + offset) }
        t = max(t, last)
        last = t
        return t
    }
}
