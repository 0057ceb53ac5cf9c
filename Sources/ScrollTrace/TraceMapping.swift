import ScrollCore

/// How an imported gesture's device units became the trace's viewport points (docs/INTERCHANGE.md):
/// `x = (raw − minX) × scaleX`, `y = (raw − minY) × scaleY`. Written in the trace header as
/// `"mapping":{…}` — one flat object, so readers that predate it ignore it (unknown header fields
/// are ignored) and a trace without it is written exactly as before.
public struct TraceMapping: Codable, Equatable, Sendable {
    /// `fit-width` or `density=D`, as given to `scrolllab import --map`.
    public var map: String
    public var minX: Double
    public var minY: Double
    /// The axis maxima when the recording states them (`getevent -p`, absinfo, `A:` lines).
    public var maxX: Double?
    public var maxY: Double?
    /// Points per device unit.
    public var scaleX: Double
    public var scaleY: Double

    public init(map: String, minX: Double, minY: Double, maxX: Double?, maxY: Double?, scaleX: Double, scaleY: Double) {
        self.map = map
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    /// The point for device units `(x, y)`.
    public func point(x: Int, y: Int) -> (x: Double, y: Double) {
        ((Double(x) - minX) * scaleX, (Double(y) - minY) * scaleY)
    }

    /// The header's `"mapping":{…}` value, keys in a fixed order, numbers in full precision.
    var json: String {
        var s = "{\"map\":\(JSONValue.quoted(map)),\"minX\":\(Trace.num(minX)),\"minY\":\(Trace.num(minY))"
        if let maxX { s += ",\"maxX\":\(Trace.num(maxX))" }
        if let maxY { s += ",\"maxY\":\(Trace.num(maxY))" }
        return s + ",\"scaleX\":\(Trace.num(scaleX)),\"scaleY\":\(Trace.num(scaleY))}"
    }
}
