/// A problem with a file being imported: the line (when one is to blame) and what is wrong. The CLI
/// prints it as `FILE:LINE: what` and exits 2 without writing anything.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    public let line: Int?
    public let message: String

    public init(line: Int?, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line.map { "\($0): \(message)" } ?? message }

    /// `path:line: what` (or `path: what`).
    public func message(path: String) -> String { line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)" }
}
