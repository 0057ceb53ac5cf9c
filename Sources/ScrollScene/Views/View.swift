import ScrollCore
import ScrollDraw

/// A node of ScrollScene's retained view tree. A view *is* a gesture target (frame in its parent's
/// coordinates, bounds origin shifting its children — a scroll view's content offset, as UIKit's
/// `bounds.origin` — hit testing, attached recognizers) that can also draw: an optional background,
/// clipping, its own content (`draw(into:)`, local coordinates) and then its subviews.
open class View: GestureTarget, CustomStringConvertible {
    public var backgroundColor: Color?
    public var cornerRadius: Double = 0
    public var clipsToBounds = false
    /// 0…1; multiplies the alpha of everything the view and its subviews draw.
    public var alpha: Double = 1

    public override init(id: String, frame: Rect = .zero) {
        super.init(id: id, frame: frame)
    }

    /// The view's own coordinate space: origin `boundsOrigin`, size of `frame`.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    public func addSubview(_ view: View) { addChild(view) }

    /// Places subviews; called by `layoutIfNeeded()` before drawing. Default: nothing.
    open func layoutSubviews() {}

    /// Lays out this view and, recursively, its subviews.
    public func layoutIfNeeded() {
        layoutSubviews()
        for c in children { (c as? View)?.layoutIfNeeded() }
    }

    /// Draws the view's own content in local coordinates ((0, 0) = top-left of `frame`); called after
    /// the background and before the subviews. Default: nothing.
    open func draw(into list: inout DisplayList) {}

    /// Draws over the subviews, in local coordinates (e.g. sticky section headers). Default: nothing.
    open func drawOverSubviews(into list: inout DisplayList) {}

    /// Appends this view and its subtree to `list`.
    public func render(into list: inout DisplayList) {
        guard !isHidden, alpha > 0, frame.width > 0, frame.height > 0 else { return }
        list.translated(dx: frame.minX, dy: frame.minY) { list in
            list.withAlpha(alpha) { list in
                let local = Rect(origin: .zero, size: frame.size)
                if let bg = backgroundColor {
                    list.roundedRect(local, radius: cornerRadius, bg)
                }
                if clipsToBounds { list.pushClip(local) }
                draw(into: &list)
                list.translated(dx: -boundsOrigin.x, dy: -boundsOrigin.y) { list in
                    for c in children { (c as? View)?.render(into: &list) }
                }
                drawOverSubviews(into: &list)
                if clipsToBounds { list.popClip() }
            }
        }
    }

    /// The first view in this subtree with `id`, depth-first.
    public func view(withID id: String) -> View? { target(withID: id) as? View }

    public var description: String { "\(type(of: self))(\(id), \(frame))" }
}
