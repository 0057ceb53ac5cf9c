import ScrollCore
import TestSupport
import Testing

/// A 393×852 list with 4400 pt of content: maxOffset 3548.
private func makeList(_ recorder: ScrollEventRecorder? = nil) -> ScrollView {
    let sv = ScrollView(id: "main", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393, height: 4400))
    sv.delegate = recorder
    return sv
}

/// Drags by `dy` (finger movement) over `duration` at `hz`, then releases with `velocity`.
private func drag(_ sv: ScrollView, from t0: Double, dy: Double, duration: Double = 0.1, hz: Double = 120, releaseVelocity: Double)
    -> Double
{
    sv.beginDragging(at: t0)
    let steps = max(1, Int((duration * hz).rounded()))
    for i in 1...steps {
        let f = Double(i) / Double(steps)
        sv.drag(toTranslation: Point(x: 0, y: dy * f), at: t0 + duration * f)
    }
    sv.endDragging(fingerVelocity: Point(x: 0, y: releaseVelocity), at: t0 + duration)
    return t0 + duration
}

private func run(_ sv: ScrollView, from t: Double, hz: Double, until limit: Double = 20) -> Double {
    var time = t
    while sv.state != .idle && time < limit {
        time += 1 / hz
        sv.advance(to: time)
    }
    return time
}

@Suite struct ScrollViewTests {
    @Test func dragFollowsTheFingerOneToOne() {
        let sv = makeList()
        sv.setContentOffset(Point(x: 0, y: 1000), animated: false, at: 0)
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: 0, y: -120), at: 0.05)
        #expect(sv.contentOffset.y == 1120)
        sv.drag(toTranslation: Point(x: 0, y: 35.5), at: 0.1)
        #expect(sv.contentOffset.y == 964.5)
        #expect(sv.contentOffset.x == 0)  // content as wide as the bounds: no horizontal motion
        #expect(sv.state == .dragging)
    }

    @Test func draggingPastTheTopRubberBands() {
        let sv = makeList()
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: 0, y: 100), at: 0.1)
        expectClose(sv.contentOffset.y, -RubberBand(dimension: 852).offset(forOverscroll: 100), within: 1e-9)
        expectClose(sv.contentOffset.y, -51.66, within: 0.01)
        // Back inside: exact again.
        sv.drag(toTranslation: Point(x: 0, y: -50), at: 0.2)
        #expect(sv.contentOffset.y == 50)
    }

    @Test func aFlingEmitsUIKitsLifecycleInOrder() {
        let rec = ScrollEventRecorder()
        let sv = makeList(rec)
        let t = drag(sv, from: 0, dy: -100, releaseVelocity: -1000)
        #expect(sv.state == .decelerating)
        _ = run(sv, from: t, hz: 120)
        #expect(rec.names == ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
        #expect(rec.events[2].event == .didEndDragging(willDecelerate: true))
        // Released at 100 with 1000 pt/s upward content velocity: lands at 100 + 499.4998.
        expectClose(sv.contentOffset.y, 100 + 499.4998, within: 1e-4)
        if case .willEndDragging(let v, let target) = rec.events[1].event {
            #expect(v.y == 1000)
            expectClose(target.y, 599.4998, within: 1e-4)
        } else {
            Issue.record("second event is not willEndDragging")
        }
    }

    @Test func aReleaseWithoutVelocityDoesNotDecelerate() {
        let rec = ScrollEventRecorder()
        let sv = makeList(rec)
        _ = drag(sv, from: 0, dy: -100, releaseVelocity: 0)
        #expect(rec.names == ["willBeginDragging", "willEndDragging", "didEndDragging"])
        #expect(rec.events.last?.event == .didEndDragging(willDecelerate: false))
        #expect(sv.state == .idle)
        #expect(sv.contentOffset.y == 100)
    }

    @Test func releasedPastTheEdgeItBouncesBack() {
        let rec = ScrollEventRecorder()
        let sv = makeList(rec)
        let t = drag(sv, from: 0, dy: 150, releaseVelocity: 0)
        #expect(sv.contentOffset.y < 0)
        #expect(sv.state == .bouncing)
        #expect(rec.events.last?.event == .willBeginDecelerating)
        _ = run(sv, from: t, hz: 60)
        #expect(sv.contentOffset.y == 0)
        #expect(rec.names.last == "didEndDecelerating")
    }

    @Test func aFlingIntoTheBottomBouncesWithinTheBandAndSettlesOnTheEdge() {
        let sv = makeList()
        sv.setContentOffset(Point(x: 0, y: 3000), animated: false, at: 0)
        var t = drag(sv, from: 0, dy: -50, releaseVelocity: -4000)
        var peak = 0.0
        var sawBouncing = false
        while sv.state != .idle {
            t += 1.0 / 120
            sv.advance(to: t)
            peak = max(peak, sv.contentOffset.y)
            sawBouncing = sawBouncing || sv.state == .bouncing
            #expect(sv.contentOffset.y.isFinite)
        }
        #expect(sawBouncing)
        #expect(peak > 3548)
        #expect(peak - 3548 < 852 / 2 + 1e-9)
        #expect(sv.contentOffset.y == 3548)
    }

    @Test(arguments: [60.0, 90, 120, 144])
    func theSameFlingLandsOnTheSameOffsetAtAnyTickRate(hz: Double) {
        let reference = makeList()
        let tr = drag(reference, from: 0, dy: -80, duration: 0.1, hz: 120, releaseVelocity: -2300)
        _ = run(reference, from: tr, hz: 1000)
        let sv = makeList()
        let t = drag(sv, from: 0, dy: -80, duration: 0.1, hz: 120, releaseVelocity: -2300)
        // Positions at shared timestamps (multiples of 1/30 s) agree with a run ticking every 1 ms
        // (its own path: 1 ms steps, then exactly onto the shared time).
        let probe = makeList()
        let tp = drag(probe, from: 0, dy: -80, duration: 0.1, hz: 120, releaseVelocity: -2300)
        var probeTime = tp
        func advanceProbe(to target: Double) {
            while probeTime + 0.001 < target {
                probeTime += 0.001
                probe.advance(to: probeTime)
            }
            probeTime = target
            probe.advance(to: target)
        }
        var time = t
        var k = 1
        var compared = 0
        while sv.state != .idle {
            time = t + Double(k) / hz
            sv.advance(to: time)
            if k % Int(hz / 30) == 0 && hz != 90 || hz == 90 && k % 3 == 0 {
                advanceProbe(to: tp + Double(k) / hz)
                expectClose(sv.contentOffset.y, probe.contentOffset.y, within: 0.01)
                compared += 1
            }
            k += 1
        }
        #expect(compared > 10)
        expectClose(sv.contentOffset.y, reference.contentOffset.y, within: 0.01)
    }

    @Test func jitteredTicksLandOnTheSameOffset() {
        let a = makeList()
        let b = makeList()
        let ta = drag(a, from: 0, dy: -60, releaseVelocity: -1800)
        _ = run(a, from: ta, hz: 120)
        let tb = drag(b, from: 0, dy: -60, releaseVelocity: -1800)
        var t = tb
        var seed: UInt64 = 42
        while b.state != .idle {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            t += 0.002 + Double(seed >> 33) / Double(1 << 31) * 0.03  // 2–32 ms steps
            b.advance(to: t)
        }
        expectClose(b.contentOffset.y, a.contentOffset.y, within: 0.01)
    }

    @Test func seed001InterceptionLandsExactlyOnTheAnchor() {
        let rec = ScrollEventRecorder()
        rec.intercept = { _, target in
            let y = target.y
            return Point(x: target.x, y: y < 100 ? 0 : y < 300 ? 200 : 400)
        }
        let sv = makeList(rec)
        let t = drag(sv, from: 0, dy: -30, releaseVelocity: -600)  // natural landing ≈ 30 + 299.7
        var last = sv.contentOffset.y
        var time = t
        while sv.state != .idle {
            time += 1.0 / 120
            sv.advance(to: time)
            #expect(sv.contentOffset.y >= last - 1e-9)  // smooth, no reversal
            last = sv.contentOffset.y
        }
        #expect(sv.contentOffset.y == 400)
        // A slow release far from anchors still reaches one (by spring).
        let t2 = drag(sv, from: time + 1, dy: 250, releaseVelocity: 20)
        _ = run(sv, from: t2, hz: 120, until: t2 + 10)
        #expect(sv.contentOffset.y == 0 || sv.contentOffset.y == 200)
    }

    @Test func pagingMovesAtMostOnePagePerFling() {
        let sv = ScrollView(id: "pager", boundsSize: Size(width: 393, height: 600), contentSize: Size(width: 393 * 4, height: 600))
        sv.isPagingEnabled = true
        var t = 0.0
        sv.beginDragging(at: t)
        sv.drag(toTranslation: Point(x: -100, y: 0), at: t + 0.05)
        sv.endDragging(fingerVelocity: Point(x: -20_000, y: 0), at: t + 0.05)
        t = run(sv, from: t + 0.05, hz: 120)
        #expect(sv.contentOffset.x == 393)
        // A slow drag short of half returns.
        sv.beginDragging(at: t)
        sv.drag(toTranslation: Point(x: -150, y: 0), at: t + 0.3)
        sv.endDragging(fingerVelocity: .zero, at: t + 0.3)
        t = run(sv, from: t + 0.3, hz: 120)
        #expect(sv.contentOffset.x == 393)
        // Past half without speed goes on.
        sv.beginDragging(at: t)
        sv.drag(toTranslation: Point(x: -210, y: 0), at: t + 0.3)
        sv.endDragging(fingerVelocity: .zero, at: t + 0.3)
        _ = run(sv, from: t + 0.3, hz: 120)
        #expect(sv.contentOffset.x == 786)
    }

    @Test func aTouchCatchesMovingContentWhereItIsShown() {
        let rec = ScrollEventRecorder()
        let sv = makeList(rec)
        let t = drag(sv, from: 0, dy: -50, releaseVelocity: -3000)
        sv.advance(to: t + 0.2)
        let shown = sv.contentOffset.y
        sv.beginDragging(at: t + 0.2)
        #expect(sv.state == .dragging)
        #expect(sv.contentOffset.y == shown)
        #expect(sv.velocity == .zero)
        sv.advance(to: t + 1)
        #expect(sv.contentOffset.y == shown)  // stopped
        #expect(!rec.names.contains("didEndDecelerating"))
        sv.drag(toTranslation: Point(x: 0, y: -10), at: t + 1.1)
        #expect(sv.contentOffset.y == shown + 10)
    }

    @Test func catchingMidBounceContinuesFromTheShownOverscroll() {
        let sv = makeList()
        let t = drag(sv, from: 0, dy: 200, releaseVelocity: 0)
        sv.advance(to: t + 0.1)
        let shown = sv.contentOffset.y
        #expect(shown < 0)
        sv.beginDragging(at: t + 0.1)
        sv.drag(toTranslation: Point(x: 0, y: 0.001), at: t + 0.11)
        expectClose(sv.contentOffset.y, shown, within: 0.01)
    }

    @Test func programmaticAnimationAndScrollToTop() {
        let rec = ScrollEventRecorder()
        let sv = makeList(rec)
        sv.setContentOffset(Point(x: 0, y: 900), animated: true, at: 1)
        #expect(sv.state == .animating)
        sv.advance(to: 1.15)
        expectClose(sv.contentOffset.y, 450, within: 1e-9)  // smoothstep is symmetric
        sv.advance(to: 1.3)
        #expect(sv.contentOffset.y == 900)
        #expect(sv.state == .idle)
        #expect(rec.names == ["didEndScrollingAnimation"])
        sv.scrollToTop(at: 2)
        _ = run(sv, from: 2, hz: 60)
        #expect(sv.contentOffset.y == 0)
        #expect(rec.names == ["didEndScrollingAnimation", "didScrollToTop", "didEndScrollingAnimation"])
    }

    @Test func contentShrinkingMidFlingKeepsTheModelValid() {
        let sv = makeList()
        sv.setContentOffset(Point(x: 0, y: 2000), animated: false, at: 0)
        var t = drag(sv, from: 0, dy: -50, releaseVelocity: -2000)
        sv.advance(to: t + 0.1)
        sv.contentSize = Size(width: 393, height: 1500)  // maxOffset now 648, content is far past it
        #expect(sv.state == .bouncing)
        t = run(sv, from: t + 0.1, hz: 120)
        #expect(sv.contentOffset.y == 648)
        // Growing insets at rest: the resting range grows, offset unchanged.
        sv.contentInset = EdgeInsets(top: 100)
        #expect(sv.minOffset(.vertical) == -100)
        #expect(sv.contentOffset.y == 648)
    }

    @Test func directionalLockKeepsADiagonalishDragOnItsMainAxis() {
        let sv = ScrollView(id: "grid", boundsSize: Size(width: 300, height: 300), contentSize: Size(width: 3000, height: 3000))
        sv.isDirectionalLockEnabled = true
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: -40, y: -10), at: 0.05)
        sv.drag(toTranslation: Point(x: -80, y: -60), at: 0.1)
        #expect(sv.contentOffset == Point(x: 80, y: 0))
    }

    @Test func shortContentDoesNotScrollUnlessAlwaysBounce() {
        let sv = ScrollView(id: "short", boundsSize: Size(width: 393, height: 852), contentSize: Size(width: 393, height: 300))
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: 0, y: 80), at: 0.1)
        #expect(sv.contentOffset.y == 0)
        sv.endDragging(fingerVelocity: .zero, at: 0.1)
        sv.alwaysBounceVertical = true
        sv.beginDragging(at: 0.2)
        sv.drag(toTranslation: Point(x: 0, y: 80), at: 0.3)
        #expect(sv.contentOffset.y < 0)
    }

    @Test func noBounceClampsAtTheEdges() {
        let sv = makeList()
        sv.bounces = false
        sv.beginDragging(at: 0)
        sv.drag(toTranslation: Point(x: 0, y: 300), at: 0.1)
        #expect(sv.contentOffset.y == 0)
        // Without a band there is no hidden overscroll to pay back: reversing moves at once.
        sv.drag(toTranslation: Point(x: 0, y: 200), at: 0.2)
        #expect(sv.contentOffset.y == 100)
    }
}
