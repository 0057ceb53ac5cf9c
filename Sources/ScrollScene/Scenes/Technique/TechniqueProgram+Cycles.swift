/// A require-to-fail cycle among rules that always hold (no `when`): UIKit leaves every pan in it
/// waiting for the others to fail — nothing scrolls — so the technique is refused at load, naming the
/// rules and the cycle (docs/TECHNIQUES.md "Loading"). Rules with a `when` are left to the arena,
/// which breaks a cycle at run time with a WARNING naming them.
extension TechniqueProgram {
    /// The first rule (in file order) that closes a cycle, as the one-line problem, or nil.
    static func requireToFailCycle(_ rules: [Rule]) -> String? {
        // Each edge: `from` waits for `to` to fail, by rule `rule`.
        var edges: [(from: Int, to: Int, rule: Int)] = []
        for (i, r) in rules.enumerated() where r.when == nil && r.other != anyRecognizer {
            guard let g = r.recognizer, let o = r.other else { continue }
            let edge: (from: Int, to: Int, rule: Int)
            switch r.source.on {
            case .shouldRequireFailureOf: edge = (g, o, i)
            case .shouldBeRequiredToFailBy: edge = (o, g, i)
            default: continue
            }
            if let path = waitPath(from: edge.to, to: edge.from, edges) {
                let nodes = [edge.from, edge.to] + path.map { edges[$0].to }
                let cycle = nodes.map { name(of: $0, in: rules) }.joined(separator: " → ")
                let others = path.map { "`\(rules[edges[$0].rule].source.name)`" }.joined(separator: ", ")
                return "appTechnique.rules[\(i)] (rule `\(r.source.name)`): require-to-fail cycle \(cycle) (with rule \(others)):"
                    + " each waits for the next to fail, so none begins (give one a `when`)"
            }
            edges.append(edge)
        }
        return nil
    }

    /// The edges (indices) of a wait path `from` ⇝ `to`, breadth first; nil: none.
    private static func waitPath(from: Int, to: Int, _ edges: [(from: Int, to: Int, rule: Int)]) -> [Int]? {
        var via: [Int: Int] = [:]  // node → the edge that reached it
        var queue = [from]
        var seen = [from]
        while !queue.isEmpty {
            let n = queue.removeFirst()
            if n == to {
                var path: [Int] = []
                var m = n
                while m != from, let e = via[m] {
                    path.insert(e, at: 0)
                    m = edges[e].from
                }
                return path
            }
            for (k, e) in edges.enumerated() where e.from == n && !seen.contains(e.to) {
                seen.append(e.to)
                via[e.to] = k
                queue.append(e.to)
            }
        }
        return nil
    }

    /// A recognizer's name as the rules write it.
    private static func name(of i: Int, in rules: [Rule]) -> String {
        for r in rules {
            if r.recognizer == i, let n = r.source.recognizer { return n }
            if r.other == i, let n = r.source.other { return n }
        }
        return "#\(i)"
    }
}
