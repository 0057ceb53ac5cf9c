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
        // One spelling per row: `row.1`, not `row.01` or `row.+1` (a name is a key: two spellings would be two samples).
        guard parts.count >= 3, parts[parts.count - 2] == "row", let n = Int(parts[parts.count - 1]), n >= 0,
            "\(n)" == parts[parts.count - 1]
        else { return nil }
        return (parts.dropLast(2).joined(separator: "."), n)
    }

    /// What a file is checked against when it loads: every row name of a list in `root`'s tree, as a
    /// number, whatever the row (audit 27: a row a load-more brings was "unknown name" at load; every
    /// page's list is in the tree from the start, rows or not). A row that is not there when it is read
    /// is an evaluation error then, naming it and the list's count (`absence`).
    public static func declared(_ names: [String], root: View) -> [String: ExpressionValue] {
        var out: [String: ExpressionValue] = [:]
        for name in names {
            guard let (id, _) = parse(name), root.view(withID: id) is ListView else { continue }
            out[name] = .number(0)
        }
        return out
    }

    /// The values of `names` in `root`'s tree now (a list that is not there, or a row past its end, is
    /// left out: reading it is then an evaluation error naming it).
    /// Beside them, each list's row count as `ID.row.count` — no name a file can use (it is no row
    /// name, so it is unknown at load) — for `absence`.
    public static func values(_ names: [String], root: View) -> [String: ExpressionValue] {
        var out: [String: ExpressionValue] = [:]
        for name in names {
            guard let (id, row) = parse(name), let list = root.view(withID: id) as? ListView else { continue }
            out[countKey(id)] = .number(Double(list.rowCount))
            guard row < list.rowCount else { continue }
            out[name] = .number(list.frameInRoot.minY - list.boundsOrigin.y + list.rowTop(row))
        }
        return out
    }

    /// Where a sample keeps list `id`'s row count.
    public static func countKey(_ id: String) -> String { id + ".row.count" }

    /// Why the row names among `names` that `values` lacks are missing, for an evaluation error:
    /// ` (main has 40 rows here)`, ` (no list page.3.list here)`; empty when none is a missing row.
    public static func absence(_ names: [QuantityName], in values: [String: ExpressionValue]) -> String {
        let missing = names.map(\.text).filter { values[$0] == nil }.compactMap(parse)
        guard let (id, _) = missing.first else { return "" }
        guard case .number(let n)? = values[countKey(id)] else { return " (no list \(id) here)" }
        return " (\(id) has \(Int(n)) row\(n == 1 ? "" : "s") here)"
    }
}
