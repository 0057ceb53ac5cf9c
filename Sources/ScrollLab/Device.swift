import ScrollCore
import ScrollScene

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

    /// The real screen: safe area per orientation, corner radius, Dynamic Island. SE: a 20 pt status
    /// bar, no home indicator, square corners, no island (landscape: no insets at all). iPhone 15 and
    /// 15 Pro Max: 59 pt top and 34 pt bottom, 55 pt corners, an island; in landscape no status bar:
    /// top 0, left and right 59, bottom 21.
    public func screen(landscape: Bool) -> DeviceScreen {
        switch (self, landscape) {
        case (.se, false): return DeviceScreen(safeArea: EdgeInsets(top: 20), cornerRadius: 0, hasIsland: false)
        case (.se, true): return DeviceScreen(safeArea: .zero, cornerRadius: 0, hasIsland: false)
        case (_, false): return DeviceScreen(safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, hasIsland: true)
        case (_, true): return DeviceScreen(safeArea: EdgeInsets(left: 59, bottom: 21, right: 59), cornerRadius: 55, hasIsland: true)
        }
    }

    public var displayName: String {
        switch self {
        case .se: return "iPhone SE"
        case .fifteen: return "iPhone 15"
        case .promax: return "iPhone 15 Pro Max"
        }
    }
}
