import Foundation
import ScrollCore

extension FeelFile {
    /// A preset name or the path of a feel file: the feel it stands for.
    /// - Throws: `Problem` ("unknown feel …", "cannot read …", or the file's problem prefixed by its path).
    public static func load(_ spec: String) throws(Problem) -> Feel {
        if let p = Feel.preset(named: spec) { return p }
        guard spec.hasSuffix(".json") || spec.contains("/") else {
            throw Problem(message: "unknown feel '\(spec)' (presets: \(Feel.presets.map(\.name).joined(separator: ", ")), or a FILE.json)")
        }
        guard let data = FileManager.default.contents(atPath: spec) else { throw Problem(message: "cannot read feel file '\(spec)'") }
        do {
            return try parse(data)
        } catch {
            throw Problem(message: "feel file '\(spec)': \(error.message)")
        }
    }
}
