import Foundation
import ScrollCore
import ScrollScene

// A definition as a scene file's bytes (`SceneDefinition.json` written as text; `Data`: native only).
extension SceneDefinition {
    /// The first problem of a definition made in code: its fields against `SceneField.table` (as the
    /// file it encodes to), then `SceneRule.all`; nil when it would load.
    public func validationError() -> String? {
        let data = encodedFile()
        if let value = try? JSONValue.read(data),
            let problem = SceneFieldCheck.firstProblem(value, data: data, lines: false)
        {
            return problem
        }
        for rule in SceneRule.all { if let problem = rule.check(self) { return problem } }
        return nil
    }

    /// The definition as a scene file a person reads: indented, keys sorted (what a report embeds).
    public func prettyFile() -> Data {
        Data((json.prettyText() + "\n").utf8)
    }

    /// The definition as a scene file: compact JSON, keys sorted (what a trace header embeds).
    public func encodedFile() -> Data {
        Data(json.compactText().utf8)
    }
}
