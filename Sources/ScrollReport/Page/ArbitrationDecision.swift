/// One decision of the gesture arena as the report shows it: the arena's log lines that share a time
/// (and a lane), with the recognizers that won and lost.
///
/// Log lines read `NAME VERB: reason` (`page.0.list.pan began: moved 22 pt vertical`,
/// `pager.pan failed: page.0.list.pan won the touch`); `began` and `recognized` are wins, `failed` a loss.
public struct ArbitrationDecision: Equatable, Sendable {
    /// The arena's log line: its time (seconds, the report's clock), text and whether it is a warning.
    public struct Line: Equatable, Sendable {
        public var time: Double
        public var text: String
        public var isWarning: Bool

        public init(time: Double, text: String, isWarning: Bool = false) {
            self.time = time
            self.text = text
            self.isWarning = isWarning
        }

        /// The recognizer and the verb (`began`, `failed`, `ended`…), if the line has that shape.
        var subject: (name: String, verb: String)? {
            let words = text.split(separator: " ", maxSplits: 2)
            guard words.count >= 2 else { return nil }
            return (String(words[0]), String(words[1].hasSuffix(":") ? words[1].dropLast() : words[1]))
        }
    }

    /// The comparison lane (feel) the decision happened in; nil for a single-lane report.
    public var lane: String?
    public var time: Double
    public var winners: [String]
    public var losers: [String]
    public var lines: [Line]

    /// Groups `lines` (time order) into decisions: consecutive lines with the same time.
    public static func group(_ lines: [Line], lane: String?) -> [ArbitrationDecision] {
        var out: [ArbitrationDecision] = []
        for line in lines {
            if let last = out.last, last.time == line.time {
                out[out.count - 1].add(line)
            } else {
                var d = ArbitrationDecision(lane: lane, time: line.time, winners: [], losers: [], lines: [])
                d.add(line)
                out.append(d)
            }
        }
        return out
    }

    mutating func add(_ line: Line) {
        lines.append(line)
        guard let s = line.subject else { return }
        switch s.verb {
        case "began", "recognized": if !winners.contains(s.name) { winners.append(s.name) }
        case "failed": if !losers.contains(s.name) { losers.append(s.name) }
        default: break
        }
    }

    /// A one-line summary: `page.0.list.pan won over pager.pan`, or the first line when nobody won;
    /// then the technique rules that decided, when its lines name any (`… · rule `inner-at-top``).
    public var summary: String {
        var out = lines.first?.text ?? ""
        if !winners.isEmpty {
            let won = winners.joined(separator: ", ") + " won"
            out = losers.isEmpty ? won : won + " over " + losers.joined(separator: ", ")
        } else if !losers.isEmpty {
            out = losers.joined(separator: ", ") + " failed"
        } else {
            return out
        }
        return rules.isEmpty ? out : out + " · " + rules.map { "rule `\($0)`" }.joined(separator: ", ")
    }

    /// The app technique's rules (issue #42) that decided: every rule its lines name, in order, once —
    /// the arena logs a rule's answer as `list.pan failed: shouldBegin=false (rule `inner-at-top` (…) → fail)`.
    public var rules: [String] {
        var out: [String] = []
        for line in lines {
            var rest = line.text[...]
            while let r = rest.range(of: "rule `") {
                let after = rest[r.upperBound...]
                guard let end = after.firstIndex(of: "`") else { break }
                let name = String(after[..<end])
                if !name.isEmpty && !out.contains(name) { out.append(name) }
                rest = after[after.index(after: end)...]
            }
        }
        return out
    }
}
