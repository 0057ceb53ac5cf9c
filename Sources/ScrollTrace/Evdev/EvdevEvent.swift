/// One kernel `struct input_event` as a recording holds it (getevent, libinput record, evemu), with
/// the line it was read from so problems can name it.
public struct EvdevEvent: Equatable, Sendable {
    /// The kernel timestamp, microseconds (`sec × 10⁶ + usec`).
    public var microseconds: Int64
    public var type: Int
    /// The code, or −1 for a label this reader does not know (only SYN and ABS codes matter).
    public var code: Int
    public var value: Int
    /// The recording's line (1-based).
    public var line: Int

    public init(microseconds: Int64, type: Int, code: Int, value: Int, line: Int) {
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
        self.line = line
    }

    /// An event read from a recording's `line`, its value checked (`AxisRange.evdevValues`).
    public init(checking microseconds: Int64, type: Int, code: Int, value: Int, line: Int) throws(ImportError) {
        guard AxisRange.evdevValues.contains(value) else {
            throw ImportError(line: line, "value \(value) is outside the range of an evdev value (a 32-bit integer)")
        }
        self.init(microseconds: microseconds, type: type, code: code, value: value, line: line)
    }
}
