import Foundation
import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// The scenes `check` and `report` replay on in place of the ones traces embed (docs/CHECK.md, "Which
/// definition wins"): a scene given for this run is the current definition of its id, and wins over a
/// trace's embedded one. Any other trace replays on what it embeds, as every mode does.
///
/// What counts as given differs by mode, on purpose. For `check` (a page owner's CI) it is
/// `--scene FILE.json`, `--scene ID` (that id's definition in the catalogue, a built-in's too), and
/// every scene of `--scenes DIR` and of `SCROLLLAB_SCENES`. For `report` (a page to share) only
/// `--scene`: a folder there only fills in a scene a trace does not embed, so a colleague's trace keeps
/// its page on a machine whose `SCROLLLAB_SCENES` holds an older scene of the same id.
struct CurrentScenes: Sendable {
    /// The current definitions, by id.
    let current: [String: SceneDefinition]
    /// The most field differences one line names.
    static let fieldsShown = 4

    init(current: [String: SceneDefinition]) {
        self.current = current
    }

    /// The definitions `options` gives, from `catalog` (built from `options.sources`): scenes read
    /// from anywhere but `builtIn` (the installation's scenes folder), and the ids `--scene` names.
    /// - Throws: `UsageError` for a `--scene ID` the catalogue does not hold.
    init(_ options: CheckOptions, catalog: SceneCatalog, builtIn: URL?) throws(UsageError) {
        var current: [String: SceneDefinition] = [:]
        let builtInPath = builtIn.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
        for scene in catalog.scenes {
            guard let file = catalog.files[scene.id] else { continue }
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
            if folder != builtInPath { current[scene.id] = scene }
        }
        for spec in options.scenes where !SceneSources.isFile(spec) {
            guard let scene = catalog.scene(withID: spec) else {
                throw UsageError("--scene: unknown scene '\(spec)'; scrolllab --list-scenes lists them")
            }
            current[spec] = scene
        }
        self.current = current
    }

    /// Only the scenes `--scene` names (`report`): a file by the id it defines, an id as the
    /// catalogue (built from the same sources, the files included) holds it.
    /// - Throws: `UsageError` for an id the catalogue does not hold.
    init(given specs: [String], catalog: SceneCatalog) throws(UsageError) {
        var current: [String: SceneDefinition] = [:]
        for spec in specs {
            let id = SceneSources.sceneID(spec, in: catalog) ?? spec
            guard let scene = catalog.scene(withID: id) else {
                throw UsageError("--scene: unknown scene '\(spec)'; scrolllab --list-scenes lists them")
            }
            current[id] = scene
        }
        self.current = current
    }

    /// `trace` with its scene's current definition embedded in place of the recorded one, and the
    /// words saying so when the two differ (`scene 'shop' differs from the recorded one:
    /// header.height 220 → 240`); the trace as it is, and nil, when its scene was not given.
    func applied(to trace: Trace, path: String) -> (Trace, String?) {
        guard let scene = current[trace.header.scene] else { return (trace, nil) }
        let embedded = (try? TraceScene.embedded(trace.header, path: path)) ?? nil
        // A trace from before `contentInsetAdjustmentBehavior` keeps replaying as it was recorded
        // (`never` where the file says nothing, `SceneDefinition.forReplay`): its own unchanged scene
        // file must pass. A newer trace states the field; the current file then runs as a recording
        // writes it (`TraceScene.value`). Both sides are written the same way, so a field left at its
        // default in one and written out in the other is no difference.
        let old = embedded?.contentInsetAdjustmentBehavior == nil
        let written = { (d: SceneDefinition) in old ? TraceScene.fileValue(of: d.forReplay) : TraceScene.value(of: d) }
        guard let value = written(scene) else { return (trace, nil) }
        var out = trace
        out.header.definition = value
        // Said, so a replay that differs from a new recording on the same file is not a mystery.
        let never =
            old && scene.contentInsetAdjustmentBehavior == nil && scene.resolvedKind == .nestedPage
            ? "; the trace predates contentInsetAdjustmentBehavior, so it runs `never`, as recorded" : ""
        guard let recorded = embedded.flatMap(written) else {
            return (out, "scene '\(scene.id)' runs on its current definition (the trace embeds none\(never))")
        }
        let changes = Self.differences(recorded, value)
        guard !changes.isEmpty else { return (out, nil) }
        let shown = changes.prefix(Self.fieldsShown).joined(separator: ", ")
        let more = changes.count > Self.fieldsShown ? " … and \(changes.count - Self.fieldsShown) more" : ""
        return (out, "scene '\(scene.id)' differs from the recorded one: \(shown)\(more)\(never)")
    }

    /// Every value that differs between two scene definitions, as `PATH OLD → NEW` (`header.height
    /// 220 → 240`, `pages[1].rows 3 → 0`; `(none)` for a field one side lacks), in key order.
    static func differences(_ old: JSONValue, _ new: JSONValue) -> [String] {
        var out: [String] = []
        compare(old, new, path: "", into: &out)
        return out
    }

    private static func compare(_ a: JSONValue?, _ b: JSONValue?, path: String, into out: inout [String]) {
        switch (a, b) {
        case (.object(let x)?, .object(let y)?):
            for key in Set(x.keys).union(y.keys).sorted() {
                compare(x[key], y[key], path: path.isEmpty ? key : "\(path).\(key)", into: &out)
            }
        case (.array(let x)?, .array(let y)?):
            for i in 0..<max(x.count, y.count) {
                compare(i < x.count ? x[i] : nil, i < y.count ? y[i] : nil, path: "\(path)[\(i)]", into: &out)
            }
        case (nil, let v?), (let v?, nil):
            // A field one side leaves out is its default there, when it has one: stating the default
            // (`bounces: true`, `avatar: {"size": 64}`) is the same scene. A change is said as the files say it.
            let d = SceneField.row(at: path)?.defaultValue
            if case .object? = d, case .object = v, let d { return compare(a ?? d, b ?? d, path: path, into: &out) }
            guard d != v else { return }
            out.append("\(path) \(a.map(shown) ?? "(none)") → \(b.map(shown) ?? "(none)")")
        default:
            guard a != b else { return }
            out.append("\(path) \(a.map(shown) ?? "(none)") → \(b.map(shown) ?? "(none)")")
        }
    }

    /// A value in a line: numbers as `StateDiff` shows them, text in JSON's quotes (an empty title or
    /// one with a comma reads as what it is), a whole array counted, an object compact.
    private static func shown(_ v: JSONValue) -> String {
        switch v {
        case .array(let items): return "[\(items.count) item\(items.count == 1 ? "" : "s")]"
        case .object, .string: return ExpectationWriter.text(v, indent: nil)
        default: return v.shown
        }
    }
}
