import ScrollCore
import ScrollDraw

/// A phone's screen beyond its size: the safe area (status bar, home indicator, sensor housing),
/// the screen's corner radius and whether it has a Dynamic Island. Scenes lay out against the safe
/// area (status bar height, sticky offset, bottom bars); `draw` paints the rounded corners and the
/// island over the scene in the bezel's colour — in the window and in headless renders alike, so
/// both are the same pixels.
public struct DeviceScreen: Hashable, Sendable {
    public var safeArea: EdgeInsets
    /// Points; 0 for square corners.
    public var cornerRadius: Double
    public var hasIsland: Bool

    public init(safeArea: EdgeInsets, cornerRadius: Double, hasIsland: Bool) {
        self.safeArea = safeArea
        self.cornerRadius = cornerRadius
        self.hasIsland = hasIsland
    }

    /// The screen of `device` in the orientation, from the one device table (`Device`).
    public init(_ device: Device, landscape: Bool) {
        self.init(safeArea: device.safeArea(landscape: landscape), cornerRadius: device.cornerRadius, hasIsland: device.hasIsland)
    }

    /// An iPhone 15 in portrait: what a scene built without a device gets (tests, bench).
    public static let iPhone15 = DeviceScreen(.fifteen, landscape: false)

    /// The Dynamic Island in a viewport of `size`: 126 × 37 pt, 11 pt from the top edge, centred (in
    /// landscape, 11 pt from the left edge, vertically centred). Nil without one.
    public func islandRect(in size: Size) -> Rect? {
        guard hasIsland else { return nil }
        if size.width > size.height {
            return Rect(x: 11, y: (size.height - 126) / 2, width: 37, height: 126)
        }
        return Rect(x: (size.width - 126) / 2, y: 11, width: 126, height: 37)
    }

    /// Paints the rounded screen corners and the island over a viewport of `size` (points).
    public func draw(in size: Size, into list: inout DisplayList) {
        if cornerRadius > 0 { list.cornerMask(Rect(origin: .zero, size: size), radius: cornerRadius, Theme.bezel) }
        if let island = islandRect(in: size) { list.roundedRect(island, radius: 18.5, Theme.bezel) }
    }
}

extension Device {
    /// The real screen in the orientation (`DeviceScreen(_:landscape:)`).
    public func screen(landscape: Bool) -> DeviceScreen { DeviceScreen(self, landscape: landscape) }
}
