import ScrollCore
import ScrollDraw

/// A horizontal carousel row inside a list (the third level of nesting): tiles 120 pt wide;
/// `boundsOrigin.x` is its own scroll offset.
public final class CarouselView: View {
    public static let tileWidth = 120.0
    public static let spacing = 8.0
    public let tiles: Int
    /// Banner mode (`header.carousel` with options): each tile is a page as wide as the view, drawn
    /// inset by this much (0: edge to edge, square); nil: 120 pt tiles.
    public let bannerInset: Double?

    public init(id: String, tiles: Int, frame: Rect) {
        self.tiles = tiles
        bannerInset = nil
        super.init(id: id, frame: frame)
        backgroundColor = Theme.background
        clipsToBounds = true
    }

    /// `banners` pages as wide as the view, each a banner inset by `inset` (rounded unless 0).
    public init(id: String, banners: Int, inset: Double, frame: Rect) {
        tiles = banners
        bannerInset = inset
        super.init(id: id, frame: frame)
        clipsToBounds = true
    }

    /// Content width, points.
    public var contentWidth: Double {
        if bannerInset != nil { return Double(tiles) * frame.width }
        return 16 * 2 + Double(tiles) * Self.tileWidth + Double(max(0, tiles - 1)) * Self.spacing
    }

    public override func draw(into list: inout DisplayList) {
        if let inset = bannerInset { return drawBanners(inset: inset, into: &list) }
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

    private func drawBanners(inset: Double, into list: inout DisplayList) {
        let w = max(1, frame.width)
        let first = max(0, Int(saturating: (boundsOrigin.x / w).rounded(.down)))
        let last = min(tiles, first + 2)
        guard first < last else { return }
        list.translated(dx: -boundsOrigin.x, dy: 0) { list in
            for k in first..<last {
                let r = Rect(x: Double(k) * w + inset, y: 0, width: w - 2 * inset, height: frame.height)
                list.roundedRect(r, radius: inset > 0 ? 12 : 0, Theme.palette[(k + 3) % Theme.palette.count])
                list.text("\(k + 1) / \(tiles)", in: r, size: 22, .white, alignment: .center, weight: .bold)
            }
        }
    }
}
