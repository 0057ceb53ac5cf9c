/// The evdev numbers the importers read (linux/input-event-codes.h) and the labels `getevent -l`
/// prints for them.
public enum EvdevCode {
    public static let evSyn = 0
    public static let evKey = 1
    public static let evAbs = 3

    public static let synReport = 0
    public static let synMTReport = 2
    public static let synDropped = 3

    public static let absMTSlot = 0x2f
    public static let absMTPositionX = 0x35
    public static let absMTPositionY = 0x36
    public static let absMTTrackingID = 0x39

    public static let propPointer = 0
    public static let propDirect = 1
    public static let propButtonpad = 2

    /// Event types by label (`EV_ABS`).
    static let types: [String: Int] = [
        "EV_SYN": 0, "EV_KEY": 1, "EV_REL": 2, "EV_ABS": 3, "EV_MSC": 4, "EV_SW": 5, "EV_LED": 0x11, "EV_SND": 0x12,
        "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
    ]
    static let synCodes: [String: Int] = ["SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3]
    static let absCodes: [String: Int] = [
        "ABS_X": 0, "ABS_Y": 1, "ABS_PRESSURE": 0x18, "ABS_DISTANCE": 0x19, "ABS_MT_SLOT": 0x2f,
        "ABS_MT_TOUCH_MAJOR": 0x30, "ABS_MT_TOUCH_MINOR": 0x31, "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33,
        "ABS_MT_ORIENTATION": 0x34, "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36, "ABS_MT_TOOL_TYPE": 0x37,
        "ABS_MT_BLOB_ID": 0x38, "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3a, "ABS_MT_DISTANCE": 0x3b,
        "ABS_MT_TOOL_X": 0x3c, "ABS_MT_TOOL_Y": 0x3d,
    ]
    /// Values `getevent -l` prints as words (keys; `ABS_MT_TOOL_TYPE`).
    static let valueLabels: [String: Int] = [
        "UP": 0, "DOWN": 1, "REPEAT": 2, "MT_TOOL_FINGER": 0, "MT_TOOL_PEN": 1, "MT_TOOL_PALM": 2,
    ]
    static let properties: [String: Int] = [
        "INPUT_PROP_POINTER": 0, "INPUT_PROP_DIRECT": 1, "INPUT_PROP_BUTTONPAD": 2, "INPUT_PROP_SEMI_MT": 3,
        "INPUT_PROP_TOPBUTTONPAD": 4, "INPUT_PROP_POINTING_STICK": 5, "INPUT_PROP_ACCELEROMETER": 6,
    ]

    /// A code by label or hex for `type`; −1 for a label of a type whose codes are not needed here,
    /// nil for a SYN or ABS label this table does not know.
    static func code(_ text: String, type: Int) -> Int? {
        if let hex = Int(text, radix: 16), text.count <= 4 { return hex }
        switch type {
        case evSyn: return synCodes[text]
        case evAbs: return absCodes[text] ?? (text.hasPrefix("ABS_") ? -1 : nil)
        default: return -1
        }
    }
}
