import Foundation
import ScrollCore
import ScrollFeelExport
import TestSupport
import Testing

/// `scrolllab feel export`: every target's source for three feels as text goldens
/// (`__Snapshots__/FeelExportTests/TARGET-FEEL.txt`; `SCROLLLAB_RECORD=1` re-records), and the command.
@Suite struct FeelExportTests {
    /// The three golden feels: two presets and a tuned one (Android made softer, with iOS's band).
    static let feels: [(label: String, feel: Feel)] = [("ios", .ios), ("android", .android), ("tuned", tuned)]

    static var tuned: Feel {
        var f = Feel.android
        f.name = "android·tuned"
        f.splineFriction = 0.009
        f.overscroll = .rubberBand
        f.rubberBand = 0.55
        f.springStiffness = 100
        f.springDampingRatio = 1
        return f
    }

    @Test(arguments: FeelExportTarget.allCases)
    func goldenSources(_ target: FeelExportTarget) {
        for (label, feel) in Self.feels {
            Snapshot.assertText(target.source(for: feel), named: "\(target.rawValue)-\(label)")
            if target == .uikit { Snapshot.assertText(target.source(for: feel, delegate: true), named: "uikit-delegate-\(label)") }
        }
    }

    @Test(arguments: FeelExportTarget.allCases)
    func everySourceStartsWithItsCommentBlock(_ target: FeelExportTarget) {
        for feel in Feel.presets + [Self.tuned] {
            let s = target.source(for: feel)
            let comment = target == .web ? "/*" : "//"
            #expect(s.hasPrefix(comment + (target == .web ? "\n * " : " ")) && s.hasSuffix("\n"), "\(target) \(feel.name)")
            for part in ["ScrollLab feel \"\(feel.name)\"", "Exact on \(target.rawValue):", "Cannot be set on", "https://"] {
                #expect(s.contains(part), "\(target) \(feel.name): \(part)")
            }
            #expect(!s.contains("000000000001") && !s.contains("99999999999"), "\(target) \(feel.name): float noise")
        }
    }

    @Test func theCommandWritesTheSourceAndRefusesBadInput() throws {
        let dir = Paths.temporaryDirectory()
        let out = dir.appendingPathComponent("Feel.dart").path
        let ok = try runProcess(Paths.scrolllab, ["feel", "export", "--target", "flutter", "android", "--out", out])
        #expect(ok.status == 0 && ok.stderr.isEmpty)
        #expect(
            FileManager.default.contents(atPath: out).map { String(decoding: $0, as: UTF8.self) }
                == FeelExportTarget.flutter.source(for: .android))
        let file = dir.appendingPathComponent("soft.json").path
        try Data(#"{"preset": "ios", "name": "soft", "decelerationRate": 0.99}"#.utf8).write(to: URL(fileURLWithPath: file))
        let fromFile = try runProcess(Paths.scrolllab, ["feel", "export", file, "--target=uikit", "--out", "-"])
        #expect(
            fromFile.status == 0 && fromFile.stdout.contains("DecelerationRate(rawValue: 0.99)\n") && fromFile.stdout.contains("\"soft\""))
        let bad: [([String], String)] = [
            (["feel", "export", "--target", "qt", "ios", "--out", out], "--target must be flutter, compose"),
            (["feel", "export", "--target", "web", "nope", "--out", out], "unknown feel 'nope'"),
            (["feel", "export", "ios", "--out", out], "needs --target"),
            (["feel", "export", "--target", "web", "ios"], "needs --out"),
            (["feel", "export", "--target", "web", "ios", "--delegate", "--out", out], "--delegate is for --target uikit only"),
        ]
        for (args, message) in bad {
            let r = try runProcess(Paths.scrolllab, args)
            #expect(r.status == 2, "\(args)")
            #expect(
                r.stderr.hasPrefix("scrolllab: feel export: ") && r.stderr.contains(message) && r.stderr.filter { $0 == "\n" }.count == 1,
                "\(r.stderr)")
        }
        // The one identity check every mode runs before any work (docs/ROBUSTNESS.md).
        let same = try runProcess(Paths.scrolllab, ["feel", "export", "--target", "web", file, "--out", file])
        #expect(same.status == 2 && same.stderr == "scrolllab: --out \(file) is the same file as FEEL \(file); it would be overwritten\n")
        #expect(
            FileManager.default.contents(atPath: out).map { String(decoding: $0, as: UTF8.self) }
                == FeelExportTarget.flutter.source(for: .android))
        let verb = try runProcess(Paths.scrolllab, ["feel", "import", "x"])
        let hint = "scrolllab: feel: the only verb is export: scrolllab feel export --target T FEEL --out FILE\n"
        #expect(verb.status == 2 && verb.stderr == hint)
        let help = try runProcess(Paths.scrolllab, ["feel", "export", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--target flutter|compose|android|react-native|uikit|swiftui|web"))
    }
    /// Android Views' header names the content-touch knobs for a feel whose figures are not the
    /// `android` preset's (it was silent: a tuned press delay vanished from the export) and stays
    /// silent for the preset itself; compose and flutter name them always (`ExportContentTouches`).
    @Test func contentTouchesThePlatformFixesAreListed() {
        var soft = Feel.android
        soft.pressDelay = 0.08
        #expect(FeelExportTarget.android.source(for: .android).contains("content touches") == false)
        let android = FeelExportTarget.android.source(for: soft)
        #expect(android.contains("//   - content touches (the feel's contentTouchDelay 0.0 s and pressDelay 0.08 s): Android"))
        for target in [FeelExportTarget.compose, .flutter] {
            #expect(target.source(for: soft).contains("//   - content touches (the feel's contentTouchDelay 0.0 s"), "\(target)")
        }
    }
}
