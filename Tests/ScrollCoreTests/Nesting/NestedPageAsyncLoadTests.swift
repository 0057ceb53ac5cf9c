import ScrollCore
import TestSupport
import Testing

/// #34 item 5 on the model: `loadDelay` — a page's rows arrive in simulated time after it is first shown,
/// at their own moment whatever the tick rate; arriving under a stuck strip and mid-drag, they neither
/// move the page nor unstick the strip. Geometry: the core tests' profile (collapse 153).
@Suite struct NestedPageAsyncLoadTests {
    func late(_ delay: Double = 0.8) -> (NestedPage, NestedRecorder) {
        var policy = NestedPagePolicy()
        policy.loadDelay = delay
        let page = profilePage(policy: policy)
        let recorder = NestedRecorder()
        page.delegate = recorder
        return (page, recorder)
    }

    @Test(arguments: [60.0, 120.0])
    func rowsArriveAtTheirOwnMomentWhateverTheTickRate(hz: Double) {
        let (page, recorder) = late()
        defer { withExtendedLifetime(recorder) {} }  // the page holds its delegate unowned (s31-core)
        #expect(!page.pages[0].isLoaded && page.pages[0].contentHeight == 0)
        #expect(page.hasPendingLoads)
        for k in 1...Int(hz) {
            let t = Double(k) / hz
            page.advance(to: t)
            #expect(page.pages[0].isLoaded == (t >= 0.8))
        }
        let loaded = page.events.filter { $0.name == "pageDidLoad" }
        #expect(loaded.map(\.time) == [0.8])
        #expect(page.events.first { $0.name == "pageWillLoad" }?.time == 0)
        #expect(!page.hasPendingLoads)
    }

    @Test func rowsArrivingMidDragUnderAStuckStripNeitherJumpNorUnstick() {
        let (page, recorder) = late()
        page.advance(to: 1)
        page.beginDrag(at: 1)
        for k in 1...30 { page.drag(fingerDelta: -10, at: 1 + Double(k) / 100) }
        page.endDrag(fingerVelocity: 0, at: 1.3)
        settle(page, from: 1.3)
        #expect(page.isStuck)
        page.selectPage(1, animated: false, at: 2)  // loads 0.8 s from now: 2.8
        #expect(page.isStuck)
        #expect(page.pages[1].loadsAt == 2.8)
        page.beginDrag(at: 2.5)
        var shown = page.listOffset(1)
        var arrivedAt: Double?
        var k = 0
        while 2.5 + Double(k) / 120 < 3.2 {
            k += 1
            let t = 2.5 + Double(k) / 120
            page.advance(to: t)
            page.drag(fingerDelta: -2, at: t)
            let now = page.listOffset(1)
            #expect(page.isStuck)
            #expect(now - shown <= 2 + 1e-9)  // never more than the finger moved: no jump
            #expect(now >= shown - 1e-9)
            if page.pages[1].isLoaded && arrivedAt == nil {
                arrivedAt = t
            } else if arrivedAt != nil {
                expectClose(now - shown, 2, within: 1e-9)  // then 1:1 with the finger
            }
            shown = now
        }
        #expect(arrivedAt != nil)
        #expect(!recorder.events.contains("didUnstick"))
        #expect(page.invariantViolations().isEmpty)
    }
}
