import Foundation
import SDLBackend
import ScrollCore
import ScrollDraw
import ScrollReport
import ScrollScene
import ScrollSession
import ScrollTrace

/// Renders a lane's frames: which ticks get one (every `motionStride`-th tick while anything moves or
/// a finger is down, one every `restInterval` seconds at rest, the first and the last tick), drawn by
/// the headless software renderer with touch trails, JPEG-encoded in memory. Identical pictures are
/// stored once.
struct FrameRecorder {
    /// Seconds between frames while nothing moves.
    static let restInterval = 0.25
    static let jpegQuality = 70
    /// Encoded bytes of all frames a report stays under (the page holds them as base64, 4/3 as much:
    /// with curves and data a page stays under ≈ 5 MB).
    static let imageBudget = 3_500_000
    /// JPEG bytes per pixel of a typical frame at `jpegQuality` (measured: 28–31 KB at 393×852), for
    /// the first guess of the stride; `fit` enforces the budget on the real sizes.
    static let estimatedBytesPerPixel = 0.09

    let scale: Double

    /// The ticks to render, as indices into `lane.times`.
    static func selection(_ lane: LaneRecording, motionStride: Int) -> [Int] {
        var picked: [Int] = []
        var lastTime = -Double.infinity
        var motionCount = 0
        for i in lane.times.indices {
            let t = lane.times[i]
            let first = i == 0
            let last = i == lane.times.count - 1
            var take = first || last
            if lane.moving[i] {
                take = take || motionCount % motionStride == 0
                motionCount += 1
            } else {
                // The first resting tick shows where the motion ended; then one frame per interval.
                let justStopped = i > 0 && lane.moving[i - 1]
                take = take || justStopped || t - lastTime >= restInterval - 1e-9
                motionCount = 0
            }
            if take {
                picked.append(i)
                lastTime = t
            }
        }
        return thinned(picked)
    }

    /// The most frames a lane lists (docs/REPORT.md): frames come only when the picture changes, and a
    /// selection longer than this keeps every n-th tick, the first and the last (2 h of a finger
    /// moving without scrolling picked 864 000).
    static let maximumFrames = 20_000

    /// `picked` with at most `maximumFrames` ticks: evenly spaced, the first and the last kept.
    static func thinned(_ picked: [Int]) -> [Int] {
        guard picked.count > maximumFrames else { return picked }
        let step = (picked.count - 2 + maximumFrames - 3) / (maximumFrames - 2)
        var kept = stride(from: 0, to: picked.count - 1, by: step).map { picked[$0] }
        kept.append(picked[picked.count - 1])
        return kept
    }

    /// The stride that keeps `lanes`' frames under `imageBudget` by estimate (1 = every tick). Only
    /// ticks where a scroll view moved count: a finger held still gives identical frames, stored once.
    static func motionStride(_ lanes: [LaneRecording], scale: Double) -> Int {
        let movingTicks = lanes.reduce(0) { $0 + $1.leaders.filter { $0 != nil }.count }
        guard let lane = lanes.first else { return 1 }
        let pixels = lane.viewport.width * lane.viewport.height * scale * scale
        let estimate = Double(movingTicks) * pixels * estimatedBytesPerPixel
        return max(1, Int((estimate / Double(imageBudget)).rounded(.up)))
    }

    /// Replays `trace` again and renders the frames at `ticks` (indices of `lane.times`); appends new
    /// pictures to `images` and fills the lane's frame times and image indices. Returns how many frames
    /// were rendered (a frame equal to the one before is not).
    @discardableResult
    func render(
        _ ticks: [Int], of lane: LaneRecording, catalog: SceneCatalog, trace: Trace, hz: Int, feel: Feel?, assets: URL,
        into doc: inout ReportDocument.Lane, motion: inout [Bool], images: inout [ReportDocument.Image], index: inout [Data: Int]
    ) throws -> Int {
        let sandbox = try LaneRecording.sandbox(catalog: catalog, trace: trace, hz: hz, feel: feel)
        let library = try SDLLibrary(video: false)
        let fonts = try FontLocator.locate()
        // One canvas per viewport: after a rotation (R) the frames are drawn at the new size, not cut
        // to the portrait canvas (#26).
        var canvases: [Size: OffscreenCanvas] = [:]
        func canvas(for viewport: Size) throws -> OffscreenCanvas {
            if let c = canvases[viewport] { return c }
            let c = try OffscreenCanvas(
                library: library, width: Int((viewport.width * scale).rounded()), height: Int((viewport.height * scale).rounded()),
                fonts: fonts, imageDirectory: assets.appendingPathComponent("images").path)
            canvases[viewport] = c
            return c
        }
        var renders = 0
        var tick = 0
        var next = 0
        var failure: Error?
        // The picture of the frame before: a frame whose display list is the same (a finger held
        // still) is that picture again, not rendered and encoded once more (#26).
        var previous: (list: DisplayList, image: Int)?
        ReplayDriver(settle: true, skippingIdle: false).run(sandbox, trace.events) { t in
            defer { tick += 1 }
            guard next < ticks.count, ticks[next] == tick, failure == nil else { return }
            next += 1
            let list = sandbox.session.displayList()
            do {
                let k: Int
                if let previous, previous.list == list {
                    // The picture the player already shows (a finger held still, a scene at rest): no
                    // frame of its own, but for the last tick, which ends the list.
                    guard next == ticks.count else { return }
                    k = previous.image
                } else {
                    let canvas = try canvas(for: sandbox.session.viewport)
                    canvas.render([(list, RenderTransform(scale: scale))], background: Theme.background)
                    let bytes = try canvas.jpegData(quality: Self.jpegQuality)
                    k = index[bytes] ?? images.count
                    if k == images.count {
                        images.append(.init(mime: "image/jpeg", bytes: bytes))
                        index[bytes] = k
                    }
                    renders += 1
                }
                previous = (list, k)
                doc.frameTimes.append(t)
                doc.frameImages.append(k)
                motion.append(lane.moving[tick])
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return renders
    }

    /// Drops every other motion frame (in every lane) until the distinct images in use fit
    /// `imageBudget`, then drops the unused images. Resting frames, the first and the last stay.
    /// - Parameter motion: per lane, per frame: whether it was taken in motion.
    /// - Returns: how many times the motion frames were halved.
    @discardableResult
    static func fit(_ lanes: inout [ReportDocument.Lane], motion: [[Bool]], images: inout [ReportDocument.Image]) -> Int {
        var motion = motion
        var halvings = 0
        func used() -> [Int] { Array(Set(lanes.flatMap(\.frameImages))).sorted() }
        while used().reduce(0, { $0 + images[$1].bytes.count }) > imageBudget {
            var dropped = false
            for k in lanes.indices {
                var keep: [Bool] = []
                var n = 0
                for i in lanes[k].frameTimes.indices {
                    let last = i == lanes[k].frameTimes.count - 1
                    let drop = motion[k][i] && i > 0 && !last && n % 2 == 1
                    if motion[k][i] { n += 1 }
                    keep.append(!drop)
                    dropped = dropped || drop
                }
                lanes[k].frameTimes = lanes[k].frameTimes.indices.filter { keep[$0] }.map { lanes[k].frameTimes[$0] }
                lanes[k].frameImages = lanes[k].frameImages.indices.filter { keep[$0] }.map { lanes[k].frameImages[$0] }
                motion[k] = motion[k].indices.filter { keep[$0] }.map { motion[k][$0] }
            }
            if !dropped { break }
            halvings += 1
        }
        // Renumber the images still in use, in first-use order.
        var renumber: [Int: Int] = [:]
        var kept: [ReportDocument.Image] = []
        for k in lanes.indices {
            lanes[k].frameImages = lanes[k].frameImages.map { old in
                if let new = renumber[old] { return new }
                renumber[old] = kept.count
                kept.append(images[old])
                return kept.count - 1
            }
        }
        images = kept
        return halvings
    }
}
