import ScrollCore

/// The quantities a technique's expressions read (`TechniqueNames` declares them), from the live
/// scroll views and recognizers.
extension TechniqueController: ExpressionContext {
    func value(of name: QuantityName) -> ExpressionValue? {
        let text = name.text
        if text.hasPrefix("state.") {
            return program.variables.firstIndex(of: String(text.dropFirst(6))).map { .number(variables[$0]) }
        }
        if let r = release {
            switch text {
            case "velocity.x": return .number(r.velocity.x)
            case "velocity.y": return .number(r.velocity.y)
            case "target.x": return .number(r.target.x)
            case "target.y": return .number(r.target.y)
            default: break
            }
        }
        if text.hasPrefix("header.") { return headerValue(String(text.dropFirst(7))) }
        if text.hasPrefix("list.longPress.") {
            let i = program.views.longPress
            guard recognizers.count > i, let press = recognizers[i] as? LongPressGestureRecognizer else { return nil }
            return pressValue(press, String(text.dropFirst(15)))
        }
        guard let (v, pan, rest) = program.views.split(text) else { return nil }
        return pan ? panValue(drivers[v].pan, rest) : viewValue(v, rest)
    }

    func headerValue(_ q: String) -> ExpressionValue? {
        let outer = scrollViews[0]
        switch q {
        case "height": return .number(headerHeight)
        case "collapse": return .number(outer.contentOffset.y)
        case "maxCollapse": return .number(outer.maxOffset(.vertical))
        case "isStuck": return .boolean(outer.contentOffset.y >= outer.maxOffset(.vertical) - 1e-6)
        default: return nil
        }
    }

    func viewValue(_ v: Int, _ q: String) -> ExpressionValue? {
        let sv = scrollViews[v]
        switch q {
        case "offset.x": return .number(sv.contentOffset.x)
        case "offset.y": return .number(sv.contentOffset.y)
        case "contentSize.width": return .number(sv.contentSize.width)
        case "contentSize.height": return .number(sv.contentSize.height)
        case "bounds.width": return .number(sv.boundsSize.width)
        case "bounds.height": return .number(sv.boundsSize.height)
        case "inset.top": return .number(sv.adjustedContentInset.top)
        case "inset.bottom": return .number(sv.adjustedContentInset.bottom)
        case "top": return .number(sv.minOffset(.vertical))
        case "bottom": return .number(sv.maxOffset(.vertical))
        case "velocity.x": return .number(sv.velocity.x)
        case "velocity.y": return .number(sv.velocity.y)
        case "isTracking": return .boolean(!drivers[v].pan.touches.isEmpty)
        case "isDragging": return .boolean(sv.state == .dragging)
        case "isDecelerating": return .boolean(sv.state == .decelerating || sv.state == .bouncing)
        case "isScrollEnabled": return .boolean(sv.isScrollEnabled)
        case "bounces": return .boolean(sv.bounces)
        case "showsIndicator": return .boolean(showsIndicator[v])
        default: return nil
        }
    }

    /// UIKit's states as numbers: possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5, recognized 6.
    static let stateNumbers: [GestureState] = [.possible, .began, .changed, .ended, .cancelled, .failed, .recognized]

    func pressValue(_ press: LongPressGestureRecognizer, _ q: String) -> ExpressionValue? {
        switch q {
        case "state": return .number(Double(Self.stateNumbers.firstIndex(of: press.state) ?? 0))
        case "touches": return .number(Double(press.touches.count))
        case "location.x": return .number(press.currentPosition.x)
        case "location.y": return .number(press.currentPosition.y)
        case "isActive": return .boolean(press.state.isActive || press.state == .recognized)
        default: return nil
        }
    }

    func panValue(_ pan: PanGestureRecognizer, _ q: String) -> ExpressionValue? {
        switch q {
        case "translation.x": return .number(pan.translation.x)
        case "translation.y": return .number(pan.translation.y)
        case "velocity.x": return .number(pan.velocity.x)
        case "velocity.y": return .number(pan.velocity.y)
        case "location.x": return .number(pan.currentPosition.x)
        case "location.y": return .number(pan.currentPosition.y)
        case "touches": return .number(Double(pan.touches.count))
        case "state": return .number(Double(Self.stateNumbers.firstIndex(of: pan.state) ?? 0))
        case "isActive": return .boolean(pan.state.isActive)
        default: return nil
        }
    }
}
