import ScrollCore
import ScrollFeelExport
import ScrollSession

/// `scrolllab feel export --target T FEEL --out FILE`: a feel (preset id or feel file) as code a
/// platform runs (docs/FEEL.md "Export").
public struct FeelExportOptions: ModeOptions {
    public var target: FeelExportTarget?
    /// A preset id or a feel file.
    public var feel: String?
    public var out: String?
    /// `--delegate`: UIKit's landing delegate besides the settings (uikit only).
    public var delegate = false

    public init() {}

    public static var positional: Flag<Self>? {
        Flag("FEEL", value: nil, help: "a preset (\(SessionOptions.feelNames)) or a feel file (docs/FEEL.md)") { o, v in o.feel = v }
    }

    public static var flags: [Flag<Self>] {
        let targets = FeelExportTarget.allCases.map(\.rawValue)
        return [
            Flag("--target", value: targets.joined(separator: "|"), help: "the platform to write code for (docs/FEEL.md \"Export\")") {
                (o, v) throws(UsageError) in
                guard let t = FeelExportTarget(rawValue: v) else {
                    throw UsageError("--target must be \(Flag<Self>.list(targets)) (got '\(v)')")
                }
                o.target = t
            },
            .text("--out", "FILE", \.out, help: "the source file to write (- for stdout)"),
            .toggle(
                "--delegate", \.delegate,
                help: "uikit: also a delegate that sets the feel's landing and forwards every call to the scroll view's own"),
        ]
    }

    public func validate() throws(UsageError) {
        guard target != nil else { throw UsageError("needs --target \(FeelExportTarget.allCases.map(\.rawValue).joined(separator: "|"))") }
        guard feel != nil else { throw UsageError("needs a feel: scrolllab feel export --target T FEEL --out FILE") }
        guard out != nil else { throw UsageError("needs --out FILE (- for stdout)") }
        guard !delegate || target == .uikit else { throw UsageError("--delegate is for --target uikit only") }
    }

    /// A feel file (not a preset's name) is an input; `--out -` is stdout, no file.
    public var inputFiles: [(String, String?)] { [("FEEL", feel.flatMap { Feel.preset(named: $0) == nil ? $0 : nil })] }
    public var outputFiles: [(String, String?)] { [("--out", out == "-" ? nil : out)] }
}
