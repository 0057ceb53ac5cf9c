import Foundation
import ScrollReport
import Testing

@Suite struct ReportPageTests {
    func document(trace: Data = Data("{\"trace\":1}\n{\"t\":0.1,\"kind\":\"down\"}\n".utf8)) -> ReportDocument {
        var lane = ReportDocument.Lane(name: "ios", width: 393, height: 852)
        lane.frameTimes = [0, 0.1, 0.2]
        lane.frameImages = [0, 1, 0]
        lane.finalState = "{\n  \"scene\" : \"<profile>\"\n}\n"
        let plot = LinePlot(
            title: "offset", unit: "pt", timeSpan: 0...0.2,
            series: [PlotSeries(name: "header", style: 0, points: [(0, 0), (0.1, 10), (0.2, 12)])])
        let lines = [
            ArbitrationDecision.Line(time: 0.1083, text: "page.0.list.pan began: moved 22 pt vertical"),
            ArbitrationDecision.Line(time: 0.1083, text: "pager.pan failed: page.0.list.pan won the touch"),
            ArbitrationDecision.Line(time: 0.251, text: "page.0.list.pan ended: lifted"),
        ]
        return ReportDocument(
            title: "profile", facts: [("scene", "profile"), ("device", "15")], command: "scrolllab report a&b.ndjson --out r.html",
            duration: 0.2, lanes: [lane],
            images: [.init(mime: "image/png", bytes: Data([1, 2, 3])), .init(mime: "image/png", bytes: Data([4, 5]))],
            charts: [.init(id: "plot-offset", plot: plot)], decisions: ArbitrationDecision.group(lines, lane: nil), trace: trace,
            traceSummary: "2 lines")
    }

    @Test func decisionsGroupLinesOfOneMomentWithWinnersAndLosers() {
        let d = document().decisions
        #expect(d.count == 2)
        #expect(d[0].winners == ["page.0.list.pan"] && d[0].losers == ["pager.pan"])
        #expect(d[0].summary == "page.0.list.pan won over pager.pan")
        #expect(d[1].winners.isEmpty && d[1].summary == "page.0.list.pan ended: lifted")
    }

    @Test func thePageHoldsEverythingAndLoadsNothing() {
        let html = String(decoding: ReportPage.html(document()), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("default-src 'none'"))
        // Nothing fetched: no src/href other than data: URIs and the SVG namespace.
        for bad in ["src=\"http", "href=", "<link", "url(", "import("] { #expect(!html.contains(bad), "\(bad)") }
        #expect(html.contains("src=\"data:image/png;base64,AQID\""))
        #expect(html.contains("&lt;profile&gt;"))
        #expect(html.contains("a&amp;b.ndjson"))
        #expect(html.contains("<b class=\"win\">page.0.list.pan</b> won over <b class=\"lose\">pager.pan</b>"))
        #expect(html.contains("data-t=\"0.1083\""))
        #expect(html.contains("\"t\":[0,0.1,0.2],\"i\":[0,1,0]"))
        #expect(html.contains("<polyline points="))
    }

    @Test func theTraceComesBackByteForByte() throws {
        for trace in [Data(), Data("{\"trace\":1}\n".utf8), Data((0..<5000).map { UInt8($0 % 251) })] {
            let html = ReportPage.html(document(trace: trace))
            #expect(try EmbeddedTrace.extract(from: html) == trace)
        }
    }

    @Test func extractingFromAPageWithoutATraceFails() {
        #expect(throws: EmbeddedTrace.ExtractError.self) { try EmbeddedTrace.extract(from: Data("<html></html>".utf8)) }
        let cut =
            String(decoding: ReportPage.html(document()), as: UTF8.self).components(separatedBy: "id=\"scrolllab-trace\">")[0]
            + "id=\"scrolllab-trace\">AAAA"
        #expect(throws: EmbeddedTrace.ExtractError.self) { try EmbeddedTrace.extract(from: Data(cut.utf8)) }
    }

    @Test func thePageIsDeterministic() {
        #expect(ReportPage.html(document()) == ReportPage.html(document()))
    }
}
