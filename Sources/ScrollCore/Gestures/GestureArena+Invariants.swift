// The arena's invariants, checked by tests and `scrolllab fuzz`.
extension GestureArena {
    /// Checks the arena's invariants now: at most one exclusive owner per touch (owners pairwise
    /// allowed to be simultaneous — now, or when the later of the two began), no recognizer active
    /// without touches, plus `violations` so far.
    public func invariantViolations() -> [String] {
        var out = violations
        for id in touches.keys.sorted() {
            let owners = owners(ofTouch: id)
            for (i, a) in owners.enumerated() {
                for b in owners[(i + 1)...] where !simultaneous(a, b) && !ranAlongside(a, b) {
                    out.append("touch \(id) owned by \(a.name) and \(b.name) at once")
                }
            }
        }
        for g in live where g.state.isActive && g.touches.isEmpty {
            out.append("\(g.name) is \(g.state) with no touch")
        }
        for g in live where g.state.isActive && !g.touches.isEmpty && g.touches.count < g.minimumActiveTouches {
            out.append("\(g.name) is \(g.state) with \(g.touches.count) of its \(g.minimumActiveTouches) touches")
        }
        return out
    }

    /// Whether one of the two began while the other ran, allowed to then (`GestureArenaEntry.alongside`).
    func ranAlongside(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.entry.alongside.contains(ObjectIdentifier(b)) || b.entry.alongside.contains(ObjectIdentifier(a))
    }
}
