import Foundation
import ScrollFileAccess
import Testing

/// `InputFile.read` refuses what is not a regular file before it opens it, and notices a file that
/// holds more than `stat` said (it grew while it was read): never a hang, never more than the limit.
@Suite struct InputFileKindTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("input-fifo-\(getpid())").path
        unlink(path)
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        // No writer: an open without O_NONBLOCK, or a read, would wait forever.
        #expect(throws: InputFile.Refusal.notRegular) { try InputFile.read(path, limit: 64) }
    }

    @Test func aDeviceAFolderAndAMissingFileAreRefusedByKind() {
        #expect(throws: InputFile.Refusal.notRegular) { try InputFile.read("/dev/zero", limit: 64) }
        #expect(throws: InputFile.Refusal.folder) { try InputFile.read("/", limit: 64) }
        #expect(throws: InputFile.Refusal.missing) { try InputFile.read("/no/such/file.json", limit: 64) }
    }

    /// A file whose contents outgrow the size `stat` gave (a /proc file says 0 bytes and holds more,
    /// as a file appended to between the stat and the read does): read no further than one byte past
    /// the limit, then refused.
    @Test func aFileThatHoldsMoreThanItsStatSaidIsRefusedAtTheLimit() throws {
        var st = stat()
        try #require(stat("/proc/self/status", &st) == 0 && st.st_size == 0)
        #expect(throws: InputFile.Refusal.tooLarge(17)) { try InputFile.read("/proc/self/status", limit: 16) }
        let whole = try InputFile.read("/proc/self/status", limit: 1 << 20)
        #expect(String(decoding: whole, as: UTF8.self).hasPrefix("Name:"))
    }

    /// One message per refusal, whatever reads the file: `PATH: ` + these words.
    @Test func eachRefusalHasOneLine() {
        let limit = 1_000_000
        #expect(InputFile.Refusal.missing.words("trace file", limit: limit) == "no such trace file")
        #expect(InputFile.Refusal.folder.words("scene file", limit: limit) == "is a folder, not a scene file")
        #expect(
            InputFile.Refusal.notRegular.words("expectation file", limit: limit)
                == "not a regular file (a FIFO, a device or a socket), not an expectation file")
        #expect(InputFile.Refusal.tooLarge(1_000_001).words("scene file", limit: limit) == "scene file is 1000001 bytes; the limit is 1 MB")
    }
}
