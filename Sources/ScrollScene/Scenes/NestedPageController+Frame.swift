import ScrollCore

/// The page's frame (#40 item 6): the safe area in the lists' bottom inset
/// (`contentInsetAdjustmentBehavior`), the home indicator, and the frame's part of the state JSON.
extension NestedPageController {
    /// The resolved inset adjustment (absent: `automatic`, UIKit's default).
    static func insetAdjustment(_ def: SceneDefinition) -> SceneDefinition.ContentInsetAdjustment {
        def.contentInsetAdjustmentBehavior ?? .automatic
    }

    /// UIKit's adjusted content inset at the bottom: with `automatic`, lists reaching the screen's
    /// bottom end the safe area's bottom higher; above a bottom tab bar (which holds the safe area)
    /// or with `never`, 0.
    static func safeAreaBottomInset(_ def: SceneDefinition, safeArea: EdgeInsets) -> Double {
        guard insetAdjustment(def) == .automatic, !(def.bottomTabBar ?? false) else { return 0 }
        return safeArea.bottom
    }

    /// `homeIndicator` on a device that has one, without a bottom tab bar (the bar draws its own).
    static func homeIndicatorView(_ def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) -> HomeIndicatorView? {
        guard def.homeIndicator ?? false, !(def.bottomTabBar ?? false) else { return nil }
        return HomeIndicatorView(viewport: viewport, safeBottom: safeArea.bottom)
    }

    /// Layout warnings, one line each (a header too short for its carousel).
    var frameWarnings: [String] { [headerCarousel?.warning].compactMap { $0 } }

    /// Whether the frame does anything the state should show: the lists take in the safe area, a home
    /// indicator, a carousel with options, or a warning. (A trace from before the fields replays none
    /// of them, so its state JSON is what it was.)
    var showsFrame: Bool {
        page.safeAreaBottomInset > 0 || (definition.homeIndicator ?? false) || (headerCarousel?.options.hasOptions ?? false)
            || !frameWarnings.isEmpty
    }

    func writeFrame(into state: inout SceneState) {
        guard showsFrame else { return }
        var frame = SceneState.Frame(
            contentInsetAdjustmentBehavior: Self.insetAdjustment(definition).rawValue, adjustedBottomInset: page.safeAreaBottomInset)
        if let bar = container.view(withID: "bottomTabBar") { frame.bottomTabBar = SceneState.Box(bar.frameInRoot) }
        if container.view(withID: "bottomTabBar") != nil, safeArea.bottom > 0 {
            // The bar draws the indicator at its bottom, the screen's.
            frame.homeIndicator = SceneState.Box(HomeIndicatorView.frame(width: viewport.width, bottom: viewport.height))
        }
        if let h = homeIndicator { frame.homeIndicator = SceneState.Box(h.frameInRoot) }
        if let c = headerCarousel {
            frame.carousel = SceneState.Carousel(
                frame: SceneState.Box(c.view.frameInRoot), page: c.page, pageCount: c.pageCount,
                autoScrollInterval: c.options.autoScrollInterval, nextAdvance: c.nextFire)
        }
        let warnings = frameWarnings
        frame.warnings = warnings.isEmpty ? nil : warnings
        state.frame = frame
    }
}
