import ScrollCore
import TestSupport
import Testing

/// A pager of two 393-wide photo pages; page 0 zooms a 393×852 image 1…3 with a pinch, a double tap
/// and a single tap that waits for the double tap to fail.
private final class PhotoPagerFixture {
    let f = ArenaFixture()
    let pagerSV: ScrollView
    let pagerPan: PanGestureRecognizer
    let photo: ScrollView
    let photoPan: PanGestureRecognizer
    let pinch = PinchGestureRecognizer(name: "photo.pinch")
    let doubleTap = DoubleTapGestureRecognizer(name: "photo.doubleTap")
    let singleTap = TapGestureRecognizer(name: "photo.tap")
    let zoomDriver: ScrollViewZoomDriver

    init() {
        let pager = f.target("pager", Rect(x: 0, y: 0, width: 393, height: 852))
        (pagerSV, pagerPan) = f.scrollable(pager, contentHeight: 852, horizontalPages: 2)
        let page = f.target("photo", Rect(x: 0, y: 0, width: 393, height: 852), in: pager)
        (photo, photoPan) = f.scrollable(page, contentHeight: 852)
        // The page pans only when zoomed (the scene's edge policies refine this).
        photoPan.shouldBegin { [unowned photo] _ in photo.zoomScale > 1 ? .allow : .deny("not zoomed") }
        photo.zoomingContentSize = Size(width: 393, height: 852)
        photo.maximumZoomScale = 3
        f.add(pinch, to: page)
        f.add(doubleTap, to: page)
        f.add(singleTap, to: page)
        singleTap.require(toFail: doubleTap)
        zoomDriver = ScrollViewZoomDriver(scrollView: photo, pinch: pinch, pan: photoPan, doubleTap: doubleTap)
        photoPan.shouldRecognizeSimultaneously = { [unowned pinch] _, o in o === pinch }
    }
}

private func down(_ id: Int64, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent {
    PointerEvent(.down, id: id, at: Point(x: x, y: y), time: t)
}
private func move(_ id: Int64, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent {
    PointerEvent(.move, id: id, at: Point(x: x, y: y), time: t)
}
private func up(_ id: Int64, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent {
    PointerEvent(.up, id: id, at: Point(x: x, y: y), time: t)
}

/// Two fingers 100 pt apart about (196.5, 400) spreading to 200 pt.
private let spread: [PointerEvent] = [
    down(1, 146.5, 400, 0), down(2, 246.5, 400, 0.01),
    move(1, 142.5, 400, 0.03), move(2, 250.5, 400, 0.03),  // span 108: the pinch begins (base 1.08)
    move(1, 96.5, 400, 0.1), move(2, 296.5, 400, 0.1),
]

@Suite struct PinchArenaTests {
    @Test func aPinchZoomsThePhotoAndThePagerStaysPut() {
        let p = PhotoPagerFixture()
        p.f.run(spread)
        #expect(p.pinch.state == .changed)
        #expect(abs(p.photo.zoomScale - 2 / 1.08) < 1e-12)
        let c = p.photo.zoomedContentPoint(at: Point(x: 196.5, y: 400))
        #expect(abs(c.x - 196.5) < 1e-9 && abs(c.y - 400) < 1e-9)
        #expect(p.pagerSV.contentOffset == .zero)
        #expect(p.f.log.contains("pager.pan failed: photo.pinch won the touch"))
        #expect(p.f.log.contains("photo.pinch began: fingers 100 → 108 pt apart"))
        #expect(p.f.arena.invariantViolations().isEmpty)
    }

    @Test func liftingTheFingersInEitherOrderEndsThePinchAndLocksNothing() {
        for first: Int64 in [1, 2] {
            let p = PhotoPagerFixture()
            let other: Int64 = first == 1 ? 2 : 1
            var events = spread
            events += [up(first, 0, 0, 0.12), move(other, 250, 380, 0.2), move(other, 200, 300, 0.3), up(other, 200, 300, 0.31)]
            p.f.run(events, until: 2)
            #expect(p.f.log.contains("photo.pinch ended: a finger lifted at scale 2.000"))
            #expect(!p.photo.isZooming)
            #expect(p.photo.state == .idle)
            #expect(abs(p.photo.zoomScale - 2 / 1.08) < 1e-12)
            #expect(p.f.arena.activeTouchIDs.isEmpty)
            #expect(p.f.arena.invariantViolations().isEmpty)
            #expect(p.pinch.state == .possible && p.photoPan.state == .possible)
        }
    }

    @Test func aThirdFingerTakesOverWithoutAJump() {
        let p = PhotoPagerFixture()
        var events = spread
        events += [down(3, 196.5, 600, 0.12), up(1, 96.5, 400, 0.13), move(2, 296.5, 400, 0.14)]
        p.f.run(events)
        // The pair is now fingers 2 and 3: the scale and the centre carry on from where they were.
        #expect(p.pinch.state == .changed)
        #expect(abs(p.photo.zoomScale - 2 / 1.08) < 1e-9)
        #expect(abs(p.pinch.centre.x - 196.5) < 1e-9 && abs(p.pinch.centre.y - 400) < 1e-9)
        p.f.run([up(2, 296.5, 400, 0.2), up(3, 196.5, 600, 0.21)], until: 2)
        #expect(p.f.arena.invariantViolations().isEmpty)
        #expect(!p.photo.isZooming)
    }

    @Test func aPagerSwipeThatBeganKeepsTheTouchFromASecondFinger() {
        let p = PhotoPagerFixture()
        p.f.run([
            down(1, 300, 400, 0), move(1, 280, 400, 0.02), move(1, 250, 400, 0.04),
            down(2, 100, 400, 0.05), move(2, 60, 400, 0.08), move(1, 200, 400, 0.08),
        ])
        // The page's pan and pinch were failed by the pager's pan: nothing zooms.
        #expect(p.pagerPan.state == .changed)
        #expect(p.photo.zoomScale == 1)
        #expect(p.f.arena.invariantViolations().isEmpty)
    }

    @Test func theSingleTapWaitsForTheDoubleTapToFail() {
        let p = PhotoPagerFixture()
        p.f.run([down(1, 100, 300, 0), up(1, 100, 300, 0.05)], until: 0.3)
        #expect(!p.f.actions.contains("photo.tap:recognized"))
        #expect(p.f.log.contains("photo.tap waits for photo.doubleTap to fail"))
        p.f.run([], until: 0.4)
        #expect(p.f.actions.contains("photo.tap:recognized"))
        #expect(p.f.log.contains("photo.doubleTap failed: no second tap within 0.3 s"))
        #expect(p.f.arena.invariantViolations().isEmpty)
    }

    @Test func aDoubleTapZoomsToThePointAndBack() {
        let p = PhotoPagerFixture()
        p.f.run([down(1, 100, 300, 0), up(1, 100, 300, 0.05)])
        p.f.run([down(1, 104, 302, 0.2), up(1, 104, 302, 0.25)], until: 1)
        #expect(p.f.log.contains("photo.doubleTap recognized: second tap lifted"))
        #expect(p.f.log.contains("photo.tap failed: photo.doubleTap recognized (required to fail)"))
        #expect(p.photo.zoomScale == 3)
        // The tapped point stayed under the finger: (104·3 − 104, 302·3 − 302).
        #expect(p.photo.contentOffset == Point(x: 208, y: 604))
        p.f.run([down(1, 104, 302, 1.2), up(1, 104, 302, 1.25), down(1, 104, 302, 1.4), up(1, 104, 302, 1.45)], until: 2)
        #expect(p.photo.zoomScale == 1)
        #expect(p.photo.contentOffset == .zero)
        #expect(p.f.arena.invariantViolations().isEmpty)
    }
}
