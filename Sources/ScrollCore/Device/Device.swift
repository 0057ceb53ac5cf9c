/// The phones of `--device` and of a trace header's `"device"` — the one table of them: the id a
/// trace stores, the size in points (portrait), the name, and the screen beyond its size (safe area
/// per orientation, corner radius, Dynamic Island; `DeviceScreen` draws it). `Trace.devices` and
/// `DeviceScreen` are read from here.
public enum Device: String, CaseIterable, Sendable {
    case se
    case fifteen = "15"
    case promax

    /// The phone a trace header names, or the iPhone 15 for a name that is none (a header validated by
    /// `Trace.parse` always names one; this is the one place the fallback is written).
    public init(named name: String) {
        self = Device(rawValue: name) ?? .fifteen
    }

    public var portraitSize: Size {
        switch self {
        case .se: return Size(width: 375, height: 667)
        case .fifteen: return Size(width: 393, height: 852)
        case .promax: return Size(width: 430, height: 932)
        }
    }

    /// The viewport for the orientation.
    public func size(landscape: Bool) -> Size {
        let p = portraitSize
        return landscape ? Size(width: p.height, height: p.width) : p
    }

    /// The safe area per orientation. SE: a 20 pt status bar, no home indicator (landscape: no insets
    /// at all). iPhone 15 and 15 Pro Max: 59 pt top and 34 pt bottom; in landscape no status bar: top
    /// 0, left and right 59, bottom 21.
    public func safeArea(landscape: Bool) -> EdgeInsets {
        switch (self, landscape) {
        case (.se, false): return EdgeInsets(top: 20)
        case (.se, true): return .zero
        case (_, false): return EdgeInsets(top: 59, bottom: 34)
        case (_, true): return EdgeInsets(left: 59, bottom: 21, right: 59)
        }
    }

    /// The screen's corner radius, points: SE square, the others 55.
    public var cornerRadius: Double { self == .se ? 0 : 55 }

    /// Whether the screen has a Dynamic Island (all but the SE).
    public var hasIsland: Bool { self != .se }

    public var displayName: String {
        switch self {
        case .se: return "iPhone SE"
        case .fifteen: return "iPhone 15"
        case .promax: return "iPhone 15 Pro Max"
        }
    }
}
