import ScrollCore
import ScrollDraw

/// A gallery scene: an app technique for nested scrolling (`GalleryTechnique`, the scene's
/// `technique` field) or, after the `c` key, ScrollLab's chain on the same scene — the nested page
/// built from the same file, or the pager whose carousels hand over at their edges. Switching
/// rebuilds the scene at rest, so a trace that presses `c` first replays its gestures through the
/// chain. A badge at the bottom says which one runs.
final class GalleryController: SwitchingSceneController {
    let definition: SceneDefinition
    let viewport: Size
    let technique: GalleryTechnique
    let root: View
    private let host: View
    private let badge: Label
    private(set) var current: SceneController
    private(set) var usesChain = false
    private var feel: Feel = .ios
    private var switches: [SceneState.Event] = []
    private let safeArea: EdgeInsets

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        self.safeArea = safeArea
        technique = def.technique ?? .deadStop
        root = View(id: "gallery", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        host = View(id: "host", frame: Rect(origin: .zero, size: viewport))
        root.addSubview(host)
        badge = Label(
            id: "gallery.badge", text: "",
            frame: Rect(
                x: safeArea.left + 12, y: viewport.height - safeArea.bottom - 36,
                width: viewport.width - 24 - safeArea.left - safeArea.right,
                height: 28),
            fontSize: 13,
            color: .white, alignment: .center, weight: .bold)
        badge.backgroundColor = Color(hex: 0x1C1C1E).withAlpha(0.8)
        badge.cornerRadius = 14
        root.addSubview(badge)
        current = Self.build(def, technique, chain: false, viewport, safeArea)
        host.addSubview(current.root)
        updateBadge()
    }

    private static func build(
        _ def: SceneDefinition, _ technique: GalleryTechnique, chain: Bool, _ viewport: Size, _ safeArea: EdgeInsets
    ) -> SceneController {
        if !technique.isNestedPage {
            return GalleryPagerController(definition: def, viewport: viewport, safeArea: safeArea, handsOver: chain)
        }
        if chain {
            var nested = def
            nested.kind = .nestedPage
            return NestedPageController(definition: nested, viewport: viewport, safeArea: safeArea)
        }
        return GalleryNestedController(definition: def, technique: technique, viewport: viewport, safeArea: safeArea)
    }

    private func updateBadge() {
        badge.text =
            usesChain ? "ScrollLab chain · C: back to \(technique.rawValue)" : "technique: \(technique.rawValue) · C: ScrollLab chain"
        badge.backgroundColor = (usesChain ? Color(hex: 0x248A3D) : Color(hex: 0xC93400)).withAlpha(0.85)
    }

    func handles(_ command: SceneCommand) -> Bool { command == .switchTechnique || current.handles(command) }

    func perform(_ command: SceneCommand, at time: Double) {
        guard command == .switchTechnique else { return current.perform(command, at: time) }
        usesChain.toggle()
        current.root.removeFromParent()
        current.root.detachRecognizers()  // the arena may still hold them: they must not call back
        current = Self.build(definition, technique, chain: usesChain, viewport, safeArea)
        current.apply(feel)
        current.advance(to: time)
        host.addSubview(current.root)
        updateBadge()
        switches.append(SceneState.Event(t: time, name: usesChain ? "switchedToChain" : "switchedToTechnique", page: nil, id: "gallery"))
    }

    func apply(_ feel: Feel) {
        self.feel = feel
        current.apply(feel)
    }

    func writeState(into state: inout SceneState) {
        current.writeState(into: &state)
        state.events = (switches + state.events).sorted { $0.t < $1.t }
        state.gallery = SceneState.Gallery(
            technique: technique.rawValue, running: usesChain ? "chain" : "technique", bug: technique.bug, source: technique.source)
    }
}
