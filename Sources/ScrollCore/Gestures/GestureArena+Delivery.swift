// Delivering a touch to its target view: `delaysTouchesBegan` holds it until the recognizers decide,
// `cancelsTouchesInView` cancels it when one wins.
extension GestureArena {
    func deliverToTarget(_ e: PointerEvent, phase: TouchPhase) {
        guard var r = touches[e.id] else { return }
        if r.cancelledForTarget { return }
        if r.delayed != nil {
            if phase == .began { return }
            r.delayed!.append(e)
            touches[e.id] = r
            if phase == .ended || phase == .cancelled {
                // The sequence ended while delayed and nothing claimed it: deliver it all now.
                flushDelayed(e.id)
            }
            return
        }
        send(r.target, phase, e)
        if phase == .began { r.deliveredBegan = true }
        touches[e.id] = r
    }

    func flushDelayed(_ id: Int64) {
        guard var r = touches[id], let held = r.delayed else { return }
        r.delayed = nil
        touches[id] = r
        for (i, e) in held.enumerated() {
            let phase: TouchPhase = i == 0 ? .began : e.kind == .up ? .ended : e.kind == .cancel ? .cancelled : .moved
            send(r.target, phase, e)
        }
        touches[id]?.deliveredBegan = true
    }

    func send(_ target: GestureTarget, _ phase: TouchPhase, _ e: PointerEvent) {
        target.touchHandler?(phase, e)
    }

    func cancelForTarget(touch id: Int64, by g: GestureRecognizer) {
        guard var r = touches[id], !r.cancelledForTarget else { return }
        if r.deliveredBegan, let e = g.touches[id] {
            send(r.target, .cancelled, e)
        }
        r.cancelledForTarget = true
        r.delayed = nil
        touches[id] = r
    }
}
