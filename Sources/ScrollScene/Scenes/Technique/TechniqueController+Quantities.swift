import ScrollCore

/// The quantities a technique's expressions read (`TechniqueNames` declares them), from the live
/// scroll views and recognizers.
extension TechniqueController {
    func value(_ q: TechniqueQuantity) -> ExpressionValue? {
        switch q {
        case .variable(let i): return .number(variables[i])
        case .release(let q): return release.map { Self.releaseValue(q, velocity: $0.velocity, target: $0.target) }
        case .header(let q): return headerValue(q)
        case .recognizer(let i, let q):
            switch ruleRecognizer(i) {
            case let pan as PanGestureRecognizer: return Self.panValue(pan, q)
            case let press as LongPressGestureRecognizer: return Self.discreteValue(press, at: press.currentPosition, q)
            case let tap as TapGestureRecognizer: return Self.discreteValue(tap, at: tap.location, q)
            default: return nil
            }
        case .view(let v, let q): return viewValue(v, q)
        case .pan(let v, let q): return Self.panValue(drivers[v].pan, q)
        }
    }

    /// UIKit's unit for `scrollViewWillEndDragging(_:withVelocity:…)`'s `velocity`: points per
    /// millisecond (a 100 pt/s release reads 0.1), so `velocity.y > 0.5` means what it means in the
    /// app's code. The lab's velocities are pt/s; this is the one place a rule's release velocity
    /// is converted (docs/TECHNIQUES.md, "Quantities").
    static let releaseVelocityPerMillisecond = 0.001

    /// A `willEndDragging` rule's `velocity.*` (points per millisecond, UIKit's) or `target.*` of the
    /// release being decided.
    static func releaseValue(_ q: TechniqueQuantity.Release, velocity: Point, target: Point) -> ExpressionValue {
        switch q {
        case .velocityX: .number(velocity.x * releaseVelocityPerMillisecond)
        case .velocityY: .number(velocity.y * releaseVelocityPerMillisecond)
        case .targetX: .number(target.x)
        case .targetY: .number(target.y)
        }
    }

    func headerValue(_ q: TechniqueQuantity.Header) -> ExpressionValue? {
        let outer = scrollViews[0]
        switch q {
        case .height: return .number(headerHeight)
        case .collapse: return .number(outer.contentOffset.y)
        case .maxCollapse: return .number(outer.maxOffset(.vertical))
        case .isStuck: return .boolean(outer.contentOffset.y >= outer.maxOffset(.vertical) - 1e-6)
        }
    }

    func viewValue(_ v: Int, _ q: TechniqueQuantity.View) -> ExpressionValue? {
        let sv = scrollViews[v]
        switch q {
        case .offsetX: return .number(sv.contentOffset.x)
        case .offsetY: return .number(sv.contentOffset.y)
        case .contentWidth: return .number(sv.contentSize.width)
        case .contentHeight: return .number(sv.contentSize.height)
        case .boundsWidth: return .number(sv.boundsSize.width)
        case .boundsHeight: return .number(sv.boundsSize.height)
        case .insetTop: return .number(sv.adjustedContentInset.top)
        case .insetBottom: return .number(sv.adjustedContentInset.bottom)
        case .top: return .number(sv.minOffset(.vertical))
        case .bottom: return .number(sv.maxOffset(.vertical))
        case .velocityX: return .number(sv.velocity.x)
        case .velocityY: return .number(sv.velocity.y)
        case .isTracking: return .boolean(!drivers[v].pan.touches.isEmpty)
        case .isDragging: return .boolean(sv.state == .dragging)
        case .isDecelerating: return .boolean(sv.state == .decelerating || sv.state == .bouncing)
        case .isScrollEnabled: return .boolean(sv.isScrollEnabled)
        case .bounces: return .boolean(sv.bounces)
        case .showsIndicator: return .boolean(showsIndicator[v])
        }
    }

    /// UIKit's states as numbers: possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5, recognized 6.
    static let stateNumbers: [GestureState] = [.possible, .began, .changed, .ended, .cancelled, .failed, .recognized]

    /// A long press's or a tap's quantity; `location` is the press's finger now, the tap's touch-down.
    static func discreteValue(_ g: GestureRecognizer, at location: Point, _ q: TechniqueQuantity.Recognizer) -> ExpressionValue? {
        switch q {
        case .state: return .number(Double(Self.stateNumbers.firstIndex(of: g.state) ?? 0))
        case .touches: return .number(Double(g.touches.count))
        case .locationX: return .number(location.x)
        case .locationY: return .number(location.y)
        case .isActive: return .boolean(g.state.isActive || g.state == .recognized)
        default: return nil
        }
    }

    static func panValue(_ pan: PanGestureRecognizer, _ q: TechniqueQuantity.Recognizer) -> ExpressionValue? {
        switch q {
        case .translationX: return .number(pan.translation.x)
        case .translationY: return .number(pan.translation.y)
        case .velocityX: return .number(pan.velocity.x)
        case .velocityY: return .number(pan.velocity.y)
        case .locationX: return .number(pan.currentPosition.x)
        case .locationY: return .number(pan.currentPosition.y)
        case .touches: return .number(Double(pan.touches.count))
        case .state: return .number(Double(Self.stateNumbers.firstIndex(of: pan.state) ?? 0))
        case .isActive: return .boolean(pan.state.isActive)
        }
    }
}
