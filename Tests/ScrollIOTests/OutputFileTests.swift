import Foundation
import ScrollIO
import TestSupport
import Testing

/// How outputs are written (issue #20, items 7–9): atomic replace for regular files, in place for
/// special files, through symbolic links; inputs and outputs compared by identity; every argument
/// checked before anything is written.
@Suite struct OutputFileTests {
    static let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/hostile/snap-touchpad-swipe-one-second.ndjson")

    func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let dir = Paths.temporaryDirectory()
        let real = dir.appendingPathComponent("real.json").path
        let link = dir.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        let r = try runScrollLab(["--headless", "--scene", "snap", "--state", link])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(isLink(link))
        let state = try String(contentsOfFile: real, encoding: .utf8)
        #expect(state.contains("\"scene\" : \"snap\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["link.json", "real.json"])
    }

    @Test func aLinkToNothingIsRefused() throws {
        let dir = Paths.temporaryDirectory()
        let link = dir.appendingPathComponent("dangling.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing/nothing.json")
        let r = try runScrollLab(["--headless", "--state", link])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: --state \(link): symbolic link to a missing file\n")
        #expect(isLink(link))
    }

    /// A FIFO is written in place (a reader gets the state) and stays a FIFO.
    @Test func aSpecialFileIsWrittenInPlaceNeverReplaced() throws {
        let dir = Paths.temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe").path
        let got = dir.appendingPathComponent("got.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let r = try runProcess(
            "/bin/bash",
            ["-c", "timeout 60 cat \"$1\" > \"$2\" & \"$0\" --headless --state \"$1\"; s=$?; wait; exit $s", Paths.scrolllab, fifo, got])
        #expect(r.status == 0, "\(r.stderr)")
        var st = stat()
        #expect(lstat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO)
        #expect(try String(contentsOfFile: got, encoding: .utf8).contains("\"scene\" : \"profile\""))
    }

    @Test func aNameNear255BytesIsWritten() throws {
        let dir = Paths.temporaryDirectory()
        let name = String(repeating: "n", count: 250) + ".json"
        let path = dir.appendingPathComponent(name).path
        let r = try runScrollLab(["--headless", "--state", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [name])
    }

    @Test func replacingKeepsThePermissions() throws {
        let dir = Paths.temporaryDirectory()
        let path = dir.appendingPathComponent("s.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o640) == 0)
        #expect(try runScrollLab(["--headless", "--state", path]).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    /// Inputs and outputs are compared as files, not strings; nothing is run or written.
    @Test func theSameFileUnderTwoNamesIsRefusedBeforeAnyWork() throws {
        let dir = Paths.temporaryDirectory()
        let r = dir.appendingPathComponent("r.ndjson").path
        let original = try Data(contentsOf: Self.trace)
        try original.write(to: URL(fileURLWithPath: r))
        let hard = dir.appendingPathComponent("hard.ndjson").path
        try FileManager.default.linkItem(atPath: r, toPath: hard)
        let x = dir.appendingPathComponent("x").path
        let cases: [([String], String)] = [
            (
                ["--headless", "--replay", r, "--state", dir.path + "/./r.ndjson"],
                "--state \(dir.path)/./r.ndjson is the same file as --replay \(r)"
            ),
            (["--headless", "--replay", r, "--screenshot", hard], "--screenshot \(hard) is the same file as --replay \(r)"),
            (
                ["--headless", "--screenshot", x, "--state", dir.path + "/sub/../x"],
                "--screenshot \(x) and --state \(dir.path)/sub/../x are the same file"
            ),
            (["--replay", r, "--record", dir.path + "//r.ndjson"], "--record \(dir.path)//r.ndjson is the same file as --replay \(r)"),
            (["--record", x, "--state", "\(dir.path)/./x"], "--record \(x) and --state \(dir.path)/./x are the same file"),
        ]
        try FileManager.default.createDirectory(atPath: dir.path + "/sub", withIntermediateDirectories: true)
        for (args, message) in cases {
            let res = try runScrollLab(args, environment: ["DISPLAY": ":0"])
            #expect(res.status == 2, "\(args)")
            #expect(res.stderr == "scrolllab: \(message); it would be overwritten\n" || res.stderr == "scrolllab: \(message)\n", "\(args)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: r)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["hard.ndjson", "r.ndjson", "sub"])
    }

    /// #26: the paths that skipped the check — a report over its trace (`./T`, a symbolic link), an
    /// extracted trace over its report, a state over the feel file — are refused, for every mode.
    @Test func everyModeChecksEveryInputAgainstEveryOutput() throws {
        let dir = Paths.temporaryDirectory()
        let t = dir.appendingPathComponent("t.ndjson").path
        let original = try Data(contentsOf: Self.trace)
        try original.write(to: URL(fileURLWithPath: t))
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link.html", withDestinationPath: "t.ndjson")
        let html = dir.appendingPathComponent("r.html").path
        try Data("<html>a report</html>".utf8).write(to: URL(fileURLWithPath: html))
        let feel = dir.appendingPathComponent("f.json").path
        try Data(#"{"preset":"android"}"#.utf8).write(to: URL(fileURLWithPath: feel))
        let cases: [([String], String)] = [
            (["report", t, "--out", dir.path + "/./t.ndjson"], "--out \(dir.path)/./t.ndjson is the same file as the trace \(t)"),
            (["report", t, "--out", dir.path + "/link.html"], "--out \(dir.path)/link.html is the same file as the trace \(t)"),
            (
                ["report", "--extract-trace", html, "--out", dir.path + "/./r.html"],
                "--out \(dir.path)/./r.html is the same file as --extract-trace \(html)"
            ),
            (["report", t, "--out", feel, "--feel", feel], "--out \(feel) is the same file as --feel \(feel)"),
            (
                ["--headless", "--feel", feel, "--state", dir.path + "/./f.json"],
                "--state \(dir.path)/./f.json is the same file as --feel \(feel)"
            ),
            (
                ["--headless", "--compare", "ios,\(feel)", "--screenshot", dir.path + "//f.json"],
                "--screenshot \(dir.path)//f.json is the same file as --compare \(feel)"
            ),
            (["--feel", feel, "--record", dir.path + "/./f.json"], "--record \(dir.path)/./f.json is the same file as --feel \(feel)"),
        ]
        for (args, message) in cases {
            let res = try runScrollLab(args, environment: ["DISPLAY": ":0"])
            #expect(res.status == 2, "\(args)")
            #expect(res.stderr == "scrolllab: \(message); it would be overwritten\n", "\(args)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: t)) == original)
        #expect(try String(contentsOfFile: html, encoding: .utf8) == "<html>a report</html>")
        #expect(try String(contentsOfFile: feel, encoding: .utf8) == #"{"preset":"android"}"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["f.json", "link.html", "r.html", "t.ndjson"])
    }

    /// A numbered name is claimed when it is handed out (`O_EXCL`): two windows asking in one folder
    /// before either has written get two numbers (both got `-1`, and the first session was lost).
    @Test func aNumberedNameIsClaimedAtOnce() throws {
        let dir = Paths.temporaryDirectory().path
        let a = OutputFile.nextFree(stem: "scrolllab-recording", ext: "ndjson", in: dir)
        let b = OutputFile.nextFree(stem: "scrolllab-recording", ext: "ndjson", in: dir)
        #expect(a == dir + "/scrolllab-recording-1.ndjson")
        #expect(b == dir + "/scrolllab-recording-2.ndjson")
        try OutputFile.write(Data("x".utf8), to: a)
        #expect(try String(contentsOfFile: a, encoding: .utf8) == "x")
    }

    /// `plainFirst` (fuzz's failure traces): the bare name first, then `-2`, `-3`, each claimed.
    @Test func aPlainFirstNameIsClaimedThenNumbered() throws {
        let dir = Paths.temporaryDirectory().path
        let names = (0..<3).map { _ in OutputFile.nextFree(stem: "fuzz-failure-seed-1", ext: "ndjson", in: dir, plainFirst: true) }
        #expect(names == ["", "-2", "-3"].map { dir + "/fuzz-failure-seed-1\($0).ndjson" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 3)
    }

    @Test func everyArgumentIsCheckedBeforeAnythingIsWritten() throws {
        let dir = Paths.temporaryDirectory()
        let shot = dir.appendingPathComponent("a.png").path
        let r = try runScrollLab(["--headless", "--screenshot", shot, "--state", ""])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: --state needs a file name (got an empty one)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func theFileIdentityFollowsLinksAndSpellings() throws {
        let dir = Paths.temporaryDirectory()
        let a = dir.appendingPathComponent("a").path
        try Data("a".utf8).write(to: URL(fileURLWithPath: a))
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/l", withDestinationPath: "a")
        #expect(FileIdentity(a) == FileIdentity(dir.path + "/l"))
        #expect(FileIdentity(dir.path + "/new") == FileIdentity(dir.path + "/./new"))
        #expect(FileIdentity(dir.path + "/new") != FileIdentity(dir.path + "/other"))
        #expect(FileIdentity(a) != FileIdentity(dir.path + "/new"))
    }
}
