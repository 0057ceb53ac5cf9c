import Foundation
import SDLTestSupport
import ScrollCore
import ScrollLab
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollSessionTrace
import ScrollTrace
import TestSupport
import Testing

/// Golden images, rendered offscreen by SDL's software renderer at scale 1 and compared exactly:
/// every scene at rest, and `profile` at three moments of a recorded gesture. A mismatch writes the
/// actual and a difference image to artifacts/snapshots/GoldenImageTests/ and says how to re-record.
@Suite(.serialized) struct GoldenImageTests {
    func assertGolden(_ sandbox: Sandbox, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try TestSDL.render(sandbox.session.displayList(), scale: 1)
        Snapshot.assertImage(rgba: r.rgba, width: r.width, height: r.height, named: name, sourceLocation: sourceLocation)
    }

    func sandbox(_ id: String) throws -> Sandbox {
        let index = try #require(catalog.scenes.firstIndex { $0.id == id })
        return SessionFactory.sandbox(catalog: catalog, sceneIndex: index, device: .fifteen, landscape: false, hz: 120)
    }

    /// Scenes that look like `profile` until touched (pixel for pixel): their golden is a moment of
    /// their gesture.
    static let lookLikeProfileAtRest = ["list-refresh", "back-gesture"]

    @Test(arguments: catalog.scenes.map(\.id).filter { !lookLikeProfileAtRest.contains($0) })
    func sceneAtRest(id: String) throws {
        try assertGolden(sandbox(id), named: "\(id)-at-rest")
    }

    @Test(arguments: lookLikeProfileAtRest)
    func restsLikeProfile(id: String) throws {
        let scene = try TestSDL.render(sandbox(id).session.displayList(), scale: 1)
        let profile = try TestSDL.render(sandbox("profile").session.displayList(), scale: 1)
        #expect(scene.rgba == profile.rgba)
    }

    /// The list pulled down past the refresh trigger (spinner showing), the page half swiped back, and
    /// the inner pager handing a drag to the outer pager.
    @Test(arguments: [
        ("list-refresh", Point(x: 200, y: 300), Point(x: 200, y: 480)), ("back-gesture", Point(x: 5, y: 500), Point(x: 180, y: 500)),
        // The inner pager at its first page dragged right: the outer pager takes the drag (Home shows).
        ("nested-pages", Point(x: 100, y: 600), Point(x: 300, y: 600)),
    ])
    func sceneMidGesture(id: String, from a: Point, to b: Point) throws {
        var builder = TraceBuilder(scene: id)
        builder.drag(from: a, to: b, duration: 0.4, hold: 1)
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: builder.trace)
        sandbox.replay(builder.trace.events, settle: false, until: 0.6)
        try assertGolden(sandbox, named: "\(id)-mid-gesture")
    }

    /// Two goldens with the same bytes test the same thing twice.
    @Test func noTwoGoldensAreTheSame() throws {
        var seen: [Data: String] = [:]
        let e = FileManager.default.enumerator(at: Paths.repoRoot.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
        while let url = e?.nextObject() as? URL {
            guard url.pathExtension == "png", url.path.contains("/__Snapshots__/") else { continue }
            let data = try Data(contentsOf: url)
            #expect(seen[data] == nil, "\(url.lastPathComponent) is byte-identical to \(seen[data] ?? "")")
            seen[data] = url.lastPathComponent
        }
        #expect(seen.count > 20)
    }

    /// Each device and orientation with its real screen: safe area in the state, the status bar, the
    /// sticky line and maxCollapse following it, corners and island in the picture.
    @Test(arguments: [
        (Device.se, false, [20.0, 0, 0, 0], 180.0), (.se, true, [0, 0, 0, 0], 200), (.fifteen, false, [59, 0, 34, 0], 141),
        (.fifteen, true, [0, 59, 21, 59], 200), (.promax, false, [59, 0, 34, 0], 141), (.promax, true, [0, 59, 21, 59], 200),
    ])
    func deviceScreens(device: Device, landscape: Bool, safe: [Double], maxCollapse: Double) throws {
        let sandbox = SessionFactory.sandbox(
            catalog: catalog, sceneIndex: catalog.scenes.firstIndex { $0.id == "profile" }!, device: device, landscape: landscape, hz: 120)
        let s = sandbox.session.state()
        let a = s.viewport.safeArea
        #expect([a.top, a.left, a.bottom, a.right] == safe)
        #expect(s.header?.maxCollapse == maxCollapse)
        let screen = sandbox.session.screen
        #expect(screen.cornerRadius == (device == .se ? 0 : 55))
        #expect(screen.hasIsland == (device != .se))
        // The iPhone 15 in portrait is the default device: its golden is profile-at-rest.
        let name = device == .fifteen && !landscape ? "profile-at-rest" : "profile-\(device.rawValue)\(landscape ? "-landscape" : "")"
        try assertGolden(sandbox, named: name)
    }

    /// A slow drag up (header half collapsed), a fling that sticks the strip and runs on, a page swipe.
    static var gesture: Trace {
        var b = TraceBuilder(scene: "profile")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 620), duration: 0.4)  // ends at 0.55
        b.fling(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400))  // 0.6 … 0.72
        b.wait(1.5)
        b.drag(from: Point(x: 330, y: 500), to: Point(x: 150, y: 505), duration: 0.3)  // 2.27 … 2.57
        return b.trace
    }

    @Test(arguments: [("mid-drag", 0.45), ("mid-fling", 0.9), ("mid-page-swipe", 2.5)])
    func profileMidGesture(name: String, time: Double) throws {
        let trace = Self.gesture
        let sandbox = try SessionFactory.sandbox(catalog: catalog, trace: trace)
        sandbox.replay(trace.events, settle: false, until: time)
        let s = sandbox.session.state()
        switch name {
        case "mid-drag": #expect(s.header!.collapse > 20 && s.header!.collapse < 100)
        case "mid-fling": #expect(s.header!.isStuck && s.pages![0].state == "decelerating")
        default: #expect(s.pager!.offset > 50 && s.pager!.offset < 393)
        }
        try assertGolden(sandbox, named: "profile-\(name)")
    }
}
