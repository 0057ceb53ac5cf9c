import Foundation
import ScrollCore
import ScrollInput
import ScrollTrace
import TestSupport
import Testing

/// `scrolllab import` on the hand-made samples of Fixtures/gestures (one gesture written in each
/// recorder's documented format by make-samples.py there; not device recordings).
@Suite struct GestureImportCommandTests {
    static let samples = Paths.repoRoot.appendingPathComponent("Tests/ScrollLabTests/Fixtures/gestures")
    func sample(_ name: String) -> String { Self.samples.appendingPathComponent(name).path }

    func importTrace(_ args: [String]) throws -> (ProcessResult, Data?) {
        let out = Paths.temporaryDirectory().appendingPathComponent("t.ndjson").path
        let r = try runScrollLab(["import"] + args + ["--out", out, "--scene", "basic-scroll"])
        return (r, FileManager.default.contents(atPath: out))
    }

    @Test func getEventLibinputAndEvemuOfTheSameGestureGiveTheSameBytes() throws {
        let (g, gd) = try importTrace(["getevent", sample("flick.getevent.txt"), "--props", sample("flick.getevent-props.txt")])
        let (l, ld) = try importTrace(["libinput", sample("flick.libinput.yml")])
        let (e, ed) = try importTrace(["evemu", sample("flick.evemu.txt")])
        #expect([g.status, l.status, e.status] == [0, 0, 0], "\(g.stderr)\(l.stderr)\(e.stderr)")
        let bytes = try #require(gd)
        #expect(ld == bytes)
        #expect(ed == bytes)
        let trace = try Trace.parse(bytes, path: "import")
        let scale = 393.0 / 1080
        #expect(
            trace.header.mapping == TraceMapping(map: "fit-width", minX: 0, minY: 0, maxX: 1079, maxY: 2399, scaleX: scale, scaleY: scale))
        #expect(trace.events.count == 21)
        // The first contact: down at (540, 1900) units at t = 0; 12 moves; lifted 8 ms after the last move.
        #expect(trace.events[0] == .pointer(PointerEvent(.down, id: 1, at: Point(x: 540 * scale, y: 1900 * scale), time: 0)))
        guard case .pointer(let up) = trace.events[13], case .pointer(let last) = trace.events[12] else { throw Failure.notPointer }
        #expect(up.kind == .up && up.position == last.position)
        #expect(up.time == 0.1058 && last.time == 0.0978)
        // The frame before SYN_DROPPED and the one it drops (y 1490, 1480) are gone; slot 1 is finger 2.
        let ys = trace.events.compactMap { e -> Double? in if case .pointer(let p) = e { p.position.y / scale } else { nil } }
        #expect(!ys.contains { abs($0 - 1490) < 0.01 || abs($0 - 1480) < 0.01 })
        #expect(trace.events.contains(.pointer(PointerEvent(.down, id: 2, at: Point(x: 800 * scale, y: 1000 * scale), time: 0.4218))))
    }

    enum Failure: Error { case notPointer }

    @Test func touchpadTwoFingerScrollBecomesWheelEvents() throws {
        let (r, data) = try importTrace(["libinput", sample("touchpad-scroll.libinput.yml")])
        #expect(r.status == 0, "\(r.stderr)")
        let trace = try Trace.parse(try #require(data), path: "import")
        let scale = 393.0 / 1236
        #expect(trace.events.count == 10)
        for (k, e) in trace.events.enumerated() {
            // Both fingers 12 units down a frame: the content follows them down.
            #expect(e == .wheel(position: Point(x: 196.5, y: 426), delta: Point(x: 0, y: 12 * scale), time: 0.014 + Double(k) * 0.007))
        }
    }

    static let badInputs: [(String, String, String)] = [
        (
            "getevent", "[    1.000000] EV_ABS ABS_MT_POSITION_X 000001f4\n[    1.000000] EV_ABS ABS_MT_POSITION_X zz\n",
            "2: bad value 'zz' (expected 8 hex digits)"
        ),
        (
            "getevent", "EV_ABS ABS_MT_POSITION_X 000001f4\n",
            "1: not a getevent event line (expected \"[ SECONDS.MICROSECONDS ] …\": record with getevent -lt)"
        ),
        ("getevent", "[    1.00000] EV_SYN SYN_REPORT 00000000\n", "1: bad timestamp '[    1.00000]' (expected seconds.microseconds)"),
        (
            "libinput", "version: 1\ndevices:\n- node: /dev/input/event2\n  events:\n  - evdev:\n    - [0, 0, 3]\n",
            "6: an evdev event must be [sec, usec, type, code, value]"
        ),
        ("libinput", "version: 2\ndevices:\n", "1: libinput record version 2 (this reads version 1)"),
        ("evemu", "N: x\nA: 35 0 1079 0 0 0\nE: 0.000000 0003 0039\n", "3: an E: line must be E: SEC.USEC TYPE CODE VALUE"),
        ("evemu", "N: x\nhello\n", "2: not an evemu line (expected N:, I:, P:, B:, A:, E: or a # comment)"),
        (
            "evemu", "A: 35 0 1079 0 0 0\nE: 0.000000 0003 0039 0001\nE: 0.000000 0003 0035 0100\n",
            " no complete frame in the recording (events count only at their SYN_REPORT)"
        ),
        (
            "evemu", "A: 35 0 1079 0 0 0\nE: 0.000000 0000 0002 0000\n",
            "2: SYN_MT_REPORT: multi-touch protocol A is not supported (only protocol B, with slots)"
        ),
    ]

    @Test(arguments: GestureImportCommandTests.badInputs)
    func badInputIsOneLineNamingTheLineAndExitTwo(format: String, text: String, message: String) throws {
        let dir = Paths.temporaryDirectory()
        let file = dir.appendingPathComponent("in.txt").path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.ndjson").path
        let r = try runScrollLab(["import", format, file, "--out", out])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: \(file):\(message)\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aDeviceIsNotARecording() throws {
        let out = Paths.temporaryDirectory().appendingPathComponent("o.ndjson").path
        let r = try runScrollLab(["import", "evemu", "/dev/zero", "--out", out])
        #expect(r.status == 2)
        #expect(r.stderr == "scrolllab: /dev/zero: not a regular file (a FIFO, a device or a socket), not a recording\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func fitWidthNeedsTheAxisRangesOfGetevent() throws {
        let out = Paths.temporaryDirectory().appendingPathComponent("o.ndjson").path
        let file = sample("flick.getevent.txt")
        let r = try runScrollLab(["import", "getevent", file, "--out", out])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrolllab: \(file): --map fit-width needs the x axis range"))
        let d = try runScrollLab(["import", "getevent", file, "--out", out, "--map", "density=2.75"])
        #expect(d.status == 0, "\(d.stderr)")
        let trace = try Trace.load(out)
        #expect(trace.events.first == .pointer(PointerEvent(.down, id: 1, at: Point(x: 540 / 2.75, y: 1900 / 2.75), time: 0)))
    }
}
