import ScrollCore
import ScrollTrace

/// The comment block every exported source starts with: which feel, what is exact on the platform,
/// what the platform cannot set, what is not verified, and the API documentation. Every line goes
/// through `SourceText.comment` (the feel's name is the user's text).
public struct ExportHeader {
    public let target: FeelExportTarget
    public let feel: Feel
    public let exact: [String]
    public let cannotSet: [String]
    public let links: [String]
    /// What rests on an assumption this machine cannot check, beyond `checked` (said once, here).
    public var unverified: [String] = []

    /// True of every target: what was and was not checked.
    public var checked: String {
        let parser: String
        switch target {
        case .uikit, .swiftui: parser = "swiftc -parse"
        case .reactNative: parser = "node --check and tree-sitter"
        case .flutter, .compose, .android, .web: parser = "tree-sitter"
        }
        return "this file is parsed here (\(parser)), never compiled against the platform's SDK or run on a device"
            + (target == .web ? "" : "; its numbers are checked against the platform's formula as ScrollLab's tests recompute it")
    }

    /// The "cannot be set" line for a feel whose content touches (`contentTouchDelay`, `pressDelay`,
    /// docs/FEEL.md "Content touches") are not the platform's own — `platform`, the preset modelled on
    /// it, whose fixed figures `fixed` names — or nil when they are (as uikit lists a delay UIKit lacks).
    public static func contentTouches(_ feel: Feel, platform: Feel, fixed: String) -> String? {
        guard feel.contentTouchDelay != platform.contentTouchDelay || feel.pressDelay != platform.pressDelay else { return nil }
        let (delay, press) = (ExportLiteral.double(feel.contentTouchDelay), ExportLiteral.double(feel.pressDelay))
        return "the content touches: the feel's content sees a touch after \(delay) s and presses it \(press) s later; \(fixed)"
    }

    /// `text` after `bullet`, broken at spaces into lines of at most 100 characters, continuation
    /// lines indented under the text.
    public static func wrapped(_ bullet: String, _ text: String, width: Int = 100) -> [String] {
        var lines: [String] = []
        var line = bullet
        for word in text.split(separator: " ") {
            if line.count > bullet.count && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: bullet.count)
            }
            line += (line.count > bullet.count ? " " : "") + word
        }
        return lines + [line]
    }

    /// The block with `prefix` before every line (`// `), or as one `/* … */` comment when
    /// `prefix` is nil (CSS).
    public func lines(prefix: String?) -> [String] {
        var body = [
            "ScrollLab feel \"\(feel.name)\" for \(target.rawValue), made by `scrolllab feel export --target \(target.rawValue)`.",
            "Units: points (= dp = CSS px = Flutter logical pixels); velocities in pt/s unless said.",
            "",
            "The feel:",
        ]
        body += ExportFeelSummary(feel: feel).lines.map { "  " + $0 }
        body +=
            ["", "Exact on \(target.rawValue):"]
            + (exact.isEmpty ? ["  - nothing"] : exact.flatMap { Self.wrapped("  - ", $0) })
        body += ["", "Cannot be set on \(target.rawValue):"] + cannotSet.flatMap { Self.wrapped("  - ", $0) }
        body += ["", "Not verified:"] + ([checked] + unverified).flatMap { Self.wrapped("  - ", $0) }
        body += ["", "API documentation:"] + links.map { "  " + $0 }
        body = body.map(SourceText.comment)  // the feel's name is the user's text
        guard let prefix else {
            return ["/*"] + body.map { $0.isEmpty ? " *" : " * " + $0 } + [" */"]
        }
        return body.map { $0.isEmpty ? String(prefix.dropLast(prefix.hasSuffix(" ") ? 1 : 0)) : prefix + $0 }
    }
}
