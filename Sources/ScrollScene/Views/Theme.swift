import ScrollDraw

/// The sandbox's colours and metrics, iOS-like (light appearance).
public enum Theme {
    public static let background = Color(hex: 0xF2F2F7)
    public static let surface = Color(hex: 0xFFFFFF)
    public static let text = Color(hex: 0x1C1C1E)
    public static let secondaryText = Color(hex: 0x8E8E93)
    public static let separator = Color(hex: 0xC6C6C8)
    public static let tint = Color(hex: 0x007AFF)
    public static let headerTop = Color(hex: 0x3A4E8C)
    public static let headerBottom = Color(hex: 0x6E8BD9)
    /// Desk around the phone and the bezel.
    public static let desk = Color(hex: 0x2B2D31)
    public static let bezel = Color(hex: 0x111214)
    /// Avatar / thumbnail palette, cycled by row index.
    public static let palette: [Color] = [
        Color(hex: 0xFF9500), Color(hex: 0x34C759), Color(hex: 0x5856D6), Color(hex: 0xFF2D55),
        Color(hex: 0x5AC8FA), Color(hex: 0xAF52DE), Color(hex: 0xFFCC00), Color(hex: 0x30B0C7),
    ]
}
