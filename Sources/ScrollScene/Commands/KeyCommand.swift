/// What a key asks for. `KeyBinding.all` maps key names (as SDL and traces spell them) to these;
/// each command is handled by exactly one layer, its `layer`.
public enum KeyCommand: Hashable, Sendable {
    // The window (WorkbenchLoop): its clock and its files. Headless replay ignores them.
    case slowMotion, pause, step, record, screenshot, windowShot, dumpState, saveFeel
    // The sandbox (Sandbox): scenes, orientation, rate, feel, overlays, the panel, quitting.
    case quit, previousScene, nextScene
    case switchScene(Int)
    case rotate, toggleRate, nextFeel, toggleKeyMap
    /// The next phone of `--device` (se → 15 → promax); the scene restarts on it.
    case nextDevice
    /// The live tuner (docs/FEEL.md "Live tuning"): show it, choose a row, step it, reset the feel.
    case toggleTuner, tunerPrevious, tunerNext, tunerStepDown, tunerStepUp, tunerReset
    case toggleOverlay(OverlayKind)
    /// Hot zones hatched ↔ outlines only, labels outside what they name.
    case toggleZoneOutlines
    case togglePicker, pickerUp, pickerDown, pickerOpen
    // The scene (SceneSession and its controller).
    case scene(SceneCommand)

    /// The one layer that handles a command.
    public enum Layer: Sendable {
        /// The window's loop (`WorkbenchLoop`); recorded into a trace only if `isRecorded`.
        case window
        /// `Sandbox`, in the window and in every replay.
        case sandbox
        /// `SceneSession`, which hands it to the scene's controller.
        case scene
    }

    public var layer: Layer {
        switch self {
        case .slowMotion, .pause, .step, .record, .screenshot, .windowShot, .dumpState, .saveFeel: return .window
        case .scene: return .scene
        default: return .sandbox
        }
    }

    /// Whether a window command's key goes into a recording (the clock keys do, to show in the trace
    /// where the user slowed or paused; a replay ignores them).
    public var isRecorded: Bool {
        switch self {
        case .record, .screenshot, .windowShot, .dumpState, .saveFeel: return false
        default: return true
        }
    }
}

/// What a scene's controller does for a key (`SceneController.perform`).
public enum SceneCommand: Hashable, Sendable {
    /// As a tap on the status bar.
    case scrollToTop
    /// The next of the scene's header heights (`header.heights`, e.g. `runtime-header`).
    case cycleHeaderHeight
    /// Slide the pushed page back in (`back-gesture`).
    case pushDetail
    /// Technique and gallery scenes: the app technique ↔ ScrollLab's chain, rebuilt at rest; bug-class
    /// scenes: their `wrongTechnique` on / off in place; a nested page's own technique file: off / on in
    /// place (docs/GALLERY.md, docs/TECHNIQUES.md).
    case switchTechnique
    /// `isScrollEnabled` off / on for the main scroll view (list and paging scenes); off mid-drag
    /// cancels the pan as UIKit's does (the content is released, bouncing back if past an edge). On a
    /// nested page it cycles: lists off → pager off → both on (docs/NESTING.md "isScrollEnabled").
    case toggleScrollEnabled
    /// Nested pages: reload the page shown (seed 004's partial reload), keeping or resetting its
    /// position by `keepsContentScrollPosition`.
    case reloadPage
    /// Nested pages: reload every page (seed 004's global reload), by the same policy.
    case reloadAllPages
    /// Nested pages: the next of the container's bottom insets (`bottomInsets`: a toolbar, a keyboard).
    case cycleBottomInset
    /// Nested pages: scroll the page shown so row `NestedPageController.scrollTargetRow` sits under the
    /// collapsed header, animated with the scroll view's own animation (#34 item 6).
    case scrollToRow
}
