import Foundation
import ScrollCore
import ScrollInput
@_spi(Testing) import ScrollScene
import ScrollSession
import ScrollWorkbench
import TestSupport
import Testing

@testable import ScrollLab

/// One frame of the window (`WorkbenchPanel.compose`) lays the scene out once, overlays on or off,
/// picker open or not (it was three times with an overlay on: the panel's readouts, the overlays'
/// context, the scene's own pass); and the panel's mouse edits are typed, recorded as the keys
/// they always were.
@Suite struct WorkbenchFrameLayoutTests {
    static let catalog = try! SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))

    func sandbox(overlays: Set<OverlayKind>) -> Sandbox {
        let s = SessionFactory.sandbox(catalog: Self.catalog, sceneIndex: 0, device: .fifteen, landscape: false, hz: 120)
        s.overlays = overlays
        s.handle(.pointer(PointerEvent(.down, id: 1, at: Point(x: 200, y: 600), time: 0.1)))
        s.handle(.pointer(PointerEvent(.move, id: 1, at: Point(x: 200, y: 500), time: 0.2)))
        s.advance(to: 0.25)
        return s
    }

    func layouts(_ s: Sandbox, panel: WorkbenchPanel = WorkbenchPanel()) -> Int {
        let layout = WindowLayout(viewport: s.viewport, scale: 1)
        let before = s.session.layoutPasses
        let layers = panel.compose(WorkbenchFrame(lanes: [s], layout: layout))
        #expect(layers.count == 3)  // chrome, panel, phone
        return s.session.layoutPasses - before
    }

    @Test func aFrameLaysTheSceneOutOnce() {
        #expect(layouts(sandbox(overlays: [])) == 1)
        #expect(layouts(sandbox(overlays: Set(OverlayKind.allCases))) == 1)
        let picking = sandbox(overlays: [.graph, .log])
        picking.handle(.key("tab", time: 0.3))
        for _ in 0..<20 { picking.handle(.key("down", time: 0.3)) }  // the picker scrolls to show it
        #expect(layouts(picking) == 1)
    }

    @Test func theWorkbenchScreenshotLaysOutOnceToo() {
        let s = sandbox(overlays: Set(OverlayKind.allCases))
        let before = s.session.layoutPasses
        _ = WorkbenchShot([s], scale: 1)
        #expect(s.session.layoutPasses - before == 1)
    }

    @Test func aPressOnATunerRowIsATypedEditRecordedAsTheOldKey() throws {
        let s = sandbox(overlays: [])
        s.handle(.key("u", time: 0.3))
        let panel = WorkbenchPanel()
        _ = layouts(s, panel: panel)
        let tuner = try #require(panel.tuner)
        var router = PointerRouter(layout: WindowLayout(viewport: s.viewport, scale: 1))
        // The first row (ios: decelerationRate, its slider 0.98 … 0.9995) pressed left of its track.
        let row = TuningSectionGeometry.firstTrack(in: tuner.frame)
        let routed = router.route(.pointer(PointerEvent(.down, id: 0, at: Point(x: row.minX - 5, y: row.midY), time: 0.4)))
        let press = try #require(panel.take(routed, sandbox: s))
        #expect(press == .edit(.setConstant(key: "decelerationRate", value: 0.98)))
        #expect(PanelEdit.setConstant(key: "decelerationRate", value: 0.98).traceKey == "feel.decelerationRate=0.98")
        // A press on the phone is not the panel's.
        let phone = router.route(.pointer(PointerEvent(.down, id: 1, at: Point(x: 100, y: 100), time: 0.5)))
        #expect(panel.take(phone, sandbox: s) == nil)
    }
}

/// Where `TuningSection` draws its first slider's track (its layout constants: 44 pt of title,
/// 30 pt rows, the track 22 pt down a row, inset 10 pt).
enum TuningSectionGeometry {
    static func firstTrack(in frame: Rect) -> Rect {
        let row = Rect(x: frame.minX + 2, y: frame.minY + 44, width: frame.width - 20, height: 30)
        return Rect(x: row.minX + 10, y: row.minY + 22, width: row.width - 20, height: 4)
    }
}
