import SDLBackend
import ScrollCLI
import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import ScrollSession

/// `--compare A,B,…`: 2–6 feels (six of the seven presets fit one picture), one sandbox per feel, every input event delivered to each at the same
/// viewport point and time, so one gesture drives all of them (docs/FEEL.md "Compare").
public final class Comparison {
    public static let laneCount = SessionOptions.compareLaneCount
    /// Points between phones and around the row.
    public static let gap = 16.0
    public static let captionHeight = 28.0
    public static let graphHeight = 240.0
    /// The row's background: renderers clear to it (`layers` has no fill under everything, which cost
    /// as much as the clear it covered: 1.4 M pixels a frame at scale 1 with three lanes).
    public static let background = Color(hex: 0x000000)

    public let lanes: [Sandbox]

    /// Lanes for `feels`; `make` builds one sandbox for a feel (same scene, device, rate).
    public init(feels: [Feel], make: (Feel) throws -> Sandbox) rethrows {
        lanes = try feels.map { feel in
            let s = try make(feel)
            s.keepsGraph = true
            return s
        }
    }

    /// Plays the same events in every lane (`ReplayDriver`).
    public func replay(_ events: [InputEvent], settle: Bool) {
        for lane in lanes { ReplayDriver(settle: settle).run(lane, events) }
    }

    /// The first lane's state with every lane's state (feel named) in `lanes`.
    public func state() -> SceneState { Self.state(of: lanes) }

    /// `lanes[0]`'s state with every lane's state (feel named) in `lanes` (the window's too).
    public static func state(of lanes: [Sandbox]) -> SceneState {
        var states = lanes.map { lane in
            var s = lane.session.state()
            s.feel = lane.session.feel.name
            return s
        }
        var base = states[0]
        for i in states.indices { states[i].lanes = nil }
        base.lanes = states
        return base
    }

    /// The size of the row picture, points.
    public func rowSize(viewport: Size) -> Size {
        let n = Double(lanes.count)
        return Size(
            width: n * viewport.width + (n + 1) * Self.gap,
            height: Self.gap + Self.captionHeight + viewport.height + Self.gap + Self.graphHeight + Self.gap)
    }

    /// Where lane `i`'s phone sits in the row, points.
    public func phoneOrigin(_ i: Int, viewport: Size) -> Point {
        Point(x: Self.gap + Double(i) * (viewport.width + Self.gap), y: Self.gap + Self.captionHeight)
    }

    /// What a renderer draws for the row at `scale` pixels per point, over `background`: the chrome,
    /// then every phone at its place, clipped to its screen.
    public func layers(viewport: Size, scale: Double) -> [(DisplayList, RenderTransform)] {
        var layers: [(DisplayList, RenderTransform)] = [(chrome(viewport: viewport, scale: scale), RenderTransform(scale: scale))]
        for (i, lane) in lanes.enumerated() {
            let o = phoneOrigin(i, viewport: viewport)
            layers.append(
                (lane.session.displayList(), RenderTransform(originX: o.x * scale, originY: o.y * scale, scale: scale, clip: viewport)))
        }
        return layers
    }

    /// The captions (feel names) and the overlaid graph, in row points, for `scale` pixels per point.
    public func chrome(viewport: Size, scale: Double = 1) -> DisplayList {
        let size = rowSize(viewport: viewport)
        var list = DisplayList(size: size)
        for (i, lane) in lanes.enumerated() {
            let o = phoneOrigin(i, viewport: viewport)
            list.roundedRect(Rect(x: o.x, y: Self.gap + 6, width: 14, height: 14), radius: 3, CompareGraph.color(i))
            list.text(
                lane.session.feel.name, in: Rect(x: o.x + 20, y: Self.gap + 2, width: viewport.width - 20, height: 22), size: 16,
                .white, weight: .bold)
        }
        let graph = Rect(
            x: Self.gap, y: Self.gap + Self.captionHeight + viewport.height + Self.gap, width: size.width - 2 * Self.gap,
            height: Self.graphHeight)
        let data = CompareGraph.lanes(lanes.map(\.session.feel.name), lanes.map(\.session.history))
        CompareGraph.draw(data.lanes, view: data.view, in: graph, pixel: 1 / max(scale, 0.01), into: &list)
        return list
    }
}
