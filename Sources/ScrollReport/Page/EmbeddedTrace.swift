import Foundation

/// The trace inside a report: its exact bytes, base64 in an inert `<script>` element, so the page is
/// also the input that reproduces it (`scrolllab report --extract-trace report.html`).
public enum EmbeddedTrace {
    /// The trace element's opening tag.
    public static let open = "<script type=\"application/x-ndjson;base64\" id=\"scrolllab-trace\">"
    /// The scene definition's element (a scene file's bytes; `scrolllab report --extract-scene`).
    public static let sceneOpen = "<script type=\"application/json;base64\" id=\"scrolllab-scene\">"
    static let close = "</script>"

    /// The element holding `bytes` (the trace's, or with `sceneOpen` the scene's).
    public static func element(_ bytes: Data, open: String = open) -> String {
        var b64 = bytes.base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
        if !b64.isEmpty { b64 = "\n" + b64 + "\n" }
        return open + b64 + close + "\n"
    }

    /// A problem reading a report back.
    public struct ExtractError: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// The bytes of an element a report embeds (the trace; with `sceneOpen`, the scene), at most `limit`
    /// of them (checked before decoding). Line ends inside the element may be LF or CRLF (a page saved
    /// by a Windows editor).
    /// - Parameters:
    ///   - open: the element's opening tag (`sceneOpen` for the scene); `what` names it in messages.
    /// - Throws: `ExtractError` when the page holds no such element, it is larger than `limit` or its
    ///   content is not base64.
    public static func extract(
        from html: Data, open: String = open, what: String = "trace", limit: Int = .max
    ) throws(ExtractError) -> Data {
        guard let start = html.range(of: Data(open.utf8)) else {
            let why = what == "trace" ? "not a ScrollLab report?" : "not a ScrollLab report, or one made before reports carried it?"
            throw ExtractError(message: "no embedded \(what) (\(why))")
        }
        guard let end = html.range(of: Data(close.utf8), in: start.upperBound..<html.endIndex) else {
            throw ExtractError(message: "the embedded \(what) is cut off")
        }
        // `limit` bytes are this many base64 characters, plus at most two line-end bytes per 76.
        let characters = limit < .max / 2 ? (limit + 2) / 3 * 4 : .max
        let tooLarge = ExtractError(
            message:
                "the embedded \(what) is larger than a \(what) may be (\(limit % 1_000_000 == 0 ? "\(limit / 1_000_000) MB" : "\(limit >> 20) MiB"))"
        )
        if characters < .max && end.lowerBound - start.upperBound > characters + characters / 76 * 2 + 4 { throw tooLarge }
        // Bytes, not Characters: "\r\n" is one Character, so a CRLF page kept its CRs and failed.
        let text = html[start.upperBound..<end.lowerBound].filter { $0 != 0x0A && $0 != 0x0D }
        if text.count > characters { throw tooLarge }
        guard let data = Data(base64Encoded: Data(text)) else {
            throw ExtractError(message: "the embedded \(what) is not valid base64")
        }
        return data
    }
}
