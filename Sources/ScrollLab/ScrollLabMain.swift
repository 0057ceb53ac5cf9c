import Foundation
import SDLBackend
import ScrollCore
import ScrollScene

/// The `scrolllab` program: parses the command line and runs the chosen mode.
public enum ScrollLabMain {
    /// Runs with `arguments` (without the program name) and returns the exit code: 0 success,
    /// 1 runtime failure, 2 bad arguments or input files. Errors are one line on stderr.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch let e as UsageError {
            printError(e.message)
            return 2
        } catch let e as BackendError {
            printError(e.message)
            return 1
        } catch {
            printError("\(error)")
            return 1
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("scrolllab: \(message)\n".utf8))
    }

    static func dispatch(_ arguments: [String]) throws -> Int32 {
        let options = try Options.parse(arguments)
        switch options.mode {
        case .help:
            print(Options.help)
            return 0
        case .listScenes:
            let catalog = try loadCatalog()
            for s in catalog.scenes { print("\(s.id)\t\(s.title)") }
            return 0
        case .bench:
            return try Bench(json: options.json, assets: AssetLocator.assetsDirectory()).run()
        case .headless:
            return try HeadlessRunner(options: options, catalog: loadCatalog(), assets: AssetLocator.assetsDirectory()).run()
        case .window:
            return try InteractiveApp(options: options, catalog: loadCatalog(), assets: AssetLocator.assetsDirectory()).run()
        }
    }

    static func loadCatalog() throws(UsageError) -> SceneCatalog {
        let assets = try AssetLocator.assetsDirectory()
        do {
            return try SceneCatalog(directory: assets.appendingPathComponent("scenes"))
        } catch {
            throw UsageError(error.message)
        }
    }

    /// The scene for `--scene` (default `profile`).
    static func scene(_ options: Options, _ catalog: SceneCatalog) throws(UsageError) -> SceneDefinition {
        let id = options.scene ?? "profile"
        guard let def = catalog.scene(withID: id) else {
            throw UsageError("unknown scene '\(id)'; scrolllab --list-scenes lists them")
        }
        return def
    }
}
