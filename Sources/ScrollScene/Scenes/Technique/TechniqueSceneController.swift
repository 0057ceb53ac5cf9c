import ScrollCore

/// A technique scene with its C switch: the app's rules on the real views (`TechniqueController`) or,
/// after the `c` key, ScrollLab's chain on the same page — the nested page built from the same file
/// (its header, strip and pages) — rebuilt at rest at each switch, as a gallery scene does, so a trace
/// that presses `c` first replays its gestures through the chain. The state's `technique.running`
/// says which runs (`rules` or `chain`); each switch is an event (`switchedToChain`, `switchedToRules`).
/// While the rules run a badge at the bottom names the technique, as a nested page's does.
final class TechniqueSceneController: SwitchingSceneController {
    let definition: SceneDefinition
    let viewport: Size
    let root: View
    /// Holds the running controller's root, under the session's overlay.
    private let host: View
    private let safeArea: EdgeInsets
    private(set) var current: SceneController
    private(set) var usesChain = false
    private var feel: Feel = .ios
    private var switches: [SceneState.Event] = []
    /// `app technique: NAME · C: ScrollLab`, shown while the rules run (hidden on the chain).
    let badge: Label

    init(definition def: SceneDefinition, viewport: Size, safeArea: EdgeInsets) {
        definition = def
        self.viewport = viewport
        self.safeArea = safeArea
        root = View(id: "technique", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        host = View(id: "technique.host", frame: Rect(origin: .zero, size: viewport))
        root.addSubview(host)
        current = Self.build(def, chain: false, viewport, safeArea)
        host.addSubview(current.root)
        badge = NestedPageController.techniqueBadge(viewport: viewport, safeArea: safeArea)
        let name = def.appTechnique?.name ?? "technique"
        badge.text = NestedPageController.techniqueBadgeText(name, badgeWidth: badge.frame.width)
        root.addSubview(badge)
    }

    private static func build(_ def: SceneDefinition, chain: Bool, _ viewport: Size, _ safeArea: EdgeInsets) -> SceneController {
        guard chain else { return TechniqueController(definition: def, viewport: viewport, safeArea: safeArea) }
        var nested = def
        nested.kind = .nestedPage
        nested.appTechnique = nil
        if let rc = def.appTechnique?.tree?.rowCarousel {
            // The chain's carousel rows: a nested page's `carouselEvery`, its first at the same row.
            let views = TechniqueViews(def.appTechnique?.tree)
            nested.pages = (0..<views.pageCount).map { i in
                var p = def.techniquePage(i)
                if views.rowCarouselPages.contains(i) { p.carouselEvery = rc.row + 1 }
                return p
            }
        }
        return NestedPageController(definition: nested, viewport: viewport, safeArea: safeArea)
    }

    func handles(_ command: SceneCommand) -> Bool { command == .switchTechnique || current.handles(command) }

    func perform(_ command: SceneCommand, at time: Double) {
        guard command == .switchTechnique else { return current.perform(command, at: time) }
        rebuild(chain: !usesChain, at: time)
        switches.append(SceneState.Event(t: time, name: usesChain ? "switchedToChain" : "switchedToRules", page: nil, id: "technique"))
    }

    private func rebuild(chain: Bool, at time: Double) {
        usesChain = chain
        current.root.removeFromParent()
        current.root.detachRecognizers()  // the arena may still hold them: they must not call back
        current = Self.build(definition, chain: chain, viewport, safeArea)
        current.apply(feel)
        current.advance(to: time)
        host.addSubview(current.root)
        badge.isHidden = chain
    }

    func adopt(_ old: SceneController, at time: Double) {
        guard let old = old as? TechniqueSceneController else { return }
        if old.usesChain { rebuild(chain: true, at: time) }
        switches = old.switches
        current.adopt(old.current, at: time)
    }

    func apply(_ feel: Feel) {
        self.feel = feel
        current.apply(feel)
    }

    func writeState(into state: inout SceneState) {
        current.writeState(into: &state)
        if !switches.isEmpty { state.events = (switches + state.events).sorted { $0.t < $1.t } }
        if usesChain {
            let program = try? TechniqueProgram.compile(definition.appTechnique ?? AppTechnique())
            state.technique = SceneState.Technique(name: program?.name ?? "technique", rules: [], variables: [])
        }
        state.technique?.running = usesChain ? "chain" : "rules"
    }
}
