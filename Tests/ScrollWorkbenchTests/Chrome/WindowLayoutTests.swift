import ScrollCore
import ScrollScene
import ScrollWorkbench
import Testing

/// The workbench layout: a scale that fits the display, whole-pixel phone origin, panel beside it.
@Suite struct WindowLayoutTests {
    let iphone15 = Size(width: 393, height: 852)

    @Test func theDefaultScaleFitsTheUsableArea() {
        // 1440×900 less a 40 px title bar: the height decides, (860 − 48 − 2) / 900 → 0.9.
        let s = WindowLayout.fittingScale(viewport: iphone15, in: Size(width: 1440, height: 860), step: 0.05)
        #expect(s == 0.9)
        let size = WindowLayout(viewport: iphone15, scale: s).windowSize
        #expect(size.width <= 1440 && size.height <= 860)
        // A big display caps at 2; a narrow one is decided by the width (phone + panel).
        #expect(WindowLayout.fittingScale(viewport: iphone15, in: Size(width: 4000, height: 4000), step: 0.05) == 2)
        let narrow = WindowLayout.fittingScale(viewport: iphone15, in: Size(width: 900, height: 2000), step: 0.01)
        #expect(narrow == 0.91)  // (900 − 72 − 420 − 3) / 441
        #expect(WindowLayout(viewport: iphone15, scale: narrow).windowSize.width <= 900)
    }

    @Test func thePhoneOriginIsAWholePixelAtAnyScale() {
        for scale in [0.5, 0.9, 0.97, 1, 1.33, 2, 3.7] {
            let r = WindowLayout(viewport: iphone15, scale: scale).viewportRect
            #expect(r.minX == r.minX.rounded() && r.minY == r.minY.rounded())
            #expect(r.width == 393 * scale)
        }
    }

    @Test func aResizedWindowGivesThePanelTheRest() {
        let l = WindowLayout(viewport: iphone15, scale: 1, window: Size(width: 1200, height: 950))
        #expect(l.windowSize == Size(width: 1200, height: 950))
        #expect(l.panelRect.minX == 489)
        #expect(l.panelRect.maxX == 1176)
        #expect(l.panelRect.height == 902)
    }

    @Test func compareLanesSitSideBySideBeforeThePanel() {
        let l = WindowLayout(viewport: iphone15, scale: 1, lanes: 3)
        let bezel = WindowLayout.bezel
        let margin = WindowLayout.margin
        #expect(l.laneStride == 393 + 2 * bezel + margin)
        #expect(l.laneRect(2).minX == l.viewportRect.minX + 2 * (393 + 2 * bezel + margin))
        #expect(l.laneRect(2).minY == l.viewportRect.minY)
        // The panel starts a margin right of the last bezel.
        #expect(l.panelRect.minX == l.laneRect(2).maxX + bezel + margin)
        // The fitting scale leaves room for every phone and the panel.
        let s = WindowLayout.fittingScale(viewport: iphone15, in: Size(width: 1920, height: 1200), step: 0.05, lanes: 3)
        #expect(WindowLayout(viewport: iphone15, scale: s, lanes: 3).windowSize.width <= 1920)
        #expect(s < WindowLayout.fittingScale(viewport: iphone15, in: Size(width: 1920, height: 1200), step: 0.05))
    }
}
