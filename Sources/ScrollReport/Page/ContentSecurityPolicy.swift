import Foundation

/// The `Content-Security-Policy` of every page ScrollLab writes (reports, `report --live`, `scrolllab
/// web`): nothing is fetched, and a script runs only when it is one of the page's own — each inline
/// `<script>` is allowed by the SHA-256 of its text, never by `'unsafe-inline'`, so no event-handler
/// attribute and no `<script>` that data smuggled into the page can run (docs/ROBUSTNESS.md).
public enum ContentSecurityPolicy {
    /// The policy's text for a page whose executable inline scripts are `scripts` (each element's
    /// exact text), with `'wasm-unsafe-eval'` when the page instantiates the web module.
    public static func content(scripts: [String], wasm: Bool) -> String {
        let hashes = scripts.map(hash).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let script = (hashes + (wasm ? ["'wasm-unsafe-eval'"] : [])).joined(separator: " ")
        return "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src \(script.isEmpty ? "'none'" : script)"
    }

    /// `'sha256-BASE64'` for a script element's text.
    public static func hash(_ script: String) -> String {
        "'sha256-" + Data(SHA256.digest(Array(script.utf8))).base64EncodedString() + "'"
    }
}
