/// An app's gesture and scroll rules as data (the scene field `appTechnique`, docs/TECHNIQUES.md): what
/// its delegate methods answer UIKit, run by the real arena and scroll views of a `technique` scene.
/// Stored as written (conditions and values as expression texts); `TechniqueProgram` compiles it
/// against the scene's names, once, when the scene is checked.
public struct AppTechnique: Hashable, Sendable {
    /// A named number the rules read (`state.NAME`) and set (seed 000's three-state machine).
    public struct Variable: Hashable, Sendable {
        public var name: String
        /// The starting value (default 0).
        public var value: Double?

        public init(name: String, value: Double? = nil) {
            self.name = name
            self.value = value
        }
    }

    /// One assignment of an action rule: `property` (`list.offset.y`, `outer.isScrollEnabled`,
    /// `target.y`, `state.mode`) gets the value of the expression `value`.
    public struct Assignment: Hashable, Sendable {
        public var property: String
        public var value: String

        public init(property: String, value: String) {
            self.property = property
            self.value = value
        }
    }

    /// When a rule is asked: a recognizer delegate question or a scroll view delegate event.
    public enum Event: String, CaseIterable, Hashable, Sendable {
        /// `gestureRecognizerShouldBegin(_:)` of `recognizer`: the first rule whose `when` holds answers `answer`.
        case shouldBegin
        /// `gestureRecognizer(_:shouldReceive:)` at touch down: `answer` false makes `recognizer` ignore the touch.
        case shouldReceive
        /// `shouldRecognizeSimultaneouslyWith`: `recognizer` and `other` run together while `when` holds.
        case simultaneous
        /// `gestureRecognizer(_:shouldRequireFailureOf:)`: `recognizer` waits for `other` to fail.
        case shouldRequireFailureOf
        /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: `other` waits for `recognizer` to fail.
        case shouldBeRequiredToFailBy
        /// Scroll view delegate events of `view`, in UIKit's order; the rule's `set` runs when `when` holds.
        case willBeginDragging, didScroll, willEndDragging, didEndDragging, didEndDecelerating
        /// A technique installed on a nested page's recognizers (`TechniqueAttachment`): C turned it on
        /// (`didTurnOn`) or off (`didTurnOff`); the rule's `set` runs, no `view` or `recognizer`.
        case didTurnOn, didTurnOff
        /// A nested page's list (`page.N.list`) got its rows late (`loadDelay`): the app's reload.
        case didLoadRows
        /// The app's programmatic scroll on a nested page (`scrollToRow(at:at:animated:)`, the
        /// status bar's `scrollViewShouldScrollToTop`): `target.y` the collapse it leaves the header at.
        case willScrollToRow, willScrollToTop

        /// Whether the rule is about recognizers (`recognizer`, and `other` for the pair relations).
        public var isRecognizerRule: Bool {
            switch self {
            case .shouldBegin, .shouldReceive, .simultaneous, .shouldRequireFailureOf, .shouldBeRequiredToFailBy: true
            default: false
            }
        }

        /// The event's place in `allCases` (a switch: no array per call).
        var ordinal: Int {
            switch self {
            case .shouldBegin: 0
            case .shouldReceive: 1
            case .simultaneous: 2
            case .shouldRequireFailureOf: 3
            case .shouldBeRequiredToFailBy: 4
            case .willBeginDragging: 5
            case .didScroll: 6
            case .willEndDragging: 7
            case .didEndDragging: 8
            case .didEndDecelerating: 9
            case .didTurnOn: 10
            case .didTurnOff: 11
            case .didLoadRows: 12
            case .willScrollToRow: 13
            case .willScrollToTop: 14
            }
        }

        /// Whether `target.*` is the rule's (a release's or a programmatic scroll's).
        var hasTarget: Bool { self == .willEndDragging || self == .willScrollToRow || self == .willScrollToTop }

        /// Whether the rule runs when C turns the technique on or off (no view, no recognizer).
        public var isSwitch: Bool { self == .didTurnOn || self == .didTurnOff }

        /// Whether the rule names a pair (`recognizer` and `other`).
        public var isPair: Bool { self == .simultaneous || self == .shouldRequireFailureOf || self == .shouldBeRequiredToFailBy }
    }

    /// One rule: a delegate question answered, or a scroll event's actions.
    public struct Rule: Hashable, Sendable {
        /// Named in the arena log and the state (`inner-at-top`).
        public var name: String
        public var on: Event
        /// The recognizer asked (`outer.pan`, `list.pan`): recognizer rules.
        public var recognizer: String?
        /// The other recognizer of a pair rule.
        public var other: String?
        /// The scroll view whose event it is (`outer`, `list`): scroll-event rules.
        public var view: String?
        /// A condition; absent: always.
        public var when: String?
        /// `shouldBegin` / `shouldReceive`: the answer when `when` holds (default false).
        public var answer: Bool?
        /// Scroll-event rules: the assignments, in order.
        public var set: [Assignment]?

        public init(
            name: String, on: Event, recognizer: String? = nil, other: String? = nil, view: String? = nil, when: String? = nil,
            answer: Bool? = nil, set: [Assignment]? = nil
        ) {
            self.name = name
            self.on = on
            self.recognizer = recognizer
            self.other = other
            self.view = view
            self.when = when
            self.answer = answer
            self.set = set
        }
    }

    /// The technique's name (badge, state).
    public var name: String?
    public var state: [Variable]?
    public var rules: [Rule]?
    /// The views the scene builds (absent: the outer view and one list); rules name them.
    public var tree: Tree?

    public init(name: String? = nil, state: [Variable]? = nil, rules: [Rule]? = nil, tree: Tree? = nil) {
        self.name = name
        self.state = state
        self.rules = rules
        self.tree = tree
    }

    /// The most rules a technique holds (a scene file's check refuses more in one line).
    public static let maximumRules = 200
}
