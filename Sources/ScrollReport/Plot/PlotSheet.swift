/// Plots stacked in one standalone SVG file with its own style sheet (`--plot FILE.svg`): opens in a
/// browser or an image viewer, pastes into docs and issue comments.
public enum PlotSheet {
    /// The document: a heading line, then each plot below the other.
    public static func svg(_ plots: [LinePlot], heading: String) -> String {
        let width = plots.map(\.width).max() ?? 760
        let top = 24.0
        var body = ""
        var y = top
        for (i, plot) in plots.enumerated() {
            body += "<g transform=\"translate(0 \(Markup.number(y)))\">\n" + plot.svg(id: "plot-\(i)") + "</g>\n"
            y += plot.totalHeight
        }
        if plots.isEmpty {
            body += "<text x=\"4\" y=\"44\">No scroll view moved.</text>\n"
            y += 30
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sheet\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(y))\""
        out += " viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(y))\">\n"
        out += "<style>\n" + PlotStyle.css + ".sheet .cursor { display: none; }\n</style>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
        out += "<text x=\"4\" y=\"16\" class=\"title\">\(Markup.escape(heading))</text>\n"
        return out + body + "</svg>\n"
    }
}
