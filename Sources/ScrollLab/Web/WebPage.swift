import Foundation

/// Fills a page template of `Assets/web/` (docs/WEB.md): `<!-- include PATH -->` becomes the file
/// `Assets/web/PATH` inline (`.js` in a `<script>`, `.css` in a `<style>`, `.html` as is, its own
/// includes expanded: `lab/scripts.html` is the lab's scripts in order, for both pages), `<!-- data -->` the
/// bundle's JSON element, and `{{NAME}}` the value given for NAME. The page's files are never Swift
/// strings; the template lists them, in order.
enum WebPage {
    /// The standalone page (`scrolllab web`): `Assets/web/page.html`.
    static func html(bundle: WebBundle, scene: String, feel: String?) throws -> String {
        try fill(
            template: "page.html", bundle: bundle,
            values: ["SCENE": scene, "FEEL": feel ?? "", "VERSION": bundle.version])
    }

    /// The section `report --live` adds to a report: `Assets/web/live.html`, which reads the report's
    /// embedded trace.
    static func live(bundle: WebBundle) throws -> String {
        try fill(template: "live.html", bundle: bundle, values: ["VERSION": bundle.version])
    }

    /// `template` (a file of `Assets/web/`) filled in.
    /// - Throws: `IOFailure` for a missing or unusable asset (an installation problem, not the input's).
    static func fill(template: String, bundle: WebBundle, values: [String: String] = [:]) throws -> String {
        let dir = try AssetLocator.installationDirectory().appendingPathComponent("web")
        var text = try read(dir, template)
        for (name, value) in values { text = text.replacingOccurrences(of: "{{\(name)}}", with: escape(value)) }
        text = text.replacingOccurrences(
            of: "<!-- data -->", with: "<script type=\"application/json\" id=\"scrolllab-data\">\(bundle.scriptText())</script>")
        return try includes(text, dir)
    }

    /// Expands every `<!-- include PATH -->` of `text`.
    static func includes(_ text: String, _ dir: URL, depth: Int = 0) throws -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<!-- include ") {
            guard let close = rest[open.upperBound...].range(of: " -->") else { break }
            out += rest[..<open.lowerBound]
            let path = String(rest[open.upperBound..<close.lowerBound])
            let body = try read(dir, path)
            if path.hasSuffix(".html") {
                guard depth < 4 else { throw IOFailure("web: Assets/web/\(path) is included more than 4 deep") }
                out += try includes(body, dir, depth: depth + 1)
                rest = rest[close.upperBound...]
                continue
            }
            // A script or style must not close its own element early.
            if body.range(of: "</script", options: .caseInsensitive) != nil || body.range(of: "</style", options: .caseInsensitive) != nil {
                throw IOFailure("web: Assets/web/\(path) holds a closing </script> or </style>")
            }
            out += path.hasSuffix(".css") ? "<style>\n\(body)</style>" : "<script>\n\(body)</script>"
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    static func read(_ dir: URL, _ path: String) throws -> String {
        guard !path.contains(".."), let data = FileManager.default.contents(atPath: dir.appendingPathComponent(path).path) else {
            throw IOFailure("web: the page asset Assets/web/\(path) is missing")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Text for HTML (element content and attribute values).
    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
