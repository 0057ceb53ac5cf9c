/// A failure of the machine rather than of the input (an output path that cannot be written, a full
/// disk): one line on stderr, exit code 1.
public struct IOFailure: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
