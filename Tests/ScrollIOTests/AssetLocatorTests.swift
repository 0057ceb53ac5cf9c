import Foundation
import ScrollIO
import ScrollScene
import TestSupport
import Testing

/// The built-in assets are found from the running binary's real path (issue #40): the README's
/// install — a `scrolllab` symlink on PATH, typed by name from another folder — runs every command.
@Suite struct AssetLocatorTests {
    static let builtIns = try! SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))

    /// A folder `bin/` holding a `scrolllab` symlink to the binary under test.
    func installed() throws -> URL {
        let home = Paths.temporaryDirectory()
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("scrolllab").path, withDestinationPath: Paths.scrolllab)
        return home
    }

    @Test func aSymlinkOnPathTypedByNameFromAnotherFolderListsTheBuiltIns() throws {
        let home = try installed()
        let elsewhere = home.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        // `env` runs `scrolllab` found on PATH, so argv[0] is the bare word, as in a shell.
        let r = try runProcess(
            "/usr/bin/env", ["scrolllab", "--list-scenes"],
            environment: [
                "PATH": home.appendingPathComponent("bin").path + ":/usr/bin:/bin", "SCROLLLAB_ASSETS": nil, "SCROLLLAB_SCENES": nil,
            ],
            currentDirectory: elsewhere)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines == Self.builtIns.scenes.map { "\($0.id)\t\($0.title)" })
        #expect(lines.first == "profile\tProfile: header, sticky tab strip, paged lists")
    }

    @Test func withoutProcTheBareNameIsLookedUpOnPath() throws {
        let home = try installed()
        let exe = AssetLocator.executable(
            procPath: "/nonexistent/proc/self/exe", argument0: "scrolllab",
            environment: ["PATH": "/nonexistent:" + home.appendingPathComponent("bin").path])
        #expect(exe.path == URL(fileURLWithPath: Paths.scrolllab).resolvingSymlinksInPath().path)
    }

    @Test func procSelfExeIsTheRealPath() {
        let exe = AssetLocator.executable(argument0: "no-such-name-on-path", environment: ["PATH": "/nonexistent"])
        #expect(exe.path == (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")))
        #expect(exe.path.hasPrefix("/"))
    }
}
