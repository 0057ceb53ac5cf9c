import ScrollCore
import TestSupport
import Testing

/// A 390×844 photo page zooming a 390×844 image from 1 to 3.
private func makePhoto(_ recorder: ScrollEventRecorder? = nil, image: Size = Size(width: 390, height: 844)) -> ScrollView {
    let sv = ScrollView(id: "photo", boundsSize: Size(width: 390, height: 844), contentSize: image)
    sv.delegate = recorder
    sv.zoomingContentSize = image
    sv.minimumZoomScale = 1
    sv.maximumZoomScale = 3
    return sv
}

/// Pinches from 1 to `to` about `centre` over 0.2 s at `hz`, then lifts at 0.2 s.
private func pinch(_ sv: ScrollView, to scale: Double, centre: Point, hz: Double, lift: Bool = true) {
    sv.beginZooming(centre: centre, at: 0)
    let steps = Int((0.2 * hz).rounded())
    for i in 1...steps {
        let f = Double(i) / Double(steps)
        sv.zoom(pinchScale: 1 + (scale - 1) * f, centre: centre, at: 0.2 * f)
    }
    if lift { sv.endZooming(at: 0.2) }
}

private func runIdle(_ sv: ScrollView, hz: Double, from t: Double = 0.2) -> Double {
    var time = t
    while sv.state != .idle && time < 10 {
        time += 1 / hz
        sv.advance(to: time)
    }
    return time
}

@Suite struct ScrollViewZoomTests {
    @Test func pinchKeepsThePointUnderTheFingers() {
        let sv = makePhoto()
        let centre = Point(x: 150, y: 300)
        sv.beginZooming(centre: centre, at: 0)
        for i in 1...24 {
            let s = 1 + 1.5 * Double(i) / 24
            sv.zoom(pinchScale: s, centre: centre, at: Double(i) / 120)
            let p = sv.zoomedContentPoint(at: centre)
            #expect(abs(p.x - 150) < 1e-9 && abs(p.y - 300) < 1e-9)
        }
        #expect(sv.zoomScale == 2.5)
        #expect(sv.contentOffset == Point(x: 225, y: 450))
        #expect(sv.contentSize == Size(width: 975, height: 2110))
        sv.endZooming(at: 0.2)
        #expect(sv.state == .idle)
        #expect(!sv.isZoomBouncing)
    }

    @Test func aMovingCentrePansTheContentWithIt() {
        let sv = makePhoto()
        sv.beginZooming(centre: Point(x: 200, y: 400), at: 0)
        sv.zoom(pinchScale: 2, centre: Point(x: 200, y: 400), at: 0.1)
        sv.zoom(pinchScale: 2, centre: Point(x: 160, y: 380), at: 0.2)
        let p = sv.zoomedContentPoint(at: Point(x: 160, y: 380))
        #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 400) < 1e-9)
    }

    @Test func pastTheMaximumTheScaleResistsAndReturnsExactly() {
        let recorder = ScrollEventRecorder()
        let sv = makePhoto(recorder)
        pinch(sv, to: 6, centre: Point(x: 195, y: 422), hz: 120, lift: false)
        // raw 6 = 2 × max: shown 3 · e^(ln2 · (1 − 1/1.55)) = 3 · 1.27886.
        #expect(abs(sv.zoomScale - 3 * Elementary.exp(ZoomBand.dimension * (1 - 1 / 1.55))) < 1e-12)
        #expect(abs(sv.zoomScale - 3.836528) < 1e-6)
        sv.endZooming(at: 0.2)
        #expect(sv.isZoomBouncing)
        #expect(sv.state == .animating)
        let end = runIdle(sv, hz: 120)
        #expect(sv.zoomScale == 3)
        #expect(sv.contentOffset == Point(x: 390, y: 844))  // the centre stayed the centre: (3 − 1) · 195, 422
        #expect(end > 1.1 && end < 1.2)  // the spring: ω 10, 0.1 % left after 0.923 s
        #expect(recorder.names.first == "willBeginZooming")
        #expect(recorder.names.last == "didEndZooming")
        #expect(recorder.events.last?.event == .didEndZooming(scale: 3))
        #expect(!recorder.names.contains("willBeginDragging"))
    }

    @Test func belowTheMinimumItReturnsToTheMinimumCentred() {
        let sv = makePhoto()
        pinch(sv, to: 0.5, centre: Point(x: 100, y: 200), hz: 60)
        _ = runIdle(sv, hz: 60)
        #expect(sv.zoomScale == 1)
        #expect(sv.contentOffset == .zero)
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let sv = makePhoto()
        sv.bouncesZoom = false
        pinch(sv, to: 6, centre: Point(x: 195, y: 422), hz: 60, lift: false)
        #expect(sv.zoomScale == 3)
        sv.endZooming(at: 0.2)
        #expect(sv.state == .idle)
    }

    @Test func theBounceIsTheSameAtSixtyAndOneTwentyHertz() {
        func sample(_ hz: Double) -> [Double] {
            let sv = makePhoto()
            pinch(sv, to: 5, centre: Point(x: 120, y: 500), hz: hz)
            var out: [Double] = []
            let perSample = Int(hz / 60)
            for frame in 1...(90 * perSample) {
                sv.advance(to: 0.2 + Double(frame) / hz)
                if frame % perSample == 0 { out += [sv.zoomScale, sv.contentOffset.x, sv.contentOffset.y] }
            }
            return out
        }
        #expect(sample(60) == sample(120))
    }

    @Test func doubleTapZoomsToThePointAndBack() {
        let recorder = ScrollEventRecorder()
        let sv = makePhoto(recorder)
        let tap = Point(x: 100, y: 600)
        // The iOS recipe: a rect a third of the bounds centred on the tapped point.
        sv.zoom(to: Rect(x: tap.x - 65, y: tap.y - 422 / 3, width: 130, height: 844 / 3), animated: true, at: 1)
        #expect(sv.state == .animating)
        sv.advance(to: 1.15)
        #expect(sv.zoomScale > 1 && sv.zoomScale < 3)
        sv.advance(to: 1.3)
        #expect(sv.zoomScale == 3)
        #expect(sv.state == .idle)
        // The tapped point is in the middle of the bounds: (100·3 − 195, 600·3 − 422).
        #expect(sv.contentOffset == Point(x: 105, y: 1378))
        sv.zoom(to: Rect(x: 0, y: 0, width: 390, height: 844), animated: true, duration: 0.2, at: 2)
        sv.advance(to: 2.2)
        #expect(sv.zoomScale == 1)
        #expect(sv.contentOffset == .zero)
        #expect(recorder.names.filter { $0 == "didEndZooming" }.count == 2)
    }

    @Test func aFocusZoomKeepsTheFocusWhereItIs() {
        let sv = makePhoto()
        sv.zoom(toScale: 1.75, focus: Point(x: 200, y: 300), animated: true, duration: 0.2, at: 0)
        sv.advance(to: 0.1)
        let p = sv.zoomedContentPoint(at: Point(x: 200, y: 300))
        #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 300) < 1e-9)
        sv.advance(to: 0.2)
        #expect(sv.zoomScale == 1.75)
        #expect(sv.contentOffset == Point(x: 150, y: 225))
    }

    @Test func contentSmallerThanTheBoundsIsCentredAtEveryScale() {
        let sv = makePhoto(image: Size(width: 200, height: 100))
        sv.maximumZoomScale = 4
        for s in [1.0, 1.5, 1.95, 2.0, 3.0, 4.0] {
            sv.setZoomScale(s, animated: false, at: 0)
            let f = sv.zoomedContentFrame
            #expect(sv.zoomScale == s)
            if f.width < 390 { #expect(f.midX == 195) } else { #expect(f.minX <= 0 && f.maxX >= 390) }
            #expect(f.midY == 422)
        }
        // Mid-pinch too.
        sv.setZoomScale(1, animated: false, at: 0)
        sv.beginZooming(centre: Point(x: 195, y: 422), at: 1)
        sv.zoom(pinchScale: 1.7, centre: Point(x: 195, y: 422), at: 1.1)
        #expect(sv.zoomedContentFrame.midX == 195 && sv.zoomedContentFrame.midY == 422)
    }

    @Test func theZoomedSizeIsWholePointsUnlessTheBugIsOn() {
        let sv = makePhoto(image: Size(width: 390, height: 583))
        sv.setZoomScale(1.75, animated: false, at: 0)
        #expect(sv.contentSize == Size(width: 682, height: 1020))
        #expect(sv.maxOffset(.horizontal) == 292)
        sv.floorsZoomedContentSize = false
        #expect(sv.contentSize == Size(width: 682.5, height: 1020.25))
        #expect(sv.maxOffset(.horizontal) == 292.5)
    }

    @Test func aPanDuringThePinchIsAbsorbedAndContinuesWithoutAJump() {
        let sv = makePhoto()
        sv.beginDragging(at: 0)
        sv.beginZooming(centre: Point(x: 195, y: 422), at: 0)
        sv.drag(toTranslation: Point(x: -40, y: 0), at: 0.05)
        sv.zoom(pinchScale: 2, centre: Point(x: 195, y: 422), at: 0.1)
        #expect(sv.contentOffset == Point(x: 195, y: 422))
        sv.endZooming(at: 0.15)
        sv.drag(toTranslation: Point(x: -50, y: 0), at: 0.2)
        #expect(sv.contentOffset == Point(x: 205, y: 422))
        sv.endDragging(fingerVelocity: .zero, at: 0.25)
        #expect(sv.state == .idle)
    }

    @Test func theZoomBandFigures() {
        let band = ZoomBand()
        #expect(band.clamp(2, lower: 1, upper: 3) == 2)
        #expect(abs(band.clamp(4.5, lower: 1, upper: 3) - 3.551376) < 1e-6)
        #expect(abs(band.clamp(12, lower: 1, upper: 3) - 4.313240) < 1e-6)
        #expect(abs(band.clamp(0.5, lower: 1, upper: 3) - 0.781957) < 1e-6)
        #expect(band.clamp(1e300, lower: 1, upper: 3) < 6)
    }
}
