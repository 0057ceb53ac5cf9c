/// A problem with the command line or an input file: printed as one line on stderr, exit code 2.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
