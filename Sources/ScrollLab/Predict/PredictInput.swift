import Foundation
import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollIO
import ScrollInput
import ScrollScene
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// A gesture file as `predict` reads it — a trace, W3C Actions JSON, or a script `scrolllab export`
/// wrote (cdp, xcuitest, android) — made into a trace on its scene (the one it names, `--scene`, else
/// `basic-scroll`), with the catalogue that scene resolves in.
struct PredictInput {
    var trace: Trace
    var catalog: SceneCatalog
    /// `trace`, `w3c`, `cdp`, `xcuitest` or `android`.
    var format: String

    static let defaultScene = "basic-scroll"

    static func load(_ path: String, scene: String?, catalog: SceneCatalog) throws(UsageError) -> PredictInput {
        let data = try ImportCommand.read(path)
        let text = try ImportCommand.text(data, path)
        let head = text.drop { $0.isWhitespace }
        let override = SceneSources.sceneID(scene, in: catalog)
        if head.hasPrefix("{\"trace\"") || head.hasPrefix("{ \"trace\"") || path.hasSuffix(".ndjson") {
            var loaded = try SessionFactory.load(path, catalog: catalog)
            if let override, override != loaded.trace.header.scene {
                loaded.trace.header.scene = override
                loaded.trace.header.definition = nil
                loaded.trace.header.version = 1
            }
            return try made(loaded.trace, format: "trace", path: path, catalog: catalog)
        }
        if head.hasPrefix("{") || head.hasPrefix("[") {
            let read = Result { () throws(ImportError) in try W3CActionsReader.read(data) }
            switch read {
            case .failure(let error): throw UsageError(error.message(path: path))
            case .success(let r):
                let header = Trace.Header(
                    device: r.device ?? Device.fifteen.rawValue, scene: override ?? r.scene ?? defaultScene,
                    hz: r.hz.flatMap { [60, 120].contains($0) ? $0 : nil } ?? 120, landscape: r.landscape ?? false)
                return try made(Trace(header: header, events: r.events), format: "w3c", path: path, catalog: catalog)
            }
        }
        guard ExportedScriptReader.format(of: text) != nil else {
            throw UsageError(
                "\(path): not a gesture predict reads (a trace, W3C Actions JSON, or a cdp / xcuitest / android script scrolllab export wrote)"
            )
        }
        let read = Result { () throws(ImportError) in try ExportedScriptReader.read(text) }
        guard case .success(let r) = read else {
            if case .failure(let error) = read { throw UsageError(error.message(path: path)) }
            throw UsageError(path)
        }
        let header = Trace.Header(
            device: r.device.flatMap(Device.init(rawValue:))?.rawValue ?? Device.fifteen.rawValue,
            scene: override ?? r.scene ?? defaultScene, hz: 120, landscape: r.landscape)
        var events = r.events
        if r.needsPageOrigin {
            let page = try ExportCommand.page(Trace(header: header, events: []), catalog: try resolved(header, path, catalog))
            events = events.map { shifted($0, by: Point(x: page.originX, y: page.originY)) }
        }
        return try made(Trace(header: header, events: events), format: r.format.rawValue, path: path, catalog: catalog)
    }

    /// The trace checked as a file would be (`Trace.parse` of its text) and its scene resolved.
    static func made(_ trace: Trace, format: String, path: String, catalog: SceneCatalog) throws(UsageError) -> PredictInput {
        let checked: Trace
        do { checked = try Trace.parse(Data(trace.ndjson().utf8), path: path) } catch {
            throw UsageError("\(path): the gesture does not make a valid trace: \(error.message)")
        }
        return PredictInput(trace: checked, catalog: try resolved(checked.header, path, catalog), format: format)
    }

    static func resolved(_ header: Trace.Header, _ path: String, _ catalog: SceneCatalog) throws(UsageError) -> SceneCatalog {
        if header.definition == nil && catalog.scene(withID: header.scene) == nil {
            throw UsageError(
                "\(path): unknown scene '\(header.scene)' (scrolllab --list-scenes lists them; a scene of your own: --scene FILE.json or --scenes DIR)"
            )
        }
        return try TraceScene.catalog(for: header, from: catalog, path: path)
    }

    static func shifted(_ e: InputEvent, by d: Point) -> InputEvent {
        switch e {
        case .pointer(var p):
            p.position = p.position + d
            return .pointer(p)
        case .wheel(let pos, let delta, let t): return .wheel(position: pos + d, delta: delta, time: t)
        case .key: return e
        }
    }
}
