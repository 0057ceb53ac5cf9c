import Foundation
import ScrollFiles
import ScrollIO
import ScrollScene
import TestSupport
import Testing

/// Scene sources add up (issue #29): the built-ins are always there, `SCROLLLAB_SCENES` and
/// `--scenes DIR` add folders, `--scene FILE.json` opens a file; an id defined twice names both files;
/// a `--scene` file replaces the built-in of its id;
/// `SCROLLLAB_ASSETS` never holds scenes (a warning says so, once).
@Suite struct SceneSourcesTests {
    static let builtIns = try! SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))

    /// A folder holding one scene file `NAME.json` with id `id`.
    func folder(_ id: String, name: String? = nil) throws -> URL {
        let dir = Paths.temporaryDirectory()
        let json = "{\"id\": \"\(id)\", \"title\": \"Mine \(id)\", \"rows\": 12}\n"
        try Data(json.utf8).write(to: dir.appendingPathComponent("\(name ?? id).json"))
        return dir
    }

    func ids(_ stdout: String) -> [String] { stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } }

    @Test func foldersAddToTheBuiltIns() throws {
        let a = try folder("mine-a")
        let b = try folder("mine-b")
        let c = try folder("mine-c")
        let r = try runScrollLab(
            ["--list-scenes", "--scenes", b.path, "--scenes=\(c.path)"], environment: ["SCROLLLAB_SCENES": "\(a.path)::"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(ids(r.stdout) == Self.builtIns.scenes.map(\.id) + ["mine-a", "mine-b", "mine-c"])
    }

    @Test func anIDDefinedTwiceNamesBothFiles() throws {
        let a = try folder("mine", name: "one")
        let b = try folder("mine", name: "two")
        let r = try runScrollLab(["--list-scenes", "--scenes", a.path, "--scenes", b.path])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(b.path)/two.json: scene id \"mine\" is also defined in \(a.path)/one.json\n")
        #expect(r.stdout.isEmpty)
        let c = try folder("profile")
        let r2 = try runScrollLab(["--list-scenes"], environment: ["SCROLLLAB_SCENES": c.path])
        #expect(r2.status == 2)
        let builtIn = Paths.repoRoot.appendingPathComponent("Assets/scenes/profile.json").path
        #expect(r2.stderr == "scrolllab: \(c.path)/profile.json: scene id \"profile\" is also defined in \(builtIn)\n")
    }

    /// An edited copy of a built-in, given with `--scene FILE.json`, replaces the built-in of its id
    /// (audit 27: "also defined in …/Assets/scenes/profile.json"); two user files of one id stay an error.
    @Test func aGivenFileReplacesTheBuiltInOfItsID() throws {
        let dir = try folder("profile", name: "my-profile")
        let file = dir.appendingPathComponent("my-profile.json").path
        let list = try runScrollLab(["--list-scenes", "--scene", file])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(ids(list.stdout).sorted() == Self.builtIns.scenes.map(\.id).sorted())
        #expect(list.stdout.contains("profile\tMine profile"))
        let state = dir.appendingPathComponent("state.json").path
        let r = try runScrollLab(["--headless", "--scene", file, "--state", state])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try StateFile(contentsOf: URL(fileURLWithPath: state)).scrollViews.map(\.id) == ["main"])
        let other = try folder("mine")
        let mine = try folder("mine", name: "my-mine").appendingPathComponent("my-mine.json").path
        let both = try runScrollLab(["--list-scenes", "--scenes", other.path, "--scene", mine])
        #expect(both.status == 2)
        #expect(both.stderr == "scrolllab: \(mine): scene id \"mine\" is also defined in \(other.path)/mine.json\n")
        // Two files replacing one built-in: the second is a duplicate of the first (audit 28: the last won).
        let second = try folder("profile", name: "my-profile-2").appendingPathComponent("my-profile-2.json").path
        let two = try runScrollLab(["--list-scenes", "--scene", file, "--scene", second])
        #expect(two.status == 2)
        #expect(two.stderr == "scrolllab: \(second): scene id \"profile\" is also defined in \(file)\n")
    }

    @Test func aSceneFileOpensDirectly() throws {
        let dir = try folder("my-page")
        let file = dir.appendingPathComponent("my-page.json").path
        let state = Paths.temporaryDirectory().appendingPathComponent("state.json").path
        let r = try runScrollLab(["--headless", "--scene", file, "--state", state])
        #expect(r.status == 0, "\(r.stderr)")
        let s = try StateFile(contentsOf: URL(fileURLWithPath: state))
        #expect(s.scene == "my-page")
        #expect(s.scrollViews.map(\.id) == ["main"])
        // The same file in a --scenes folder as well counts once.
        let twice = try runScrollLab(["--list-scenes", "--scenes", dir.path, "--scene", file])
        #expect(twice.status == 0, "\(twice.stderr)")
        #expect(ids(twice.stdout).last == "my-page")
        let missing = try runScrollLab(["--headless", "--scene", dir.appendingPathComponent("nope.json").path])
        #expect(missing.status == 2)
        #expect(missing.stderr == "scrolllab: \(dir.path)/nope.json: no such scene file\n")
    }

    @Test func assetsScenesAreNotReadAndSaySoOnce() throws {
        let assets = try folder("ignored")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: assets.appendingPathComponent("ignored.json"), to: assets.appendingPathComponent("scenes/ignored.json"))
        let r = try runScrollLab(["--list-scenes"], environment: ["SCROLLLAB_ASSETS": assets.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(ids(r.stdout) == Self.builtIns.scenes.map(\.id))
        let scenes = assets.appendingPathComponent("scenes").path
        #expect(
            r.stderr
                == "scrolllab: warning: \(scenes) is not read: SCROLLLAB_ASSETS is for fonts and images; add scenes with SCROLLLAB_SCENES=\(scenes) or --scenes \(scenes)\n"
        )
    }

    @Test func versionPrintsTheReportsVersion() throws {
        let r = try runScrollLab(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout == "scrolllab \(ScrollLabVersion.current)\n")
    }

    /// A scene file's problems are one a line, each with the program's prefix (audit 28: only the
    /// first had it, so a log filter on `scrolllab:` dropped the rest).
    @Test func everyProblemLineHasThePrefix() throws {
        let dir = Paths.temporaryDirectory()
        let file = dir.appendingPathComponent("bad.json")
        try Data(#"{"id": "bad", "title": "Bad", "rowz": 3, "bounce": true}"#.utf8).write(to: file)
        let r = try runScrollLab(["--list-scenes", "--scene", file.path])
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(r.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("scrolllab: \(file.path): ") }, "\(r.stderr)")
    }
}
