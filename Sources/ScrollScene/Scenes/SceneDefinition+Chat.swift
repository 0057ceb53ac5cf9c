import ScrollCore

extension SceneDefinition {
    /// `list` scenes: a chat (#44 item 1). It opens at its newest message at the bottom; older messages
    /// load above as the viewport's top comes near the content's top, and new ones arrive at the bottom
    /// (`ChatHistoryController`). `rows` is the messages loaded at start.
    public struct Chat: Hashable, Sendable {
        /// Older messages there are to load (default 200).
        public var older: Int?
        /// Messages per load (default 20).
        public var batch: Int?
        /// Simulated seconds from the trigger to the rows' arrival (default 0.5).
        public var loadDelay: Double?
        /// A new message arrives at the bottom every this many simulated seconds (default: never).
        public var messageEvery: Double?
        /// React Native's inverted list (`scaleY: -1`): the platform keeps the offset from the content's
        /// bottom, so a load of older rows at its far end needs no correction and a message arriving at its
        /// origin does (default false: kept from the top).
        public var inverted: Bool?

        public init(older: Int? = nil, batch: Int? = nil, loadDelay: Double? = nil, messageEvery: Double? = nil, inverted: Bool? = nil) {
            self.older = older
            self.batch = batch
            self.loadDelay = loadDelay
            self.messageEvery = messageEvery
            self.inverted = inverted
        }

        /// Read from a checked file's `chat` object (the one reader, on both targets).
        init?(json: JSONValue) {
            guard let o = json.object else { return nil }
            func int(_ k: String) -> Int? {
                if case .number(let n)? = o[k] { return Int(n) }
                return nil
            }
            func number(_ k: String) -> Double? {
                if case .number(let n)? = o[k] { return n }
                return nil
            }
            var flag: Bool?
            if case .bool(let b)? = o["inverted"] { flag = b }
            self.init(
                older: int("older"), batch: int("batch"), loadDelay: number("loadDelay"), messageEvery: number("messageEvery"),
                inverted: flag)
        }
    }
}
