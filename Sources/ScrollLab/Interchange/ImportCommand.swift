import Foundation
import ScrollCLI
import ScrollCore
import ScrollFileAccess
import ScrollIO
import ScrollInput
import ScrollSession
import ScrollSessionTrace
import ScrollTrace

/// `scrolllab import`: reads a recording (getevent, libinput record, evemu, W3C Actions), maps it
/// onto the device's viewport and writes a trace that embeds its scene's definition, as a recording
/// does (so it replays where the scene is unknown). A bad file is one line naming its line and the
/// problem, exit 2, nothing written.
struct ImportCommand {
    let options: ImportOptions

    func run() throws -> Int32 {
        guard let format = options.format, let file = options.file, let out = options.out else {
            throw UsageError("needs FORMAT FILE --out")
        }
        let output = try OutputFile(out, flag: "--out")
        let catalog = try ScrollLabMain.loadCatalog(options.sources)
        let data = try Self.read(file)
        let parsed = format == .w3c ? try w3c(data, file: file) : try evdev(format, data, file: file)
        var header = parsed.0
        if let id = SceneSources.sceneID(options.scene, in: catalog) { header.scene = id }
        guard let definition = catalog.scene(withID: header.scene) else {
            throw UsageError(
                "unknown scene '\(header.scene)' (scrolllab --list-scenes lists them; a scene of your own: --scene FILE.json or --scenes DIR)"
            )
        }
        header.definition = TraceScene.value(of: definition)
        header.version = 2
        let events = parsed.1
        let text = Trace(header: header, events: events).ndjson()
        do { _ = try Trace.parse(Data(text.utf8), path: out) } catch {
            throw UsageError("\(file): the gesture does not make a valid trace: \(error.message)")
        }
        try output.write(Data(text.utf8))
        let touches = events.filter { if case .pointer(let p) = $0 { return p.kind == .down } else { return false } }.count
        let wheels = events.filter { if case .wheel = $0 { return true } else { return false } }.count
        try StandardOutput.print(
            "import: \(file) → \(out): \(events.count) events (\(touches) touches, \(wheels) wheel), \(events.last?.time ?? 0) s")
        return 0
    }

    /// A recording's bytes: a regular file, at most the trace size limit.
    static func read(_ path: String) throws(UsageError) -> Data {
        do {
            return try InputFile.read(path, limit: Trace.maximumSize, what: "recording")
        } catch .missing {
            throw UsageError("\(path): no such file")
        } catch {
            throw UsageError("\(path): \(error.words("recording", limit: Trace.maximumSize))")
        }
    }

    static func text(_ data: Data, _ path: String) throws(UsageError) -> String {
        guard let s = String(data: data, encoding: .utf8) else { throw UsageError("\(path): not UTF-8 text") }
        return s.replacingOccurrences(of: "\r\n", with: "\n")
    }

    func evdev(_ format: ImportOptions.Format, _ data: Data, file: String) throws -> (Trace.Header, [InputEvent]) {
        let device = options.device ?? .fifteen
        let text = try Self.text(data, file)
        var props: [GeteventProps.Device] = []
        if let p = options.props {
            let propsText = try Self.text(try Self.read(p), p)
            do { props = try GeteventProps.parse(propsText) } catch { throw UsageError(error.message(path: p)) }
        }
        let result = Result { () throws(ImportError) in
            try Self.gesture(format, text, props: props, map: options.map ?? .fitWidth, device: device)
        }
        switch result {
        case .success(let (mapping, events)):
            return (Trace.Header(device: device.rawValue, scene: options.scene ?? "profile", hz: 120, mapping: mapping), events)
        case .failure(let error):
            throw UsageError(error.message(path: file))
        }
    }

    /// The recording decoded and mapped onto `device`'s portrait viewport.
    static func gesture(
        _ format: ImportOptions.Format, _ text: String, props: [GeteventProps.Device], map: PointMap, device: Device
    ) throws(ImportError) -> (TraceMapping, [InputEvent]) {
        let recording =
            switch format {
            case .getevent: try GeteventReader.recording(events: try GeteventReader.events(text), props: props)
            case .libinput: try LibinputRecordReader.recording(text)
            case .evemu, .w3c: try EvemuReader.recording(text)
            }
        let viewport = device.size(landscape: false)
        let mapping = try map.mapping(axes: recording.axes, viewportWidth: viewport.width)
        let importer = GestureImport(mapping: mapping, wheelPosition: Point(x: viewport.width / 2, y: viewport.height / 2))
        return (mapping, try importer.events(recording))
    }

    func w3c(_ data: Data, file: String) throws(UsageError) -> (Trace.Header, [InputEvent]) {
        let read = Result { () throws(ImportError) in try W3CActionsReader.read(data) }
        guard case .success(let r) = read else {
            if case .failure(let error) = read { throw UsageError(error.message(path: file)) }
            throw UsageError(file)
        }
        let device = options.device ?? r.device.flatMap(Device.init(rawValue:)) ?? .fifteen
        var events = r.events
        var mapping: TraceMapping?
        if case .density(let d) = options.map {
            mapping = TraceMapping(map: PointMap.density(d).name, minX: 0, minY: 0, maxX: nil, maxY: nil, scaleX: 1 / d, scaleY: 1 / d)
            events = events.map { Self.scaled($0, 1 / d) }
        }
        let hz = r.hz.flatMap { [60, 120].contains($0) ? $0 : nil } ?? 120
        let header = Trace.Header(
            device: device.rawValue, scene: options.scene ?? r.scene ?? "profile", hz: hz, landscape: r.landscape ?? false, mapping: mapping
        )
        return (header, events)
    }

    static func scaled(_ e: InputEvent, _ k: Double) -> InputEvent {
        switch e {
        case .pointer(var p):
            p.position = Point(x: p.position.x * k, y: p.position.y * k)
            return .pointer(p)
        case .wheel(let pos, let d, let t):
            return .wheel(position: Point(x: pos.x * k, y: pos.y * k), delta: Point(x: d.x * k, y: d.y * k), time: t)
        case .key: return e
        }
    }
}
