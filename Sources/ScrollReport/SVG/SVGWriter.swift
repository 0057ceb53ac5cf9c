/// Builds SVG markup as text: elements with escaped attributes and text, numbers written by
/// `Markup.number` (2 decimals at most), so the same drawing always gives the same bytes.
///
/// ```
/// var svg = SVGWriter(width: 640, height: 240)
/// svg.line(x1: 0, y1: 10, x2: 640, y2: 10, class: "grid")
/// svg.text("offset (pt)", x: 4, y: 12, class: "title")
/// let markup = svg.finish(attributes: ["id": "plot-offset"])
/// ```
public struct SVGWriter: Sendable {
    public let width: Double
    public let height: Double
    private var body = ""
    private var depth = 0

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// One element, self-closed (`content` nil) or with escaped text content. Attributes are written in
    /// the given order; nil values are left out.
    public mutating func element(_ name: String, _ attributes: [(String, String?)], content: String? = nil) {
        body += "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            body += " \(key)=\"\(Markup.escape(value))\""
        }
        if let content {
            body += ">" + Markup.escape(content) + "</\(name)>\n"
        } else {
            body += "/>\n"
        }
    }

    /// Opens a `<g>` group; close it with `close()`.
    public mutating func open(_ name: String = "g", _ attributes: [(String, String?)] = []) {
        body += "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            body += " \(key)=\"\(Markup.escape(value))\""
        }
        body += ">\n"
        depth += 1
    }

    /// Closes the innermost group opened by `open`.
    public mutating func close(_ name: String = "g") {
        precondition(depth > 0, "SVGWriter.close() without open()")
        depth -= 1
        body += "</\(name)>\n"
    }

    public mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, class cls: String, extra: [(String, String?)] = []) {
        element(
            "line", [("x1", n(x1)), ("y1", n(y1)), ("x2", n(x2)), ("y2", n(y2)), ("class", cls)] + extra)
    }

    public mutating func rect(x: Double, y: Double, width: Double, height: Double, class cls: String, extra: [(String, String?)] = []) {
        element(
            "rect", [("x", n(x)), ("y", n(y)), ("width", n(max(0, width))), ("height", n(max(0, height))), ("class", cls)] + extra)
    }

    /// A polyline through `points` (pixels); nothing for fewer than two points.
    public mutating func polyline(_ points: [(x: Double, y: Double)], class cls: String, extra: [(String, String?)] = []) {
        guard points.count >= 2 else { return }
        var list = ""
        list.reserveCapacity(points.count * 12)
        for (i, p) in points.enumerated() {
            if i > 0 { list += " " }
            list += n(p.x) + "," + n(p.y)
        }
        element("polyline", [("points", list), ("class", cls)] + extra)
    }

    public mutating func text(
        _ content: String, x: Double, y: Double, class cls: String, anchor: String? = nil, extra: [(String, String?)] = []
    ) {
        element("text", [("x", n(x)), ("y", n(y)), ("class", cls), ("text-anchor", anchor)] + extra, content: content)
    }

    /// The finished `<svg>` element (groups still open are closed).
    public mutating func finish(attributes: [(String, String?)] = []) -> String {
        while depth > 0 { close() }
        var head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        head += " viewBox=\"0 0 \(n(width)) \(n(height))\""
        for (key, value) in attributes {
            guard let value else { continue }
            head += " \(key)=\"\(Markup.escape(value))\""
        }
        return head + ">\n" + body + "</svg>\n"
    }

    private func n(_ v: Double) -> String { Markup.number(v) }
}
