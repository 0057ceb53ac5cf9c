/// A node of the hit-test tree: a frame in its parent's coordinates, a bounds origin that shifts its
/// children (a scroll view's content offset), children, and the recognizers attached to it.
/// ScrollScene's views are targets; tests build small trees directly.
open class GestureTarget {
    /// Stable id (`header`, `page.1.list`, …), also the prefix of its recognizers' names.
    public var id: String
    public var frame: Rect
    public var boundsOrigin: Point = .zero
    public var isHidden = false
    public var isUserInteractionEnabled = true
    public private(set) var children: [GestureTarget] = []
    /// Not owned: a parent owns its children (`addChild`), and a removed child forgets its parent.
    #if hasFeature(Embedded)
        public private(set) unowned(unsafe) var parent: GestureTarget?  // Embedded Swift has no weak (docs/WEB.md)
    #else
        public private(set) weak var parent: GestureTarget?
    #endif
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Receives this target's own touches (as UIKit's touchesBegan/Moved/Ended/Cancelled on a view),
    /// subject to the recognizers' `delaysTouchesBegan` and `cancelsTouchesInView`.
    public var touchHandler: ((TouchPhase, PointerEvent) -> Void)?

    public init(id: String, frame: Rect = .zero) {
        self.id = id
        self.frame = frame
    }

    public func addChild(_ child: GestureTarget) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    public func addGestureRecognizer(_ g: GestureRecognizer) {
        g.target = self
        gestureRecognizers.append(g)
    }

    /// The deepest visible, interactive target containing `point` (in this target's *parent's*
    /// coordinates), children front to back (last added first); nil outside.
    open func hitTest(_ point: Point) -> GestureTarget? {
        guard !isHidden, isUserInteractionEnabled, frame.contains(point) else { return nil }
        let local = point - frame.origin + boundsOrigin
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// This target and its ancestors, innermost first.
    public var ancestry: [GestureTarget] {
        var chain: [GestureTarget] = []
        var t: GestureTarget? = self
        while let c = t {
            chain.append(c)
            t = c.parent
        }
        return chain
    }

    /// The frame in root coordinates.
    public var frameInRoot: Rect {
        var origin = frame.origin
        var p = parent
        while let a = p {
            origin = origin + a.frame.origin - a.boundsOrigin
            p = a.parent
        }
        return Rect(origin: origin, size: frame.size)
    }

    /// Silences every recognizer of this subtree: their actions, failure, touch-down and should-begin
    /// callbacks are dropped. A controller that is replaced while the arena may still hold its
    /// recognizers (a touch is down) does this, so a callback never reaches it once it is gone (the
    /// callbacks capture it `unowned`: a callback reaching it after it is gone traps natively).
    public func detachRecognizers() {
        for g in gestureRecognizers { g.detachCallbacks() }
        for c in children { c.detachRecognizers() }
    }

    /// The first target with `id` in this subtree, depth first.
    public func target(withID id: String) -> GestureTarget? {
        if self.id == id { return self }
        for c in children { if let f = c.target(withID: id) { return f } }
        return nil
    }
}

/// The phase of a touch delivered to a target's own `touchHandler`.
public enum TouchPhase: String, Hashable, Sendable {
    case began, moved, ended, cancelled
}
