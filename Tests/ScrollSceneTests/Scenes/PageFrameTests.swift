import Foundation
import ScrollCore
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

/// The page's frame fields (#40 item 6) on an iPhone 15 (393 × 852, safe area 59 top, 34 bottom):
/// the lists' bottom inset (`contentInsetAdjustmentBehavior`), the home indicator, the bottom tab bar
/// and the header carousel's place, options and timer.
@Suite struct PageFrameTests {
    /// A shop page as a user writes it: a header, a strip, one long tab.
    static func shop(_ extra: String = "", header: String = #""height": 220, "title": "Shop""#) throws -> SceneDefinition {
        let text = """
            {"id": "shop", "title": "Shop", "header": {\(header)}, "tabStrip": {"height": 44, "titles": ["Deals"]},
             "pages": [{"rows": 40}], "rowHeight": 72\(extra)}
            """
        return try SceneCatalog.parse(Data(text.utf8), label: "shop.json")
    }

    static func session(_ def: SceneDefinition, hz: Int = 120) -> SceneSession {
        SceneSession(definition: def, viewport: Size(width: 393, height: 852), hz: hz)
    }

    /// Flings the list up until it rests at its end; returns the last row's bottom, viewport points.
    static func lastRowBottomAtEnd(_ s: SceneSession) -> Double {
        var script = TouchScript(hz: Double(s.hz))
        for k in 0..<4 {
            script.drag(
                from: Point(x: 200, y: 760), to: Point(x: 200, y: 300), start: 0.1 + Double(k) * 1.5, duration: 0.1, profile: .easeIn)
        }
        run(s, script.events, until: script.endTime + 4)
        let st = s.state()
        let listTop = st.header!.height - st.header!.collapse + 44
        return listTop + st.pages![0].contentHeight - st.pages![0].contentOffset
    }

    @Test func automaticEndsTheLastRowAboveTheHomeIndicatorAsUIKit() throws {
        let s = Self.session(try Self.shop(#", "homeIndicator": true"#))
        let bottom = Self.lastRowBottomAtEnd(s)
        let frame = try #require(s.state().frame)
        #expect(frame.contentInsetAdjustmentBehavior == "automatic")
        #expect(frame.adjustedBottomInset == 34)
        // The indicator: 134 × 5 pt, 8 pt above the screen's bottom, centred.
        #expect(frame.homeIndicator == SceneState.Box(Rect(x: 129.5, y: 839, width: 134, height: 5)))
        #expect(abs(bottom - 818) < 1e-6)  // 852 − 34: 21 pt clear above the indicator's top (839)
        #expect(s.root.view(withID: "homeIndicator") != nil)
    }

    @Test func neverEndsItUnderTheHomeIndicator34PointsLower() throws {
        let s = Self.session(try Self.shop(#", "contentInsetAdjustmentBehavior": "never""#))
        let bottom = Self.lastRowBottomAtEnd(s)
        #expect(abs(bottom - 852) < 1e-6)
        #expect(s.state().frame == nil)  // nothing to show: no inset taken in, no indicator, no carousel
        #expect(s.root.view(withID: "homeIndicator") == nil)
    }

    @Test func aBottomTabBarHoldsTheSafeAreaAndDrawsTheIndicator() throws {
        let s = Self.session(try Self.shop(#", "bottomTabBar": true, "homeIndicator": true"#))
        let bottom = Self.lastRowBottomAtEnd(s)
        let frame = try #require(s.state().frame)
        #expect(frame.bottomTabBar == SceneState.Box(Rect(x: 0, y: 769, width: 393, height: 83)))
        #expect(frame.adjustedBottomInset == 0)
        #expect(abs(bottom - 769) < 1e-6)  // the bar's top
        #expect(frame.homeIndicator == SceneState.Box(Rect(x: 129.5, y: 839, width: 134, height: 5)))
        #expect(s.root.view(withID: "homeIndicator") == nil)  // the bar draws it
    }

    @Test func anSEHasNoHomeIndicatorAndNoBottomSafeArea() throws {
        let screen = DeviceScreen(.se, landscape: false)
        let s = SceneSession(
            definition: try Self.shop(#", "homeIndicator": true"#), viewport: Size(width: 375, height: 667), hz: 120, screen: screen)
        #expect(s.state().frame?.homeIndicator == nil)
        #expect(s.state().frame?.adjustedBottomInset == 0)
    }

    @Test func theStateJSONNamesTheFrameKeys() throws {
        let s = Self.session(
            try Self.shop(
                #", "homeIndicator": true"#,
                header: #""height": 320, "title": "Shop", "carousel": {"count": 4, "height": 140, "autoScrollInterval": 3}"#))
        guard case .object(let o)? = s.state().json.object?["frame"] else {
            Issue.record("no frame")
            return
        }
        #expect(o.keys.sorted() == ["adjustedBottomInset", "carousel", "contentInsetAdjustmentBehavior", "homeIndicator"])
        guard case .object(let c)? = o["carousel"] else {
            Issue.record("no carousel")
            return
        }
        #expect(c.keys.sorted() == ["autoScrollInterval", "frame", "nextAdvance", "page", "pageCount"])
    }
}
