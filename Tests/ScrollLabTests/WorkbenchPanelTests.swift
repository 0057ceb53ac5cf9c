import Foundation
import SDLTestSupport
import ScrollCore
import ScrollDraw
import ScrollLab
import ScrollScene
@_spi(Testing) import ScrollSession
import ScrollTrace
import ScrollWorkbench
import TestSupport
import Testing

/// The workbench's picture without a window (`WorkbenchShot`, what `--workbench-screenshot` writes):
/// the layout pass keeps every panel label inside the panel, goldens of the whole window, the
/// control row's buttons and the keys that act (or say they do not) in a scene.
@Suite(.serialized) struct WorkbenchPanelTests {
    static let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/reports/recorded-flings.ndjson")

    /// `lanes` phones (feels in preset order) of `profile` after the fixture's three gestures, every
    /// overlay on, in portrait or landscape.
    func lanes(_ n: Int, landscape: Bool, keyMap: Bool = false) throws -> [Sandbox] {
        let trace = try Trace.load(Self.trace.path)
        let feels = n == 1 ? [Feel.ios] : Array(Feel.presets.prefix(n))
        return feels.map { feel in
            let s = SessionFactory.sandbox(catalog: catalog, sceneIndex: 0, device: .fifteen, landscape: landscape, hz: 120, feel: feel)
            s.overlays = Set(OverlayKind.allCases)
            if n > 1 { s.keepsGraph = true }
            s.showsKeyMap = keyMap
            s.replay(trace.events, settle: true)
            return s
        }
    }

    /// Every text the panel draws, with its frame.
    func texts(_ list: DisplayList) -> [(String, Rect)] {
        list.commands.compactMap { c in
            if case .text(let s, let frame, _, _, _, _) = c { return (s, frame) }
            return nil
        }
    }

    @Test(arguments: [(1, false), (1, true), (2, false), (3, false), (4, false), (5, false), (6, false)])
    func everyPanelLabelIsInsideThePanel(lanes n: Int, landscape: Bool) throws {
        for keyMap in [false, true] {
            let shot = WorkbenchShot(try lanes(n, landscape: landscape, keyMap: keyMap), scale: nil)
            let panel = shot.layout.panelRect
            // Sections draw their boxes 8 px left of the text column.
            let box = Rect(x: panel.minX - 8, y: panel.minY, width: panel.width + 8, height: panel.height)
            #expect(
                shot.layout.windowSize.width <= 1440 && shot.layout.windowSize.height <= 860, "the window fits 1440×900 (less a title bar)")
            let all = texts(shot.panel)
            #expect(all.count > 20)
            for (s, f) in all {
                #expect(
                    box.contains(Point(x: f.minX, y: f.minY)) && f.maxX <= box.maxX + 0.5 && f.maxY <= box.maxY + 0.5,
                    "'\(s)' at \(f) leaves the panel \(box) (lanes \(n), landscape \(landscape), key map \(keyMap))")
            }
            if n > 1 { #expect(all.contains { $0.0.contains("rests at") }, "the compare legend is drawn") }
            guard !keyMap else { continue }  // the key map may take the room; the sections below are left out whole
            #expect(all.contains { $0.0 == "Arena — newest first" }, "the log is shown (lanes \(n), landscape \(landscape))")
            #expect(all.contains { $0.0.hasPrefix("Scroll views") }, "the readouts are shown (lanes \(n), landscape \(landscape))")
        }
    }

    @Test func sixLanesSitInTwoRowsOfThreeAndStayReadable() throws {
        let shot = WorkbenchShot(try lanes(6, landscape: false), scale: nil)
        #expect(shot.layout.columns == 3 && shot.layout.rows == 2)
        #expect(shot.layout.scale >= 0.4)
        // The lanes do not overlap and each sits left of the panel.
        for i in 0..<6 {
            #expect(shot.layout.laneBezel(i).maxX < shot.layout.panelRect.minX)
            for j in 0..<i { #expect(!shot.layout.laneBezel(i).intersects(shot.layout.laneBezel(j))) }
        }
    }

    @Test(arguments: [("workbench-portrait", false), ("workbench-landscape", true)])
    func goldenWithEveryOverlay(name: String, landscape: Bool) throws {
        let shot = WorkbenchShot(try lanes(1, landscape: landscape), scale: nil)
        let size = shot.layout.windowSize
        let r = try TestSDL.render(
            shot.layers, width: Int(size.width), height: Int(size.height), hidingCoveredFills: true, background: Theme.desk)
        Snapshot.assertImage(rgba: r.rgba, width: Int(size.width), height: Int(size.height), named: name)
    }

    @Test func theControlRowPressesTheKeysOfTheKeyTable() throws {
        let row = ControlRowSection(
            scene: "profile", device: "15", feel: "ios", hz: 120, overlays: [.log], recording: false, pickerOpen: false)
        let rect = Rect(x: 500, y: 100, width: 420, height: 300)
        var pressed: [String] = []
        var r = row
        r.onKey = { pressed.append($0) }
        for f in row.frames(in: rect) { _ = r.press(at: Point(x: f.midX, y: f.midY), in: rect) }
        #expect(pressed == ["tab", "m", "f", "t", "f9", "f12", "f1", "h", "v", "b", "g", "l"])
        #expect(row.buttons.filter(\.lit).map(\.title) == ["Log"])
        for f in row.frames(in: rect) { #expect(f.maxX <= rect.maxX && f.minX >= rect.minX) }
        #expect(!r.press(at: Point(x: rect.maxX - 1, y: rect.maxY - 1), in: rect))
    }

    @Test func theKeyMapListsOnlyKeysThatActAndTheOthersSaySo() throws {
        func sandbox(_ id: String) throws -> Sandbox {
            let i = try #require(catalog.scenes.firstIndex { $0.id == id })
            return SessionFactory.sandbox(catalog: catalog, sceneIndex: i, device: .fifteen, landscape: false, hz: 120)
        }
        let profile = try sandbox("profile")
        let shown = KeyMapSection(shown: true, acts: profile.acts).rows.map(\.0)
        for k in ["E", "P", "K"] { #expect(!shown.contains(k), "\(k) listed on profile") }
        // C: profile's wrong technique (`list-scroll-to`, #34 item 6).
        for k in ["O", "A", "D", "R", "C", "H V B G L"] { #expect(shown.contains(k), "\(k) missing on profile") }
        func message(_ k: String) throws -> String? { profile.noEffectMessage(for: try #require(KeyAction(key: k).command), key: k) }
        for k in ["e", "p", "k"] { #expect(try message(k)?.contains("does nothing in profile") == true) }
        #expect(try message("c") == nil)
        #expect(try message("e") == "E does nothing in profile: change header height (runtime-header)")
        #expect(try message("o") == nil)
        #expect(try message("r") == nil)
        #expect(KeyMapSection(shown: true, acts: try sandbox("runtime-header").acts).rows.contains { $0.0 == "E" })
        #expect(KeyMapSection(shown: true, acts: try sandbox("bottom-inset").acts).rows.contains { $0.0 == "K" })
        // M: the next phone, the scene restarted on it.
        profile.handle(.key("m", time: 0.5))
        #expect(profile.device == .promax && profile.viewport == Size(width: 430, height: 932))
    }
}

extension WorkbenchPanelTests {
    @Test func outlinedZonesLeaveTheContentReadable() throws {
        let s = SessionFactory.sandbox(catalog: catalog, sceneIndex: 0, device: .fifteen, landscape: false, hz: 120)
        s.overlays = [.hotzones]
        func frames(_ list: DisplayList, _ text: String) -> [Rect] {
            list.commands.compactMap { c in
                if case .text(let t, let f, _, _, _, _) = c, t == text { return f }
                return nil
            }
        }
        let hatched = s.session.displayList()
        s.handle(.key("z", time: 0.1))
        #expect(s.zoneOutlines)
        let outlined = s.session.displayList()
        #expect(outlined.commands.count < hatched.commands.count, "no hatching")
        // The tab strip's tap label no longer sits on the "Posts" tab title, nor any label on an avatar's letter.
        let posts = try #require(frames(outlined, "Posts").first)
        let tapHatched = try #require(frames(hatched, "tabStrip.tap").first)
        let tapOutlined = try #require(frames(outlined, "tabStrip.tap").first)
        #expect(tapHatched.intersects(posts))
        #expect(!tapOutlined.intersects(posts))
        s.handle(.key("2", time: 0.2))  // another scene keeps the mode
        #expect(s.session.hotZonesOutlineOnly)
    }
}
