import SDLBackend
import SDLTestSupport
import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import TestSupport
import Testing

/// Draws regrouped by state (`DrawQueue`, on for accelerated renderers): the pixels are exactly those
/// of drawing in order, and SDL is sent fewer changes of texture, blend mode or clip — each of which
/// ends a draw call.
@Suite(.serialized) struct DrawQueueTests {
    static let red = Color(hex: 0xFF0000)
    static let blue = Color(hex: 0x0000FF)

    /// Renders `list` at scale 1 in order and regrouped; expects equal pixels; the state changes each way.
    func changes(_ list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> (inOrder: Int, regrouped: Int) {
        let inOrder = try TestSDL.render(list, hidingCoveredFills: true)
        let regrouped = try TestSDL.render(list, hidingCoveredFills: true, regroupingDraws: true)
        #expect(TestSDL.differing(inOrder.rgba, regrouped.rgba) == 0, sourceLocation: sourceLocation)
        return (inOrder.stateChanges, regrouped.stateChanges)
    }

    /// Ten cards side by side, each a fill with a label on it: in order, fill and text alternate (20
    /// changes); regrouped, all fills then all labels (2).
    @Test func cardsThatDoNotOverlapDrawAsOneBatchOfFillsAndOneOfText() throws {
        var list = DisplayList(size: Size(width: 400, height: 300))
        for i in 0..<10 {
            let card = Rect(x: 10 + Double(i % 2) * 195, y: 10 + Double(i / 2) * 57, width: 185, height: 50)
            list.fill(card, Self.blue)
            list.text("Card \(i)", in: card.insetBy(dx: 8, dy: 8), size: 15, .white)
        }
        let n = try changes(list)
        #expect(n.inOrder == 20)
        #expect(n.regrouped == 2)
    }

    /// A fill over a label stays over it: it cannot join the first fill's batch, drawn before the label.
    @Test func aFillOverLaterTextKeepsPaintersOrder() throws {
        var list = DisplayList(size: Size(width: 200, height: 100))
        list.fill(Rect(x: 0, y: 0, width: 200, height: 100), Self.blue)
        list.text("Under", in: Rect(x: 10, y: 10, width: 180, height: 30), size: 20, .white)
        list.fill(Rect(x: 10, y: 20, width: 100, height: 10), Self.red)
        list.fill(Rect(x: 10, y: 60, width: 100, height: 30), Self.red)  // beside the label: joins the first batch
        let n = try changes(list)
        #expect(n.inOrder == 3)
        #expect(n.regrouped == 3)
    }

    /// Fills under different clips are cut to them before they are sent, so they batch together; the
    /// pixels outside each clip stay the background's.
    @Test func fillsUnderDifferentClipsShareABatch() throws {
        var list = DisplayList(size: Size(width: 200, height: 100))
        for i in 0..<4 {
            list.pushClip(Rect(x: Double(i) * 50, y: 0, width: 40, height: 100))
            list.fill(Rect(x: 0, y: 20, width: 200, height: 60), i % 2 == 0 ? Self.red : Self.blue)
            list.text("\(i)", in: Rect(x: Double(i) * 50, y: 30, width: 40, height: 30), size: 20, .white)
            list.popClip()
        }
        let n = try changes(list)
        #expect(n.inOrder == 8)
        #expect(n.regrouped == 2)
    }

    /// The workbench's frame (chrome and a scene with every overlay on, at scale 2, mid-drag): the same
    /// pixels, and at most half the state changes.
    @Test(arguments: ["profile", "basic-scroll", "cards", "nested-sticky-sections", "custom-tabs-2", "carousel"])
    func aWorkbenchFrameHasTheSamePixelsInFewerDrawCalls(id: String) throws {
        let frame = try WorkbenchFrame(scene: id)
        let (layers, w, h) = (frame.layers, frame.width, frame.height)
        let inOrder = try TestSDL.render(layers, width: w, height: h, hidingCoveredFills: true, background: Theme.desk)
        let regrouped = try TestSDL.render(
            layers, width: w, height: h, hidingCoveredFills: true, regroupingDraws: true, background: Theme.desk)
        #expect(TestSDL.differing(inOrder.rgba, regrouped.rgba) == 0)
        #expect(regrouped.stateChanges * 2 <= inOrder.stateChanges, "\(regrouped.stateChanges) vs \(inOrder.stateChanges)")
    }

    /// 400 large labels in one frame, more than the atlas's three pages hold: pages are emptied while
    /// copies from them wait in the queue, which must send them first. The pixels are those of drawing
    /// in order.
    @Test func anAtlasPageEmptiedMidFrameSendsTheCopiesWaitingOnIt() throws {
        var list = DisplayList(size: Size(width: 1000, height: 1000))
        for i in 0..<400 {
            list.fill(Rect(x: Double(i % 7) * 5, y: Double(i % 12) * 80, width: 40, height: 40), i % 2 == 0 ? Self.red : Self.blue)
            list.text(
                "Label \(i) · long enough to take room", in: Rect(x: 0, y: Double(i % 12) * 80, width: 1000, height: 80), size: 56, .white)
        }
        _ = try changes(list)
    }
}
