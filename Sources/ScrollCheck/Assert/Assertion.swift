import ScrollCore
import ScrollSession

/// One named condition of an assertion file (docs/CHECK.md "Assertions"): where it applies (`Scope`)
/// and what must hold there (`Rule`), every expression in the one expression language
/// (`ScrollCore/Expressions`, docs/TECHNIQUES.md).
public struct Assertion: Equatable, Sendable {
    public var name: String
    public var scope: Scope
    public var rule: Rule
    /// Where it was declared, as its failure line says: nil for `NAME.assert.json` beside the trace,
    /// `scene 'ID'` for the scene's `assertions` field.
    public var origin: String? = nil

    /// Which samples (ticks) an assertion looks at, as windows: a condition must hold at every sample
    /// of every window; a history quantity is taken over each window.
    public enum Scope: Equatable, Sendable {
        /// Every tick, from the first to the settled end: one window.
        case always
        /// Each stretch of ticks while a phase holds: one window per stretch.
        case during(Phase)
        /// One instant: the first tick at or after a time, or each occurrence of an event.
        case at(Instant)
        /// The settled end: the last sample.
        case afterSettle
        /// From each occurrence of the first event to the next occurrence of the second (or the end).
        case between(EventMatch, EventMatch)
    }

    /// A stretch of the replay: `touch` (a finger down), or a scroll view — any, or `view` — dragging,
    /// decelerating (`fling`) or bouncing.
    public struct Phase: Equatable, Sendable {
        public enum Kind: String, CaseIterable, Sendable { case touch, drag, fling, bounce }
        public var kind: Kind
        public var view: String?
    }

    public enum Instant: Equatable, Sendable {
        case time(Double)
        case event(EventMatch)
    }

    /// An event of the state's `events` log by name, optionally of one scroll view (`NAME@ID`).
    public struct EventMatch: Equatable, Sendable, CustomStringConvertible {
        public var name: String
        public var id: String?

        public init(_ text: String) {
            let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
            name = parts.first ?? text
            id = parts.count > 1 ? parts[1] : nil
        }

        public var description: String { id.map { "\(name)@\($0)" } ?? name }
    }

    public enum Direction: String, CaseIterable, Sendable { case increasing, decreasing }

    public enum Rule: Equatable, Sendable {
        /// `that`: a boolean expression at every sample of the scope.
        case that(ScrollCore.Expression)
        /// `change` + `that`: the number's change over each window (last − first) is the name `change`
        /// in the condition, read at the window's last sample.
        case change(ScrollCore.Expression, that: ScrollCore.Expression)
        /// `max` / `min` + `that`: the number's largest / smallest value over each window is `max` /
        /// `min` in the condition, read where it occurs.
        case extreme(Extreme, ScrollCore.Expression, that: ScrollCore.Expression)
        /// `monotone` + `direction`: the number never goes the other way between consecutive samples
        /// of a window (by more than `monotoneTolerance`).
        case monotone(ScrollCore.Expression, Direction)
    }

    public enum Extreme: String, Sendable { case max, min }

    public static let monotoneTolerance = 1e-9

    /// The scope as the failure line names it: `always`, `during fling of page.0.list`, `at 0.5 s`,
    /// `at didEndDragging`, `after settle`, `between willBeginDragging and didEndDecelerating`.
    public var scopeText: String {
        switch scope {
        case .always: "always"
        case .during(let p): "during \(p.kind.rawValue)" + (p.view.map { " of \($0)" } ?? "")
        case .at(.time(let t)): "at \(JSONValue.format(t)) s"
        case .at(.event(let e)): "at \(e)"
        case .afterSettle: "after settle"
        case .between(let a, let b): "between \(a) and \(b)"
        }
    }

    /// The rule as the failure line names it: the expression text, or `change(x): abs(change) < 1`.
    public var ruleText: String {
        switch rule {
        case .that(let e): e.source
        case .change(let x, let c): "change of \(x.source): \(c.source)"
        case .extreme(let k, let x, let c): "\(k.rawValue) of \(x.source): \(c.source)"
        case .monotone(let x, let d): "\(x.source) \(d.rawValue)"
        }
    }
}
