import Foundation
import ScrollReport
import TestSupport
import Testing

/// #46, class 1: no script runs from a page. A scene title, a trace's embedded definition and a feel
/// name carrying `<!-- include … -->`, `</script><script>…` and `<img onerror>` stay data: the page has
/// exactly the template's script elements, the data reads back as written, and the policy allows each
/// script by its hash — never `'unsafe-inline'`. (scripts/web-browser-test opens these pages in
/// chromium with listeners for dialogs, errors and script execution.)
@Suite struct WebPageHostileTests {
    static let payload =
        #"<!-- include lab/abi.js --></script><script>alert(1)</script><img src=x onerror="alert(2)"><!--<script>"#

    static func folder() throws -> (URL, String) { try WebCommandTests.folder() }

    /// The hostile scene file: its title is the payload.
    static func scene(in dir: URL) throws -> URL {
        let scene = dir.appendingPathComponent("shop.json")
        let title = String(decoding: try JSONEncoder().encode(payload), as: UTF8.self)
        try Data(#"{"id": "shop", "title": \#(title)}"#.utf8).write(to: scene)
        return scene
    }

    /// The text of every `<script>` element without attributes (the executable ones), in order.
    static func scripts(_ html: String) -> [String] {
        var found: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<script>"), let close = rest[open.upperBound...].range(of: "</script>") {
            found.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// The page's policy, as its meta element gives it.
    static func policy(_ html: String) throws -> String {
        let open = try #require(html.range(of: #"http-equiv="Content-Security-Policy" content=""#))
        let close = try #require(html[open.upperBound...].range(of: "\""))
        return String(html[open.upperBound..<close.lowerBound])
    }

    static func expectSafe(_ html: String, executable: Int) throws {
        let scripts = Self.scripts(html)
        #expect(scripts.count == executable, "\(scripts.count) executable scripts")
        // Every other script element is inert data (`<script type=…>`): nothing was added.
        #expect(html.components(separatedBy: "<script").count == executable + html.components(separatedBy: "<script type=").count)
        #expect(!html.contains("alert(1)</script>") && !html.contains("<img src=x") && !html.contains("<!--<script>"))
        let policy = try Self.policy(html)
        #expect(policy.hasPrefix("default-src 'none'") && !policy.contains("unsafe-inline' 'sha") && !policy.contains("script-src 'unsafe"))
        for s in scripts { #expect(policy.contains(ContentSecurityPolicy.hash(s))) }
    }

    @Test func aHostileSceneTitleStaysDataInTheWebPage() throws {
        let (dir, wasm) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.scene(in: dir)
        let out = dir.appendingPathComponent("p.html")
        let r = try runScrollLab(["web", "--out", out.path, "--scene", scene.path], environment: ["SCROLLLAB_WASM": wasm])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let html = try String(contentsOf: out, encoding: .utf8)
        try Self.expectSafe(html, executable: 7)
        // The data element reads back to the title as written.
        let open = try #require(html.range(of: #"<script type="application/json" id="scrolllab-data">"#))
        let end = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(html[open.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let titles = (json["scenes"] as? [[String: Any]] ?? []).filter { $0["id"] as? String == "shop" }.compactMap {
            $0["title"] as? String
        }
        #expect(titles == [Self.payload])
    }

    @Test func aHostileEmbeddedDefinitionStaysDataInALiveReport() throws {
        let (dir, wasm) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let title = String(decoding: try JSONEncoder().encode(Self.payload), as: UTF8.self)
        let trace = dir.appendingPathComponent("t.ndjson")
        try Data(
            (#"{"trace":2,"device":"15","scene":"shop","hz":60,"definition":{"id":"shop","title":\#(title)}}"# + "\n"
                + #"{"t":0.1,"kind":"down","id":1,"x":100,"y":400}"# + "\n" + #"{"t":0.3,"kind":"up","id":1,"x":100,"y":300}"# + "\n").utf8
        ).write(to: trace)
        for live in [true, false] {
            let out = dir.appendingPathComponent("r\(live).html")
            let r = try runScrollLab(
                ["report", trace.path, "--out", out.path, "--title", Self.payload] + (live ? ["--live"] : []),
                environment: ["SCROLLLAB_WASM": wasm])
            #expect(r.status == 0, "\(r.stderr)")
            try Self.expectSafe(try String(contentsOf: out, encoding: .utf8), executable: live ? 8 : 1)
        }
    }
}
