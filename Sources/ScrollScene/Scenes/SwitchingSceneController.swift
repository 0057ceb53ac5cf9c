import ScrollCore

/// A scene that runs one of two controllers at a time — an app's technique or ScrollLab's chain,
/// switched by C — and answers the scene's questions from the one running (`GalleryController`,
/// `TechniqueSceneController`).
protocol SwitchingSceneController: SceneController {
    var current: SceneController { get }
}

extension SwitchingSceneController {
    func layout(time: Double) { current.layout(time: time) }
    func advance(to time: Double) { current.advance(to: time) }
    func scrollToTop(at time: Double) { current.scrollToTop(at: time) }
    var isIdle: Bool { current.isIdle }
    func invariantViolations() -> [String] { current.invariantViolations() }
    func scrollInfos() -> [ScrollViewInfo] { current.scrollInfos() }
    func marks() -> SceneMarks { current.marks() }
}
