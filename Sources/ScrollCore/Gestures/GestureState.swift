/// UIKit's recognizer state machine.
///
/// Continuous: `possible → began → changed* → ended | cancelled`, or `possible → failed`.
/// Discrete: `possible → recognized | failed`. Every recognizer returns to `possible` when the touch
/// sequence it took part in is over.
public enum GestureState: String, Hashable, Sendable, CustomStringConvertible {
    case possible, began, changed, ended, cancelled, failed, recognized

    /// Began or changed: the recognizer currently owns its touches.
    public var isActive: Bool { self == .began || self == .changed }
    /// A final state of one sequence.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed || self == .recognized }
    /// Whether the recognizer won (began, changed, ended or recognized).
    public var succeeded: Bool { isActive || self == .ended || self == .recognized }

    /// Whether UIKit allows going from `self` to `next`.
    public func canTransition(to next: GestureState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .failed), (.possible, .recognized): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible), (.recognized, .possible): return true
        default: return false
        }
    }

    public var description: String { rawValue }
}

/// A delegate's answer to "should this recognizer begin?", with the reason the arena logs.
public enum GestureVerdict: Hashable, Sendable, ExpressibleByBooleanLiteral, CustomStringConvertible {
    case allow
    case deny(String)

    public init(booleanLiteral value: Bool) { self = value ? .allow : .deny("delegate said no") }

    public var allows: Bool { self == .allow }

    public var description: String {
        switch self {
        case .allow: return "true"
        case .deny(let why): return "false (\(why))"
        }
    }
}
