import ScrollCore

/// Compares an expected subset of the state JSON with the actual state: every key the expectation
/// holds must be there with the same value (numbers within the tolerance); keys it does not hold are
/// not looked at. `scrollViews` and `cards.rows` match their elements by `id`, `pages` by `index`
/// (`StateDiff.keys`); other arrays (events) as sequences: a missing, extra or changed element is
/// one line (`events[2] didEndDragging id=pager → (none)`).
public struct StateDiff {
    public struct Difference: Equatable, Sendable {
        /// `pages[1].contentOffset`, `scrollViews[page.1.list].offset.y`, `events[2].name`.
        public var path: String
        public var expected: String
        public var actual: String
        /// Whether both are numbers (the line then names the tolerance).
        public var numeric: Bool

        /// `pages[1].contentOffset 812.5 → 790.1 (±0.5)`.
        public func line(tolerance: Double) -> String {
            "\(path) \(expected) → \(actual)" + (numeric ? " (±\(JSONValue.format(tolerance)))" : "")
        }
    }

    public let tolerance: Double
    /// Values are written to 4 decimals: a difference within that rounding is none.
    public static let rounding = 0.00005 + 1e-9
    /// At most this many lines for one positional array (events).
    public static let positionalLimit = 8

    public static func differences(expected: JSONValue, actual: JSONValue?, tolerance: Double) -> [Difference] {
        var out: [Difference] = []
        StateDiff(tolerance: tolerance).compare(expected, actual, path: "", into: &out)
        return out
    }

    private func compare(_ e: JSONValue, _ a: JSONValue?, path: String, into out: inout [Difference]) {
        switch (e, a) {
        case (.null, nil), (.null, .null?): return
        case (.number(let x), .number(let y)?):
            if !(abs(x - y) <= tolerance + Self.rounding) {
                out.append(.init(path: path, expected: e.shown, actual: CheckpointState.rounded(a!).shown, numeric: true))
            }
        case (.object(let eo), .object(let ao)?):
            for key in eo.keys.sorted() {
                compare(eo[key]!, ao[key], path: path.isEmpty ? key : "\(path).\(key)", into: &out)
            }
        case (.array(let ea), .array(let aa)?):
            compareArrays(ea, aa, path: path, key: Self.key(path, ea), into: &out)
        case (_, nil):
            out.append(.init(path: path, expected: e.shown, actual: "(none)", numeric: false))
        default:
            if e != a! { out.append(.init(path: path, expected: e.shown, actual: a!.shown, numeric: false)) }
        }
    }

    private func compareArrays(_ ea: [JSONValue], _ aa: [JSONValue], path: String, key: String?, into out: inout [Difference]) {
        if let key {
            for item in ea {
                let k = item[key]!
                compare(item, aa.first { $0[key] == k }, path: "\(path)[\(k.shown)]", into: &out)
            }
            return
        }
        var lines: [Difference] = []
        // An extra element shows the fields the expected ones have (an event's name, id, page).
        let fields = Set(ea.flatMap { $0.object.map { Array($0.keys) } ?? [] })
        for edit in Self.edits(ea, aa, same: { StateDiff.differences(expected: $0, actual: $1, tolerance: tolerance).isEmpty }) {
            let e = edit.expected.map { ea[$0] }
            let a = edit.actual.map { Self.projected(aa[$0], onto: e.flatMap { $0.object.map { Set($0.keys) } } ?? fields) }
            lines.append(
                .init(path: "\(path)[\(edit.position)]", expected: e?.summary ?? "(none)", actual: a?.summary ?? "(none)", numeric: false))
        }
        out += lines.prefix(Self.positionalLimit)
        if lines.count > Self.positionalLimit {
            out.append(
                .init(path: path, expected: "…", actual: "… and \(lines.count - Self.positionalLimit) more differences", numeric: false))
        }
    }

    /// One difference of two sequences: an expected element changed (both), missing (`actual` nil) or
    /// extra (`expected` nil); `position` is where in the expected sequence.
    public struct Edit: Equatable {
        public var position: Int
        public var expected: Int?
        public var actual: Int?
    }

    /// The differences of the longest common subsequence; a missing and an extra element in the same
    /// gap pair up as one change. Sequences too long for the table compare by position.
    public static func edits(_ ea: [JSONValue], _ aa: [JSONValue], same: (JSONValue, JSONValue) -> Bool) -> [Edit] {
        let n = ea.count
        let m = aa.count
        guard n * m <= 4_000_000 else {
            return (0..<max(n, m)).compactMap { i in
                i < n && i < m && same(ea[i], aa[i]) ? nil : Edit(position: i, expected: i < n ? i : nil, actual: i < m ? i : nil)
            }
        }
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] =
                    same(ea[i], aa[j])
                    ? table[(i + 1) * (m + 1) + j + 1] + 1 : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        var missing: [Int] = []
        var extra: [Int] = []
        func flush() {
            for k in 0..<max(missing.count, extra.count) {
                let e = k < missing.count ? missing[k] : nil
                edits.append(Edit(position: e ?? i, expected: e, actual: k < extra.count ? extra[k] : nil))
            }
            missing = []
            extra = []
        }
        while i < n || j < m {
            if i < n && j < m && same(ea[i], aa[j]) {
                flush()
                (i, j) = (i + 1, j + 1)
            } else if j < m && (i == n || table[i * (m + 1) + j + 1] >= table[(i + 1) * (m + 1) + j]) {
                extra.append(j)
                j += 1
            } else {
                missing.append(i)
                i += 1
            }
        }
        flush()
        return edits
    }

    /// `actual` with only the fields in `keys` (an expected element's), when it is an object.
    public static func projected(_ actual: JSONValue, onto keys: Set<String>) -> JSONValue {
        guard let o = actual.object, !keys.isEmpty else { return actual }
        return .object(o.filter { keys.contains($0.key) })
    }

    /// The arrays whose elements match by a field, by the array's name.
    public static let keys = ["scrollViews": "id", "pages": "index", "rows": "id"]

    /// The field `path`'s elements match by, when every element has it.
    public static func key(_ path: String, _ items: [JSONValue]) -> String? {
        let name = path.split(separator: ".").last.map { String($0.prefix { $0 != "[" }) } ?? ""
        guard let key = keys[name], items.allSatisfy({ $0[key].map { $0.string != nil || $0.number != nil } ?? false }) else {
            return nil
        }
        return key
    }
}
