import ScrollCore

/// A node of ScrollScene's retained view tree: a frame in its parent's coordinates, a bounds origin
/// that shifts its children (a scroll view's content offset, as UIKit's `bounds.origin`), optional
/// background, clipping, and children drawn after the view's own content.
///
/// Subclasses override `draw(into:)` to add content in local coordinates ((0, 0) = the view's
/// top-left) and `layoutSubviews()` to place children.
open class View: CustomStringConvertible {
    /// Stable id for logs, hit-test reports and state (`header`, `page.1.list`, …).
    public var id: String
    public var frame: Rect
    /// Content offset of the children, points.
    public var boundsOrigin: Point = .zero
    public var backgroundColor: Color?
    public var cornerRadius: Double = 0
    public var clipsToBounds = false
    public var isHidden = false
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    public init(id: String, frame: Rect = .zero) {
        self.id = id
        self.frame = frame
    }

    /// The view's own coordinate space: origin `boundsOrigin`, size of `frame`.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Places subviews; called by `layoutIfNeeded()` before drawing. Default: nothing.
    open func layoutSubviews() {}

    /// Lays out this view and, recursively, its subviews.
    public func layoutIfNeeded() {
        layoutSubviews()
        for v in subviews { v.layoutIfNeeded() }
    }

    /// Draws the view's own content in local coordinates ((0, 0) = top-left of `frame`); called after
    /// the background and before the subviews. Default: nothing.
    open func draw(into list: inout DisplayList) {}

    /// Appends this view and its subtree to `list`.
    public func render(into list: inout DisplayList) {
        guard !isHidden, frame.width > 0, frame.height > 0 else { return }
        list.translated(dx: frame.minX, dy: frame.minY) { list in
            let local = Rect(origin: .zero, size: frame.size)
            if let bg = backgroundColor {
                list.roundedRect(local, radius: cornerRadius, bg)
            }
            if clipsToBounds { list.pushClip(local) }
            draw(into: &list)
            list.translated(dx: -boundsOrigin.x, dy: -boundsOrigin.y) { list in
                for v in subviews { v.render(into: &list) }
            }
            if clipsToBounds { list.popClip() }
        }
    }

    /// The view's frame in root (viewport) coordinates.
    public var frameInRoot: Rect {
        var origin = frame.origin
        var p = superview
        while let parent = p {
            origin = origin + parent.frame.origin - parent.boundsOrigin
            p = parent.superview
        }
        return Rect(origin: origin, size: frame.size)
    }

    /// The first view in this subtree with `id`, depth-first.
    public func view(withID id: String) -> View? {
        if self.id == id { return self }
        for v in subviews { if let f = v.view(withID: id) { return f } }
        return nil
    }

    public var description: String { "\(type(of: self))(\(id), \(frame))" }
}
