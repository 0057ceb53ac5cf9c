import ScrollCore

/// Where things go in the sandbox window, in pixels: the phone viewport centred in a bezel on a desk,
/// with room on the right for panels (arbitration log, graphs, legends).
public struct WindowLayout: Hashable, Sendable {
    /// Viewport size, points.
    public var viewport: Size
    /// Pixels per point.
    public var scale: Double

    /// Desk margin around the bezel, pixels.
    public static let margin = 24.0
    /// Bezel thickness, points (scaled with the phone).
    public static let bezel = 12.0
    /// Width of the panel column right of the phone, pixels.
    public static let panelWidth = 420.0

    public init(viewport: Size, scale: Double) {
        self.viewport = viewport
        self.scale = scale
    }

    /// The viewport in window pixels.
    public var viewportRect: Rect {
        let b = Self.bezel * scale
        return Rect(x: Self.margin + b, y: Self.margin + b, width: viewport.width * scale, height: viewport.height * scale)
    }

    /// The bezel around the viewport, window pixels.
    public var bezelRect: Rect { viewportRect.insetBy(dx: -Self.bezel * scale, dy: -Self.bezel * scale) }

    /// The panel column, window pixels.
    public var panelRect: Rect {
        Rect(x: bezelRect.maxX + Self.margin, y: Self.margin, width: Self.panelWidth, height: bezelRect.height)
    }

    /// The whole window, pixels.
    public var windowSize: Size {
        Size(width: (panelRect.maxX + Self.margin).rounded(.up), height: (bezelRect.maxY + Self.margin).rounded(.up))
    }

    /// The desk and bezel, drawn before the viewport (coordinates: window pixels, scale 1).
    public func chrome() -> DisplayList {
        var list = DisplayList(size: windowSize)
        list.fill(Rect(origin: .zero, size: windowSize), Theme.desk)
        list.roundedRect(bezelRect, radius: 44 * scale, Theme.bezel)
        return list
    }
}
