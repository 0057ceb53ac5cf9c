import Foundation

/// An exported source read back: the numbers it assigns, found by name.
struct ExportedSource {
    let text: String

    /// The number after `name = ` or `name: ` (a `f` suffix dropped), e.g. `frictionMultiplier = 0.476f`.
    func number(_ name: String) -> Double? {
        let pattern = "\\b\(NSRegularExpression.escapedPattern(for: name))\\s*[=:]\\s*(-?[0-9][0-9.]*(?:e[-+]?[0-9]+)?)f?"
        guard let re = try? NSRegularExpression(pattern: pattern),
            let m = re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let r = Range(m.range(at: 1), in: text)
        else { return nil }
        return Double(text[r])
    }

    /// Like `number`, as Kotlin or Java would hold it: rounded to Float.
    func float(_ name: String) -> Float? { number(name).map(Float.init) }

    func contains(_ s: String) -> Bool { text.contains(s) }
}
