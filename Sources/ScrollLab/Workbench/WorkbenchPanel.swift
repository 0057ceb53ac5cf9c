import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollWorkbench

/// The instrument panel as the window last drew it, and the mouse and keys on it: a control-row
/// button is its key, as if typed; a click on a scene picker row opens that scene and the wheel over
/// the picker scrolls its rows (the window's view only: not recorded); a press or drag on a tuner row
/// edits the feel, a click on the tuner's title types the feel's name (docs/FEEL.md "Live tuning").
/// Edits are `PanelEdit`s, recorded as the keys they always were.
final class WorkbenchPanel {
    /// What a pointer or wheel on the panel asks for.
    enum Press: Equatable {
        /// A control-row button: its key, as if typed.
        case key(String)
        /// A tuner slider or model, a picker row.
        case edit(PanelEdit)
        /// Taken by the panel, nothing more (the picker scrolled, the name entry opened, a drag over
        /// a model row).
        case used
    }

    private var panel = InstrumentPanel(sections: [])
    private var frames: [Rect] = []
    /// The tuner as last drawn and its frame (window pixels).
    private(set) var tuner: (section: TuningSection, frame: Rect)?
    /// A slider being dragged: the pointer and the row.
    private var sliderDrag: (pointer: Int64, row: Int)?
    /// The feel's name being typed in the tuner (a click on its title starts it).
    private(set) var naming: FeelNameEntry?
    /// The picker's scroll (pixels), its frame as last drawn, the selection last scrolled into view.
    private var pickerScroll = 0.0
    private var pickerFrame: Rect?
    private var revealedSelection: Int?
    /// The key a control-row button just asked for (set by the section's press).
    private var pressedKey: String?

    /// What the panel takes of a routed pointer or wheel event (`sandbox`: lane 0, the one the panel
    /// shows); nil: not the panel's (the phones get it).
    func take(_ r: PointerRouter.Routed, sandbox: Sandbox) -> Press? {
        guard let w = r.window else { return nil }
        switch r.event {
        case .wheel(_, let delta, _):
            guard let frame = pickerFrame, let picker = picker(sandbox), frame.contains(w) else { return nil }
            pickerScroll = picker.clamped(pickerScroll - delta.y * ScenePickerSection.wheelFactor, in: frame)
            return .used
        case .pointer(let p):
            if p.kind == .down, let frame = pickerFrame, let edit = picker(sandbox)?.openEdit(at: w, in: frame) { return .edit(edit) }
            if let press = slider(p, at: w, onPhone: r.onPhone, sandbox: sandbox) { return press }
            guard p.kind == .down, !r.onPhone, panel.press(at: w, frames: frames) else { return nil }
            defer { pressedKey = nil }
            return pressedKey.map(Press.key) ?? .used
        case .key:
            return nil
        }
    }

    /// A press on a tuner row, or a move of the pointer dragging one: its edit, `.used` when it
    /// makes none (a drag over a model row, a click on the title); nil for every other pointer event.
    private func slider(_ p: PointerEvent, at w: Point, onPhone: Bool, sandbox: Sandbox) -> Press? {
        guard let tuner else { return nil }
        let row: Int
        if p.kind == .down {
            guard !onPhone else { return nil }
            if tuner.section.isTitle(w, in: tuner.frame) {
                naming = FeelNameEntry(text: sandbox.session.feel.name)
                return .used
            }
            guard let r = tuner.section.row(at: w, in: tuner.frame) else { return nil }
            row = r
            sliderDrag = (p.id, r)
        } else {
            guard let drag = sliderDrag, drag.pointer == p.id else { return nil }
            row = drag.row
            if p.kind == .up || p.kind == .cancel { sliderDrag = nil }
        }
        return tuner.section.edit(row: row, atX: w.x, in: tuner.frame, pressed: p.kind == .down).map(Press.edit) ?? .used
    }

    /// A key while the feel's name is typed: the name edit Return makes; nil while typing and when
    /// Escape cancels.
    func type(_ key: String) -> PanelEdit? {
        guard var entry = naming else { return nil }
        switch entry.type(key) {
        case .typing:
            naming = entry
            return nil
        case .cancelled:
            naming = nil
            return nil
        case .done(let name):
            naming = nil
            return .nameFeel(name)
        }
    }

    /// The picker as it is drawn now (nil while closed): the sandbox's selection, the window's scroll.
    func picker(_ sandbox: Sandbox) -> ScenePickerSection? {
        guard let selection = sandbox.pickerSelection else { return nil }
        return ScenePickerSection(
            titles: sandbox.catalog.scenes.map { ($0.id, $0.title) }, selection: selection, current: sandbox.sceneIndex,
            scroll: pickerScroll)
    }

    /// Lays the panel of `frame` out — once; again only when the picker scrolled to show a selection
    /// that changed (keys, or the picker just opened) — and returns everything to render.
    func compose(_ frame: WorkbenchFrame) -> [(DisplayList, RenderTransform)] {
        var frame = frame
        frame.picker = picker(frame.sandbox)
        frame.controlKey = { [unowned self] in self.pressedKey = $0 }
        var rendered = layOut(frame)
        let pickerAt = panel.sections.firstIndex { $0 is ScenePickerSection }
        if reveal(frame.picker, in: pickerAt.map { rendered.frames[$0] }) {
            frame.picker = picker(frame.sandbox)
            rendered = layOut(frame)
        }
        return frame.layers(panel: rendered.list)
    }

    private func layOut(_ frame: WorkbenchFrame) -> (list: DisplayList, frames: [Rect]) {
        panel = InstrumentPanel(sections: frame.sections())
        let rendered = panel.render(in: frame.layout.panelRect, size: frame.layout.windowSize)
        frames = rendered.frames
        tuner = nil
        for (section, f) in zip(panel.sections, frames) {
            if let t = section as? TuningSection { tuner = (t, f) }
        }
        return rendered
    }

    /// Notes the picker's frame; a selection that changed is scrolled into view. True if the
    /// scroll moved.
    private func reveal(_ picker: ScenePickerSection?, in frame: Rect?) -> Bool {
        pickerFrame = frame
        guard let frame, let picker else {
            revealedSelection = nil
            pickerScroll = 0
            return false
        }
        guard picker.selection != revealedSelection else { return false }
        revealedSelection = picker.selection
        let s = picker.revealing(picker.selection, in: frame)
        defer { pickerScroll = s }
        return s != pickerScroll
    }
}
