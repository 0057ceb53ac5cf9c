import Foundation
import ScrollCore
import ScrollFiles
import ScrollInput
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollTrace
import TestSupport
import Testing

@testable import ScrollIO
@testable import ScrollLab

/// The report's sampling and frames (#26): linear in ticks, no frame rendered twice in a row, frames
/// after a rotation at the rotated size.
@Suite struct FrameRecorderTests {
    static func catalog() throws -> SceneCatalog {
        try SceneCatalog(directory: Paths.repoRoot.appendingPathComponent("Assets/scenes"))
    }

    /// A drag, then the finger held still for `hold` seconds, then lifted.
    static func heldDrag(hold: Double) -> Trace {
        var events: [InputEvent] = [.pointer(PointerEvent(.down, id: 1, at: Point(x: 200, y: 700), time: 0.1))]
        for i in 1...10 {
            events.append(.pointer(PointerEvent(.move, id: 1, at: Point(x: 200, y: 700 - Double(i) * 20), time: 0.1 + Double(i) * 0.01)))
        }
        events.append(.pointer(PointerEvent(.up, id: 1, at: Point(x: 200, y: 500), time: 0.2 + hold)))
        return Trace(header: Trace.Header(device: "15", scene: "basic-scroll", hz: 120), events: events)
    }

    /// Every tick appends to the tracks in place: their storage moves only when it grows (a handful of
    /// times), not every tick (a copy out of the dictionary and back made reports quadratic: 480 s
    /// took 29 s).
    @Test func samplingAppendsInPlace() throws {
        let trace = Self.heldDrag(hold: 10)
        let sandbox = try LaneRecording.sandbox(catalog: Self.catalog(), trace: trace, hz: 120, feel: nil)
        var sampler = LaneRecording.Sampler(LaneRecording(name: "ios", viewport: sandbox.viewport), sandbox: sandbox)
        var moves = 0
        var ticks = 0
        var base: UnsafeRawPointer?
        ReplayDriver(settle: true, skippingIdle: false).run(sandbox, trace.events) { t in
            sampler.tick(sandbox, at: t)
            ticks += 1
            let now = sampler.recording.tracks["main"]?.times.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } ?? nil
            if now != base { moves += 1 }
            base = now
        }
        #expect(ticks > 1200)
        #expect(moves < 40, "\(moves) moves of the track's storage over \(ticks) ticks")
    }

    /// A finger held still for 10 s: the frames of that stretch are one picture, rendered once and
    /// listed once (#46: a frame per tick, 864 000 for 2 h): frames come only when the picture changes.
    @Test func aHeldFingerIsRenderedOnce() throws {
        let catalog = try Self.catalog()
        let trace = Self.heldDrag(hold: 10)
        let lane = try LaneRecording.record(catalog: catalog, trace: trace, hz: 120, feel: nil)
        let ticks = FrameRecorder.selection(lane, motionStride: 1)
        var doc = ReportDocument.Lane(name: lane.name, width: lane.viewport.width, height: lane.viewport.height)
        var motion: [Bool] = []
        var images: [ReportDocument.Image] = []
        var index: [Data: Int] = [:]
        let renders = try FrameRecorder(scale: 0.5).render(
            ticks, of: lane, catalog: catalog, trace: trace, hz: 120, feel: nil, assets: AssetLocator.assetsDirectory(), into: &doc,
            motion: &motion, images: &images, index: &index)
        #expect(ticks.count > 1200)
        #expect(doc.frameTimes.count <= renders + 1, "\(doc.frameTimes.count) frames: one per picture, and the last tick")
        #expect(doc.frameTimes.last == lane.times[ticks.last ?? 0])
        #expect(renders < 100, "\(renders) renders for \(ticks.count) frames")
        #expect(renders >= images.count)
    }

    /// Frames after R are drawn at the landscape size (they were cut to the portrait canvas at 393 pt).
    @Test func framesAfterARotationHaveTheRotatedSize() throws {
        let catalog = try Self.catalog()
        let trace = Trace(
            header: Trace.Header(device: "15", scene: "basic-scroll", hz: 120), events: [.key("r", time: 0.1), .key("space", time: 0.3)])
        let lane = try LaneRecording.record(catalog: catalog, trace: trace, hz: 120, feel: nil)
        let ticks = FrameRecorder.selection(lane, motionStride: 1)
        var doc = ReportDocument.Lane(name: lane.name, width: lane.viewport.width, height: lane.viewport.height)
        var motion: [Bool] = []
        var images: [ReportDocument.Image] = []
        var index: [Data: Int] = [:]
        try FrameRecorder(scale: 1).render(
            ticks, of: lane, catalog: catalog, trace: trace, hz: 120, feel: nil, assets: AssetLocator.assetsDirectory(), into: &doc,
            motion: &motion, images: &images, index: &index)
        let last = try #require(doc.frameImages.last.map { images[$0].bytes })
        let size = try #require(Self.jpegSize(last))
        #expect(size.width == 852 && size.height == 393, "\(size)")
        let first = try #require(doc.frameImages.first.map { images[$0].bytes })
        #expect(Self.jpegSize(first).map { $0.width == 393 && $0.height == 852 } == true)
    }

    /// Width and height from a JPEG's SOF0/SOF2 marker.
    static func jpegSize(_ data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data)
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if marker == 0xC0 || marker == 0xC2 {
                return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6]))
            }
            i += 2 + length
        }
        return nil
    }
}
