import Foundation
import ScrollReport
import ScrollScene
import ScrollTrace

/// `scrolllab report`: replays a trace headlessly (letting it settle), samples every tick, renders the
/// frames, and writes one self-contained HTML page atomically — or gives back the trace a report holds.
/// Bad input is a `UsageError` (exit 2); an output that cannot be written an `IOFailure` (exit 1).
struct ReportCommand {
    let options: ReportOptions
    /// The command line as given (without the program name), shown in the report's header.
    let arguments: [String]

    func run() throws -> Int32 {
        if let html = options.extractTrace { return try extract(html) }
        guard let tracePath = options.trace, let out = options.out else { throw UsageError("needs a trace and --out") }
        let catalog = try ScrollLabMain.loadCatalog()
        let (bytes, whole) = try Self.loadTrace(tracePath, catalog: catalog)
        let window = TraceWindow(from: options.from, to: options.to)
        let trace = try window.apply(to: whole)
        try Self.checkWritable(out)
        let assets = try AssetLocator.assetsDirectory()
        let builder = ReportBuilder(
            catalog: catalog, assets: assets, scale: options.scale, feel: options.feels.feel, compare: options.feels.compare)
        var doc = try builder.document(trace: trace, bytes: bytes, command: Self.commandLine(arguments))
        if let t = options.title { doc.title = t }
        doc.notes = options.notes
        if !window.isWhole { doc.facts.insert(("reported", window.fact(whole)), at: 0) }
        try Self.write(ReportPage.html(doc), to: out)
        return 0
    }

    /// The trace's bytes (embedded as they are) and its parsed form; a bad trace is exit 2.
    static func loadTrace(_ path: String, catalog: SceneCatalog) throws(UsageError) -> (Data, Trace) {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw UsageError("\(path): no such trace file")
        }
        let trace = try HeadlessRunner.loadTrace(path, catalog: catalog)
        guard let bytes = FileManager.default.contents(atPath: path) else { throw UsageError("\(path): cannot read file") }
        return (bytes, trace)
    }

    func extract(_ html: String) throws -> Int32 {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: html, isDirectory: &isDir), !isDir.boolValue,
            let page = FileManager.default.contents(atPath: html)
        else { throw UsageError("\(html): no such report") }
        let trace: Data
        do { trace = try EmbeddedTrace.extract(from: page) } catch { throw UsageError("\(html): \(error.message)") }
        if let out = options.out {
            try Self.checkWritable(out)
            try Self.write(trace, to: out)
        } else {
            FileHandle.standardOutput.write(trace)
        }
        return 0
    }

    static func checkWritable(_ path: String) throws(IOFailure) {
        do { try OutputFile.checkWritable(path, flag: "--out") } catch { throw IOFailure(error.message) }
    }

    static func write(_ data: Data, to path: String) throws(IOFailure) {
        do { try OutputFile.write(data, to: path) } catch { throw IOFailure(error.message) }
    }

    /// `scrolllab ARGS…`, each argument quoted for a POSIX shell when it needs it.
    static func commandLine(_ arguments: [String]) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,:@+%")
        return
            (["scrolllab"]
            + arguments.map { a in
                !a.isEmpty && a.allSatisfy { plain.contains($0) } ? a : "'" + a.replacingOccurrences(of: "'", with: "'\\''") + "'"
            }).joined(separator: " ")
    }
}
