import ScrollCore

/// `pagerLock` (#44 item 3, `pager-angle`): who owns a diagonal drag that starts on a list. The pager's
/// pan takes a drag within the lock angle of the horizontal once it has moved the pager's slop; a list's
/// pan takes any steeper one once it has moved the list's slop (the slops are the scroll views' touch
/// slop, set over the feel's). Each refusal names the drag's angle and the rule in the arena log. C
/// (`fixed-angle`): the pager's rule without the scene's lock — the axis that dominates at the feel's
/// slop (45°), what a pager gets untuned.
extension NestedPageController {
    /// The drag's angle from the horizontal, degrees (0…90).
    static func dragAngle(_ t: Point) -> Double { Elementary.atan2(abs(t.y), abs(t.x)) * 180 / Double.pi }

    /// Whether the scene's lock decides (it has one and no technique file has set `pagerLock.isOn`
    /// false: fixed-angle's C switches to the fixed rule).
    var pagerLockDecides: Bool { definition.pagerLock != nil && pagerLockOn }

    /// Gives the list pans and the pager pan the lock's rule (called once the pans are wired).
    func lockPagerAngle(pager pagerPan: PanGestureRecognizer, lists listPans: [PanGestureRecognizer]) {
        guard let lock = definition.pagerLock else { return }
        let name = lock.preset?.rawValue ?? "custom"
        for d in panDrivers where d.pan === pagerPan || listPans.contains(where: { $0 === d.pan }) { d.takesAnyDirection = true }
        pagerPan.shouldBegin { [unowned self] g in
            let a = Self.dragAngle(g.translation)
            let limit = self.pagerLockDecides ? lock.resolved.angle : 45
            let rule = self.pagerLockDecides ? name : "the fixed rule"
            guard a <= limit else { return .deny("drag at \(formatAngle(a))°: \(rule) pages within \(formatAngle(limit))°") }
            self.logOwner("pager", angle: a, at: g.lastTime)
            return .allow
        }
        for pan in listPans {
            pan.shouldBegin { [unowned self] g in
                let a = Self.dragAngle(g.translation)
                let limit = self.pagerLockDecides ? lock.resolved.angle : 45
                guard a > limit else { return .deny("drag at \(formatAngle(a))°: the pager's (within \(formatAngle(limit))°)") }
                self.logOwner(g.name.replacingSuffix(".pan"), angle: a, at: g.lastTime)
                return .allow
            }
        }
    }

    /// The event `diagonalDrag`: who the lock gave a drag to (`id`), at what angle (`page`, degrees).
    func logOwner(_ id: String, angle: Double, at t: Double) {
        log.append(SceneState.Event(t: t, name: "diagonalDrag", page: Int(angle.rounded()), id: id))
    }

    /// The lock's slops over the feel's (`apply(_:)` sets the feel first); the fixed rule keeps the feel's.
    func applyPagerLockSlops() {
        guard let lock = definition.pagerLock else { return }
        let on = pagerLockDecides
        page.pager.feel.touchSlop = on ? lock.resolved.pagerSlop : page.feel.touchSlop
        for l in page.lists { l.feel.touchSlop = on ? lock.resolved.listSlop : page.feel.touchSlop }
    }
}

extension String {
    /// The string without `suffix` at its end (itself when it does not end so).
    fileprivate func replacingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}

/// An angle with one decimal ("26.6").
func formatAngle(_ a: Double) -> String {
    let tenths = Int((a * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}
