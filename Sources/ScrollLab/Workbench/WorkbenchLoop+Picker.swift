import ScrollCore
import ScrollInput
import ScrollScene
import ScrollWorkbench

/// The scene picker with the mouse: a click on a row becomes the `scene=ID` key (recorded, handed to
/// every lane like any key), the wheel over the picker scrolls its rows (the window's view only: not
/// recorded, not the scene's); ↑ ↓ scroll the selection into view.
extension WorkbenchLoop {
    /// The picker as it is drawn now (nil while closed): the sandbox's selection, the window's scroll.
    func pickerSection() -> ScenePickerSection? {
        guard let selection = sandbox.pickerSelection else { return nil }
        return ScenePickerSection(
            titles: sandbox.catalog.scenes.map { ($0.id, $0.title) }, selection: selection, current: sandbox.sceneIndex,
            scroll: pickerScroll)
    }

    /// After the panel was laid out: the picker's frame; a selection that changed (keys, or the picker
    /// just opened) is scrolled into view. True if the scroll moved (the panel is drawn again).
    func notePicker(frame: Rect?) -> Bool {
        pickerFrame = frame
        guard let frame, let picker = pickerSection() else {
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

    /// `e` as the picker takes it: a press on a row → the `scene=ID` key; a wheel over the picker
    /// scrolls it and is used up (nil); anything else unchanged.
    func pickerInput(_ e: InputEvent) -> InputEvent? {
        guard let frame = pickerFrame, let picker = pickerSection() else { return e }
        switch e {
        case .pointer(let p) where p.kind == .down:
            guard let key = picker.openKey(at: windowPoint(p.position), in: frame) else { return e }
            return .key(key, time: p.time)
        case .wheel(let position, let delta, _):
            guard frame.contains(windowPoint(position)) else { return e }
            pickerScroll = picker.clamped(pickerScroll - delta.y * ScenePickerSection.wheelFactor, in: frame)
            return nil
        default:
            return e
        }
    }

    /// A viewport point (as input events carry them) in window pixels.
    func windowPoint(_ p: Point) -> Point {
        let vr = layout.viewportRect
        return Point(x: vr.minX + p.x * layout.scale, y: vr.minY + p.y * layout.scale)
    }
}
