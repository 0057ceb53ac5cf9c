import ScrollCore

/// The names a technique's expressions read, with their types (docs/TECHNIQUES.md, "Quantities"):
/// each view's (`outer.offset.y`, `list.isDragging`), each view's pan's (`list.pan.velocity.y`), the
/// long press's and the tab strip's recognizers' (`tabStrip.tap.state`, `tabStrip.pan.velocity.x`), the
/// header's, the technique's variables (`state.mode`) and, in a `willEndDragging` rule, the release's
/// `velocity.*` and `target.*`.
struct TechniqueNames: ExpressionCatalog {
    /// The technique's variables, in declaration order.
    var variables: [String]
    /// The tree's views.
    var views: TechniqueViews
    /// Whether `velocity.x/y` and `target.x/y` are known (a `willEndDragging` rule).
    var release = false

    static let viewNumbers = [
        "offset.x", "offset.y", "contentSize.width", "contentSize.height", "bounds.width", "bounds.height", "inset.top",
        "inset.bottom", "top", "bottom", "velocity.x", "velocity.y",
    ]
    static let viewFlags = ["isTracking", "isDragging", "isDecelerating", "isScrollEnabled", "bounces", "showsIndicator"]
    static let panNumbers = ["translation.x", "translation.y", "velocity.x", "velocity.y", "location.x", "location.y", "touches", "state"]
    static let panFlags = ["isActive"]
    static let pressNumbers = ["state", "touches", "location.x", "location.y"]
    static let headerNumbers = ["height", "collapse", "maxCollapse"]
    static let headerFlags = ["isStuck"]

    func type(of name: QuantityName) -> ExpressionType? {
        let text = name.text
        if text.hasPrefix("state.") { return variables.contains(String(text.dropFirst(6))) ? .number : nil }
        if release, ["velocity.x", "velocity.y", "target.x", "target.y"].contains(text) { return .number }
        if views.isHost, let (_, pan, rest) = views.split(text), pan {
            // A nested page's recognizers: their pans' quantities (`header.pan.velocity.y`).
            return Self.panNumbers.contains(rest) ? .number : Self.panFlags.contains(rest) ? .boolean : nil
        }
        if views.isHost && !(views.hostHeader && text.hasPrefix("header.")) { return nil }
        if text.hasPrefix("header.") {
            let rest = String(text.dropFirst(7))
            return Self.headerNumbers.contains(rest) ? .number : Self.headerFlags.contains(rest) ? .boolean : nil
        }
        if let (i, rest) = views.splitOther(text) {
            // The strip's scroll pan is a pan; the long press and the strip's tap have a discrete one's.
            let (numbers, flags) = i == views.tabStripPan ? (Self.panNumbers, Self.panFlags) : (Self.pressNumbers, ["isActive"])
            return numbers.contains(rest) ? .number : flags.contains(rest) ? .boolean : nil
        }
        guard let (_, pan, rest) = views.split(text) else { return nil }
        if pan { return Self.panNumbers.contains(rest) ? .number : Self.panFlags.contains(rest) ? .boolean : nil }
        return Self.viewNumbers.contains(rest) ? .number : Self.viewFlags.contains(rest) ? .boolean : nil
    }

    func hint(for name: QuantityName) -> String {
        let text = name.text
        if text.hasPrefix("state.") {
            return variables.isEmpty ? "the technique declares no variables in `state`" : "variables: " + variables.joined(separator: ", ")
        }
        if text == "velocity.x" || text == "velocity.y" || text == "target.x" || text == "target.y" {
            return "only a willEndDragging rule knows the release's velocity and target"
        }
        if views.isHost {
            let header = views.hostHeader ? " and the header's " + (Self.headerNumbers + Self.headerFlags).joined(separator: ", ") : ""
            return "on a nested page rules read its recognizers' pans (\(views.listedRecognizers)): "
                + (Self.panNumbers + Self.panFlags).joined(separator: ", ") + header
        }
        if text.hasPrefix("header.") {
            let known = Self.headerNumbers + Self.headerFlags
            let near = Self.nearest(String(text.dropFirst(7)), in: known, prefix: "header.")
            return near + "the header has: " + known.joined(separator: ", ")
        }
        if let (_, pan, rest) = views.split(text) {
            let known = pan ? Self.panNumbers + Self.panFlags : Self.viewNumbers + Self.viewFlags
            let prefix = String(text.dropLast(rest.count))
            return Self.nearest(rest, in: known, prefix: prefix) + (pan ? "a pan has: " : "a view has: ") + known.joined(separator: ", ")
        }
        let others = views.otherRecognizers.filter { !$0.name.hasPrefix("page.0.") }.map { $0.name + "., " }.joined()
        return "names start with a view (\(views.listed)), VIEW.pan., \(others)header. or state."
    }

    /// `did you mean `list.top`? ` for the known quantity nearest to a misspelt one (the scene
    /// loader's nearest-name rule, `SceneFieldCheck.nearest`), or "".
    static func nearest(_ rest: String, in known: [String], prefix: String) -> String {
        SceneFieldCheck.nearest(rest, in: known).map { "did you mean `\(prefix)\($0)`? " } ?? ""
    }
}
