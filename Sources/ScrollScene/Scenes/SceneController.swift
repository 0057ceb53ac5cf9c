import ScrollCore

/// What every kind of scene provides to its `SceneSession`: a view tree wired to models and
/// recognizers, time, keys, and its part of the state report.
protocol SceneController: AnyObject {
    /// The viewport's root view (hit-test and draw root).
    var root: View { get }
    /// Places the views for the current model state; `time` is for time-based drawing (spinners).
    func layout(time: Double)
    /// Moves every model to `time`.
    func advance(to time: Double)
    /// Does a scene command (`e` changes the header height, `p` pushes the page…; the keys are in
    /// `KeyBinding.all`). By default only `.scrollToTop` does something.
    func perform(_ command: SceneCommand, at time: Double)
    /// Whether `command` does anything in this scene (the key map lists only those; a key that does
    /// nothing says so for a moment). By default only `.scrollToTop`.
    func handles(_ command: SceneCommand) -> Bool
    /// Status-bar tap / Home: scroll the main content to its top.
    func scrollToTop(at time: Double)
    /// Whether anything is still moving (for `--settle`).
    var isIdle: Bool { get }
    /// Fills the scene-specific parts of the state report.
    func writeState(into state: inout SceneState)
    /// The state report's `scrollViews`, as `writeState` gives them, without the rest (sampled every tick
    /// by `scrolllab report`: the events, up to 2000 and sorted, made each tick cost more the longer
    /// the trace). Default: `writeState`'s.
    func scrollViewStates() -> [SceneState.ScrollViewState]
    /// Checks the scene's invariants; empty when all hold.
    func invariantViolations() -> [String]
    /// The scroll views the overlays describe (viewport coordinates), main content first.
    func scrollInfos() -> [ScrollViewInfo]
    /// Lines for the bounds overlay.
    func marks() -> SceneMarks
    /// Gives every scroll view of the scene `feel` (applies from the next gesture or release).
    func apply(_ feel: Feel)
    /// Rotation (R): takes over `old`'s session at `time` (`old` is the same scene laid out for the
    /// other viewport): offsets, pages and running motion where the scene keeps them (docs/SANDBOX.md).
    /// By default nothing is kept: the scene starts at rest (the session's clock goes on).
    func adopt(_ old: SceneController, at time: Double)
}

extension SceneController {
    func scrollViewStates() -> [SceneState.ScrollViewState] {
        var s = SceneState(
            scene: "", time: 0, hz: 0, viewport: .init(width: 0, height: 0, safeArea: .init(top: 0, left: 0, bottom: 0, right: 0)),
            header: nil, pager: nil, pages: nil, scrollViews: [], refresh: nil, arena: .init(lastWinner: nil, log: []), events: [],
            window: nil)
        writeState(into: &s)
        return s.scrollViews
    }

    func perform(_ command: SceneCommand, at time: Double) {
        if command == .scrollToTop { scrollToTop(at: time) }
    }

    func handles(_ command: SceneCommand) -> Bool { command == .scrollToTop }

    func marks() -> SceneMarks { SceneMarks() }

    func adopt(_ old: SceneController, at time: Double) {}
}

extension ScrollView {
    /// A `shouldBegin` for the pan of a horizontal scroll view inside a pager (carousels): at an
    /// edge, a drag outwards belongs to the pager (UIKit gives it to the inner view and the page
    /// feels stuck; we hand it over and say so).
    func handsOverAtHorizontalEdges(_ g: PanGestureRecognizer) -> GestureVerdict {
        let dx = g.translation.x
        if dx > 0 && contentOffset.x <= minOffset(.horizontal) { return .deny("\(id) at its left edge") }
        if dx < 0 && contentOffset.x >= maxOffset(.horizontal) { return .deny("\(id) at its right edge") }
        return .allow
    }
}

extension ScrollViewPanDriver {
    /// UIKit's `isScrollEnabled` toggled: the scroll view and its pan together, so turning it off
    /// mid-drag cancels the pan (the content is released with no velocity, bouncing back if past an
    /// edge) and the next touch is not taken. Logged as `scrollEnabled` / `scrollDisabled`.
    func toggleScrollEnabled(log: ScrollEventLog, at time: Double) {
        setScrollEnabled(!scrollView.isScrollEnabled, log: log, at: time)
    }

    /// Sets `isScrollEnabled` (with the pan) to `on`; nothing when it already is.
    func setScrollEnabled(_ on: Bool, log: ScrollEventLog, at time: Double) {
        guard on != scrollView.isScrollEnabled else { return }
        // Off: the pan is cancelled first, so the content is released while it may still page (a
        // disabled pager would rest between two pages; a stretch springs back either way).
        if on {
            scrollView.isScrollEnabled = true
            pan.isEnabled = true
        } else {
            pan.isEnabled = false
            scrollView.isScrollEnabled = false
        }
        log.append(SceneState.Event(t: time, name: on ? "scrollEnabled" : "scrollDisabled", page: nil, id: scrollView.id))
    }
}

extension ScrollViewInfo {
    /// Describes a scroll view model shown in `frame` (viewport coordinates) along `axis`.
    init(_ sv: ScrollView, frame: Rect, axis: Axis) {
        self.init(
            id: sv.id, frame: frame, axis: axis, offset: sv.contentOffset[axis], minOffset: sv.minOffset(axis),
            maxOffset: sv.maxOffset(axis), velocity: sv.velocity[axis], state: sv.state)
        if let (sim, _) = sv.simulation(axis) {
            landing = sim.finalPosition
            landingIsIntercepted = sim.isLanding
        }
    }
}

/// Records scroll view lifecycle events (not the per-tick `didScroll` / `didZoom`) for the state report.
final class ScrollEventLog: ScrollViewDelegate {
    /// The newest 2000 events, oldest first.
    private(set) var events = BoundedLog<SceneState.Event>(capacity: 2000)

    /// Called after recording, for controllers that react (paging, load-more).
    var onEvent: ((ScrollView, ScrollEvent, Double) -> Void)?
    /// Target interception for scenes that snap.
    var intercept: ((ScrollView, Point, inout Point) -> Void)?

    func append(_ e: SceneState.Event) {
        events.append(e)
    }

    /// Takes over `old`'s events (rotation keeps the session's record).
    func carry(from old: ScrollEventLog) {
        events = old.events
    }

    func scrollView(_ scrollView: ScrollView, didEmit event: ScrollEvent, at time: Double) {
        if !event.isPerTick { append(SceneState.Event(event, id: scrollView.id, at: time)) }
        onEvent?(scrollView, event, time)
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        intercept?(scrollView, velocity, &targetContentOffset)
    }
}

extension SceneState.Event {
    /// A scroll view's lifecycle event under its id (`didEndDragging` carries `willDecelerate`).
    init(_ event: ScrollEvent, id: String, at time: Double) {
        self.init(t: time, name: event.name, page: nil, id: id)
        if case .didEndDragging(let d) = event { willDecelerate = d }
    }
}

extension SceneState.ScrollViewState {
    /// The state of a scroll view model.
    init(_ sv: ScrollView) {
        self.init(
            id: sv.id, offset: .init(sv.contentOffset), contentSize: .init(width: sv.contentSize.width, height: sv.contentSize.height),
            velocity: .init(sv.velocity), state: sv.state.rawValue, scrollEnabled: sv.isScrollEnabled ? nil : false,
            zoomScale: sv.zooms ? sv.zoomScale : nil)
    }
}
