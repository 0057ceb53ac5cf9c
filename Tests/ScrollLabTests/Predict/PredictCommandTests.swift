import Foundation
import ScrollCore
import TestSupport
import Testing

/// `scrolllab predict`: a flick on basic-scroll (2000 pt/s up for 100 ms, lifted 8 ms after its last
/// move) as a trace and as each export, the warnings when sampling cannot fling, and bad input.
@Suite struct PredictCommandTests {
    /// 12 moves at `speed` pt/s up the list at 120 Hz, lifted `lift` s after the last one (the chromium
    /// fling check's gesture), optionally with a `pause` before the last move.
    static func flick(speed: Double = 2000, lift: Double = 0.008, moves: Int = 12, pause: Double = 0) -> String {
        let (x, y0) = (196.5, 59.0 + 44 + 749 - 120)
        var lines = [
            #"{"trace":1,"device":"15","scene":"basic-scroll","hz":120}"#, #"{"t":0.1,"kind":"down","id":1,"x":\#(x),"y":\#(y0)}"#,
        ]
        var t = 0.1
        var y = y0
        for i in 1...moves {
            t = 0.1 + Double(i) / 120 + (i == moves ? pause : 0)
            y = y0 - speed * Double(i) / 120
            lines.append(#"{"t":\#(t),"kind":"move","id":1,"x":\#(x),"y":\#(y)}"#)
        }
        lines.append(#"{"t":\#(t + lift),"kind":"up","id":1,"x":\#(x),"y":\#(y)}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    func write(_ text: String, _ name: String = "g.ndjson") throws -> String {
        let path = Paths.temporaryDirectory().appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func predict(_ arguments: [String]) throws -> [String: JSONValue] {
        let r = try runScrollLab(["predict"] + arguments + ["--json"])
        #expect(r.status == 0, "\(r.stderr)")
        return JSONValue.parse(r.stdout)?.object ?? [:]
    }

    func feel(_ json: [String: JSONValue], _ i: Int = 0) -> [String: JSONValue] {
        json["feels"]?.array?[i].object ?? [:]
    }

    func number(_ v: JSONValue?) -> Double? {
        if case .number(let n)? = v { return n }
        return nil
    }

    func state(_ trace: String, feel: String) throws -> Double? {
        let out = Paths.temporaryDirectory().appendingPathComponent("state.json").path
        let r = try runScrollLab(["--headless", "--replay", trace, "--settle", "--feel", feel, "--state", out])
        #expect(r.status == 0)
        let s = JSONValue.parse(try String(contentsOfFile: out, encoding: .utf8))?.object
        return number(s?["scrollViews"]?.array?.first?.object?["offset"]?.object?["y"])
    }

    @Test func aFlickFlingsUnderEveryFeelAndRestsWhereTheLabReplayRests() throws {
        let trace = try write(Self.flick())
        for name in ["ios", "android", "chromium", "flutter-bouncing"] {
            let f = feel(try predict([trace, "--feel", name]))
            #expect(f["flings"] == .bool(true))
            #expect(abs((number(f["fingerVelocity"]?.object?["y"]) ?? 0) + 2000) < 1e-6, "\(name)")
            #expect(f["window"] == .number(13))
            let offset = try state(trace, feel: name)
            let lab = try #require(offset)
            #expect(abs((number(f["restOffset"]) ?? 0) - lab) < 1e-6, "\(name): \(f) vs \(lab)")
            #expect(f["landing"] == .string("decay"))
            #expect(f["warnings"] == .array([]))
        }
        // The figures the table shows for chromium: 2000 pt/s → 756 pt of decay, from 193.3 to 949.3.
        let r = try runScrollLab(["predict", trace, "--feel", "chromium"])
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == "scroll view 'main' (vertical, offsets 0…18451)")
        #expect(
            lines[3].split(separator: " ").map(String.init)
                == ["chromium", "quadratic", "13", "-2000", "30", "yes", "756", "193.3", "949.3", "decay", "949.3"])
    }

    @Test func everyExportPredictsTheTracesFling() throws {
        let trace = try write(Self.flick())
        let want = try #require(number(feel(try predict([trace, "--feel", "chromium"]))["restOffset"]))
        // cdp carries the trace's times and points exactly; w3c interpolates at 120 Hz from the pointer's
        // moves; android rounds times to the millisecond; xcuitest synthesises a constant-speed drag.
        for (format, ext, tolerance) in [("cdp", "py", 1e-6), ("w3c", "json", 3.0), ("android", "kt", 2.0), ("xcuitest", "swift", 1e-6)] {
            let out = Paths.temporaryDirectory().appendingPathComponent("g.\(ext)").path
            #expect(try runScrollLab(["export", format, trace, "--out", out]).status == 0)
            let json = try predict([out, "--feel", "chromium"])
            #expect(json["gesture"]?.object?["format"] == .string(format))
            #expect(json["gesture"]?.object?["scene"] == .string("basic-scroll"))
            let rest = try #require(number(feel(json)["restOffset"]))
            #expect(abs(rest - want) <= tolerance, "\(format): \(rest) vs \(want)")
        }
    }

    @Test func aLateLiftWarnsAndDoesNotFling() throws {
        // 50 ms after the last move: past ios's 40 ms, inside chromium's 80 ms.
        let trace = try write(Self.flick(lift: 0.05))
        let json = try predict([trace, "--feel", "ios", "--feel", "chromium"])
        #expect(feel(json, 0)["flings"] == .bool(false))
        #expect(
            feel(json, 0)["warnings"]
                == .array([
                    .string("the lift comes 50 ms after the last move (ios reads a lift 40 ms or more late as a stopped finger): no fling")
                ]))
        #expect(feel(json, 1)["flings"] == .bool(true))
        #expect(feel(json, 1)["warnings"] == .array([]))
    }

    @Test func aPauseBeforeTheLastMoveLeavesOneSampleAndWarns() throws {
        let trace = try write(Self.flick(pause: 0.05))
        let f = feel(try predict([trace, "--feel", "android"]))
        #expect(f["window"] == .number(1))
        #expect(f["flings"] == .bool(false))
        #expect(
            f["warnings"]
                == .array([
                    .string("only 1 sample in the tracker's 100 ms window at the lift: velocity 0, no fling"),
                    .string("a 58.3 ms gap between moves (over 40 ms) cuts the tracker's window to 1 samples"),
                ]))
    }

    /// An evemu recording whose last stroke a second finger joins and leaves: as the pan does, the
    /// tracker restarts from the fingers' centroid, reads one sample and no fling — where the lab rests.
    @Test func aSecondFingerRestartsTheTrackerAsThePanDoes() throws {
        let recording = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/gestures/flick.evemu.txt").path
        let trace = Paths.temporaryDirectory().appendingPathComponent("flick.ndjson").path
        #expect(try runScrollLab(["import", "evemu", recording, "--out", trace, "--scene", "basic-scroll"]).status == 0)
        let f = feel(try predict([trace, "--feel", "ios"]))
        #expect(f["flings"] == .bool(false))
        #expect(f["window"] == .number(1))
        let lab = try state(trace, feel: "ios")
        #expect(number(f["restOffset"]) == lab)
        #expect(
            f["warnings"]
                == .array([
                    .string("only 1 sample in the tracker's 100 ms window at the lift: velocity 0, no fling"),
                    .string("a finger joined or lifted 8 ms before the lift: the tracker starts again there (the fingers' centroid)"),
                ]))
    }

    @Test func aSlowDragDoesNotFlingUnderMinFling() throws {
        let trace = try write(Self.flick(speed: 20))
        let f = feel(try predict([trace, "--feel", "flutter-bouncing"]))
        #expect(f["flings"] == .bool(false))
        #expect(f["releaseVelocity"] == .number(0))
        #expect(f["minFlingVelocity"] == .number(100))
    }

    @Test(arguments: [
        (["predict"], "scrolllab: predict: needs a gesture: scrolllab predict GESTURE [--json] [--feel F]"),
        (["predict", "/nonexistent.ndjson"], "scrolllab: /nonexistent.ndjson: no such file"),
        (["predict", "X", "--feel", "nope"], "scrolllab: predict: --feel: unknown feel 'nope'"),
    ])
    func badArgumentsAreOneLineAndExitTwo(arguments: [String], line: String) throws {
        let r = try runScrollLab(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix(line), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func aFileThatIsNoGestureIsOneLine() throws {
        let text = try write("hello\n", "g.txt")
        var r = try runScrollLab(["predict", text])
        #expect(
            r.stderr
                == "scrolllab: \(text): not a gesture predict reads (a trace, W3C Actions JSON, or a cdp / xcuitest / android script scrolllab export wrote)\n"
        )
        #expect(r.status == 2)
        let tap = try write(
            #"{"trace":1,"device":"15","scene":"basic-scroll","hz":120}"# + "\n" + #"{"t":0.1,"kind":"down","id":1,"x":10,"y":300}"# + "\n")
        r = try runScrollLab(["predict", tap])
        #expect(r.stderr == "scrolllab: \(tap): no touch that goes down and lifts (predict reads a stroke: down, moves, up)\n")
        #expect(r.status == 2)
        let script = try write(
            "# -*- coding: utf-8 -*-\n# Generated by scrolllab export cdp from x (scene basic-scroll, device 15).\nEVENTS = [\n    (0.1, \"touchStart\", [(1, a, 2)]),\n]\n",
            "g.py")
        r = try runScrollLab(["predict", script])
        #expect(r.stderr == "scrolllab: \(script):4: 'a' is not a number\n")
        #expect(r.status == 2)
    }
}
