import Foundation
import ScrollScene
import TestSupport
import Testing

/// The one key table: every key has one command, and docs/SANDBOX.md's table is generated from it
/// (the F1 key map shows every labelled row: `KeyMapSectionTests`).
@Suite struct KeyTableTests {
    @Test func everyKeyIsDeclaredOnce() {
        let keys = KeyBinding.all.flatMap(\.keys)
        #expect(Set(keys).count == keys.count, "a key in two rows: \(keys)")
        #expect(KeyBinding.command(for: "e") == .scene(.cycleHeaderHeight))
        #expect(KeyBinding.command(for: "9") == .switchScene(8))
        #expect(KeyBinding.command(for: "l") == .toggleOverlay(.log))
        #expect(KeyBinding.command(for: "x") == nil)
    }

    @Test func eachLayerGetsItsCommands() {
        #expect(KeyBinding.command(for: "space")?.layer == .window)
        #expect(KeyBinding.command(for: "f9")?.layer == .window)
        #expect(KeyBinding.command(for: "t")?.layer == .sandbox)
        #expect(KeyBinding.command(for: "home")?.layer == .scene)
    }

    /// `SCROLLLAB_RECORD=1` rewrites the table in docs/SANDBOX.md.
    @Test func theSandboxDocListsTheTable() throws {
        let url = Paths.repoRoot.appendingPathComponent("docs/SANDBOX.md")
        let doc = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(doc.range(of: "## Keys\n\n"))
        let end = doc.range(of: "\n\n", range: start.upperBound..<doc.endIndex)?.lowerBound ?? doc.endIndex
        let table = String(doc[start.upperBound..<end])
        if Snapshot.recording && table != KeyBinding.markdownTable {
            try (doc[..<start.upperBound] + KeyBinding.markdownTable + doc[end...]).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote the key table in \(url.path); run again without SCROLLLAB_RECORD")
            return
        }
        #expect(table == KeyBinding.markdownTable, "docs/SANDBOX.md's key table is stale; \(Snapshot.howToRecord)")
    }
}
