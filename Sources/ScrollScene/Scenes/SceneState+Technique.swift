import ScrollCore

extension SceneState {
    /// A technique scene's rules (docs/TECHNIQUES.md, "What the log and the state say").
    public struct Technique: Equatable, Sendable {
        public struct Rule: Equatable, Sendable {
            public var name: String
            /// The delegate question or scroll event (`shouldBegin`, `didScroll` …).
            public var on: String
            /// How often it decided (a delegate answer) or acted (its assignments ran).
            public var fired: Int
        }

        public struct Variable: Equatable, Sendable {
            public var name: String
            public var value: Double
        }

        public var name: String
        public var rules: [Rule]
        public var variables: [Variable]
        /// Which runs: `rules` (the technique) or `chain` (ScrollLab's, after C).
        public var running: String? = nil
    }
}

extension SceneState.Technique {
    var json: JSONValue {
        var o: [String: JSONValue] = [
            "name": .string(name),
            "rules": .array(rules.map { .object(["name": .string($0.name), "on": .string($0.on), "fired": .number(Double($0.fired))]) }),
            "variables": .array(variables.map { .object(["name": .string($0.name), "value": .number($0.value)]) }),
        ]
        if let running { o["running"] = .string(running) }
        return .object(o)
    }
}
