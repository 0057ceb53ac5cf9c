import ScrollCore
import ScrollDraw

/// Draws one photo page: black, the photo at its zoomed frame (a tinted field with a grid of eighths and
/// its size, so the zoom shows), and the photo browser's overlay line (scale, edge, owner).
final class PhotoPageView: View {
    let photo: Size
    /// Not owned: the page owns its model and this view.
    #if hasFeature(Embedded)
        unowned(unsafe) var model: ScrollView?  // Embedded Swift has no weak (docs/WEB.md)
    #else
        weak var model: ScrollView?
    #endif
    /// The overlay line under the photo (set by the controller).
    var caption = ""
    /// The page's number (the tint) and the photo's size label, made once (not per frame).
    private let index: Int
    private let sizeLabel: String

    init(id: String, frame: Rect, photo: Size) {
        self.photo = photo
        index = Int(id.split(separator: ".").last.flatMap { Int($0) } ?? 0)
        sizeLabel = "\(Int(photo.width)) × \(Int(photo.height))"
        super.init(id: id, frame: frame)
        backgroundColor = .black
        clipsToBounds = true
    }

    override func draw(into list: inout DisplayList) {
        guard let m = model else { return }
        let f = m.zoomedContentFrame
        list.fill(f, Theme.palette[(index + 4) % Theme.palette.count])  // never the touch trails' red
        let grid = Color.white.withAlpha(0.35)
        for k in 1..<8 {
            let x = f.minX + f.width * Double(k) / 8
            let y = f.minY + f.height * Double(k) / 8
            list.line(from: Point(x: x, y: f.minY), to: Point(x: x, y: f.maxY), grid)
            list.line(from: Point(x: f.minX, y: y), to: Point(x: f.maxX, y: y), grid)
        }
        list.text(
            sizeLabel, in: Rect(x: f.minX, y: f.midY - 12, width: f.width, height: 24), size: 17, .white,
            alignment: .center, weight: .bold)
        // The zoomed content's frame.
        let edge = Color(hex: 0xFFD933)
        list.line(from: Point(x: f.minX, y: f.minY), to: Point(x: f.maxX, y: f.minY), edge)
        list.line(from: Point(x: f.minX, y: f.maxY), to: Point(x: f.maxX, y: f.maxY), edge)
        list.line(from: Point(x: f.minX, y: f.minY), to: Point(x: f.minX, y: f.maxY), edge)
        list.line(from: Point(x: f.maxX, y: f.minY), to: Point(x: f.maxX, y: f.maxY), edge)
        list.fill(Rect(x: 0, y: frame.height - 64, width: frame.width, height: 40), Color.black.withAlpha(0.6))
        list.text(caption, in: Rect(x: 8, y: frame.height - 58, width: frame.width - 16, height: 28), size: 13, .white, alignment: .center)
    }
}
