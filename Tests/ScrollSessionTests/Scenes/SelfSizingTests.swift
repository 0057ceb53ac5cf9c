import Foundation
import ScrollCore
import ScrollInput
import ScrollScene
import ScrollTrace
import TestSupport
import Testing

/// `self-sizing` (#34 item 4) replayed from its trace, anchored and (with `c` first) without anchoring:
/// the list opens at row 150 of 300 with every row above it an estimate (60 pt; real heights 56, 120,
/// 72, 160, 64, 96 repeating); a slow drag down and then a fling down bring those rows in from the top.
@Suite struct SelfSizingTests {
    static func gestures() -> Trace {
        var b = TraceBuilder(scene: "self-sizing")
        // A slow drag down 400 pt (the content follows the finger), held still, released.
        b.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 650), duration: 1.0, hold: 0.1)
        b.wait(0.3)
        // A fling down: rows keep arriving from the top while it decelerates.
        b.fling(from: Point(x: 200, y: 250), to: Point(x: 200, y: 500), duration: 0.12)
        b.wait(2.5)
        return b.trace
    }

    struct Sample {
        var t: Double
        var offset: Double
        var velocity: Double
        var fingerY: Double?
        var tops: [Int: Double]
        var state: String
        var resized: [Int]
    }

    /// Every tick: the offset, velocity, the finger, the tops of rows 0…299 (content points), and the
    /// rows that resized in that tick.
    static func run(anchoring: Bool) throws -> [Sample] {
        var trace = try SceneFixtures.trace("self-sizing", gestures)
        if !anchoring { trace.events.insert(.key("c", time: 0.01), at: 0) }
        var out: [Sample] = []
        var seen = 0
        var finger: Double?
        var pointer = 0
        _ = try SceneFixtures.replay(trace, after: 6) { t, s in
            while pointer < trace.events.count && trace.events[pointer].time <= t {
                if case .pointer(let p) = trace.events[pointer] { finger = p.kind == .up ? nil : p.position.y }
                pointer += 1
            }
            let st = s.session.state()
            let main = st.scrollViews.first { $0.id == "main" }!
            let list = s.session.root.view(withID: "main") as! ListView
            var tops: [Int: Double] = [:]
            for r in 0..<list.rowCount { tops[r] = list.rowTop(r) }
            let resizes = st.events.filter { $0.name == "rowDidResize" }
            out.append(
                Sample(
                    t: t, offset: main.offset.y, velocity: main.velocity.y, fingerY: finger, tops: tops, state: main.state,
                    resized: resizes.dropFirst(seen).compactMap(\.page)))
            seen = resizes.count
        }
        return out
    }

    /// For every tick k with a resize of a row above the reading row (the first row starting at or
    /// below the viewport's top at tick k − 1): that row's on-screen y, relative to what moves it
    /// (the finger while dragging), before (k − 1) and after (k).
    static func readingRowJumps(_ s: [Sample], dragging: Bool) -> [Double] {
        var out: [Double] = []
        for k in 1..<s.count where !s[k].resized.isEmpty {
            let a = s[k - 1]
            let b = s[k]
            guard dragging == (a.fingerY != nil && b.fingerY != nil) else { continue }
            let reading = a.tops.filter { $0.value >= a.offset }.min { $0.value < $1.value }!.key
            guard b.resized.contains(where: { $0 < reading }) else { continue }
            let before = a.tops[reading]! - a.offset - (a.fingerY ?? 0)
            let after = b.tops[reading]! - b.offset - (b.fingerY ?? 0)
            out.append(after - before)
        }
        return out
    }

    @Test func whileDraggingTheRowUnderTheFingerStaysPutAcrossEveryResizeAboveIt() throws {
        let anchored = Self.readingRowJumps(try Self.run(anchoring: true), dragging: true)
        #expect(anchored.count >= 5)
        #expect(anchored.allSatisfy { abs($0) <= 0.5 }, "\(anchored)")
        // The wrong technique: the same trace, the same resizes, and the rows jump by each change.
        let jumping = Self.readingRowJumps(try Self.run(anchoring: false), dragging: true)
        #expect(jumping.count >= 5)
        #expect(jumping.contains { abs($0) >= 30 }, "\(jumping)")
    }

    /// The reading row's screen speed (pt/s) over ticks k−1…k against the geometric mean of the ticks
    /// either side (a decay's speed is exactly that mean), for each fling tick with a resize above it.
    static func flingSpeedRatios(_ s: [Sample]) -> [Double] {
        var out: [Double] = []
        for k in 2..<(s.count - 1) where !s[k].resized.isEmpty && s[k - 2].fingerY == nil && s[k - 2].state == "decelerating" {
            let reading = s[k - 2].tops.filter { $0.value >= s[k - 2].offset }.min { $0.value < $1.value }!.key
            guard s[k].resized.contains(where: { $0 < reading }), s[k + 1].resized.isEmpty, s[k - 1].resized.isEmpty else { continue }
            func y(_ i: Int) -> Double { s[i].tops[reading]! - s[i].offset }
            let v0 = y(k - 1) - y(k - 2)
            let v1 = y(k) - y(k - 1)
            let v2 = y(k + 1) - y(k)
            guard v0 > 0, v2 > 0 else { continue }
            out.append(v1 / (v0 * v2).squareRoot())
        }
        return out
    }

    @Test func aFlingKeepsItsVelocityAcrossEveryResizeWithin1Percent() throws {
        let s = try Self.run(anchoring: true)
        let ratios = Self.flingSpeedRatios(s)
        #expect(ratios.count >= 5)
        #expect(ratios.allSatisfy { abs($0 - 1) <= 0.01 }, "\(ratios)")
        // The engine's own velocity: one tick of decay (0.998 per ms) across each resize, within 1 %.
        let decay = pow(0.998, 1000.0 / 120)
        for k in 1..<s.count where !s[k].resized.isEmpty && s[k - 1].state == "decelerating" && s[k].state == "decelerating" {
            let expected = s[k - 1].velocity * decay
            #expect(abs(s[k].velocity - expected) <= 0.01 * abs(expected))
        }
        // Without anchoring the engine's velocity is as continuous — but what the user reads jumps.
        let jumping = Self.flingSpeedRatios(try Self.run(anchoring: false))
        #expect(jumping.contains { abs($0 - 1) > 0.5 }, "\(jumping)")
    }

    @Test func rowsAreShownOnlyAtTheirRealHeight() throws {
        let s = try Self.run(anchoring: true)
        let last = s.last!
        // Every row shown at the end is measured: its height is the real pattern's.
        let real = [56.0, 120, 72, 160, 64, 96]
        let first = last.tops.filter { $0.value <= last.offset }.max { $0.value < $1.value }!.key
        for r in first..<(first + 5) { #expect(last.tops[r + 1]! - last.tops[r]! == real[r % 6]) }
        #expect(last.state == "idle")
    }
}
