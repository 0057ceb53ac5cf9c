import Foundation
import ScrollCore
import ScrollFileAccess
import Testing

@Suite struct FeelFileTests {
    private func parse(_ json: String) throws(FeelFile.Problem) -> Feel { try FeelFile.parse(Data(json.utf8)) }

    @Test func aPresetWithOverrides() throws {
        let f = try parse(#"{"preset": "android", "name": "soft", "springStiffness": 400, "overscroll": "rubberBand"}"#)
        var expected = Feel.android
        expected.name = "soft"
        expected.springStiffness = 400
        expected.overscroll = .rubberBand
        #expect(f == expected)
        #expect(try parse("{}") == .ios)
    }

    @Test func everyPresetRoundTripsThroughAFile() throws {
        for p in Feel.presets {
            #expect(try FeelFile.parse(FeelFile.encode(p)) == p)
        }
        var custom = Feel.chromium
        custom.name = "mine"
        custom.touchSlop = 4
        #expect(try FeelFile.parse(FeelFile.encode(custom)) == custom)
    }

    @Test func badFilesNameTheProblem() {
        let cases: [(String, String)] = [
            (#"{"springStifness": 10}"#, "unknown field 'springStifness'"),
            (#"{"touchSlop": "8"}"#, "'touchSlop' must be a number"),
            (#"{"touchSlop": true}"#, "'touchSlop' must be a number"),
            (#"{"springStiffness": 9000}"#, "'springStiffness' = 9000 is out of range 1…5000"),
            (#"{"preset": "webos"}"#, "'preset' must be one of ios, ios-fast, android"),
            (#"{"decay": "linear"}"#, "'decay' must be one of uikit, spline"),
            ("[1, 2]", "not a JSON object"),
            ("{", "not a JSON object"),
            (#"{"touchSlop": 8, "touchSlop": 9}"#, "line 1: touchSlop: duplicate key (a key appears once in an object)"),
            (#"{"touchSlop": 8,}"#, "not a JSON object (line 1: malformed JSON)"),
        ]
        for (json, message) in cases {
            do {
                _ = try parse(json)
                Issue.record("\(json) was accepted")
            } catch {
                #expect(error.message.hasPrefix(message), "\(json): \(error.message)")
            }
        }
    }

    @Test func eachPresetLiesInsideEveryRange() {
        for p in Feel.presets {
            for c in FeelConstant.all {
                #expect(c.range.contains(c.value(in: p)), "\(p.name).\(c.key) = \(c.value(in: p))")
            }
        }
        #expect(Feel.ios.nextPreset == .iosFast)
        #expect(Feel.chromium.nextPreset == .chromiumWindows)
        #expect(Feel.chromiumWindows.nextPreset == .ios)
    }
}
