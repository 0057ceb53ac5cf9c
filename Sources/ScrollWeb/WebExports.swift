import ScrollCore
import ScrollDraw
import ScrollInput
import ScrollScene
import ScrollSession

// The module's exports: the ABI the page calls (docs/WEB.md, "ABI"). Strings go in
// as (pointer, byte length) of UTF-8 the page wrote into memory from `sl_alloc`; text and numbers come
// out in the output buffers (`sl_output_ptr`, `sl_strings_ptr`), valid until the next call. A session
// is a handle ≥ 1; 0 means the call failed and the output holds one line saying why.

/// The sessions by handle − 1 (a destroyed one leaves nil): each a sandbox and its live loop
/// (`LiveReplay`, WebLiveExports.swift), which alone feeds the sandbox events and ticks.
nonisolated(unsafe) var sessions: [LiveReplay?] = []
nonisolated(unsafe) var output = OutputBuffer()
nonisolated(unsafe) var strings = OutputBuffer()

/// Bytes the page writes into and reads out of, grown as needed.
struct OutputBuffer {
    private(set) var base = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
    private var capacity = 64
    private(set) var count = 0

    mutating func set(_ bytes: some Collection<UInt8>) {
        reserve(bytes.count)
        count = bytes.count
        var p = base.assumingMemoryBound(to: UInt8.self)
        for b in bytes {
            p.pointee = b
            p += 1
        }
    }

    mutating func set(_ numbers: [Double]) {
        reserve(numbers.count * 8)
        count = numbers.count
        let p = base.assumingMemoryBound(to: Double.self)
        for (i, n) in numbers.enumerated() { p[i] = n }
    }

    private mutating func reserve(_ bytes: Int) {
        guard bytes > capacity else { return }
        base.deallocate()
        capacity = max(bytes, capacity * 2)
        base = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    }
}

func text(_ p: UnsafeRawPointer?, _ n: Int32) -> String {
    guard let p, n > 0 else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: p, count: Int(n)), as: UTF8.self)
}

/// Puts `s` in the output; returns its byte length.
func emit(_ s: String) -> Int32 {
    output.set(s.utf8)
    return Int32(output.count)
}

private func fail(_ message: String) -> Int32 {
    _ = emit(message)
    return 0
}

func session(_ h: Int32) -> Sandbox? {
    let i = Int(h) - 1
    return sessions.indices.contains(i) ? sessions[i]?.sandbox : nil
}

private func add(_ s: Sandbox) -> Int32 {
    sessions.append(LiveReplay(sandbox: s))
    return Int32(sessions.count)
}

/// A sandbox on the scene `id` of `catalog` (ScrollSession's, as natively).
private func add(catalog: SceneCatalog, scene id: String, device: Device, landscape: Bool, hz: Int, feel: Feel?) -> Int32 {
    guard let index = catalog.scenes.firstIndex(where: { $0.id == id }) else { return fail("unknown scene '\(id)'") }
    return add(SessionFactory.sandbox(catalog: catalog, sceneIndex: index, device: device, landscape: landscape, hz: hz, feel: feel))
}

/// The feel a create call names: "" is the scene's own (or the trace's), a preset's name, or a feel
/// file's JSON object (`--feel FILE`), read by `FeelReader` as the native binary reads it; nil and
/// `problem` set when it cannot be read.
private func feel(_ spec: String, problem: inout String) -> Feel?? {
    if spec.isEmpty { return .some(nil) }
    let json: JSONValue? = spec.hasPrefix("{") ? JSONValue.parse(spec) : .string(spec)
    guard let json else {
        problem = "feel: not a JSON object (a feel file's fields) or a preset's name"
        return nil
    }
    switch FeelReader.read(json) {
    case .success(let f): return .some(f)
    case .failure(let p):
        problem = "feel: \(p.message)"
        return nil
    }
}

@_expose(wasm, "sl_alloc") @_cdecl("sl_alloc")
public func slAlloc(_ bytes: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(1, Int(bytes)), alignment: 8)
}

@_expose(wasm, "sl_free") @_cdecl("sl_free")
public func slFree(_ p: UnsafeMutableRawPointer?) { p?.deallocate() }

@_expose(wasm, "sl_output_ptr") @_cdecl("sl_output_ptr")
public func slOutputPtr() -> UnsafeMutableRawPointer { output.base }

@_expose(wasm, "sl_output_len") @_cdecl("sl_output_len")
public func slOutputLen() -> Int32 { Int32(output.count) }

@_expose(wasm, "sl_strings_ptr") @_cdecl("sl_strings_ptr")
public func slStringsPtr() -> UnsafeMutableRawPointer { strings.base }

@_expose(wasm, "sl_strings_len") @_cdecl("sl_strings_len")
public func slStringsLen() -> Int32 { Int32(strings.count) }

@_expose(wasm, "sl_scenes") @_cdecl("sl_scenes")
public func slScenes() -> Int32 {
    let list: [JSONValue] = BuiltinScenes.all.map { d in
        .object(["id": .string(d.id), "title": .string(d.title), "kind": .string(d.resolvedKind.rawValue)])
    }
    return emit(JSONValue.array(list).prettyText())
}

@_expose(wasm, "sl_feels") @_cdecl("sl_feels")
public func slFeels() -> Int32 { emit(JSONValue.array(Feel.presets.map { .string($0.name) }).prettyText()) }

@_expose(wasm, "sl_create") @_cdecl("sl_create")
public func slCreate(
    _ scene: UnsafeRawPointer?, _ sceneLen: Int32, _ feelName: UnsafeRawPointer?, _ feelLen: Int32, _ hz: Int32, _ device: Int32,
    _ landscape: Int32
) -> Int32 {
    let id = text(scene, sceneLen)
    var problem = ""
    guard let f = feel(text(feelName, feelLen), problem: &problem) else { return fail(problem) }
    guard Device.allCases.indices.contains(Int(device)) else { return fail("unknown device") }
    guard TraceRules.rates.contains(Double(hz)) else { return fail("\"hz\" must be 60 or 120") }
    return add(
        catalog: SceneCatalog(scenes: BuiltinScenes.all), scene: id, device: Device.allCases[Int(device)], landscape: landscape != 0,
        hz: Int(hz), feel: f)
}

@_expose(wasm, "sl_create_scene_json") @_cdecl("sl_create_scene_json")
public func slCreateSceneJson(
    _ json: UnsafeRawPointer?, _ jsonLen: Int32, _ feelName: UnsafeRawPointer?, _ feelLen: Int32, _ hz: Int32, _ device: Int32,
    _ landscape: Int32
) -> Int32 {
    guard let v = JSONValue.parse(text(json, jsonLen)) else { return fail("not a scene definition (malformed JSON)") }
    let def: SceneDefinition
    switch SceneDefinition.checked(v) {
    case .success(let d): def = d
    case .failure(let e): return fail("scene: \(e.message)")
    }
    var problem = ""
    guard let f = feel(text(feelName, feelLen), problem: &problem) else { return fail(problem) }
    guard Device.allCases.indices.contains(Int(device)) else { return fail("unknown device") }
    guard TraceRules.rates.contains(Double(hz)) else { return fail("\"hz\" must be 60 or 120") }
    let catalog = SceneCatalog(scenes: BuiltinScenes.all).replacing(with: def, from: "page")
    return add(
        catalog: catalog, scene: def.id, device: Device.allCases[Int(device)], landscape: landscape != 0, hz: Int(hz), feel: f)
}

@_expose(wasm, "sl_create_trace") @_cdecl("sl_create_trace")
public func slCreateTrace(_ trace: UnsafeRawPointer?, _ traceLen: Int32, _ feelName: UnsafeRawPointer?, _ feelLen: Int32, _ hz: Int32)
    -> Int32
{
    var problem = ""
    guard let t = WebTrace(text(trace, traceLen), problem: &problem) else { return fail(problem) }
    // 0: the trace's rate; else one a trace may name (#46: 1e8 never returned).
    guard hz == 0 || TraceRules.rates.contains(Double(hz)) else { return fail("\"hz\" must be 60 or 120") }
    guard let f = feel(text(feelName, feelLen), problem: &problem) else { return fail(problem) }
    var catalog = SceneCatalog(scenes: BuiltinScenes.all)
    var def: SceneDefinition?
    if let d = t.definition {
        // Checked as the native reader checks it (TraceScene.embedded): the same rules, the same words.
        switch SceneDefinition.checked(d, lineOne: true) {
        case .success(let parsed):
            guard parsed.id == t.scene else {
                return fail("line 1: the embedded definition is scene '\(parsed.id)', the header's \"scene\" is '\(t.scene)'")
            }
            def = parsed
        case .failure(let e): return fail("line 1: definition: \(e.message)")
        }
    }
    // A trace from before contentInsetAdjustmentBehavior replays `never` everywhere (TraceScene.catalog).
    if def?.contentInsetAdjustmentBehavior == nil { catalog = catalog.forReplay }
    if let def { catalog = catalog.replacing(with: def.forReplay, from: "trace") }
    return add(
        catalog: catalog, scene: t.scene, device: t.device, landscape: t.landscape, hz: hz > 0 ? Int(hz) : t.hz, feel: f ?? t.feel)
}

@_expose(wasm, "sl_destroy") @_cdecl("sl_destroy")
public func slDestroy(_ h: Int32) {
    let i = Int(h) - 1
    if sessions.indices.contains(i) { sessions[i] = nil }
}

@_expose(wasm, "sl_replay") @_cdecl("sl_replay")
public func slReplay(_ h: Int32, _ trace: UnsafeRawPointer?, _ traceLen: Int32, _ settle: Int32) -> Int32 {
    guard let s = session(h) else { return emit("no such session") }
    var problem = ""
    guard let t = WebTrace(text(trace, traceLen), problem: &problem) else { return emit(problem) }
    ReplayDriver(settle: settle != 0).run(s, t.events)
    // The session's live loop starts again where the replay ended (an empty recording from there).
    sessions[Int(h) - 1] = LiveReplay(sandbox: s)
    output.set([UInt8]())
    return 0
}

@_expose(wasm, "sl_display_list") @_cdecl("sl_display_list")
public func slDisplayList(_ h: Int32) -> Int32 {
    guard let s = session(h) else { return 0 }
    let e = DisplayListEncoding(s.session.displayList())
    output.set(e.numbers)
    strings.set(e.strings)
    return Int32(e.numbers.count)
}

@_expose(wasm, "sl_display_list_text") @_cdecl("sl_display_list_text")
public func slDisplayListText(_ h: Int32) -> Int32 {
    guard let s = session(h) else { return 0 }
    return emit(s.session.displayList().description)
}

@_expose(wasm, "sl_state") @_cdecl("sl_state")
public func slState(_ h: Int32) -> Int32 {
    guard let s = session(h) else { return 0 }
    return emit(s.session.state().json.prettyText() + "\n")
}

@_expose(wasm, "sl_set_overlays") @_cdecl("sl_set_overlays")
public func slSetOverlays(_ h: Int32, _ mask: Int32) {
    guard let s = session(h) else { return }
    var set: Set<OverlayKind> = []
    for (i, k) in OverlayKind.allCases.enumerated() where mask & (1 << Int32(i)) != 0 { set.insert(k) }
    s.overlays = set
}

@_expose(wasm, "sl_is_idle") @_cdecl("sl_is_idle")
public func slIsIdle(_ h: Int32) -> Int32 { session(h)?.session.isIdle == true ? 1 : 0 }

/// 1 when the key named by the text does something in the session's scene now (`Sandbox.acts`).
@_expose(wasm, "sl_key_acts") @_cdecl("sl_key_acts")
public func slKeyActs(_ h: Int32, _ key: UnsafeRawPointer?, _ keyLen: Int32) -> Int32 {
    guard let s = session(h), let command = KeyBinding.command(for: text(key, keyLen)) else { return 0 }
    return s.acts(command) ? 1 : 0
}

@_expose(wasm, "sl_time") @_cdecl("sl_time")
public func slTime(_ h: Int32) -> Double { session(h)?.time ?? 0 }

@_expose(wasm, "sl_info") @_cdecl("sl_info")
public func slInfo(_ h: Int32) -> Int32 {
    guard let s = session(h) else { return 0 }
    let screen = s.device.screen(landscape: s.landscape)
    let safe = screen.safeArea
    let info: JSONValue = .object([
        "scene": .string(s.session.definition.id), "device": .string(s.device.rawValue), "landscape": .bool(s.landscape),
        "hz": .number(Double(s.hz)), "feel": .string(s.session.feel.name), "time": .number(s.time),
        "width": .number(s.viewport.width), "height": .number(s.viewport.height),
        "safeArea": .object([
            "top": .number(safe.top), "left": .number(safe.left), "bottom": .number(safe.bottom), "right": .number(safe.right),
        ]),
        "cornerRadius": .number(screen.cornerRadius), "hasIsland": .bool(screen.hasIsland), "idle": .bool(s.session.isIdle),
        "overlays": .array(OverlayKind.allCases.map { .string($0.rawValue) }),
    ])
    return emit(info.prettyText())
}
