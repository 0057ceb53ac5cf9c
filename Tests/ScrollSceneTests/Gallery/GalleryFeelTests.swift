import ScrollCore
import ScrollScene
import TestSupport
import Testing

/// Issue #28: a gallery technique is a policy over the one engine, so the scene's feel decides how
/// its flings move — the same gestures land at different points under `ios`, `android`, `chromium`
/// (before, only the decay rate reached the gallery and all three landed at the same point).
@Suite struct GalleryFeelTests {
    /// Where the content rests (header collapse + list offset, points) after `gestures` under `feel`,
    /// and the most the strip rose past the sticky line on the way.
    static func landing(_ scene: String, _ feel: Feel, _ gestures: (inout TouchScript) -> Void) throws -> (rest: Double, overshoot: Double)
    {
        let s = try session(scene)
        s.feel = feel
        var script = TouchScript()
        gestures(&script)
        var overshoot = 0.0
        var t = 0.0
        var i = 0
        let dt = 1 / Double(s.hz)
        let events = script.events
        let end = script.endTime + 4
        while t <= end {
            while i < events.count && events[i].time <= t {
                s.handle(.pointer(events[i]))
                i += 1
            }
            s.advance(to: t)
            let h = try #require(s.state().header)
            overshoot = max(overshoot, h.collapse - h.maxCollapse)
            t += dt
        }
        let st = s.state()
        let list = st.scrollViews.first { $0.id == "page.0.list" }?.offset.y ?? 0
        return ((st.header?.collapse ?? 0) + list, overshoot)
    }

    /// A flick up on the list (both pans: the header collapses, the list flings on).
    static func flickOnTheList(_ s: inout TouchScript) {
        s.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 580), start: 0.1, duration: 0.1, profile: .easeIn)
    }

    /// A slow drag that sticks the header, then a flick on the list.
    static func stickThenFlick(_ s: inout TouchScript) {
        s.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 450), start: 0.1, duration: 0.6, hold: 0.1)
        s.drag(from: Point(x: 200, y: 650), to: Point(x: 200, y: 520), start: 1, duration: 0.1, profile: .easeIn)
    }

    /// Simultaneous pans from the list: one fling over header and list (the decay is the feel's; before
    /// #28 all three rested at the ios figure).
    @Test func simultaneousFlingsFromTheListLandWhereTheFeelsDecayTakesThem() throws {
        expectClose(try Self.landing("gallery-simultaneous", .ios, Self.flickOnTheList).rest, 706.07, within: 0.01)
        expectClose(try Self.landing("gallery-simultaneous", .android, Self.flickOnTheList).rest, 1000.49, within: 0.01)
        expectClose(try Self.landing("gallery-simultaneous", .chromium, Self.flickOnTheList).rest, 1203.16, within: 0.01)
    }

    /// Dead stop: a flick on the list once the header sticks flings the list alone, under the feel.
    @Test func aDeadStopListFlingLandsWhereTheFeelsDecayTakesIt() throws {
        expectClose(try Self.landing("gallery-dead-stop", .ios, Self.stickThenFlick).rest, 1058.60, within: 0.01)
        expectClose(try Self.landing("gallery-dead-stop", .android, Self.stickThenFlick).rest, 1384.96, within: 0.01)
        expectClose(try Self.landing("gallery-dead-stop", .chromium, Self.stickThenFlick).rest, 1637.94, within: 0.01)
    }

    /// Forwarding: the outer view's own fling meets its end with the feel's edge motion — UIKit's
    /// spring lifts the strip 51.8 pt past the sticky line, Android's stretch 21.2 pt, and Chromium
    /// (no overscroll on Linux: `clamp`) stops it dead on the line. The list stays where the finger
    /// left it (the drag's slop start and resampling are the feel's too).
    @Test func forwardingBouncesWithTheFeelsEdgeMotion() throws {
        let ios = try Self.landing("gallery-forwarding", .ios, Self.stickThenFlick)
        let android = try Self.landing("gallery-forwarding", .android, Self.stickThenFlick)
        let chromium = try Self.landing("gallery-forwarding", .chromium, Self.stickThenFlick)
        expectClose(ios.overshoot, 51.81, within: 0.01)
        expectClose(android.overshoot, 21.16, within: 0.01)
        #expect(chromium.overshoot == 0)
        expectClose(ios.rest, 141 + 214.14, within: 0.01)
        expectClose(android.rest, 141 + 223.0, within: 0.01)
        expectClose(chromium.rest, 141 + 219.38, within: 0.01)
    }
}
