import Foundation
import ScrollIO
import ScrollReport

/// Fills a page template of `Assets/web/` (docs/WEB.md) in two steps that never mix: first the
/// template's own `<!-- include PATH -->` become the files `Assets/web/PATH` (`.js` in a `<script>`,
/// `.css` in a `<style>`, `.html` as is, its own includes expanded: `lab/scripts.html` is the lab's
/// scripts in order, for both pages); then, in one pass over that text, `<!-- data -->` becomes the
/// bundle's JSON element and `{{NAME}}` the value given for NAME (HTML-escaped). Data is inserted
/// last and never read again, so no title or definition can include a file or close an element
/// (docs/ROBUSTNESS.md). The page's files are never Swift strings; the template lists them, in order.
public enum WebPage {
    /// A filled template and the text of each `<script>` element it wrote (the policy's hashes).
    public struct Filled {
        public let html: String
        public let scripts: [String]
    }

    /// The standalone page (`scrolllab web`): `Assets/web/page.html`, its policy (`{{POLICY}}`)
    /// allowing exactly its own scripts.
    public static func html(bundle: WebBundle, scene: String, feel: String?, command: String) throws -> String {
        try fill(
            template: "page.html", bundle: bundle,
            values: ["SCENE": scene, "FEEL": feel ?? "", "VERSION": bundle.version], command: command
        ).html
    }

    /// The section `report --live` adds to a report: `Assets/web/live.html`, which reads the report's
    /// embedded trace; the report's policy allows its scripts.
    public static func live(bundle: WebBundle, command: String) throws -> Filled {
        try fill(template: "live.html", bundle: bundle, values: ["VERSION": bundle.version], command: command)
    }

    /// `template` (a file of `Assets/web/`) filled in.
    /// - Throws: `IOFailure` for a missing or unusable asset (an installation problem, not the input's),
    ///   its line starting with `command` (the command asking: `web`, `report`).
    public static func fill(template: String, bundle: WebBundle, values: [String: String] = [:], command: String) throws -> Filled {
        let dir = try AssetLocator.installationDirectory().appendingPathComponent("web")
        var scripts: [String] = []
        let text = try includes(try read(dir, template, command: command), dir, command: command, scripts: &scripts)
        var escaped = values.mapValues(escape)
        escaped["POLICY"] = ContentSecurityPolicy.content(scripts: scripts, wasm: true)
        let data = "<script type=\"application/json\" id=\"scrolllab-data\">\(bundle.scriptText())</script>"
        return Filled(html: substitute(text, values: escaped, data: data), scripts: scripts)
    }

    /// `text` with each `{{NAME}}` of `values` and each `<!-- data -->` replaced, in one pass: what is
    /// inserted is never scanned again.
    public static func substitute(_ text: String, values: [String: String], data: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            let before = rest[..<open.lowerBound]
            out += before.replacingOccurrences(of: "<!-- data -->", with: data)
            if let value = values[String(rest[open.upperBound..<close.lowerBound])] {
                out += value
                rest = rest[close.upperBound...]
            } else {
                out += "{{"
                rest = rest[open.upperBound...]
            }
        }
        return out + rest.replacingOccurrences(of: "<!-- data -->", with: data)
    }

    /// Expands every `<!-- include PATH -->` of `text` (a template: never data); `scripts` gets the
    /// text of each script element written.
    public static func includes(_ text: String, _ dir: URL, depth: Int = 0, command: String, scripts: inout [String]) throws -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "<!-- include ") {
            guard let close = rest[open.upperBound...].range(of: " -->") else { break }
            out += rest[..<open.lowerBound]
            let path = String(rest[open.upperBound..<close.lowerBound])
            let body = try read(dir, path, command: command)
            rest = rest[close.upperBound...]
            if path.hasSuffix(".html") {
                guard depth < 4 else { throw IOFailure("\(command): Assets/web/\(path) is included more than 4 deep") }
                out += try includes(body, dir, depth: depth + 1, command: command, scripts: &scripts)
                continue
            }
            // A script or style must not close its own element early.
            if body.range(of: "</script", options: .caseInsensitive) != nil || body.range(of: "</style", options: .caseInsensitive) != nil {
                throw IOFailure("\(command): Assets/web/\(path) holds a closing </script> or </style>")
            }
            if path.hasSuffix(".css") {
                out += "<style>\n\(body)</style>"
            } else {
                scripts.append("\n" + body)
                out += "<script>\n\(body)</script>"
            }
        }
        return out + rest
    }

    public static func read(_ dir: URL, _ path: String, command: String) throws -> String {
        guard !path.contains(".."), let data = FileManager.default.contents(atPath: dir.appendingPathComponent(path).path) else {
            // The absolute path: which Assets folder (a checkout's, an installation's) is the question.
            throw IOFailure("\(command): the page asset \(dir.appendingPathComponent(path).standardizedFileURL.path) is missing")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Text for HTML (element content and attribute values).
    public static func escape(_ s: String) -> String { Markup.escape(s) }
}
