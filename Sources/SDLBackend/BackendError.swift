/// A failure in the SDL backend, with a one-line message meant for the user.
public struct BackendError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
