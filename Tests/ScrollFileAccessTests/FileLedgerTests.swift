import Foundation
import ScrollFileAccess
import Testing

/// `FileLedger` keys files by device and inode. An entry whose file is gone from the path it was
/// noted under must not match a new file that happens to get its inode: CI once refused a fresh fuzz
/// output as "the scene file … this run reads", the scene file of another test, deleted, its inode
/// handed to the new file. Moving a file (`rename`) makes that state deterministically: the inode
/// lives on under a path the ledger never saw, and nothing sits at the noted path.
@Suite struct FileLedgerTests {
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func aFileReadIsNamedByItsPathAndByAHardLink() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/a.json"))
        #expect(FileLedger.noteInput(dir + "/a.json", what: "scene file") == nil)
        #expect(FileLedger.input(at: dir + "/a.json") == "scene file \(dir)/a.json")
        #expect(link(dir + "/a.json", dir + "/same.json") == 0)
        #expect(FileLedger.input(at: dir + "/same.json") == "scene file \(dir)/a.json")
    }

    @Test func anInputGoneFromItsPathNoLongerMatchesItsInode() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/read.json"))
        #expect(FileLedger.noteInput(dir + "/read.json", what: "scene file") == nil)
        #expect(rename(dir + "/read.json", dir + "/new.ndjson") == 0)
        #expect(FileLedger.input(at: dir + "/new.ndjson") == nil)
        // Forgotten for good: the file put back at its path is no longer the run's input either.
        #expect(rename(dir + "/new.ndjson", dir + "/read.json") == 0)
        #expect(FileLedger.input(at: dir + "/read.json") == nil)
    }

    @Test func anOutputGoneFromItsPathDoesNotRefuseAReadOfItsInode() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/out.json"))
        FileLedger.declareOutputs([("--state", dir + "/out.json")])
        #expect(FileLedger.noteInput(dir + "/out.json", what: "scene file")?.flag == "--state")
        #expect(rename(dir + "/out.json", dir + "/in.json") == 0)
        #expect(FileLedger.noteInput(dir + "/in.json", what: "scene file") == nil)
    }
}
