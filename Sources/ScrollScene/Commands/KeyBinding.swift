/// One row of the key table: the keys, how the key map shows them, what they do. `KeyBinding.all` is
/// the only place keys are declared: the window, the sandbox and the scenes look commands up here,
/// the F1 key map (`KeyMapSection`) draws these rows and docs/SANDBOX.md's key table is generated
/// from them (`KeyTableTests`; `SCROLLLAB_RECORD=1` rewrites it).
public struct KeyBinding: Sendable {
    /// Key names as SDL and traces spell them (`f9`, `pagedown`, `1`).
    public let keys: [String]
    /// How the key map shows the keys (`PgUp / PgDn`); nil for keys another row describes.
    public let label: String?
    /// One short line for the key map.
    public let help: String
    /// More for docs/SANDBOX.md (appended to `help` after a space: `— …`).
    public let note: String
    /// The command for `keys[i]`.
    public let command: @Sendable (Int) -> KeyCommand

    init(
        _ keys: [String], _ label: String?, _ help: String, note: String = "",
        _ command: @escaping @Sendable (Int) -> KeyCommand
    ) {
        self.keys = keys
        self.label = label
        self.help = help
        self.note = note
        self.command = command
    }

    init(_ keys: [String], _ label: String?, _ help: String, note: String = "", _ command: KeyCommand) {
        self.init(keys, label, help, note: note) { _ in command }
    }

    /// The command a key asks for; nil for a key nothing uses.
    public static func command(for key: String) -> KeyCommand? {
        for row in all {
            if let i = row.keys.firstIndex(of: key) { return row.command(i) }
        }
        return nil
    }

    /// The first key that asks for `command` (the control row presses it); nil if none does.
    public static func key(for command: KeyCommand) -> String? {
        for row in all {
            if let i = row.keys.indices.first(where: { row.command($0) == command }) { return row.keys[i] }
        }
        return nil
    }

    /// Every key, in key-map order.
    public static let all: [KeyBinding] = [
        KeyBinding(
            ["tab"], "Tab", "scene picker (↑ ↓ Return)",
            note: "— in the panel: every scene; a click opens one, the wheel scrolls the list; Tab closes (recorded as keys)", .togglePicker
        ),
        KeyBinding(["up"], nil, "picker: previous scene", .pickerUp),
        KeyBinding(["down"], nil, "picker: next scene", .pickerDown),
        KeyBinding(["return"], nil, "picker: open the selected scene", .pickerOpen),
        KeyBinding((1...9).map(String.init), "1 – 9", "switch to scene 1 – 9", note: "— the scene restarts") { .switchScene($0) },
        KeyBinding(["pageup"], "PgUp / PgDn", "previous / next scene", .previousScene),
        KeyBinding(["pagedown"], nil, "next scene", .nextScene),
        KeyBinding(
            ["r"], "R", "rotate (portrait / landscape)",
            note: "— the session goes on: clock, page, collapse, reading positions, a running fling ([below](#rotation))", .rotate),
        KeyBinding(
            ["m"], "M", "device: se → 15 → promax",
            note: "— the scene restarts on the new phone (a recording replays it: the key is recorded)", .nextDevice),
        KeyBinding(["t"], "T", "tick rate 60 / 120 Hz", note: "— live", .toggleRate),
        KeyBinding(
            ["f"], "F", "feel: next preset (ios … chromium)",
            note: "— live, kept across scene switches; recorded like every key ([FEEL.md](FEEL.md))", .nextFeel),
        KeyBinding(
            ["u"], "U", "live tuner: sliders for the feel's constants",
            note: "— drag a knob, or the keys below; every change is recorded ([FEEL.md](FEEL.md))", .toggleTuner),
        KeyBinding([";"], "; / '", "tuner: previous / next row", .tunerPrevious),
        KeyBinding(["'"], nil, "tuner: next row", .tunerNext),
        KeyBinding(["["], "[ / ]", "tuner: step the row down / up", .tunerStepDown),
        KeyBinding(["]"], nil, "tuner: step the row up", .tunerStepUp),
        KeyBinding(["0"], "0", "tuner: reset the feel to its preset", .tunerReset),
        KeyBinding(["w"], "W", "save the feel (scrolllab-feel-NAME-N.json)", note: "— `--feel` loads it back", .saveFeel),
        KeyBinding(
            ["home"], "Home", "scroll to top",
            note: "— as a status-bar tap, which also works; on nested pages it expands the header, animated, and a touch stops it",
            .scene(.scrollToTop)),
        KeyBinding(
            ["j"], "J", "scroll to row 30 under the collapsed header (nested)",
            note: "— the scroll view's own 0.3 s animation; header and list move together; a touch stops it", .scene(.scrollToRow)),
        KeyBinding(
            ["e"], "E", "change header height (runtime-header)", note: "— 200 → 300 → 140 pt", .scene(.cycleHeaderHeight)),
        KeyBinding(["p"], "P", "push the page again (back-gesture)", .scene(.pushDetail)),
        KeyBinding(
            ["d"], "D", "scrolling off / on (isScrollEnabled; list, paging, nested)",
            note: "— off mid-drag cancels the pan; the content is released; nested pages cycle lists off → pager off → on",
            .scene(.toggleScrollEnabled)),
        KeyBinding(
            ["o"], "O", "reload this page (nested)",
            note: "— position kept or reset by keepsContentScrollPosition (`reload`, `reload-reset`)", .scene(.reloadPage)),
        KeyBinding(["a"], "A", "reload all pages (nested)", note: "— the same policy for every page", .scene(.reloadAllPages)),
        KeyBinding(
            ["k"], "K", "bottom inset: none → toolbar → keyboard (bottom-inset)",
            note: "— owned by the container; lists keep their reading position", .scene(.cycleBottomInset)),
        KeyBinding(
            ["c"], "C", "the scene's app technique ↔ ScrollLab, where it has one",
            note:
                "— technique and gallery scenes: rebuilt at rest; bug-class scenes and nested pages with their own technique file: in place, a badge while it runs; photo-browser: policy → fractional-contentSize bug → lockedWhileZoomed ([GALLERY.md](GALLERY.md), [TECHNIQUES.md](TECHNIQUES.md))",
            .scene(.switchTechnique)),
        KeyBinding(
            ["h", "v", "b", "g", "l"], "H V B G L", "overlays: zones, velocity, bounds, graph, log",
            note: "([OVERLAYS.md](OVERLAYS.md))"
        ) { .toggleOverlay([.hotzones, .velocity, .bounds, .graph, .log][$0]) },
        KeyBinding(
            ["z"], "Z", "hot zones: hatched ↔ outlines only",
            note: "— outlines only put each label just outside the zone it names, off the content", .toggleZoneOutlines),
        KeyBinding(["s"], "S", "slow motion 1× / 0.5× / 0.25× / 0.1×", .slowMotion),
        KeyBinding(["space"], "Space / N", "pause / step one tick", .pause),
        KeyBinding(["n"], nil, "step one tick while paused", .step),
        KeyBinding(
            ["f9"], "F9", "start / stop recording (scrolllab-recording-N.ndjson)", note: "([TRACE.md](TRACE.md))", .record),
        KeyBinding(["f10"], "F10", "save the phone (scrolllab-screenshot-N.png)", .screenshot),
        KeyBinding(["f11"], "F11", "dump the state (scrolllab-state-N.json)", .dumpState),
        KeyBinding(
            ["f12"], "F12", "save the whole window (scrolllab-workbench-N.png)",
            note: "— phone and instrument panel, as drawn (README's screenshot is one)", .windowShot),
        KeyBinding(["f1", "?", "/"], "F1 or ?", "show / hide this key map", .toggleKeyMap),
        KeyBinding(["escape"], "Esc", "quit", .quit),
    ]
}

extension KeyBinding {
    /// docs/SANDBOX.md's key table: every listed row, its help and its note.
    public static var markdownTable: String {
        var lines = ["| key | action |", "|---|---|"]
        for row in all {
            guard let label = row.label else { continue }
            lines.append("| \(label) | \(row.help)\(row.note.isEmpty ? "" : " " + row.note) |")
        }
        return lines.joined(separator: "\n")
    }
}
