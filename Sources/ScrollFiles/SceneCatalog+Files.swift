import Foundation
import ScrollFileAccess
import ScrollScene

/// Reading scene files: a folder's `*.json`, single files, within the size limit (`InputFile`).
extension SceneCatalog {
    /// Loads every `*.json` in `directory`. The first bad file stops loading with an error that names
    /// the file (and the line, when the JSON itself is malformed); an empty folder holds no scenes.
    public init(directory: URL) throws(LoadError) {
        guard (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) != nil else {
            throw LoadError(message: "cannot read scene folder \(directory.path)")
        }
        do {
            try self.init(folders: [directory], files: [])
        } catch  where error.message.hasSuffix("no scene files (*.json)") {
            self.init(scenes: [])
        }
    }

    /// Loads and validates one scene file.
    public static func load(_ url: URL) throws(LoadError) -> SceneDefinition {
        let path = url.path
        let data: Data
        do {
            data = InputFile.droppingByteOrderMark(try InputFile.read(path, limit: maximumFileSize, what: "scene file"))
        } catch {
            throw LoadError(message: "\(path): \(error.words("scene file", limit: maximumFileSize))")
        }
        return try withTechniqueFile(try parse(data, label: path), scene: url)
    }

    /// The scenes of several sources that add up: every `*.json` of each folder in `folders` (in
    /// order), then each file of `files`. An id defined twice is an error naming both files; the same
    /// file given twice (a `--scene FILE` inside a `--scenes DIR`) counts once. One exception: a file of
    /// `files` (`--scene FILE.json`, named on purpose) replaces the scene of its id read from
    /// `folders[builtIn]` (the installation's scenes) — an edited copy of a built-in scene (audit 27).
    /// - Throws: `LoadError` for the first bad file, folder or duplicate id.
    public init(folders: [URL], files: [URL], builtIn: Int? = nil) throws(LoadError) {
        var found: [String: SceneDefinition] = [:]
        var origin: [String: String] = [:]
        var replaceable: Set<String> = []
        var read: Set<String> = []
        @discardableResult func add(_ url: URL, replacing: Bool) throws(LoadError) -> String? {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard read.insert(path).inserted else { return nil }
            let def = try Self.load(url)
            if let other = origin[def.id], !(replacing && replaceable.contains(def.id)) {
                throw LoadError(message: "\(url.path): scene id \"\(def.id)\" is also defined in \(other)")
            }
            replaceable.remove(def.id)  // replaced once: a second file of the id is a duplicate
            origin[def.id] = url.path
            found[def.id] = def
            return def.id
        }
        for (k, folder) in folders.enumerated() {
            for url in try Self.sceneFiles(in: folder) {
                if let id = try add(url, replacing: false), k == builtIn { replaceable.insert(id) }
            }
        }
        for file in files {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDir) else {
                throw LoadError(message: "\(file.path): no such scene file")
            }
            guard !isDir.boolValue else { throw LoadError(message: "\(file.path): is a folder, not a scene file (use --scenes DIR)") }
            try add(file, replacing: true)
        }
        self.init(scenes: Array(found.values), files: origin)
    }

    /// The `*.json` files of a scene folder, by name; a folder without any is an error.
    static func sceneFiles(in folder: URL) throws(LoadError) -> [URL] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            throw LoadError(message: "cannot read scene folder \(folder.path)")
        }
        let files = names.sorted().filter { $0.hasSuffix(".json") }.map { folder.appendingPathComponent($0) }
        guard !files.isEmpty else { throw LoadError(message: "\(folder.path): no scene files (*.json)") }
        return files
    }

    /// The id of the scene read from `file` (a `--scene FILE.json`), if it was read.
    public func sceneID(fromFile file: URL) -> String? {
        let path = file.standardizedFileURL.resolvingSymlinksInPath().path
        return files.first { URL(fileURLWithPath: $0.value).standardizedFileURL.resolvingSymlinksInPath().path == path }?.key
    }
}
