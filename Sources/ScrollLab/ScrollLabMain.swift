import Foundation
import SDLBackend
import ScrollCLI
import ScrollCheck
import ScrollCore
import ScrollFiles
import ScrollIO
import ScrollScene
import ScrollSession
import ScrollTrace

/// The `scrolllab` program: parses the command line and runs the chosen mode.
public enum ScrollLabMain {
    /// Runs with `arguments` (without the program name) and returns the exit code: 0 success,
    /// 1 runtime failure, 2 bad arguments or input files. Errors are one line on stderr.
    public static func run(_ arguments: [String]) -> Int32 {
        StandardOutput.holdStandardDescriptors()
        do {
            return try dispatch(arguments)
        } catch let e as UsageError {
            printError(e.message)
            return 2
        } catch let e as BackendError {
            printError(e.message)
            return 1
        } catch let e as IOFailure {
            printError(e.message)
            return 1
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// The program: the command line as the system gave it. An argument that is not UTF-8 (a file
    /// name in another encoding) is refused as what it is — Swift's arguments would carry it with
    /// U+FFFD in place of its bytes, naming a file that does not exist ("no such trace file", #46).
    public static func main() -> Int32 {
        for i in 0..<Int(CommandLine.argc) where i > 0 {
            guard let raw = CommandLine.unsafeArgv[i], String(validatingCString: raw) == nil else { continue }
            StandardOutput.holdStandardDescriptors()
            printError("argument \(i) (\(escapedBytes(raw))) is not UTF-8 text: a file name in another encoding; rename the file")
            return 2
        }
        return run(Array(CommandLine.arguments.dropFirst()))
    }

    /// A C string with every byte outside printable ASCII as `\xNN`.
    static func escapedBytes(_ raw: UnsafePointer<CChar>) -> String {
        var out = ""
        var p = raw
        while p.pointee != 0 {
            let b = UInt8(bitPattern: p.pointee)
            out += (0x20..<0x7F).contains(b) && b != 0x5C ? String(UnicodeScalar(b)) : String(format: "\\x%02X", b)
            p += 1
        }
        return out
    }

    /// One line on stderr. Unchecked on purpose (there is nowhere left to say it failed), but never a
    /// trap: `FileHandle.write` traps when stderr is full (`2> /dev/full`).
    /// The scene's layout warnings (a header too short for its carousel), one line each on stderr.
    static func warnAboutLayout(_ sandbox: Sandbox) {
        for w in sandbox.session.state().frame?.warnings ?? [] { printError("warning: \(sandbox.definition.id): \(w)") }
    }

    /// Each line of `message` (a scene file's problems are one a line) starts with `scrolllab: `, so a
    /// log filter on the prefix keeps them all.
    static func printError(_ message: String) {
        let text = message.split(separator: "\n", omittingEmptySubsequences: false).map { "scrolllab: \($0)\n" }.joined()
        let line = Array(text.utf8)
        _ = line.withUnsafeBytes { Foundation.write(2, $0.baseAddress, $0.count) }
    }

    static func dispatch(_ arguments: [String]) throws -> Int32 {
        let command = try Command.parse(arguments)
        // One identity check of every mode's inputs and outputs, before any work.
        try command.checkFiles()
        switch command {
        case .help(let text):
            try StandardOutput.print(text)
            return 0
        case .version:
            try StandardOutput.print("scrolllab \(ScrollLabVersion.current)")
            return 0
        case .listScenes(let options):
            let catalog = try loadCatalog(options.sources)
            for s in catalog.scenes { try StandardOutput.print("\(s.id)\t\(s.title)") }
            return 0
        case .bench(let options):
            if let status = BenchCommand.rerunWithCounter(arguments: arguments) { return status }
            if options.window { try WindowCommand.requireDisplay(otherwise: "bench --window needs one (run it under Xvfb)") }
            let catalog = try loadCatalog(options.sources)
            var bench = BenchCommand(
                json: options.json, window: options.window, assets: try AssetLocator.assetsDirectory(), catalog: catalog)
            if options.scene != nil { bench.scene = try scene(options.scene, catalog).id }
            return try bench.run()
        case .fuzz(let options):
            return try FuzzCommand(options: options).run()
        case .report(let options):
            return try ReportCommand(options: options, arguments: arguments).run()
        case .check(let options):
            let catalog = try loadCatalog(options.sources)
            try checkAssertionNames(ofGiven: options.scenes, catalog: catalog)
            let builtIn = try AssetLocator.installationDirectory().appendingPathComponent("scenes")
            return try CheckCommand(options: options, catalog: catalog, scenes: CurrentScenes(options, catalog: catalog, builtIn: builtIn))
                .run()
        case .importGesture(let options):
            return try ImportCommand(options: options).run()
        case .export(let options):
            return try ExportCommand(options: options).run()
        case .predict(let options):
            return try PredictCommand(options: options).run()
        case .feelExport(let options):
            return try FeelExportCommand(options: options).run()
        case .web(let options):
            return try WebCommand(options: options, catalog: loadCatalog(options.session.sources)).run()
        case .headless(let options):
            return try HeadlessCommand(
                options: options, catalog: loadCatalog(options.session.sources), assets: AssetLocator.assetsDirectory()
            )
            .run()
        case .window(let options):
            return try WindowCommand(
                options: options, catalog: loadCatalog(options.session.sources), assets: AssetLocator.assetsDirectory()
            )
            .run()
        }
    }

    /// Every scene of `sources` (the built-ins always), with the images they name checked
    /// (`SceneImages`: inputs of the run, measured before any decoding).
    static func loadCatalog(_ sources: SceneSources = SceneSources()) throws(UsageError) -> SceneCatalog {
        let catalog = try sources.catalog()
        try AssertionFile.checkScenes(catalog)
        if let assets = try? AssetLocator.assetsDirectory() {
            do throws(SceneCatalog.LoadError) {
                try SceneImages.check(catalog, folder: assets.appendingPathComponent("images"))
            } catch {
                throw UsageError(error.message)
            }
        }
        return catalog
    }

    /// The scene for `--scene` (an id or a scene file; default `profile`).
    static func scene(_ spec: String?, _ catalog: SceneCatalog) throws(UsageError) -> SceneDefinition {
        let id = SceneSources.sceneID(spec, in: catalog) ?? "profile"
        guard let def = catalog.scene(withID: id) else {
            throw UsageError("unknown scene '\(id)'; scrolllab --list-scenes lists them")
        }
        return def
    }
}
