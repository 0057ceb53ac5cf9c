import Foundation
import ScrollCore
import ScrollFileAccess

extension FeelFile {
    /// The largest feel file read, bytes (a feel file with every field is under 1 KB; 100 MB was read
    /// whole, 337 MB of memory).
    public static let maximumSize = 64 * 1024

    /// A preset name or the path of a feel file: the feel it stands for.
    /// - Throws: `Problem` ("unknown feel …", "cannot read …", or the file's problem prefixed by its path).
    public static func load(_ spec: String) throws(Problem) -> Feel {
        if let p = Feel.preset(named: spec) { return p }
        guard spec.hasSuffix(".json") || spec.contains("/") else {
            throw Problem(message: "unknown feel '\(spec)' (presets: \(Feel.presets.map(\.name).joined(separator: ", ")), or a FILE.json)")
        }
        let data: Data
        do {
            data = InputFile.droppingByteOrderMark(try InputFile.read(spec, limit: maximumSize, what: "feel file"))
        } catch .missing {
            throw Problem(message: "cannot read feel file '\(spec)'")
        } catch {
            throw Problem(message: "feel file '\(spec)': \(error.words("feel file", limit: maximumSize))")
        }
        do {
            return try parse(data)
        } catch {
            throw Problem(message: "feel file '\(spec)': \(error.message)")
        }
    }
}
