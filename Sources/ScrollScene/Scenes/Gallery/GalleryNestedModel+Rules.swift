import ScrollCore

/// A technique file's rules run on the gallery's own two views (docs/TECHNIQUES.md, "Gallery techniques
/// as files"), by the same engine as a technique scene's (`TechniqueEventRunner`): `outer` is the
/// header's collapse (`outer.offset.y`, range `0…maxCollapse`), `list` the list's offset, and their pans
/// are the controller's `outer.pan` and `list.pan` (`recognizers`). The rules read and set these in
/// place of the scroll views a technique scene builds, so the gallery's states are the ones its code gave.
extension GalleryNestedModel: TechniqueEventRunner {
    var ruleRecognizerCount: Int { recognizers.count }
    func ruleRecognizer(_ i: Int) -> GestureRecognizer? { recognizers[i] }
    func index(of g: GestureRecognizer) -> Int? { recognizers.firstIndex { $0 === g } }

    /// Whether the file names view `v`'s pan (the gallery builds `list.pan` only then).
    func namesPan(ofView v: Int) -> Bool {
        program.rules.contains { $0.recognizer == v || $0.other == v }
    }

    /// `scrollViewDidScroll` of view `v` (0 `outer`, 1 `list`): its rules in file order; an offset a
    /// rule changes re-enters `didScroll` of that view at once, as UIKit's does, at most
    /// `TechniqueController.maximumReentry` deep.
    func didScroll(_ v: Int) { run(.didScroll, view: v) }

    /// What the gallery's rules set: the two views' vertical offsets (a change re-enters `didScroll`),
    /// the release's `target.y` and the views' `bounces` (`GalleryNestedModel+Release`), the variables.
    func perform(_ a: TechniqueProgram.Action, rule r: Int) {
        let x: ExpressionValue
        do { x = try a.value.evaluate(in: self) } catch { return warn(rule: r, action: a, error.message) }
        switch (a.target, x) {
        case (.variable(let i), .number(let y)):
            variables[i] = y
        case (.offset(let view, .vertical), .number(let y)) where view <= 1 && y != offset(of: view):
            setOffset(y, of: view)
            didScroll(view)
        case (.target(.vertical), .number(let y)):
            releasing?.target = y
            releasing?.targetSet = true
        case (.bounces(let view), .boolean(let on)) where view <= 1:
            viewBounces[view] = on
        default:
            break  // not the gallery's (a release rule setting one is refused: `GalleryTechnique.compile`)
        }
    }

    private func offset(of v: Int) -> Double { v == 0 ? shownCollapse : listOffset }

    /// The quantities of the two views, the header, the release being decided (`velocity.y`,
    /// `target.y`; `.x` read 0) and the file's variables; others (pans) are not the gallery's: nil, so
    /// a rule reading one does not hold.
    func value(_ q: TechniqueQuantity) -> ExpressionValue? {
        switch q {
        case .view(let v, let p) where v <= 1:
            let range = v == 0 ? maxCollapse : maxListOffset
            switch p {
            case .offsetY: return .number(offset(of: v))
            case .offsetX, .top, .insetTop, .insetBottom: return .number(0)
            case .bottom: return .number(range)
            case .velocityY: return .number(velocity)
            case .isDragging: return .boolean(releasing.map { $0.asked[v] } ?? isDragging)
            case .isDecelerating: return .boolean(isMoving && !isDragging)
            case .bounces: return .boolean(viewBounces[v])
            default: return nil
            }
        case .variable(let i): return .number(variables[i])
        case .release(let r):  // UIKit's units, as every technique's release (points per millisecond)
            return releasing.map {
                TechniqueController.releaseValue(r, velocity: Point(x: 0, y: $0.velocity), target: Point(x: 0, y: $0.target))
            }
        case .header(.collapse): return .number(shownCollapse)
        case .header(.maxCollapse): return .number(maxCollapse)
        case .header(.isStuck): return .boolean(collapse >= maxCollapse)
        default: return nil
        }
    }
}
