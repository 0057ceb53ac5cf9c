import ScrollCore

/// A technique file's rules run on the gallery's own two views (docs/TECHNIQUES.md, "Gallery techniques
/// as files"): `outer` is the header's collapse (`outer.offset.y`, range `0…maxCollapse`), `list` the
/// list's offset, and their pans are the controller's `outer.pan` and `list.pan`. The rules read and set
/// these in place of the scroll views a technique scene builds, so the gallery's states are the ones its
/// code gave.
extension GalleryNestedModel: ExpressionContext {
    /// Whether the file makes the pans named `a` and `b` recognize together (a `simultaneous` rule whose
    /// condition holds, in either order).
    func recognizeTogether(_ a: String, _ b: String) -> Bool {
        guard let program, let x = program.views.recognizer(a), let y = program.views.recognizer(b) else { return false }
        for r in program.rules(.simultaneous) {
            let rule = program.rules[r]
            if ((rule.recognizer == x && rule.other == y) || (rule.recognizer == y && rule.other == x)) && holds(r) {
                fired[r] += 1
                return true
            }
        }
        return false
    }

    /// Whether the file names view `v`'s pan (the gallery builds `list.pan` only then).
    func namesPan(ofView v: Int) -> Bool {
        program?.rules.contains { $0.recognizer == v || $0.other == v } ?? false
    }

    /// `scrollViewDidScroll` of view `v` (0 `outer`, 1 `list`): its rules in file order; an offset a
    /// rule changes re-enters `didScroll` of that view at once, as UIKit's does, at most
    /// `TechniqueController.maximumReentry` deep.
    func didScroll(_ v: Int) {
        guard let program, reentry < TechniqueController.maximumReentry else { return }
        reentry += 1
        defer { reentry -= 1 }
        for r in program.rules(.didScroll, view: v) where holds(r) {
            fired[r] += 1
            for a in program.rules[r].actions {
                guard let x = try? a.value.number(in: self) else { continue }
                switch a.target {
                case .variable(let i):
                    variables[i] = x
                case .offset(let view, .vertical) where view <= 1 && x != offset(of: view):
                    setOffset(x, of: view)
                    didScroll(view)
                default:
                    continue
                }
            }
        }
    }

    func holds(_ r: Int) -> Bool {
        guard let w = program?.rules[r].when else { return true }
        return (try? w.condition(in: self)) ?? false
    }

    private func offset(of v: Int) -> Double { v == 0 ? shownCollapse : listOffset }

    func value(of name: QuantityName) -> ExpressionValue? {
        guard let program, let q = TechniqueQuantity(name.text, variables: program.variables, views: program.views) else { return nil }
        return value(q)
    }

    func value(ofSlot slot: Int, name: QuantityName) -> ExpressionValue? {
        guard let program, slot < program.quantities.count else { return value(of: name) }
        return value(program.quantities[slot])
    }

    /// The quantities of the two views, the header, the release being decided (`velocity.y`,
    /// `target.y`; `.x` read 0) and the file's variables; others (pans) are not the gallery's: nil, so
    /// a rule reading one does not hold.
    private func value(_ q: TechniqueQuantity) -> ExpressionValue? {
        switch q {
        case .view(let v, let p) where v <= 1:
            let range = v == 0 ? maxCollapse : maxListOffset
            switch p {
            case .offsetY: return .number(offset(of: v))
            case .offsetX, .top, .insetTop, .insetBottom: return .number(0)
            case .bottom: return .number(range)
            case .velocityY: return .number(velocity)
            case .isDragging: return .boolean(releasing.map { $0.asked[v] } ?? isDragging)
            case .bounces: return .boolean(viewBounces[v])
            case .isDecelerating: return .boolean(isMoving && !isDragging)
            default: return nil
            }
        case .variable(let i): return .number(variables[i])
        case .release(.velocityY): return releasing.map { .number($0.velocity) }
        case .release(.targetY): return releasing.map { .number($0.target) }
        case .release: return releasing.map { _ in .number(0) }
        case .header(.collapse): return .number(shownCollapse)
        case .header(.maxCollapse): return .number(maxCollapse)
        case .header(.isStuck): return .boolean(collapse >= maxCollapse)
        default: return nil
        }
    }
}
