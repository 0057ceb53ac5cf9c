import ScrollCore
import ScrollInput
import ScrollLab
import ScrollScene
import ScrollWorkbench
import TestSupport
import Testing

/// The keys the window and a replay share, and the window's slow-motion clock.
@Suite struct SandboxTests {
    func sandbox(_ id: String = "profile") -> Sandbox {
        Sandbox(catalog: catalog, sceneIndex: catalog.scenes.firstIndex { $0.id == id }!, device: .fifteen, landscape: false, hz: 120)
    }

    @Test func sceneKeysSwitchScenesAndWrapAround() {
        let s = sandbox()
        s.handle(.key("pagedown", time: 0.1))
        #expect(s.definition.id == catalog.scenes[1].id)
        s.handle(.key("pageup", time: 0.2))
        s.handle(.key("pageup", time: 0.3))
        #expect(s.definition.id == catalog.scenes.last!.id)
        s.handle(.key("3", time: 0.4))
        #expect(s.definition.id == catalog.scenes[2].id)
        #expect(s.session.time == 0)  // a fresh session on its own clock
    }

    /// A click on a picker row, as the workbench turns it into a key: the section drawn from the
    /// sandbox's catalog in the panel, a press in panel pixels, the `scene=ID` key handled (and
    /// recorded, so a replay makes the same switch).
    @Test func aClickOnAPickerRowOpensThatScene() throws {
        let s = sandbox()
        s.handle(.key("tab", time: 0.1))
        let frame = Rect(x: 900, y: 120, width: 420, height: 26 + 17 * Double(catalog.scenes.count) + 8)
        let picker = ScenePickerSection(
            titles: catalog.scenes.map { ($0.id, $0.title) }, selection: try #require(s.pickerSelection), current: s.sceneIndex)
        // Row 12 (0-based): 26 px of title, then 17 px rows.
        let key = try #require(picker.openKey(at: Point(x: 1000, y: 120 + 26 + 17 * 12 + 3), in: frame))
        #expect(key == "scene=" + catalog.scenes[12].id)
        s.handle(.key(key, time: 0.2))
        #expect(s.definition.id == catalog.scenes[12].id)
        #expect(s.pickerSelection == nil)
        // An unknown id changes nothing.
        s.handle(.key("scene=no-such-scene", time: 0.3))
        #expect(s.definition.id == catalog.scenes[12].id)
        // Replayed from a trace, the same key opens the same scene.
        let replayed = sandbox()
        replayed.replay([.key("tab", time: 0.1), .key(key, time: 0.2)], settle: false)
        #expect(replayed.definition.id == catalog.scenes[12].id)
    }

    @Test func theScenePickerReachesEveryScene() {
        let s = sandbox()
        #expect(catalog.scenes.count > 9)
        // The last scene, out of the number keys' reach: Tab, ↑ (wraps to the end), Return.
        s.handle(.key("tab", time: 0.1))
        #expect(s.pickerSelection == 0)
        s.handle(.key("up", time: 0.2))
        #expect(s.pickerSelection == catalog.scenes.count - 1)
        s.handle(.key("return", time: 0.3))
        #expect(s.definition.id == catalog.scenes.last!.id)
        #expect(s.pickerSelection == nil)
        // Down from there wraps to the first; Tab closes without switching; ↑ ↓ Return go to the scene again.
        s.handle(.key("tab", time: 0.4))
        s.handle(.key("down", time: 0.5))
        #expect(s.pickerSelection == 0)
        s.handle(.key("tab", time: 0.6))
        #expect(s.pickerSelection == nil && s.definition.id == catalog.scenes.last!.id)
        s.handle(.key("return", time: 0.7))
        #expect(s.definition.id == catalog.scenes.last!.id)
    }

    @Test func rotateTickRateOverlaysAndQuit() {
        let s = sandbox()
        var rotated: Size?
        s.onViewportChange = { rotated = $0 }
        s.handle(.key("r", time: 0.1))
        #expect(s.viewport == Size(width: 852, height: 393))
        #expect(rotated == Size(width: 852, height: 393))
        #expect(s.session.viewport == Size(width: 852, height: 393))
        s.handle(.key("t", time: 0.2))
        #expect(s.hz == 60 && s.session.hz == 60)
        s.handle(.key("h", time: 0.3))
        s.handle(.key("l", time: 0.3))
        #expect(s.session.overlays == [.hotzones, .log])
        s.handle(.key("pagedown", time: 0.4))
        #expect(s.session.overlays == [.hotzones, .log])  // overlays survive scene switches
        #expect(!s.quitRequested)
        s.handle(.key("escape", time: 0.5))
        #expect(s.quitRequested)
    }

    @Test func homeScrollsToTopAndSceneKeysReachTheScene() {
        let s = sandbox("runtime-header")
        var b = TraceBuilder(scene: "runtime-header")
        b.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 200), duration: 0.4, hold: 0.1)
        b.key("e")
        s.replay(b.trace.events, settle: true)
        #expect(s.session.state().header?.height == 300)
        #expect(s.session.state().header?.isStuck == true)  // stuck stays stuck
        s.handle(.key("home", time: s.time + 0.1))
        s.replay([], settle: true, until: s.time + 1)
        #expect(s.session.state().header?.collapse == 0)
        #expect(s.session.state().pages?[0].contentOffset == 0)
    }

    @Test func aHorizontalDragOnTheHeaderPagesOnlyWhenThePolicySaysSo() throws {
        func pageAfterHeaderSwipe(headerDragPages: Bool) -> Int {
            var def = catalog.scene(withID: "profile")!
            def.headerDragPages = headerDragPages
            let session = SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: 120)
            var script = TouchScript()
            script.drag(from: Point(x: 330, y: 150), to: Point(x: 60, y: 155), start: 0.1, duration: 0.2)
            var t = 0.0
            for e in script.events {
                while t + 1.0 / 120 <= e.time {
                    t += 1.0 / 120
                    session.advance(to: t)
                }
                session.handle(.pointer(e))
            }
            while t < 2 {
                t += 1.0 / 120
                session.advance(to: t)
            }
            return session.state().pager!.page
        }
        #expect(pageAfterHeaderSwipe(headerDragPages: false) == 0)
        #expect(pageAfterHeaderSwipe(headerDragPages: true) == 1)
    }

    @Test func slowMotionPauseAndStepMapTheClock() {
        var c = WorkbenchClock(real: 100)
        #expect(c.sim(atReal: 101) == 1)
        c.cycleSpeed(atReal: 101)  // 0.5×
        #expect(c.speed == 0.5)
        #expect(c.sim(atReal: 103) == 2)
        c.cycleSpeed(atReal: 103)
        c.cycleSpeed(atReal: 103)  // 0.1×
        expectClose(c.sim(atReal: 113), 3, within: 1e-9)
        c.togglePause(atReal: 113)
        #expect(c.sim(atReal: 200) == c.sim(atReal: 113))
        c.step(1.0 / 120)
        expectClose(c.sim(atReal: 500), 3 + 1.0 / 120, within: 1e-9)
        c.togglePause(atReal: 500)
        c.cycleSpeed(atReal: 500)  // back to 1×
        expectClose(c.sim(atReal: 501), 4 + 1.0 / 120, within: 1e-9)
    }

    @Test func aLateBatchMovesAsAWholeAndKeepsItsDelayThroughAGesture() {
        var c = WorkbenchClock(real: 0)
        func down(_ t: Double, _ kind: PointerEvent.Kind = .move) -> InputEvent {
            .pointer(PointerEvent(kind, at: Point(x: 0, y: 0), time: t))
        }
        // Shown up to 1.0 s; the batch was stamped at 0.90 and 0.95: moved by 0.1, spacing kept.
        let batch = [down(0.90, .down), down(0.95)]
        c.receive(batch, shown: 1.0)
        let placed = batch.map { c.place($0) }
        expectClose(placed[0].time, 1.0, within: 1e-12)
        expectClose(placed[1].time, 1.05, within: 1e-12)
        // The finger is still down: an on-time batch keeps the same delay.
        c.receive([down(1.2)], shown: 1.05)
        expectClose(c.place(down(1.2)).time, 1.3, within: 1e-12)
        // Fingers up: the delay drops for the next gesture.
        c.receive([down(1.4, .up)], shown: 1.3)
        expectClose(c.place(down(1.4, .up)).time, 1.5, within: 1e-12)
        c.receive([down(2.0, .down)], shown: 1.5)
        expectClose(c.place(down(2.0, .down)).time, 2.0, within: 1e-12)
    }
}
