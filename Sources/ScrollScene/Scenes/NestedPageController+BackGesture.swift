import ScrollCore

/// The back gesture (`backGesture`): the left-edge swipe that pops the nested page off the inbox.
extension NestedPageController {
    /// Follows the edge pan; past a third of the width (or flicked right faster than 500 pt/s) the page
    /// pops, else it springs back.
    func edgeAction(_ g: ScreenEdgePanGestureRecognizer) {
        let w = viewport.width
        switch g.state {
        case .began, .changed:
            detailX.set(max(0, g.translation.x))
        case .ended:
            let v = g.releaseVelocity.x
            let pop = detailX.value > w / 3 || v > 500
            detailX.animate(to: pop ? w : 0, velocity: v, at: g.lastTime)
            if pop {
                detailEvents.append(SceneState.Event(t: g.lastTime, name: "didPop", page: nil, id: "detail"))
                g.isEnabled = false
            }
        case .cancelled:
            detailX.animate(to: 0, at: g.lastTime)
        default:
            break
        }
    }
}
