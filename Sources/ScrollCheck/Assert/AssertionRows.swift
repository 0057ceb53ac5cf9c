import ScrollCore
import ScrollScene

/// The row quantities an assertion file reads: `ID.row.N.screenY`, where the list `ID` draws its row N
/// in the viewport (points from the viewport's top; rows off screen too). Sampled only when a file
/// names them: a list of 10 000 rows is not flattened every tick.
public enum AssertionRows {
    /// Every `ID.row.N.screenY` name among `file`'s expressions.
    public static func names(_ file: AssertionFile) -> [String] {
        var out: Set<String> = []
        for a in file.assertions {
            let expressions: [ScrollCore.Expression]
            switch a.rule {
            case .that(let c): expressions = [c]
            case .change(let x, let c), .extreme(_, let x, let c): expressions = [x, c]
            case .monotone(let x, _): expressions = [x]
            }
            for e in expressions { out.formUnion(e.names.map(\.text).filter { parse($0) != nil }) }
        }
        return out.sorted()
    }

    /// `(list id, row)` of a row name, or nil.
    public static func parse(_ name: String) -> (id: String, row: Int)? {
        guard name.hasSuffix(".screenY") else { return nil }
        let parts = name.dropLast(".screenY".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 2] == "row", let n = Int(parts[parts.count - 1]), n >= 0 else { return nil }
        return (parts.dropLast(2).joined(separator: "."), n)
    }

    /// The values of `names` in `root`'s tree now (a list that is not there, or a row past its end, is
    /// left out: reading it is then an evaluation error naming it).
    public static func values(_ names: [String], root: View) -> [String: ExpressionValue] {
        var out: [String: ExpressionValue] = [:]
        for name in names {
            guard let (id, row) = parse(name), let list = root.view(withID: id) as? ListView, row < list.rowCount else { continue }
            out[name] = .number(list.frameInRoot.minY - list.boundsOrigin.y + list.rowTop(row))
        }
        return out
    }
}
