import Foundation
import ScrollFileAccess
import Testing

/// `InputFile.read`'s size limit: a file of exactly the limit is read whole, one byte more is refused
/// with its size (a limit is the most a file may hold; docs/ROBUSTNESS.md).
@Suite struct InputFileTests {
    static func file(bytes: Int) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(getpid())-\(bytes).json")
        try Data(repeating: UInt8(ascii: "x"), count: bytes).write(to: url)
        return url.path
    }

    @Test func aFileOfExactlyTheLimitIsRead() throws {
        let path = try Self.file(bytes: 64)
        defer { unlink(path) }
        #expect(try InputFile.read(path, limit: 64).count == 64)
        #expect(try InputFile.read(path, limit: 64, prefix: 8).count == 8)
    }

    @Test func oneByteOverTheLimitIsRefusedWithItsSize() throws {
        let path = try Self.file(bytes: 65)
        defer { unlink(path) }
        #expect(throws: InputFile.Refusal.tooLarge(65)) { try InputFile.read(path, limit: 64) }
        #expect(InputFile.Refusal.tooLarge(65).words("scene file", limit: 64) == "scene file is 65 bytes; the limit is 64 bytes")
    }

    @Test func anEmptyFileIsReadAsNoBytes() throws {
        let path = try Self.file(bytes: 0)
        defer { unlink(path) }
        #expect(try InputFile.read(path, limit: 64).isEmpty)
    }
}
