import ScrollCore

/// A platform `scrolllab feel export --target T` writes code for (docs/FEEL.md "Export"). Each
/// target's source starts with a comment block: the feel, what is exact on that platform, what the
/// platform cannot set, and the API's documentation links (`ExportHeader`). Every number is read
/// from the `Feel` value, never from a preset.
public enum FeelExportTarget: String, CaseIterable, Sendable {
    case flutter
    case compose
    case android
    case reactNative = "react-native"
    case uikit
    case swiftui
    case web

    /// The file name extension of the source.
    public var fileExtension: String {
        switch self {
        case .flutter: return "dart"
        case .compose, .android: return "kt"
        case .reactNative: return "js"
        case .uikit, .swiftui: return "swift"
        case .web: return "css"
        }
    }

    /// The name of the first number an export of `feel` would print that is not finite (a feel
    /// constant or a number derived from them), nil when all are; `feel export` refuses the feel then.
    public static func nonFiniteNumber(in feel: Feel) -> String? { ExportLiteral.nonFinite(feel) }

    /// The source for `feel`, ending with a newline; `delegate` adds UIKit's landing delegate
    /// (`feel export --delegate`, uikit only).
    public func source(for feel: Feel, delegate: Bool = false) -> String {
        switch self {
        case .flutter: return FlutterExport(feel: feel).source
        case .compose: return ComposeExport(feel: feel).source
        case .android: return AndroidViewsExport(feel: feel).source
        case .reactNative: return ReactNativeExport(feel: feel).source
        case .uikit: return UIKitExport(feel: feel, delegate: delegate).source
        case .swiftui: return SwiftUIExport(feel: feel).source
        case .web: return WebExport(feel: feel).source
        }
    }
}
