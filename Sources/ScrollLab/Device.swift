import ScrollCore

/// The phone presets of `--device`, in points (portrait).
public enum Device: String, CaseIterable, Sendable {
    case se
    case fifteen = "15"
    case promax

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

    public var displayName: String {
        switch self {
        case .se: return "iPhone SE"
        case .fifteen: return "iPhone 15"
        case .promax: return "iPhone 15 Pro Max"
        }
    }
}
