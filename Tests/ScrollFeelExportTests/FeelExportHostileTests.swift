import Foundation
import ScrollCore
import ScrollFeelExport
import TestSupport
import Testing

/// A feel's name is the user's text in every target's comments: names that close a block comment,
/// open one, or break a line stay inert (scripts/feel-export-syntax-test parses the same with the
/// payload inside), and the UIKit export is what a nested page can paste.
@Suite struct FeelExportHostileTests {
    static let names = [
        "x */ PWNED() /* ", "x /* PWNED()", "x\nPWNED()\n", "x\u{2028}PWNED()", "x \"\"\" PWNED() '''", "x \\ $PWNED()",
    ]

    static func named(_ name: String) -> Feel {
        var f = FeelExportTests.tuned
        f.name = name
        return f
    }

    @Test(arguments: FeelExportTarget.allCases)
    func aHostileNameStaysInItsCommentLines(_ target: FeelExportTarget) {
        let plain = target.source(for: Self.named("x"), delegate: target == .uikit)
        for name in Self.names {
            let s = target.source(for: Self.named(name), delegate: target == .uikit)
            // The same lines as a plain name: nothing broke a line or added one.
            #expect(
                s.split(separator: "\n", omittingEmptySubsequences: false).count
                    == plain.split(separator: "\n", omittingEmptySubsequences: false).count, "\(target) \(name)")
            #expect(!s.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\r" })
            for line in s.split(separator: "\n") where line.contains("PWNED(") {
                let t = line.drop { $0 == " " }
                #expect(t.hasPrefix("//") || t.hasPrefix("/**") || t.hasPrefix("* "), "\(target): \(line)")
                #expect(!line.dropFirst(2).contains("*/") || line.hasSuffix("*/"), "\(target): \(line)")
                #expect(!line.dropFirst(3).contains("/*"), "\(target): \(line)")
            }
        }
    }

    @Test func everyPresetsNumbersAreFinite() {
        for feel in Feel.presets + [FeelExportTests.tuned] { #expect(FeelExportTarget.nonFiniteNumber(in: feel) == nil, "\(feel.name)") }
    }

    @Test func uikitWritesTheSettingsAloneAndTheDelegateOnRequest() {
        let plain = FeelExportTarget.uikit.source(for: .ios)
        #expect(
            plain.contains(
                "func applyIosScrollFeel(to scrollView: UIScrollView) {\n    scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.998)\n}\n"
            ))
        #expect(!plain.contains("class ") && !plain.contains(".delegate") && !plain.contains("targetContentOffset"))
        let d = FeelExportTarget.uikit.source(for: .android, delegate: true)
        for part in [
            "final class AndroidScrollFeelDelegate: NSObject, UIScrollViewDelegate {", "private(set) weak var next: UIScrollViewDelegate?",
            "if scrollView.delegate !== self { next = scrollView.delegate }",
            "super.responds(to: aSelector) || next?.responds(to: aSelector) == true",
            "next?.responds(to: aSelector) == true ? next : super.forwardingTarget(for: aSelector)",
            "if !scrollView.isPagingEnabled {", "let inset = scrollView.adjustedContentInset",
        ] {
            #expect(d.contains(part), "\(part)")
        }
    }

    @Test func noTargetClaimsWhatItCannotKnow() {
        let swiftui = FeelExportTarget.swiftui.source(for: .ios)
        #expect(swiftui.contains("// Exact on swiftui:\n//   - nothing\n"))
        #expect(swiftui.contains("content insets: TargetContext gives none") && swiftui.components(separatedBy: "pt/s").count > 1)
        for target in FeelExportTarget.allCases {
            let s = target.source(for: .ios, delegate: target == .uikit)
            #expect(s.components(separatedBy: "Not verified:").count == 2, "\(target)")
            #expect(!s.contains("check it on a device"), "\(target)")
        }
    }

    /// `--out -` to a full stdout: one line, exit 1 (FileHandle trapped with SIGILL).
    @Test func aFullStdoutIsOneLineAndExitOne() throws {
        let args = ["feel", "export", "--target", "uikit", "ios", "--out", "-"]
        let r = try runProcess("/bin/sh", ["-c", "exec \"$0\" \"$@\" > /dev/full", Paths.scrolllab] + args)
        #expect(r.status == 1 && r.stderr == "scrolllab: write error: No space left on device\n", "\(r.stderr)")
    }
}
