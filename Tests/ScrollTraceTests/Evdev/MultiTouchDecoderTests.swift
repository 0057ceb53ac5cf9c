import ScrollCore
import ScrollTrace
import Testing

/// Kernel multi-touch protocol B as `MultiTouchDecoder` reads it (no files, no SDL).
@Suite struct MultiTouchDecoderTests {
    /// Events at `us` µs: `(type, code, value)` triples, each frame closed by the caller's SYN_REPORT.
    func events(_ frames: [(Int64, [(Int, Int, Int)])]) -> [EvdevEvent] {
        var out: [EvdevEvent] = []
        for (us, list) in frames {
            for (t, c, v) in list + [(0, 0, 0)] {
                out.append(EvdevEvent(microseconds: us, type: t, code: c, value: v, line: out.count + 1))
            }
        }
        return out
    }

    @Test func slotsKeepTheirValuesAndALiftIsTrackingIDMinusOne() throws {
        let f = try MultiTouchDecoder.frames(
            events([
                (0, [(3, 0x39, 7), (3, 0x35, 100), (3, 0x36, 500)]),
                (8000, [(3, 0x36, 480)]),  // x omitted: unchanged
                (16000, [(3, 0x39, -1)]),
                (100_000, [(3, 0x39, 8), (3, 0x36, 300)]),  // a new contact in slot 0: x still 100
            ]))
        #expect(f.map(\.microseconds) == [0, 8000, 16000, 100_000, 100_000])
        #expect(f[0].changes == [.init(kind: .down, slot: 0, x: 100, y: 500)])
        #expect(f[1].changes == [.init(kind: .move, slot: 0, x: 100, y: 480)])
        #expect(f[2].changes == [.init(kind: .up, slot: 0, x: 100, y: 480)])
        #expect(f[3].changes == [.init(kind: .down, slot: 0, x: 100, y: 300)])
        // Still down at the end: cancelled at the last frame's time.
        #expect(f[4].changes == [.init(kind: .cancel, slot: 0, x: 100, y: 300)])
        #expect(f[4].microseconds == 100_000)
    }

    @Test func aNewTrackingIDWithoutALiftEndsTheOldContact() throws {
        let f = try MultiTouchDecoder.frames(
            events([(0, [(3, 0x39, 1), (3, 0x35, 10), (3, 0x36, 20)]), (5, [(3, 0x39, 2), (3, 0x35, 30)])]))
        #expect(f[1].changes == [.init(kind: .up, slot: 0, x: 10, y: 20), .init(kind: .down, slot: 0, x: 30, y: 20)])
    }

    @Test func twoSlotsInOneFrame() throws {
        let f = try MultiTouchDecoder.frames(
            events([
                (0, [(3, 0x2f, 0), (3, 0x39, 1), (3, 0x35, 10), (3, 0x36, 20), (3, 0x2f, 1), (3, 0x39, 2), (3, 0x35, 50), (3, 0x36, 60)]),
                (10, [(3, 0x36, 61), (3, 0x2f, 0), (3, 0x36, 21)]),
            ]))
        #expect(f[0].changes.map(\.kind) == [.down, .down])
        #expect(f[0].active.count == 2)
        #expect(f[1].changes == [.init(kind: .move, slot: 0, x: 10, y: 21), .init(kind: .move, slot: 1, x: 50, y: 61)])
    }

    @Test func synDroppedDropsToTheNextReport() throws {
        var e = events([(0, [(3, 0x39, 1), (3, 0x35, 10), (3, 0x36, 20)])])
        e += [
            EvdevEvent(microseconds: 5, type: 3, code: 0x36, value: 25, line: 90),
            EvdevEvent(microseconds: 5, type: 0, code: 3, value: 0, line: 91),
            EvdevEvent(microseconds: 5, type: 3, code: 0x36, value: 26, line: 92),
            EvdevEvent(microseconds: 5, type: 0, code: 0, value: 0, line: 93),
        ]
        e += events([(9, [(3, 0x36, 27)])])
        let f = try MultiTouchDecoder.frames(e)
        #expect(f.map(\.microseconds) == [0, 9, 9])
        #expect(f[1].changes == [.init(kind: .move, slot: 0, x: 10, y: 27)])
    }

    /// The frame SYN_DROPPED interrupts is incomplete: its values (an x, a slot switch) are discarded
    /// with it, and the next frame starts from the last whole one.
    @Test func synDroppedDiscardsThePartialFrameBeforeIt() throws {
        var e = events([(0, [(3, 0x39, 1), (3, 0x35, 10), (3, 0x36, 20)])])
        e += [
            EvdevEvent(microseconds: 5, type: 3, code: 0x35, value: 99, line: 90),
            EvdevEvent(microseconds: 5, type: 3, code: 0x2f, value: 1, line: 91),
            EvdevEvent(microseconds: 5, type: 0, code: 3, value: 0, line: 92),
            EvdevEvent(microseconds: 5, type: 0, code: 0, value: 0, line: 93),
        ]
        e += events([(9, [(3, 0x36, 27)])])
        let f = try MultiTouchDecoder.frames(e)
        #expect(f.map(\.microseconds) == [0, 9, 9])
        #expect(f[1].changes == [.init(kind: .move, slot: 0, x: 10, y: 27)])
        #expect(f[1].active == [0: .init(trackingID: 1, x: 10, y: 27)])
    }

    /// A lift in a frame that also moves the contact is reported where the frame puts it, not at the
    /// previous frame's position; a contact replaced without a lift ends where it was.
    @Test func aLiftIsReportedAtItsFramesPosition() throws {
        let f = try MultiTouchDecoder.frames(
            events([(0, [(3, 0x39, 4), (3, 0x35, 100), (3, 0x36, 500)]), (8000, [(3, 0x35, 110), (3, 0x36, 470), (3, 0x39, -1)])]))
        #expect(f.count == 2)
        #expect(f[1].changes == [.init(kind: .up, slot: 0, x: 110, y: 470)])
        #expect(f[1].active.isEmpty)
    }

    @Test func protocolAAndBackwardsTimeAreErrorsNamingTheLine() {
        #expect(throws: ImportError(line: 1, "SYN_MT_REPORT: multi-touch protocol A is not supported (only protocol B, with slots)")) {
            try MultiTouchDecoder.frames([EvdevEvent(microseconds: 0, type: 0, code: 2, value: 0, line: 1)])
        }
        #expect(throws: ImportError(line: 2, "time goes backwards")) {
            try MultiTouchDecoder.frames([
                EvdevEvent(microseconds: 10, type: 3, code: 0x36, value: 0, line: 1),
                EvdevEvent(microseconds: 9, type: 0, code: 0, value: 0, line: 2),
            ])
        }
    }

    @Test func fitWidthCountsTheRangeAsAndroidDoes() throws {
        let axes = [0x35: AxisRange(minimum: 0, maximum: 1079, resolution: 0), 0x36: AxisRange(minimum: 0, maximum: 2399, resolution: 0)]
        let m = try PointMap.fitWidth.mapping(axes: axes, viewportWidth: 393)
        #expect(m.scaleX == 393.0 / 1080)
        #expect(m.scaleY == m.scaleX)
        #expect(m.point(x: 1080, y: 0).x == 393)
        let d = try #require(PointMap("density=3")).mapping(axes: [:], viewportWidth: 393)
        #expect(d.point(x: 300, y: 600).x == 100)
        #expect(d.point(x: 300, y: 600).y == 200)
        #expect(PointMap("density=0") == nil)
        #expect(throws: ImportError.self) { try PointMap.fitWidth.mapping(axes: [:], viewportWidth: 393) }
    }
}
