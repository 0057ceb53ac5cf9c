import Foundation
import TestSupport
import Testing

/// `scrolllab report`: a recorded trace becomes one HTML page, byte for byte the same every time
/// (golden), holding its frames, curves, the arena's decisions and the trace itself; bad input and
/// failed writes leave nothing behind. The page's behaviour in a browser: scripts/report-browser-test.
@Suite struct ReportTests {
    static let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/reports/recorded-flings.ndjson")

    /// A folder holding a copy of the fixture trace, so the command line in the report is always the same.
    func workFolder() throws -> URL {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.copyItem(at: Self.trace, to: dir.appendingPathComponent("recorded-flings.ndjson"))
        return dir
    }

    func report(in dir: URL, out: String = "report.html", extra: [String] = []) throws -> ProcessResult {
        try runProcess(Paths.scrolllab, ["report", "recorded-flings.ndjson", "--out", out] + extra, currentDirectory: dir)
    }

    /// The page with each image's base64 replaced by its length and FNV-1a hash: a golden a person can
    /// diff, equal only when the page is equal byte for byte.
    static func skeleton(_ html: String) -> String {
        var out = ""
        var rest = Substring(html)
        let marker = "data:image/jpeg;base64,"
        while let r = rest.range(of: marker) {
            out += rest[..<r.upperBound]
            rest = rest[r.upperBound...]
            let end = rest.firstIndex { $0 == "\"" } ?? rest.endIndex
            let bytes = Data(base64Encoded: String(rest[..<end])) ?? Data()
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
            out += "<\(bytes.count) bytes, fnv1a64 \(String(hash, radix: 16))>"
            rest = rest[end...]
        }
        return out + rest
    }

    @Test func aRecordedTraceGivesTheGoldenPageByteForByte() throws {
        let dir = try workFolder()
        let r = try report(in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let page = try Data(contentsOf: dir.appendingPathComponent("report.html"))
        Snapshot.assertText(Self.skeleton(String(decoding: page, as: UTF8.self)), named: "recorded-flings.report")
        // Deterministic: a second run (same command, another folder) writes the same bytes.
        let other = try workFolder()
        #expect(try report(in: other).status == 0)
        #expect(try Data(contentsOf: other.appendingPathComponent("report.html")) == page)
    }

    @Test func thePageHoldsFramesCurvesDecisionsAndTheTrace() throws {
        let dir = try workFolder()
        #expect(try report(in: dir).status == 0)
        let html = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
        // Frames: JPEGs (base64 of FF D8 FF starts "/9j/"), at most ~5 MB in all.
        let frames = html.components(separatedBy: "data:image/jpeg;base64,/9j/").count - 1
        #expect(frames > 20, "\(frames) frames")
        #expect(html.utf8.count < 5_000_000)
        // Curves of the header and the list, which both moved; a handoff between them; the finger's spans.
        #expect(html.contains(">header</text>") && html.contains(">page.0.list</text>"))
        #expect(html.contains("<title>handoff header → page.0.list at "))
        #expect(html.contains("<title>finger 0 down 0.1–0.274 s</title>"))
        #expect(html.contains("<title>handoff page.0.list → header at "))
        #expect(html.contains("<b class=\"win\">pager.pan</b> won over <b class=\"lose\">page.0.list.pan</b>"))
        #expect(html.components(separatedBy: "<polyline points=").count - 1 >= 4)
        // The arena's decisions, with winner, loser and reason.
        #expect(html.contains("<b class=\"win\">page.0.list.pan</b> won over <b class=\"lose\">pager.pan</b>"))
        #expect(html.contains("<li>pager.pan failed: page.0.list.pan won the touch</li>"))
        // The header's facts and the final state.
        #expect(html.contains("<dt>tick rate</dt><dd>120 Hz</dd>"))
        #expect(html.contains("<code>scrolllab report recorded-flings.ndjson --out report.html</code>"))
        #expect(html.contains("&quot;scene&quot; : &quot;profile&quot;"))
        // Nothing is fetched.
        #expect(!html.contains("http://") || html.components(separatedBy: "http://").count - 1 == 2)  // the SVG namespace only
        #expect(!html.contains("https://"))
    }

    @Test func theEmbeddedTraceComesBackByteForByte() throws {
        let dir = try workFolder()
        #expect(try report(in: dir).status == 0)
        let original = try Data(contentsOf: Self.trace)
        let r = try runProcess(
            Paths.scrolllab, ["report", "--extract-trace", "report.html", "--out", "back.ndjson"], currentDirectory: dir)
        #expect(r.status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("back.ndjson")) == original)
        let stdout = try runProcess(Paths.scrolllab, ["report", "--extract-trace", "report.html"], currentDirectory: dir)
        #expect(Data(stdout.stdout.utf8) == original)
    }

    @Test func aMalformedTraceIsOneLineExitTwoAndNoPage() throws {
        let dir = Paths.temporaryDirectory()
        let bad = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/traces/time-backwards.ndjson")
        let out = dir.appendingPathComponent("r.html").path
        let r = try runScrollLab(["report", bad.path, "--out", out])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrolllab: \(bad.path):") && r.stderr.hasSuffix("\n"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func anUnwritablePathOrAFullDiskIsExitOneAndKeepsTheOldFile() throws {
        let dir = try workFolder()
        let r = try report(in: dir, out: "/nonexistent/dir/r.html")
        #expect(r.status == 1)
        #expect(r.stderr == "scrolllab: --out /nonexistent/dir/r.html: folder /nonexistent/dir does not exist\n")
        let old = dir.appendingPathComponent("report.html")
        try Data("old report".utf8).write(to: old)
        // A 64 KB file-size limit makes the write fail as on a full disk (SIGXFSZ ignored: EFBIG instead).
        let script = "ulimit -f 64; trap '' XFSZ; exec \"$0\" report recorded-flings.ndjson --out report.html"
        let full = try runProcess("/bin/bash", ["-c", script, Paths.scrolllab], currentDirectory: dir)
        #expect(full.status == 1)
        #expect(full.stderr.hasPrefix("scrolllab: cannot write report.html: ") && full.stderr.split(separator: "\n").count == 1)
        #expect(try String(contentsOf: old, encoding: .utf8) == "old report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["recorded-flings.ndjson", "report.html"])
    }

    @Test(arguments: [
        (["report"], "report: needs a trace: scrolllab report TRACE --out FILE.html"),
        (["report", "t.ndjson"], "report: needs --out FILE.html"),
        (["report", "t.ndjson", "--out", "t.ndjson"], "--out t.ndjson is the same file as the trace t.ndjson; it would be overwritten"),
        (["report", "t.ndjson", "--out", "r.html", "--scale", "9"], "report: --scale must be between 0.5 and 4.0 (got '9')"),
        (
            ["report", "t.ndjson", "--out", "r.html", "--feel", "ios", "--compare", "ios,android"],
            "report: --feel and --compare cannot be used together (--compare names every lane's feel)"
        ),
        (["report", "t.ndjson", "--out", "r.html", "--compare", "ios"], "report: --compare takes 2 to 6 feels (got 1)"),
        (["report", "--extract-trace", "nope.html"], "nope.html: no such report"),
        (["report", "missing.ndjson", "--out", "r.html"], "missing.ndjson: no such trace file"),
    ])
    func badCommandsNameTheProblem(arguments: [String], message: String) throws {
        let r = try runScrollLab(arguments)
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(message)\n")
    }

    @Test func aComparisonShowsOnePhonePerFeelAndTheirCurvesTogether() throws {
        let dir = try workFolder()
        let r = try report(in: dir, extra: ["--compare", "ios,android"])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<figcaption>ios</figcaption><img class=\"frame\" id=\"frame-0\""))
        #expect(html.contains("<figcaption>android</figcaption><img class=\"frame\" id=\"frame-1\""))
        #expect(html.contains("<dt>feel</dt><dd>ios, android</dd>"))
        // Both lanes' curves, the second dashed, and decisions tagged with their lane.
        #expect(html.contains(">ios · page.0.list</text>") && html.contains(">android · page.0.list</text>"))
        #expect(html.contains("dashed\" data-name=\"android · page.0.list\""))
        #expect(html.contains("<span class=\"lane-tag\">android</span>"))
        #expect(html.utf8.count < 6_000_000)
        let one = try report(in: dir, out: "android.html", extra: ["--feel", "android"])
        #expect(one.status == 0)
        let single = try String(contentsOf: dir.appendingPathComponent("android.html"), encoding: .utf8)
        #expect(single.contains("<dt>feel</dt><dd>android</dd>"))
    }

    @Test func extractingFromAPageWithoutATraceFails() throws {
        let dir = Paths.temporaryDirectory()
        let page = dir.appendingPathComponent("page.html")
        try Data("<html><body>hello</body></html>".utf8).write(to: page)
        let r = try runScrollLab(["report", "--extract-trace", page.path])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(page.path): no embedded trace (not a ScrollLab report?)\n")
    }

    @Test func headlessPlotWritesTheCurvesAsAStandaloneSVG() throws {
        let dir = Paths.temporaryDirectory()
        let svg = dir.appendingPathComponent("curves.svg")
        let r = try runScrollLab(["--headless", "--replay", Self.trace.path, "--settle", "--plot", svg.path])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sheet\""))
        #expect(text.contains("<style>") && text.contains(">offset (pt)</text>") && text.contains(">velocity (pt/s)</text>"))
        #expect(text.components(separatedBy: "<polyline points=").count - 1 >= 4)
        let again = dir.appendingPathComponent("again.svg")
        #expect(try runScrollLab(["--headless", "--replay", Self.trace.path, "--settle", "--plot", again.path]).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: svg))
    }
}
