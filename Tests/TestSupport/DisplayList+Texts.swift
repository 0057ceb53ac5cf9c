import ScrollDraw

extension DisplayList {
    /// The strings of every text command, in drawing order (tests read what a frame says).
    public var texts: [String] {
        commands.compactMap { c in
            if case .text(let s, _, _, _, _, _) = c { return s }
            return nil
        }
    }
}
