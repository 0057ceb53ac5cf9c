import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollScene
import ScrollWorkbench

/// What the workbench window shows, as layers to render: the chrome (bezels, the recording dot, the
/// lane names of `--compare`), the instrument panel and every phone. The window builds one each
/// frame (`WorkbenchLoop.draw`); `--headless --workbench-screenshot` renders one offscreen, so the
/// file shows what the window would (docs/SANDBOX.md, "Files the window writes").
struct WorkbenchFrame {
    /// Every phone, lane 0 first (the one the panel describes).
    let lanes: [Sandbox]
    let layout: WindowLayout
    /// The panel's status lines (recording, slow motion, replay) and the last file message.
    var status: [String] = []
    var notice: String?
    var recording = false
    /// The scene picker as drawn (nil while closed).
    var picker: ScenePickerSection?
    /// The control row's presses, as keys (the window feeds them like typed keys); nil: not clickable.
    var controlKey: ((String) -> Void)?
    /// The feel name being typed in the tuner's title (#33), if any.
    var naming: String?

    var sandbox: Sandbox { lanes[0] }

    /// The instrument panel's sections, top to bottom: the control row, the scene and status, the
    /// picker (Tab), the compare graph, the key map, the tuner, then the read overlays that are on. A
    /// new section goes here (docs/OVERLAYS.md).
    func sections() -> [any PanelSection] {
        var info = SceneInfoSection(
            sceneTitle: sandbox.definition.title, sceneIndex: sandbox.sceneIndex, sceneCount: sandbox.catalog.scenes.count,
            device: sandbox.device.displayName, hz: sandbox.hz)
        info.status = status
        info.notice = notice
        info.feel = sandbox.session.feel.name
        var sections: [any PanelSection] = [controls(), info]  // the buttons first: status lines never move them
        if let picker { sections.append(picker) }
        let (tail, tailHeight) = readOverlays()
        let keys = KeyMapSection(shown: sandbox.showsKeyMap, acts: { sandbox.acts($0) })
        if lanes.count > 1 {
            let data = CompareGraph.lanes(lanes.map(\.session.feel.name), lanes.map(\.session.history))
            let below = (keys.shown ? 0 : 18 + InstrumentPanel.gap) + tailHeight
            sections.append(CompareSection(lanes: data.lanes, view: data.view, leaves: below))
        }
        sections.append(keys)
        if sandbox.showsTuner && lanes.count == 1 {
            var tuning = TuningSection(feel: sandbox.session.feel, selection: sandbox.tunerSelection)
            tuning.naming = naming
            sections.append(tuning)
        }
        return sections + tail
    }

    /// The read overlays that are on, and the least height they take (the graph compact, the log's
    /// minimum): what the sections above them leave free in a short window.
    func readOverlays() -> ([any PanelSection], Double) {
        let on = sandbox.overlays
        guard !on.isEmpty else { return ([], 0) }
        let context = sandbox.session.overlayContext()
        var tail: [any PanelSection] = []
        var least = 0.0
        if on.contains(.hotzones) {
            tail.append(HotZoneLegendSection())
            least += HotZoneLegendSection.height + InstrumentPanel.gap
        }
        let logLeast = on.contains(.log) ? LogSection.minimumHeight + InstrumentPanel.gap : 0
        if on.contains(.graph) && lanes.count > 1 {
            // `--compare`: the compare graph above plots every lane; the readouts stay.
            tail.append(ReadoutsSection(context: context))
            least += ReadoutsSection.height(rows: context.scrollViews.count) + InstrumentPanel.gap
        } else if on.contains(.graph) {
            let readouts = ReadoutsSection.height(rows: context.scrollViews.count) + InstrumentPanel.gap
            tail.append(GraphSection(context: context, leaves: readouts + logLeast))
            tail.append(ReadoutsSection(context: context))
            least += GraphSection.compact + InstrumentPanel.gap + readouts
        }
        if on.contains(.log) { tail.append(LogSection(context: context)) }
        return (tail, least + logLeast)
    }

    /// The control row: what it shows is the sandbox's state; a press becomes a key.
    func controls() -> ControlRowSection {
        var row = ControlRowSection(
            scene: sandbox.definition.id, device: sandbox.device.rawValue, feel: sandbox.session.feel.name, hz: sandbox.hz,
            overlays: sandbox.overlays, recording: recording, pickerOpen: picker != nil, zoneOutlines: sandbox.zoneOutlines)
        row.onKey = controlKey
        return row
    }

    /// The bezels and screens of every lane, the recording dot, the lane names (window pixels).
    func chrome() -> DisplayList {
        var chrome = layout.chrome(screenRadius: sandbox.session.screen.cornerRadius)
        if recording {
            let b = layout.bezelRect
            let s = layout.scale
            chrome.roundedRect(
                Rect(x: b.maxX - 40 * s, y: b.minY + 4 * s, width: 8 * s, height: 8 * s), radius: 4 * s, Color(hex: 0xFF3B30))
        }
        guard lanes.count > 1 else { return chrome }
        for (i, lane) in lanes.enumerated() {
            let r = layout.laneRect(i)
            let top = layout.laneBezel(i).minY - WindowLayout.margin + 2
            chrome.roundedRect(Rect(x: r.minX, y: top + 4, width: 12, height: 12), radius: 3, CompareGraph.color(i))
            chrome.text(
                lane.session.feel.name, in: Rect(x: r.minX + 18, y: top, width: r.width - 18, height: 20), size: 14, .white, weight: .bold)
        }
        return chrome
    }

    /// Everything to render, back to front, with the panel as rendered (`InstrumentPanel.render`).
    func layers(panel: DisplayList) -> [(DisplayList, RenderTransform)] {
        var layers: [(DisplayList, RenderTransform)] = [(chrome(), RenderTransform()), (panel, RenderTransform())]
        for (i, lane) in lanes.enumerated() {
            let r = layout.laneRect(i)
            layers.append(
                (lane.session.displayList(), RenderTransform(originX: r.minX, originY: r.minY, scale: layout.scale, clip: lane.viewport)))
        }
        return layers
    }
}
