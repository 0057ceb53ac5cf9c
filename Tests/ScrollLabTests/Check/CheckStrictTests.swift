import Foundation
import TestSupport
import Testing

/// `check` refusing what would give a wrong result (#46 classes 7 and 9): two `--feel` names that map
/// to one expectation file, an `--update` that wrote files before refusing a bad one, a trace name
/// that is not UTF-8 reported as "no such trace file".
@Suite struct CheckStrictTests {
    typealias T = CheckCommandTests

    @Test func feelsThatShareAnExpectationFileAreRefused() throws {
        let dir = try T.folderWithBug()
        for name in ["a.b", "a_b"] {
            try #"{"preset": "android", "name": "\#(name)"}"#.write(
                to: dir.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
        }
        let r = try T.check(["--feel", "a.b.json,a_b.json", "--update", "bug.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(
            r.stderr
                == "scrolllab: check: --feel: 'a.b' and 'a_b' map to one expectation file (NAME.a_b.expect.json); give the feels distinct names\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bug.a_b.expect.json").path))
    }

    /// `b`'s expectation file cannot be written (a link to nothing): `a`'s, which could, is not
    /// written either — every trace runs before any file is.
    @Test func updateWritesNothingWhenOneFileCannotBeWritten() throws {
        let dir = Paths.temporaryDirectory()
        for name in ["a", "b"] { try FileManager.default.copyItem(at: T.bug, to: dir.appendingPathComponent("\(name).ndjson")) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("b.expect.json").path, withDestinationPath: "gone/x")
        let r = try T.check(["--update", "--jobs", "2", "a.ndjson", "b.ndjson"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: check --update b.expect.json: symbolic link to a missing file\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.expect.json").path))
    }

    /// A name in another encoding: as an argument and inside a folder.
    @Test func aNameThatIsNotUTF8IsSaidToBeOne() throws {
        let dir = Paths.temporaryDirectory()
        let arg = try runProcess("/bin/sh", ["-c", "exec \"$0\" check \"$(printf 'a\\377.ndjson')\"", Paths.scrolllab])
        #expect(arg.status == 2)
        #expect(arg.stderr == "scrolllab: argument 2 (a\\xFF.ndjson) is not UTF-8 text: a file name in another encoding; rename the file\n")
        let folder = try runProcess(
            "/bin/sh", ["-c", "cp \"$1\" \"$(printf '\\377').ndjson\" && exec \"$0\" check .", Paths.scrolllab, T.bug.path],
            currentDirectory: dir)
        #expect(folder.status == 2)
        #expect(
            folder.stderr
                == "scrolllab: ./\u{FFFD}.ndjson: a file name in this folder is not UTF-8 text (shown with \u{FFFD} for its bytes); rename it\n"
        )
    }

    /// A folder whose name is not UTF-8 is walked like any other, and its traces said to be
    /// misnamed (not skipped: the symlink-following walker first lost them).
    @Test func aFolderNameThatIsNotUTF8IsWalkedAndSaid() throws {
        let dir = Paths.temporaryDirectory()
        let r = try runProcess(
            "/bin/sh",
            ["-c", "d=\"$(printf 'a\\377')\" && mkdir \"$d\" && cp \"$1\" \"$d/\" && exec \"$0\" check .", Paths.scrolllab, T.bug.path],
            currentDirectory: dir)
        #expect(r.status == 2)
        #expect(
            r.stderr
                == "scrolllab: ./a\u{FFFD}/bug.ndjson: a file name in this folder is not UTF-8 text (shown with \u{FFFD} for its bytes); rename it\n"
        )
    }
}
