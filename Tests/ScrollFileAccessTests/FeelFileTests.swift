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

    /// The text JSONSerialization wrote for `ios` before the feel file went to the one JSON writer
    /// (`JSONValue.prettyText`): byte for byte the same.
    @Test func theIosFileIsTheTextItAlwaysWas() {
        let expected = """
            {
              "boostMinFlingSpeed" : 350,
              "boostMinScrollSpeed" : 150,
              "boostTimeout" : 0.05,
              "catchStart" : "slop",
              "contentTouchDelay" : 0.15,
              "decay" : "uikit",
              "decelerationRate" : 0.998,
              "dragBand" : "closed",
              "dragStartThreshold" : 0,
              "flingCarry" : "none",
              "flingDeceleration" : 2645.664,
              "frictionDrag" : 0.135,
              "frictionStopVelocity" : 6.666666666666667,
              "liftStopTime" : 0.04,
              "maxFlingVelocity" : 0,
              "minFlingVelocity" : 0,
              "name" : "ios",
              "overscroll" : "rubberBand",
              "pagingSettle" : "pageSpring",
              "pagingVelocityThreshold" : 200,
              "preset" : "ios",
              "pressDelay" : 0,
              "resamplePrediction" : 0,
              "rubberBand" : 0.55,
              "slopStart" : "crossing",
              "splineFriction" : 0.015,
              "springDampingRatio" : 1,
              "springMass" : 1,
              "springStiffness" : 100,
              "springTransferVelocity" : 0,
              "stretchAbsorb" : 13,
              "tapSuppressCancelToDown" : 0,
              "tapSuppressTapGap" : 0,
              "touchSlop" : 10,
              "velocityEstimator" : "linear",
              "zoomBand" : 0.55
            }
            """
        #expect(String(decoding: FeelFile.encode(.ios), as: UTF8.self) == expected)
        let line = String(decoding: FeelFile.encode(.ios, pretty: false), as: UTF8.self)
        #expect(line.hasPrefix(#"{"boostMinFlingSpeed":350,"boostMinScrollSpeed":150,"#) && !line.contains("\n"))
        #expect(line.hasSuffix(#","velocityEstimator":"linear","zoomBand":0.55}"#))
    }

    /// Every field the reader reads is written: a feel unlike its preset in every switch and constant
    /// reads back equal, and the keys are exactly the reader's. A name with `/`, quotes and a
    /// backslash is written as `JSONValue.quoted` writes it (`/` as is; JSONSerialization wrote `\/`).
    @Test func everyFieldIsWrittenAndReadsBack() throws {
        var f = Feel.ios
        f.name = #"a/b ü "q" \ ·x"#
        f.decay = .bezier
        f.overscroll = .elastic
        f.pagingSettle = .spring
        f.velocityEstimator = .quadratic
        f.slopStart = .boundary
        f.flingCarry = .chromiumBoost
        f.catchStart = .immediate
        f.dragBand = .perUpdate
        for c in FeelConstant.all {
            c.set(c.value(in: Feel.ios) == c.range.upperBound ? c.range.lowerBound : c.range.upperBound, in: &f)
        }
        #expect(try FeelFile.parse(FeelFile.encode(f)) == f)
        #expect(try FeelFile.parse(FeelFile.encode(f, pretty: false)) == f)
        let switches = ["decay", "overscroll", "pagingSettle", "velocityEstimator", "slopStart", "flingCarry", "catchStart", "dragBand"]
        let keys = Set(FeelFile.json(f).object?.keys.map { $0 } ?? [])
        #expect(keys == Set(["preset", "name"] + switches + FeelConstant.all.map(\.key)))
        #expect(String(decoding: FeelFile.encode(f), as: UTF8.self).contains(#"  "name" : "a/b ü \"q\" \\ ·x","#))
    }
}
