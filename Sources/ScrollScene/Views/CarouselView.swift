import ScrollCore
import ScrollDraw

/// A horizontal carousel row inside a list (the third level of nesting): tiles 120 pt wide;
/// `boundsOrigin.x` is its own scroll offset.
public final class CarouselView: View {
    public static let tileWidth = 120.0
    public static let spacing = 8.0
    public let tiles: Int

    public init(id: String, tiles: Int, frame: Rect) {
        self.tiles = tiles
        super.init(id: id, frame: frame)
        backgroundColor = Theme.background
        clipsToBounds = true
    }

    /// Content width, points.
    public var contentWidth: Double { 16 * 2 + Double(tiles) * Self.tileWidth + Double(max(0, tiles - 1)) * Self.spacing }

    public override func draw(into list: inout DisplayList) {
        let h = frame.height - 16
        let step = Self.tileWidth + Self.spacing
        let first = max(0, Int(saturating: ((boundsOrigin.x - 16) / step).rounded(.down)))
        let last = min(tiles, Int(saturating: ((boundsOrigin.x + frame.width) / step).rounded(.up)) + 1)
        guard first < last else { return }
        list.translated(dx: -boundsOrigin.x, dy: 0) { list in
            for k in first..<last {
                let x = 16 + Double(k) * step
                list.roundedRect(
                    Rect(x: x, y: 8, width: Self.tileWidth, height: h), radius: 12, Theme.palette[(k + 3) % Theme.palette.count])
                list.text(
                    "\(k + 1)", in: Rect(x: x, y: 8, width: Self.tileWidth, height: h), size: 22, .white, alignment: .center, weight: .bold)
            }
        }
    }
}
