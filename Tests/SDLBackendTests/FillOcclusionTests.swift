import SDLBackend
import SDLTestSupport
import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import TestSupport
import Testing

/// Fills hidden by a later opaque fill are skipped (`FillOcclusion`): the pixels are exactly those of
/// drawing every fill whole, and the pixels filled are fewer by what was covered.
@Suite(.serialized) struct FillOcclusionTests {
    static let blue = Color(hex: 0x0000FF)
    static let red = Color(hex: 0xFF0000)

    /// Renders `list` at scale 1 both ways; expects equal pixels; returns the pixels filled each way.
    func filled(_ list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> (hiding: Int, whole: Int) {
        let hiding = try TestSDL.render(list, hidingCoveredFills: true)
        let whole = try TestSDL.render(list, hidingCoveredFills: false)
        #expect(TestSDL.differing(hiding.rgba, whole.rgba) == 0, sourceLocation: sourceLocation)
        return (hiding.filled, whole.filled)
    }

    func square() -> DisplayList { DisplayList(size: Size(width: 100, height: 100)) }

    @Test func theBandALaterOpaqueFillCoversIsNotFilled() throws {
        var list = square()
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Self.blue)
        list.fill(Rect(x: 0, y: 0, width: 100, height: 60), Self.red)
        let n = try filled(list)
        #expect(n.whole == 16_000)
        #expect(n.hiding == 100 * 40 + 6000)  // the blue fill's uncovered bottom 40 rows only
    }

    @Test func aBezelUnderItsScreenFillsOnlyTheRing() throws {
        var list = square()
        list.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 10, Color(hex: 0x111111))
        list.fill(Rect(x: 10, y: 10, width: 80, height: 80), Color(hex: 0xFFFFFF))
        let n = try filled(list)
        // Whole: centre column 80 × 100 and side strips 10 × 80 each, then the screen 80 × 80.
        #expect(n.whole == 8000 + 800 + 800 + 6400)
        // Hidden: the centre column keeps its 10-row ends; the side strips are outside the screen.
        #expect(n.hiding == 800 + 800 + 800 + 800 + 6400)
    }

    @Test func aTranslucentFillIsCutIntoDisjointPiecesSoNoPixelBlendsTwice() throws {
        var list = square()
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color(hex: 0x000000, alpha: 0.5))
        list.fill(Rect(x: 20, y: 20, width: 60, height: 60), Self.red)
        let n = try filled(list)
        #expect(n.whole == 10_000 + 3600)
        #expect(n.hiding == 2000 + 2000 + 1200 + 1200 + 3600)  // bands above and below, sides between
    }

    @Test func anOccluderCoversOnlyWithinItsClip() throws {
        var list = square()
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Self.blue)
        list.pushClip(Rect(x: 0, y: 0, width: 100, height: 30))
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Self.red)
        list.popClip()
        let n = try filled(list)
        #expect(n.whole == 20_000)
        #expect(n.hiding == 7000 + 10_000)  // the red fill is sent whole; the clip cuts it to 30 rows
    }

    @Test func anOpaqueFillDrawnEarlierHidesNothingDrawnAfterIt() throws {
        var list = square()
        list.fill(Rect(x: 0, y: 0, width: 100, height: 60), Self.red)
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Self.blue)
        list.fill(Rect(x: 10, y: 10, width: 40, height: 40), Color(hex: 0x00FF00, alpha: 0.5))
        let n = try filled(list)
        #expect(n.whole == 6000 + 10_000 + 1600)
        #expect(n.hiding == 10_000 + 1600)  // only the red one, wholly under the blue, is skipped
    }

    @Test func anOpaqueGradientCoversLikeAFillATranslucentOneDoesNot() throws {
        var list = square()
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Self.blue)
        list.gradient(Rect(x: 0, y: 0, width: 100, height: 50), top: Self.red, bottom: Color(hex: 0x00FF00))
        list.gradient(Rect(x: 0, y: 50, width: 100, height: 50), top: Self.blue, bottom: Color(hex: 0x00FF00, alpha: 0.5))
        let n = try filled(list)
        #expect(n.whole == 10_000)
        #expect(n.hiding == 5000)  // the blue fill's lower half only: the second gradient blends over it
    }

    /// The workbench's frame: the chrome (bezel, screen) and a scene with every overlay on, drawn as
    /// layers at scale 2 after a drag — the same pixels, and the bezel and screen behind the scene
    /// are no longer filled.
    @Test(arguments: ["profile", "basic-scroll", "cards", "nested-sticky-sections", "custom-tabs-2"])
    func aWorkbenchFrameHasTheSamePixelsWithFewerFilled(id: String) throws {
        let frame = try WorkbenchFrame(scene: id)
        let (layers, w, h) = (frame.layers, frame.width, frame.height)
        let hiding = try TestSDL.render(layers, width: w, height: h, hidingCoveredFills: true, background: Theme.desk)
        let whole = try TestSDL.render(layers, width: w, height: h, hidingCoveredFills: false, background: Theme.desk)
        #expect(TestSDL.differing(hiding.rgba, whole.rgba) == 0)
        // At least the screen's own 786 × 1704 px is covered by the bezel's replacement and the scene.
        #expect(whole.filled - hiding.filled > 786 * 1704)
    }
}
