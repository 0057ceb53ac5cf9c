import Foundation
import Testing

@testable import ScrollCheck

/// What `check PATH…` finds in folders (outside audit): symbolic links to folders followed, at any depth
/// and without looping; only files taken as traces, whatever a folder is named.
@Suite struct CheckCorpusTests {
    /// A new empty folder.
    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrolllab-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Writes `text` at `root/name`, making its folders.
    static func write(_ name: String, in root: String, _ text: String = "{}\n") throws {
        let url = URL(fileURLWithPath: root + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func link(_ name: String, in root: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
    }

    /// `link` → `corpus`, which holds a link back to itself and one to a folder beside it: every
    /// trace once, spelled under the argument as given, sorted.
    @Test func symbolicLinksToFoldersAreFollowedOnce() throws {
        let root = try Self.folder()
        try Self.write("corpus/a.ndjson", in: root)
        try Self.write("corpus/sub/b.ndjson", in: root)
        try Self.write("elsewhere/c.ndjson", in: root)
        try Self.link("corpus/sub/back", in: root, to: "..")  // an ancestor: must not loop
        try Self.link("corpus/more", in: root, to: "../elsewhere")
        try Self.link("corpus/again", in: root, to: "sub")  // a folder walked already
        try Self.link("corpus/.hidden", in: root, to: "../elsewhere")
        try Self.link("link", in: root, to: "corpus")
        #expect(
            try CheckCorpus.traces([root + "/link"]) == [
                root + "/link/a.ndjson", root + "/link/again/b.ndjson", root + "/link/more/c.ndjson",
            ])
        // Given twice, through the link and as itself: each trace once, as first found.
        #expect(
            try CheckCorpus.traces([root + "/corpus/", root + "/link"])
                == [root + "/corpus/a.ndjson", root + "/corpus/again/b.ndjson", root + "/corpus/more/c.ndjson"])
        // A link to a trace is a trace; a link to nothing is left to the loader to name.
        try Self.link("elsewhere/d.ndjson", in: root, to: "../corpus/a.ndjson")
        try Self.link("elsewhere/gone.ndjson", in: root, to: "nothing")
        #expect(
            try CheckCorpus.traces([root + "/elsewhere"]) == [
                root + "/elsewhere/c.ndjson", root + "/elsewhere/d.ndjson", root + "/elsewhere/gone.ndjson",
            ])
        try Self.write("corpus/sub/old.assert.json", in: root)
        #expect(CheckCorpus.strays([root + "/link"]).map(\.file) == [root + "/link/again/old.assert.json"])
    }

    /// A folder named `x.ndjson` (or `y.assert.json`) is walked into, not taken as a file; a file whose
    /// trace is such a folder has no trace.
    @Test func aFolderIsWalkedIntoWhateverItsName() throws {
        let root = try Self.folder()
        try Self.write("x.ndjson/a.ndjson", in: root)
        try Self.write("y.assert.json/b.ndjson", in: root)
        try Self.write("x.assert.json", in: root)
        #expect(try CheckCorpus.traces([root]) == [root + "/x.ndjson/a.ndjson", root + "/y.assert.json/b.ndjson"])
        #expect(CheckCorpus.strays([root]).map(\.file) == [root + "/x.assert.json"])
        #expect(CheckCorpus.strays([root]).map(\.trace) == [root + "/x.ndjson"])
    }

    /// Each stray goes to the one shard its missing trace would be in.
    @Test func aStrayIsInTheShardOfItsTrace() {
        let strays = (0..<40).map { (file: "t/\($0).assert.json", trace: "t/\($0).ndjson") }
        let shards = (1...4).map { CheckCorpus.shard(strays, index: $0, count: 4, by: { $0.trace }) }
        #expect(shards.map(\.count).reduce(0, +) == strays.count)
        #expect(shards.allSatisfy { !$0.isEmpty })
        for (i, shard) in shards.enumerated() {
            #expect(shard.map(\.trace) == CheckCorpus.shard(strays.map(\.trace), index: i + 1, count: 4))
        }
    }
}
