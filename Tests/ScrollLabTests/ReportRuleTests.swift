import Foundation
import TestSupport
import Testing

/// A report of a technique scene's trace shows the rule beside each decision it made (#42).
@Suite struct ReportRuleTests {
    @Test func theSeedShouldBeginReportNamesItsRules() throws {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let page = dir.appendingPathComponent("seed.html").path
        let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/bug-classes/seed-should-begin.ndjson").path
        let r = try runScrollLab(["report", trace, "--out", page, "--scale", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let decisions = html.components(separatedBy: "<li class=\"decision\"").dropFirst()
        let ruled = decisions.filter { $0.contains("<span class=\"rule\">") }
        #expect(ruled.count == 2, "\(ruled.count) decisions with a rule")
        // The pull down at the list's top (0.117 s: the outer view takes the touch the rule refused the
        // list) and the drag up on the header (2.025 s: nobody moves).
        #expect(
            ruled.first?.contains(
                "<time>0.117 s</time> <span class=\"summary\"><b class=\"win\">outer.pan</b> won over <b class=\"lose\">list.pan</b></span> <span class=\"rule\">rule <code>inner-at-top</code></span>"
            ) == true)
        #expect(
            ruled.last?.contains(
                "<time>2.025 s</time> <span class=\"summary\"><b class=\"lose\">outer.pan</b> failed</span> <span class=\"rule\">rule <code>outer-at-top</code></span>"
            ) == true)
        // The plots' decision marks name it too.
        #expect(html.contains("outer.pan won over list.pan · rule `inner-at-top` at 0.117 s"))
    }

    /// A nested page running a user's technique file (the check corpus's own-technique trace, recorded
    /// in the window; the trace embeds the technique): its two refused drags name the rule.
    @Test func aNestedPagesOwnTechniqueNamesItsRule() throws {
        let dir = Paths.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let page = dir.appendingPathComponent("own.html").path
        let trace = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/check/own-technique/my-feed.ndjson").path
        let r = try runScrollLab(["report", trace, "--out", page, "--scale", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let ruled = html.components(separatedBy: "<li class=\"decision\"").dropFirst().filter { $0.contains("<span class=\"rule\">") }
        #expect(ruled.count == 2, "\(ruled.count) decisions with a rule")
        for d in ruled {
            #expect(
                d.contains(
                    "<span class=\"summary\"><b class=\"lose\">page.0.list.pan</b>, <b class=\"lose\">pager.pan</b> failed</span> <span class=\"rule\">rule <code>list-not-before-stuck</code></span>"
                ))
        }
    }
}
