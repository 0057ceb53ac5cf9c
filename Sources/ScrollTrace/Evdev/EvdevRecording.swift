/// What every evdev recording format comes down to: one device's axes and properties (when the file
/// states them) and its events in order.
public struct EvdevRecording: Equatable, Sendable {
    /// Absolute axes by code (`ABS_MT_POSITION_X` …); empty when the file has none.
    public var axes: [Int: AxisRange] = [:]
    /// `INPUT_PROP_*` numbers; nil when the file does not list them.
    public var properties: Set<Int>?
    /// udev's word, when the recording has it (`ID_INPUT_TOUCHPAD=1`).
    public var udevTouchpad = false
    public var events: [EvdevEvent] = []

    public init(axes: [Int: AxisRange] = [:], properties: Set<Int>? = nil, udevTouchpad: Bool = false, events: [EvdevEvent] = []) {
        self.axes = axes
        self.properties = properties
        self.udevTouchpad = udevTouchpad
        self.events = events
    }

    /// A touchpad (its two-finger scroll becomes wheel events): udev says so, or the device is not
    /// direct (`INPUT_PROP_DIRECT` absent) and is a pointer or a button pad. Without properties, a
    /// touchscreen.
    public var isTouchpad: Bool {
        if udevTouchpad { return true }
        guard let p = properties, !p.contains(EvdevCode.propDirect) else { return false }
        return p.contains(EvdevCode.propPointer) || p.contains(EvdevCode.propButtonpad)
    }
}
