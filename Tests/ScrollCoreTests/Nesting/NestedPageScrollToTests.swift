import ScrollCore
import TestSupport
import Testing

/// #34 item 6 on the model: a programmatic scroll to a place in chain terms (collapse, list offset),
/// animated by the engine's own 0.3 s ease; header and list arrive together; a touch stops it.
/// Geometry: the core tests' profile (the header collapses 153 pt), rows of 72 pt (row 30's top: 2088).
@Suite struct NestedPageScrollToTests {
    func fraction(_ page: NestedPage, from a: (Double, Double), to b: (Double, Double)) -> (Double, Double) {
        ((page.collapse - a.0) / (b.0 - a.0), (page.listOffset(0) - a.1) / (b.1 - a.1))
    }

    @Test func scrollToARowCollapsesTheHeaderAndLandsTheRowUnderTheStripInOneAnimation() {
        let page = profilePage()
        let recorder = LifecycleRecorder()
        page.delegate = recorder
        page.scroll(toListOffset: 2088, collapse: 153, animated: true, at: 1)
        #expect(page.verticalState == .animating)
        page.advance(to: 1.1)
        let (fc, fo) = fraction(page, from: (0, 0), to: (153, 2088))
        #expect(fc > 0.1 && fc < 0.9)
        expectClose(fc, fo, within: 1e-9)  // the same fraction of the way
        page.advance(to: 1.3)
        #expect(page.collapse == 153)
        #expect(page.listOffset(0) == 2088)
        #expect(page.verticalState == .idle)
        #expect(recorder.names("page.0.list").last == "didEndScrollingAnimation")
    }

    @Test func fromDeeperInTheListTheListComesBackAndTheHeaderStaysCollapsed() {
        let page = profilePage()
        page.scroll(toListOffset: 4000, collapse: 153, animated: false, at: 0)
        #expect(page.collapse == 153 && page.listOffset(0) == 4000)
        page.scroll(toListOffset: 2088, collapse: 153, animated: true, at: 1)
        for k in 1...36 {
            page.advance(to: 1 + Double(k) / 120)
            #expect(page.collapse == 153)
        }
        #expect(page.listOffset(0) == 2088)
    }

    @Test func fromHoveringHeaderAndListArriveTogether() {
        let page = profilePage()
        page.scroll(toListOffset: 147, collapse: 73, animated: false, at: 0)  // hovering
        #expect(page.collapse == 73 && page.listOffset(0) == 147)
        page.scroll(toListOffset: 2088, collapse: 153, animated: true, at: 1)
        page.advance(to: 1.2)
        let (fc, fo) = fraction(page, from: (73, 147), to: (153, 2088))
        expectClose(fc, fo, within: 1e-9)
        page.advance(to: 1.4)
        #expect(page.collapse == 153 && page.listOffset(0) == 2088)
        #expect(page.invariantViolations().isEmpty)
    }

    @Test func aTouchStopsItWhereItIsShownAndTheChainGoesOnFromThere() {
        let page = profilePage()
        page.scroll(toListOffset: 2088, collapse: 153, animated: true, at: 1)
        page.advance(to: 1.1)
        let (c, o) = (page.collapse, page.listOffset(0))
        page.beginDrag(at: 1.1)
        page.advance(to: 2)
        #expect(page.collapse == c && page.listOffset(0) == o)
        // Finger down 50 pt: the chain's split (the list first going down), not the animation's.
        page.drag(fingerDelta: 50, at: 2.1)
        expectClose(page.collapse, c, within: 1e-9)
        expectClose(page.listOffset(0), o - 50, within: 1e-9)
    }

    @Test func scrollToTopExpandsACollapsedHeaderAndATouchStopsItToo() {
        let page = profilePage()
        page.scroll(toListOffset: 2000, collapse: 153, animated: false, at: 0)
        page.scrollToTop(at: 1)
        page.advance(to: 1.3)
        #expect(page.collapse == 0 && page.listOffset(0) == 0)
        page.scroll(toListOffset: 2000, collapse: 153, animated: false, at: 2)
        page.scrollToTop(at: 3)
        page.advance(to: 3.05)
        let shown = page.collapse + page.listOffset(0)
        page.beginDrag(at: 3.05)
        page.advance(to: 4)
        #expect(page.collapse + page.listOffset(0) == shown)
        #expect(shown > 1000)
    }
}
