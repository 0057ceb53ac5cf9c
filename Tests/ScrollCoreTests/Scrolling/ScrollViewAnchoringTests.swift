import ScrollCore
import TestSupport
import Testing

/// #34 item 4 in the core: `SelfSizingRows` (estimates, then real heights) and
/// `ScrollView.resizeContent(height:shiftingOffsetBy:at:)` (anchoring): whatever runs goes on unbroken.
@Suite struct ScrollViewAnchoringTests {
    @Test func rowsTakeTheirRealHeightOnceAndMoveTheRowsBelow() {
        var rows = SelfSizingRows(count: 5, estimate: 60, real: [100, 40])
        #expect(rows.contentHeight == 300)
        let r = rows.measureNext(in: 70, 130)  // row 1 (60…120) is the first shown
        #expect(r?.row == 1 && r?.top == 60 && r?.delta == -20)
        #expect(rows.top(2) == 100)
        #expect(rows.contentHeight == 280)
        #expect(rows.measure(1) == nil)  // once
        #expect(rows.measureNext(in: 70, 100) == nil)  // row 1 only: measured
        #expect(rows.measureNext(in: 70, 101)?.row == 2)
        #expect(rows.firstRow(startingAtOrBelow: 61) == 2)
        #expect(rows.firstRow(startingAtOrBelow: 60) == 1)
    }

    func flinging(from start: Double, velocity: Double) -> ScrollView {
        let v = ScrollView(
            id: "main", boundsSize: Size(width: 393, height: 700), contentSize: Size(width: 393, height: 20000),
            contentOffset: Point(x: 0, y: start))
        v.beginDragging(at: 0)
        v.endDragging(fingerVelocity: Point(x: 0, y: velocity), at: 0)
        return v
    }

    @Test func aFlingRunsOnExactlyShiftedAndKeepsItsVelocityAcrossAResize() {
        let anchored = flinging(from: 9000, velocity: 3000)  // content moving down: offset decreasing
        let twin = flinging(from: 9000, velocity: 3000)
        anchored.advance(to: 0.2)
        twin.advance(to: 0.2)
        let before = anchored.velocity.y
        anchored.resizeContent(height: 20100, shiftingOffsetBy: 100, at: 0.2)  // a row above grew 100 pt
        #expect(anchored.contentOffset.y == twin.contentOffset.y + 100)
        #expect(abs(anchored.velocity.y - before) <= 0.01 * abs(before))
        #expect(anchored.velocity.y == before)
        for k in 1...120 {
            let t = 0.2 + Double(k) / 120
            anchored.advance(to: t)
            twin.advance(to: t)
            expectClose(anchored.contentOffset.y, twin.contentOffset.y + 100, within: 1e-6)
        }
    }

    @Test func withoutAShiftTheOffsetStaysAndWhatIsShownJumps() {
        let v = flinging(from: 9000, velocity: 3000)
        v.advance(to: 0.2)
        let y = v.contentOffset.y
        let speed = v.velocity.y
        v.resizeContent(height: 20100, shiftingOffsetBy: 0, at: 0.2)
        #expect(v.contentOffset.y == y)  // the offset is the same number: the rows below moved 100 pt on screen
        #expect(v.velocity.y == speed)
    }

    @Test func aDragKeepsTheSameContentUnderTheFinger() {
        let v = ScrollView(
            id: "main", boundsSize: Size(width: 393, height: 700), contentSize: Size(width: 393, height: 20000),
            contentOffset: Point(x: 0, y: 9000))
        v.beginDragging(at: 0)
        v.drag(toTranslation: Point(x: 0, y: 50), at: 0.1)
        #expect(v.contentOffset.y == 8950)
        v.resizeContent(height: 20060, shiftingOffsetBy: 60, at: 0.1)
        #expect(v.contentOffset.y == 9010)
        v.drag(toTranslation: Point(x: 0, y: 80), at: 0.2)
        #expect(v.contentOffset.y == 8980)  // the finger's 30 pt, from the shifted offset
    }

    @Test func anAnimationStillEndsOnItsContent() {
        let v = ScrollView(
            id: "main", boundsSize: Size(width: 393, height: 700), contentSize: Size(width: 393, height: 20000),
            contentOffset: Point(x: 0, y: 9000))
        v.setContentOffset(Point(x: 0, y: 5000), animated: true, at: 0)
        v.advance(to: 0.1)
        v.resizeContent(height: 20040, shiftingOffsetBy: 40, at: 0.1)
        v.advance(to: 1)
        #expect(v.contentOffset.y == 5040)
        #expect(v.state == .idle)
    }

    /// #46 class 7: the target is content, re-resolved — the top stays the top however many rows grow
    /// on the way; a row below the change moves with it. Either way the animation ends exactly there.
    @Test func anAnimationToTheTopEndsAtTheTopWhenRowsAboveTheViewportGrow() {
        let v = ScrollView(
            id: "main", boundsSize: Size(width: 393, height: 700), contentSize: Size(width: 393, height: 20000),
            contentOffset: Point(x: 0, y: 9000))
        v.scrollToTop(at: 0)
        v.advance(to: 0.1)
        let y = v.contentOffset.y
        // A 60 pt row at 3000 (above the viewport, below the target) grows by 40: anchored.
        v.resizeContent(height: 20040, shiftingOffsetBy: 40, resized: (edge: 3060, delta: 40), at: 0.1)
        #expect(v.contentOffset.y > y && v.contentOffset.y < y + 40)  // the start moved 40 pt, the end stayed
        v.advance(to: 1)
        #expect(v.contentOffset.y == 0)
        #expect(v.state == .idle)
    }

    @Test func anAnimationToContentBelowAChangeMovesWithIt() {
        let v = ScrollView(
            id: "main", boundsSize: Size(width: 393, height: 700), contentSize: Size(width: 393, height: 20000),
            contentOffset: Point(x: 0, y: 9000))
        v.setContentOffset(Point(x: 0, y: 5000), animated: true, at: 0)
        v.advance(to: 0.1)
        v.resizeContent(height: 20040, shiftingOffsetBy: 40, resized: (edge: 3060, delta: 40), at: 0.1)
        v.advance(to: 1)
        #expect(v.contentOffset.y == 5040)
    }
}
