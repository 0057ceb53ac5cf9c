import ScrollCore

/// A scene running in time: the view tree plus the models that move it. Input and time arrive as
/// arguments (`handle(_:)`, `advance(to:)`), so a window, a trace replay and a test drive it alike.
public final class SceneSession {
    public let scene: Scene
    public let hz: Int
    public private(set) var time: Double = 0
    public private(set) var events: [SceneState.Event] = []

    public init(definition: SceneDefinition, viewport: Size, hz: Int) {
        scene = Scene(definition: definition, viewport: viewport)
        self.hz = hz
    }

    /// Feeds one input event.
    public func handle(_ event: InputEvent) {
        advance(to: event.time)
    }

    /// Moves simulated time forward to `t` seconds.
    public func advance(to t: Double) {
        time = max(time, t)
    }

    /// Whether anything is still moving.
    public var isIdle: Bool { true }

    /// The frame's display list.
    public func displayList() -> DisplayList { scene.displayList() }

    /// The state report of DESIGN.md.
    public func state() -> SceneState {
        let def = scene.definition
        let header = def.header.map { h in
            let maxCollapse = max(0, h.height - Theme.statusBarHeight)
            return SceneState.Header(height: h.height, collapse: scene.collapse, maxCollapse: maxCollapse, isSticked: scene.collapse >= maxCollapse && maxCollapse > 0)
        }
        let pageCount = scene.lists.count
        let pager = def.pages == nil ? nil : SceneState.Pager(page: scene.currentPage, pageCount: pageCount, offset: Double(scene.currentPage) * scene.viewport.width, state: "idle")
        let pages = def.pages == nil ? nil : scene.lists.enumerated().map { i, l in
            SceneState.Page(index: i, loaded: i == scene.currentPage, contentOffset: l.boundsOrigin.y, contentHeight: l.contentHeight, state: "idle")
        }
        let views = scene.lists.map { l in
            SceneState.ScrollViewState(id: l.id, offset: .init(l.boundsOrigin), contentSize: .init(width: l.frame.width, height: l.contentHeight), velocity: .init(.zero), state: "idle")
        }
        return SceneState(
            scene: def.id, time: time, hz: hz, viewport: .init(width: scene.viewport.width, height: scene.viewport.height),
            header: header, pager: pager, pages: pages, scrollViews: views,
            refresh: def.refresh.map { _ in SceneState.Refresh(state: "idle") },
            arena: SceneState.Arena(lastWinner: nil, log: []), events: events, window: nil)
    }
}
