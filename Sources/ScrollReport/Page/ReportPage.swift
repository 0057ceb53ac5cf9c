import Foundation

/// Writes a `ReportDocument` as one self-contained HTML page: styles, script, images (data URIs),
/// curves (inline SVG) and the trace are all inside; the page loads nothing. The same document always
/// gives the same bytes.
public enum ReportPage {
    /// The page as UTF-8 bytes.
    public static func html(_ doc: ReportDocument) -> Data {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // No network, ever: the policy forbids every fetch; images are data: URIs, style inline, and only
        // the page's own scripts run (by hash: no handler attribute, no smuggled element).
        let policy = ContentSecurityPolicy.content(scripts: [script] + (doc.live == nil ? [] : doc.liveScripts), wasm: doc.live != nil)
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
        out += "<title>ScrollLab report — \(Markup.escape(doc.title))</title>\n"
        out += "<style>\n" + ReportAssets.css + PlotStyle.css + EventLane.css + ReportZoom.css + "</style>\n</head>\n<body>\n"
        out += header(doc)
        out +=
            "<main>\n" + player(doc) + "<div id=\"side\">\n" + curves(doc) + (doc.events?.html(duration: doc.duration) ?? "")
            + arbitration(doc)
            + "</div>\n</main>\n"
        out += doc.live ?? ""
        out += appendix(doc)
        out += "<script type=\"application/json\" id=\"report-data\">" + dataJSON(doc) + "</script>\n"
        out += EmbeddedTrace.element(doc.trace)
        if let scene = doc.scene { out += EmbeddedTrace.element(scene, open: EmbeddedTrace.sceneOpen) }
        out += "<script>" + script + "</script>\n</body>\n</html>\n"
        return Data(out.utf8)
    }

    /// The report's own script element's text.
    static let script = "\n" + ReportAssets.script

    static func header(_ doc: ReportDocument) -> String {
        var out = "<header>\n<h1>ScrollLab report: \(Markup.escape(doc.title))</h1>\n"
        if !doc.notes.isEmpty {
            out += "<ul class=\"notes\">\n" + doc.notes.map { "<li>\(Markup.escape($0))</li>\n" }.joined() + "</ul>\n"
        }
        out += "<dl class=\"facts\">\n"
        for (key, value) in doc.facts {
            out += "<div><dt>\(Markup.escape(key))</dt><dd>\(Markup.escape(value))</dd></div>\n"
        }
        out += "</dl>\n<p class=\"command\"><code>\(Markup.escape(doc.command))</code></p>\n</header>\n"
        return out
    }

    static func player(_ doc: ReportDocument) -> String {
        var out = "<section id=\"player\" aria-label=\"frames\">\n<div class=\"lanes\">\n"
        for (k, lane) in doc.lanes.enumerated() {
            let first = lane.frameImages.first.map { doc.images[$0] }
            let src = first.map { dataURI($0) } ?? ""
            out += "<figure class=\"lane\">"
            if doc.lanes.count > 1 { out += "<figcaption>\(Markup.escape(lane.name))</figcaption>" }
            out += "<img class=\"frame\" id=\"frame-\(k)\" alt=\"\(Markup.escape(lane.name)) frame\""
            out += " width=\"\(Markup.number(lane.width))\" height=\"\(Markup.number(lane.height))\" src=\"\(src)\"></figure>\n"
        }
        let end = Int((doc.duration * 1000).rounded(.up))
        out += "</div>\n<div class=\"controls\">\n"
        out += "<button type=\"button\" id=\"play\" aria-label=\"play\">▶</button>\n"
        out += "<select id=\"speed\" aria-label=\"speed\"><option value=\"1\">1×</option>"
        out += "<option value=\"0.25\">¼×</option><option value=\"0.1\">⅒×</option></select>\n"
        out += "<input type=\"range\" id=\"scrub\" min=\"0\" max=\"\(end)\" step=\"1\" value=\"0\" aria-label=\"time (ms)\">\n"
        out += "<output id=\"clock\" for=\"scrub\">0.000 s</output>\n</div>\n"
        out += "<p class=\"hint\">← → step a frame · space play/pause · S slow motion · click a plot or a decision to jump</p>\n"
        out += "</section>\n"
        return out
    }

    static func curves(_ doc: ReportDocument) -> String {
        var out = "<section id=\"curves\">\n<h2>Curves</h2>\n"
        out += "<p class=\"key\"><span class=\"swatch touch\"></span>finger down <span class=\"swatch wheel\"></span>wheel pan "
        out += "<span class=\"swatch handoff\"></span>handoff <span class=\"swatch decision\"></span>arena decision</p>\n"
        if !doc.charts.isEmpty { out += ReportZoom.button }
        for chart in doc.charts {
            out += "<figure class=\"chart\">\n" + chart.plot.svg(id: chart.id)
            out += "<figcaption class=\"readout\" id=\"\(Markup.escape(chart.id))-readout\">hover a curve to read it</figcaption>\n"
            out += "</figure>\n"
        }
        if doc.charts.isEmpty { out += "<p>No scroll view moved.</p>\n" }
        return out + "</section>\n"
    }

    static func arbitration(_ doc: ReportDocument) -> String {
        var out = "<section id=\"arbitration\">\n<h2>Arbitration</h2>\n<ol id=\"log\">\n"
        for d in doc.decisions {
            out += "<li class=\"decision\" tabindex=\"0\" data-t=\"\(Markup.number(d.time, decimals: 6))\">"
            out += "<time>\(Markup.number(d.time, decimals: 3)) s</time> "
            if let lane = d.lane { out += "<span class=\"lane-tag\">\(Markup.escape(lane))</span> " }
            out += "<span class=\"summary\">\(summaryHTML(d))</span>\(rulesHTML(d))\n<ul class=\"reasons\">"
            for line in d.lines {
                out += "<li\(line.isWarning ? " class=\"warning\"" : "")>\(Markup.escape(line.text))</li>"
            }
            out += "</ul></li>\n"
        }
        if doc.decisions.isEmpty { out += "<li class=\"empty\">The arena made no decision (no touch).</li>\n" }
        return out + "</ol>\n</section>\n"
    }

    /// The technique rules that decided (#42), beside the summary: ` <span class="rule">rule <code>NAME</code></span>`.
    static func rulesHTML(_ d: ArbitrationDecision) -> String {
        d.rules.map { " <span class=\"rule\">rule <code>\(Markup.escape($0))</code></span>" }.joined()
    }

    static func summaryHTML(_ d: ArbitrationDecision) -> String {
        func names(_ list: [String], _ cls: String) -> String {
            list.map { "<b class=\"\(cls)\">\(Markup.escape($0))</b>" }.joined(separator: ", ")
        }
        if !d.winners.isEmpty {
            return names(d.winners, "win") + " won" + (d.losers.isEmpty ? "" : " over " + names(d.losers, "lose"))
        }
        if !d.losers.isEmpty { return names(d.losers, "lose") + " failed" }
        return Markup.escape(d.summary)
    }

    static func appendix(_ doc: ReportDocument) -> String {
        var out = "<section id=\"appendix\">\n"
        for lane in doc.lanes {
            let label = doc.lanes.count > 1 ? "Final state JSON — \(lane.name)" : "Final state JSON"
            out += "<details class=\"state\"><summary>\(Markup.escape(label))</summary>\n"
            out += "<pre>\(Markup.escape(lane.finalState))</pre></details>\n"
        }
        out += "<details class=\"trace\"><summary>Trace: \(Markup.escape(doc.traceSummary))</summary>\n"
        out +=
            doc.traceEdited
            ? "<p>The trace is embedded as it was replayed: its events, with the scene given by <code>--scene</code> in its header. "
                + "<code>scrolllab report --extract-trace THIS.html --out trace.ndjson</code>"
            : "<p>The trace is embedded byte for byte: <code>scrolllab report --extract-trace THIS.html --out trace.ndjson</code>"
        out += " restores it.</p></details>\n</section>\n"
        return out
    }

    static func dataURI(_ image: ReportDocument.Image) -> String {
        "data:\(image.mime);base64," + image.bytes.base64EncodedString()
    }

    /// The script's data: duration, each lane's frame times and images, every chart's samples.
    static func dataJSON(_ doc: ReportDocument) -> String {
        var out = "{\"duration\":\(Markup.number(doc.duration, decimals: 6)),\n\"lanes\":["
        out += doc.lanes.map { lane in
            "{\"name\":\(Markup.jsonString(lane.name)),\"t\":[\(lane.frameTimes.map { Markup.number($0, decimals: 6) }.joined(separator: ","))],"
                + "\"i\":[\(lane.frameImages.map(String.init).joined(separator: ","))]}"
        }.joined(separator: ",\n")
        out += "],\n\"charts\":{"
        out += doc.charts.map { chart in
            let series = chart.plot.series.map { s in
                "{\"name\":\(Markup.jsonString(s.name)),\"t\":[\(s.points.map { Markup.number($0.x, decimals: 6) }.joined(separator: ","))],"
                    + "\"v\":[\(s.points.map { Markup.number($0.y, decimals: 3) }.joined(separator: ","))]}"
            }
            return "\(Markup.jsonString(chart.id)):{\"unit\":\(Markup.jsonString(chart.plot.unit)),\"series\":["
                + series.joined(separator: ",\n") + "]}"
        }.joined(separator: ",\n")
        out += "},\n\"images\":[\n"
        out += doc.images.map { "\"" + dataURI($0) + "\"" }.joined(separator: ",\n")
        return out + "]}"
    }
}
