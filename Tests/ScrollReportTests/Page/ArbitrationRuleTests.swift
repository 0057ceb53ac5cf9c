import Foundation
import ScrollReport
import Testing

/// The report shows the technique rule beside the decision it made (#42): the rules a decision's log
/// lines name, in its summary (the plots' marks) and beside it in the arbitration list.
@Suite struct ArbitrationRuleTests {
    static let fail =
        "list.pan failed: shouldBegin=false (rule `inner-at-top` (shouldBegin list.pan: list.offset.y <= -list.inset.top && list.pan.velocity.y > 0) → fail)"

    static func page(_ lines: [ArbitrationDecision.Line]) -> String {
        let page = ReportPage.html(
            ReportDocument(
                title: "seed-should-begin", facts: [], command: "scrolllab report t.ndjson --out r.html", duration: 1,
                lanes: [ReportDocument.Lane(name: "ios", width: 393, height: 852)], images: [], charts: [],
                decisions: ArbitrationDecision.group(lines, lane: nil), trace: Data("{}\n".utf8), traceSummary: "1 line"))
        return String(decoding: page, as: UTF8.self)
    }

    @Test func aDecisionNamesTheRuleThatMadeIt() {
        let d = ArbitrationDecision.group(
            [.init(time: 0.1167, text: Self.fail), .init(time: 0.1167, text: "outer.pan began: moved 12 pt vertical")], lane: nil)
        #expect(d.count == 1)
        #expect(d[0].rules == ["inner-at-top"])
        #expect(d[0].winners == ["outer.pan"] && d[0].losers == ["list.pan"])
        #expect(d[0].summary == "outer.pan won over list.pan · rule `inner-at-top`")
        let html = Self.page([.init(time: 0.1167, text: Self.fail)])
        #expect(
            html.contains(
                "<span class=\"summary\"><b class=\"lose\">list.pan</b> failed</span> <span class=\"rule\">rule <code>inner-at-top</code></span>\n"
            ))
    }

    @Test func severalRulesEachOnceInOrderAndNoneWithoutATechnique() {
        let lines: [ArbitrationDecision.Line] = [
            .init(
                time: 1, text: "list.pan failed: shouldReceive=false (rule `locked` (shouldReceive list.pan: state.locked > 0) → ignore)"),
            .init(time: 1, text: "outer.pan failed: shouldBegin=false (rule `outer-at-top` (shouldBegin outer.pan) → fail)"),
            .init(time: 1, text: "list.longPress failed: shouldReceive=false (rule `locked` (shouldReceive list.longPress) → ignore)"),
        ]
        let d = ArbitrationDecision.group(lines, lane: nil)[0]
        #expect(d.rules == ["locked", "outer-at-top"])
        #expect(d.summary == "list.pan, outer.pan, list.longPress failed · rule `locked`, rule `outer-at-top`")
        let plain = ArbitrationDecision.group([.init(time: 1, text: "pager.pan failed: page.0.list.pan won the touch")], lane: nil)[0]
        #expect(plain.rules.isEmpty && plain.summary == "pager.pan failed")
        #expect(!Self.page([.init(time: 1, text: "pager.pan failed: page.0.list.pan won the touch")]).contains("class=\"rule\""))
    }

    /// A rule's name is the user's text: escaped by the one escaper; an unterminated quote names nothing.
    @Test func aRuleNameIsEscaped() {
        let html = Self.page([.init(time: 1, text: "list.pan failed: shouldBegin=false (rule `<b>&x` (shouldBegin list.pan) → fail)")])
        #expect(html.contains("<span class=\"rule\">rule <code>&lt;b&gt;&amp;x</code></span>"))
        #expect(ArbitrationDecision.group([.init(time: 1, text: "x failed: rule `open")], lane: nil)[0].rules.isEmpty)
    }
}
