import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollFiles
import ScrollInput
import ScrollScene
import ScrollWorkbench
import TestSupport

/// The workbench's frame as the renderer tests draw it: the chrome (bezel, screen) and a scene with
/// every overlay on, mid-drag, as layers at scale 2 on the desk.
struct WorkbenchFrame {
    let layers: [(DisplayList, RenderTransform)]
    /// The window's size, pixels.
    let width: Int
    let height: Int

    init(scene id: String) throws {
        let viewport = Size(width: 393, height: 852)
        let definition = try SceneCatalog.load(Paths.repoRoot.appendingPathComponent("Assets/scenes/\(id).json"))
        let session = SceneSession(definition: definition, viewport: viewport, hz: 120)
        session.overlays = Set(OverlayKind.allCases)
        session.handle(.pointer(PointerEvent(.down, at: Point(x: 200, y: 600), time: 0.01)))
        session.handle(.pointer(PointerEvent(.move, at: Point(x: 200, y: 450), time: 0.1)))
        session.advance(to: 0.1)
        let layout = WindowLayout(viewport: viewport, scale: 2)
        let v = layout.viewportRect
        layers = [
            (layout.chrome(), RenderTransform()),
            (session.displayList(), RenderTransform(originX: v.minX, originY: v.minY, scale: 2, clip: viewport)),
        ]
        width = Int(layout.windowSize.width)
        height = Int(layout.windowSize.height)
    }
}
