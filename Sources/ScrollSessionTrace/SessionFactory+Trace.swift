import Foundation
import ScrollCore
import ScrollScene
import ScrollSession
import ScrollTrace

/// A trace file as every mode loads it: its bytes (read once: a report embeds exactly what it
/// replayed), the parsed trace, and the catalogue with its scene (`TraceScene`).
public struct LoadedTrace: Sendable {
    public var bytes: Data
    public var trace: Trace
    public var catalog: SceneCatalog
    /// The file, for messages.
    public var path: String
}

extension SessionSetup {
    /// The header's scene, device, orientation, rate (`hz` overrides it) and feel (`feel` overrides it).
    public init(_ header: Trace.Header, hz: Int? = nil, feel: Feel? = nil) {
        self.init(scene: header.scene, device: header.phone, landscape: header.landscape, hz: hz ?? header.hz, feel: feel ?? header.feel)
    }
}

extension Trace.Header {
    /// The header that replays `setup` (the inverse of `SessionSetup(_:hz:feel:)`; overlays are not
    /// part of a trace).
    public init(_ setup: SessionSetup, definition: JSONValue? = nil) {
        self.init(
            device: setup.device.rawValue, scene: setup.scene, hz: setup.hz, landscape: setup.landscape, feel: setup.feel,
            definition: definition)
    }
}

extension SessionFactory {
    /// Reads, validates and resolves a trace file (`TraceScene`: the embedded definition first, the
    /// catalogue's scene second).
    /// - Parameter scene: `--replay`'s `--scene` id (in `catalog`): it replaces the scene of a trace that
    ///   embeds none before that is resolved, so a trace on a scene this machine lacks replays on the one
    ///   given (TRACE.md: `--scene` overrides the scene). A trace that embeds its scene keeps it here.
    /// - Throws: `UsageError` with the trace's one-line message.
    public static func load(_ path: String, catalog: SceneCatalog, scene: String? = nil) throws(UsageError) -> LoadedTrace {
        let bytes: Data
        var trace: Trace
        do {
            bytes = try Trace.bytes(of: path)
            trace = try Trace.parse(bytes, path: path)
        } catch {
            throw UsageError(error.message)
        }
        if let scene, trace.header.definition == nil { trace.header.scene = scene }
        return LoadedTrace(
            bytes: bytes, trace: trace, catalog: try TraceScene.catalog(for: trace.header, from: catalog, path: path), path: path)
    }

    /// A sandbox for a trace: its scene (`TraceScene`: embedded first, catalogue second), device,
    /// orientation and rate (`hz` overrides the rate), and `feel` (else the trace's) — the session
    /// `--replay`, `report`, `check` and `fuzz --check` all run.
    public static func sandbox(catalog: SceneCatalog, trace: Trace, hz: Int? = nil, feel: Feel? = nil, path: String = "trace")
        throws(UsageError) -> Sandbox
    {
        let resolved = try TraceScene.catalog(for: trace.header, from: catalog, path: path)
        return try sandbox(catalog: resolved, setup: SessionSetup(trace.header, hz: hz, feel: feel))
    }

    /// The sandbox for a loaded trace (its resolved catalogue).
    public static func sandbox(_ loaded: LoadedTrace, hz: Int? = nil, feel: Feel? = nil) throws(UsageError) -> Sandbox {
        try sandbox(catalog: loaded.catalog, setup: SessionSetup(loaded.trace.header, hz: hz, feel: feel))
    }
}
