import Foundation
import TestSupport
import Testing

/// `scrolllab report` of a trace that switches scene (header-snap, then `scene=basic-scroll` at 6 s
/// and a drag there: `CheckSceneSwitchTests.folder`): every session's events on the trace's clock,
/// each with its scene; the switch in the header, the event lane and on the plots; the verdicts the
/// whole trace's, as `check` gives them, also for an excerpt and for every `--compare` lane.
@Suite struct ReportSceneSwitchTests {
    func report(_ extra: [String]) throws -> String {
        let dir = try CheckSceneSwitchTests.folder()
        let r = try runProcess(Paths.scrolllab, ["report", "t.ndjson", "--out", "r.html"] + extra, currentDirectory: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        return try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
    }

    /// The event lane as `TIME NAME on SCENE` lines, a switch as `→ SCENE at TIME`.
    static func lane(_ html: String) -> [String] {
        html.split(separator: "\n").filter { $0.hasPrefix("<li class=\"event") }.map { line in
            let text = line.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            return text.replacingOccurrences(of: "&gt;", with: ">")
        }
    }

    static func fact(_ html: String, _ key: String) -> String? {
        let open = "<div><dt>\(key)</dt><dd>"
        guard let r = html.range(of: open), let end = html[r.upperBound...].range(of: "</dd>") else { return nil }
        return String(html[r.upperBound..<end.lowerBound])
    }

    static let restsStuck =
        "FAILS — at tick 994 (t 9.5 s, after settle): header.stuck — the trace ends on scene &#39;basic-scroll&#39;, "
        + "not &#39;header-snap&#39; (whose assertions these are)"

    @Test func everySessionsEventsInTraceTimeWithTheirSceneAndTheSwitchMarked() throws {
        let html = try report([])
        // Before: only basic-scroll's events, at times from the switch (its drag at 0.117 s), no switch.
        #expect(
            Self.lane(html) == [
                "0 s pageDidLoad page 0 on header-snap", "0.15 s willBeginDragging page.0.list on header-snap",
                "0.7 s headerWillSnap.collapsed on header-snap", "0.7 s willEndDragging page.0.list on header-snap",
                "0.7 s didEndDragging page.0.list on header-snap", "0.7 s willBeginDecelerating page.0.list on header-snap",
                "1.4 s didStick on header-snap", "1.4 s didEndDecelerating page.0.list on header-snap",
                "2.008 s willBeginDragging page.0.list on header-snap", "2.017 s didUnstick on header-snap",
                "2.55 s headerWillSnap.expanded on header-snap", "2.55 s willEndDragging page.0.list on header-snap",
                "2.55 s didEndDragging page.0.list on header-snap", "2.55 s willBeginDecelerating page.0.list on header-snap",
                "3.267 s didEndDecelerating page.0.list on header-snap", "3.85 s willBeginDragging page.0.list on header-snap",
                "4 s headerWillSnap.collapsed on header-snap", "4 s willEndDragging page.0.list on header-snap",
                "4 s didEndDragging page.0.list on header-snap", "4 s willBeginDecelerating page.0.list on header-snap",
                "4.758 s didStick on header-snap", "4.758 s didEndDecelerating page.0.list on header-snap",
                "scene → basic-scroll at 6 s",
                "6.117 s willBeginDragging main on basic-scroll", "6.3 s willEndDragging main on basic-scroll",
                "6.3 s didEndDragging main on basic-scroll", "6.3 s willBeginDecelerating main on basic-scroll",
                "9.5 s didEndDecelerating main on basic-scroll",
            ])
        #expect(
            html.contains("<span class=\"mark switch\" style=\"left:63.158%\" data-t=\"6\" title=\"scene → basic-scroll at 6 s\"></span>"))
        // The header names both scenes in order; each plot marks the switch; basic-scroll's `main` is a curve of its own.
        #expect(Self.fact(html, "scene") == "header-snap — Header snap: released part-way, the header settles expanded or collapsed")
        #expect(Self.fact(html, "scenes") == "header-snap → basic-scroll at 6 s")
        #expect(html.components(separatedBy: "<g class=\"mark switch\">\n<title>scene → basic-scroll at 6 s</title>").count - 1 == 2)
        #expect(html.contains(">basic-scroll · main</text>"))
        #expect(Self.fact(html, "assertion &#39;rests stuck&#39;") == Self.restsStuck)
    }

    /// `--headless --replay --plot` marks the switch on its plots as the report does (it drew the
    /// per-scene curves but no mark).
    @Test func thePlotSheetMarksTheSwitchToo() throws {
        let dir = try CheckSceneSwitchTests.folder()
        let r = try runProcess(
            Paths.scrolllab, ["--headless", "--replay", "t.ndjson", "--settle", "--plot", "p.svg"], currentDirectory: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("p.svg"), encoding: .utf8)
        #expect(svg.components(separatedBy: "<g class=\"mark switch\">\n<title>scene → basic-scroll at 6 s</title>").count - 1 == 2)
        #expect(svg.contains(">basic-scroll · main</text>"))
    }

    /// `--from` after the switch: the excerpt replays on basic-scroll (the switch kept at 0), and the
    /// verdicts are the whole trace's — the failure at 9.5 s marked at 3.45 s of the excerpt.
    @Test func anExcerptAfterTheSwitchReplaysOnItsSceneAndShowsTheWholeTracesVerdicts() throws {
        let html = try report(["--from", "6.05"])
        #expect(Self.fact(html, "reported") == "6.050 – 6.300 s of the trace (shown from 0)")
        #expect(Self.fact(html, "scenes") == "header-snap → basic-scroll at 0 s")
        #expect(
            Self.lane(html) == [
                "0 s pageDidLoad page 0 on header-snap", "scene → basic-scroll at 0 s", "0.067 s willBeginDragging main on basic-scroll",
                "0.25 s willEndDragging main on basic-scroll", "0.25 s didEndDragging main on basic-scroll",
                "0.25 s willBeginDecelerating main on basic-scroll", "3.45 s didEndDecelerating main on basic-scroll",
            ])
        #expect(
            Self.fact(html, "assertions")
                == "judged on the whole trace, as check does: times are the trace&#39;s (the excerpt shows them 6.05 s earlier); "
                + "a failure outside the excerpt has no mark")
        #expect(
            Self.fact(html, "assertion &#39;the header stays between expanded and collapsed&#39;")
                == "holds — always: header.collapse &gt;= 0 &amp;&amp; header.collapse &lt;= header.maxCollapse")
        #expect(Self.fact(html, "assertion &#39;stuck when it sticks&#39;") == "holds — at didStick: header.stuck")
        #expect(Self.fact(html, "assertion &#39;rests stuck&#39;") == Self.restsStuck)
        #expect(html.components(separatedBy: "<title>✗ &#39;rests stuck&#39; fails at tick 994</title>").count - 1 == 2)
    }

    /// `--compare`: every lane is judged, each row and mark naming its lane (android settles sooner:
    /// `check --feel android` fails it at tick 648 too).
    @Test func aComparisonJudgesEveryLane() throws {
        let html = try report(["--compare", "ios,android"])
        #expect(Self.fact(html, "assertion &#39;rests stuck&#39; · ios") == Self.restsStuck)
        #expect(
            Self.fact(html, "assertion &#39;rests stuck&#39; · android")
                == Self.restsStuck.replacingOccurrences(of: "tick 994 (t 9.5 s", with: "tick 648 (t 6.683 s"))
        #expect(Self.fact(html, "assertion &#39;stuck when it sticks&#39; · android") == "holds — at didStick: header.stuck")
        #expect(Self.fact(html, "assertion &#39;rests stuck&#39;") == nil)
        #expect(html.contains("<title>android: ✗ &#39;rests stuck&#39; fails at tick 648</title>"))
        #expect(html.contains("<title>ios: ✗ &#39;rests stuck&#39; fails at tick 994</title>"))
    }
}
