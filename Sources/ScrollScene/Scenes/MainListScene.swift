import ScrollCore
import ScrollDraw

/// A scene of one list engine (`main`) driven by the list's pan, with the status bar's tap, D and a C
/// switch (`chat-history`, `quick-return-header`, `stretch-header`, `self-sizing`): one set of keys and one
/// way of wiring the list, for all of them.
protocol MainListScene: SceneController {
    var model: ScrollView { get }
    var driver: ScrollViewPanDriver? { get }
    var log: ScrollEventLog { get }
    /// C: what the scene switches (logged by the scene).
    func switchTechnique(at time: Double)
}

extension MainListScene {
    /// C switches the technique; Home and the status bar scroll to the top; D toggles scrolling.
    func handles(_ command: SceneCommand) -> Bool {
        command == .scrollToTop || command == .switchTechnique || (command == .toggleScrollEnabled && driver != nil)
    }

    func perform(_ command: SceneCommand, at time: Double) {
        switch command {
        case .scrollToTop: scrollToTop(at: time)
        case .toggleScrollEnabled: driver?.toggleScrollEnabled(log: log, at: time)
        case .switchTechnique: switchTechnique(at: time)
        default: break
        }
    }
}

/// The wiring every `MainListScene` shares.
enum MainList {
    /// The scene's root: the viewport, clipping.
    static func root(_ viewport: Size) -> View {
        let root = View(id: "root", frame: Rect(origin: .zero, size: viewport))
        root.clipsToBounds = true
        return root
    }

    /// The list (`main`) from `top` to the viewport's bottom, inside the safe area's sides, in `root`.
    static func list(
        in root: View, rowCount: Int, heights: RowHeights, rowTitle: String, top: Double, viewport: Size, safeArea: EdgeInsets
    ) -> ListView {
        let list = ListView(
            id: "main", rowCount: rowCount, heights: heights, rowTitle: rowTitle,
            frame: Rect(x: 0, y: top, width: viewport.width, height: viewport.height - top))
        list.safeInsets = EdgeInsets(left: safeArea.left, right: safeArea.right)
        root.addSubview(list)
        return list
    }

    /// A status bar over a band of `band` (a header's colour under it), in `root`.
    static func statusBar(in root: View, band color: Color, width: Double, height: Double) -> StatusBarView {
        let band = View(id: "statusBar.band", frame: Rect(x: 0, y: 0, width: width, height: height))
        band.backgroundColor = color
        root.addSubview(band)
        let status = StatusBarView(width: width, height: height)
        root.addSubview(status)
        return status
    }

    /// The list's engine `main`: the list's size, `contentHeight` of content, bouncing unless the scene
    /// says not, reporting to `log`.
    static func engine(for list: View, contentHeight: Double, bounces: Bool?, log: ScrollEventLog) -> ScrollView {
        let model = ScrollView(id: "main", boundsSize: list.frame.size, contentSize: Size(width: list.frame.width, height: contentHeight))
        model.bounces = bounces ?? true
        model.alwaysBounceVertical = model.bounces
        model.delegate = log
        return model
    }

    /// The list's pan (`main.pan`) driving `model`.
    static func driver(on list: View, for model: ScrollView) -> ScrollViewPanDriver {
        let pan = PanGestureRecognizer(name: "main.pan")
        list.addGestureRecognizer(pan)
        return ScrollViewPanDriver(scrollView: model, pan: pan)
    }

    /// The status bar's tap (`statusBar.tap`) runs `action` (the scene's scroll to top).
    static func onStatusBarTap(_ status: View, _ action: @escaping () -> Void) {
        let tap = TapGestureRecognizer(name: "statusBar.tap")
        tap.onAction { g in
            guard g.state == .recognized else { return }
            action()
        }
        status.addGestureRecognizer(tap)
    }
}
