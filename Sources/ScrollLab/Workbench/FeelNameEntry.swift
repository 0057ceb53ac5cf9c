import ScrollCore

/// Typing the feel's name in the tuner (docs/FEEL.md "Live tuning"): a click on the tuner's title
/// starts it with the current name; keys as SDL names them append — letters (lower case), digits,
/// `space`, `-`, `.`, `_` — up to `Feel.maxNameLength`; Backspace deletes; Return gives the name;
/// Escape cancels. The typed keys are not recorded: the `feel.name=TEXT` edit Return makes is.
struct FeelNameEntry: Equatable {
    var text: String

    enum Outcome: Equatable {
        case typing
        case done(String)
        case cancelled
    }

    init(text: String) { self.text = String(text.prefix(Feel.maxNameLength)) }

    /// Takes one key (every key goes here while the entry is open).
    mutating func type(_ key: String) -> Outcome {
        switch key {
        case "return", "keypad enter": return .done(text)
        case "escape": return .cancelled
        case "backspace":
            if !text.isEmpty { text.removeLast() }
            return .typing
        default:
            let c = key == "space" ? " " : key
            let allowed = c.count == 1 && c.allSatisfy { $0.isLetter || $0.isNumber || " -._".contains($0) }
            if allowed && text.count < Feel.maxNameLength { text += c }
            return .typing
        }
    }
}
