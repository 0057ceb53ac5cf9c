import CSDL2
import CSDL2Image
import Foundation
import ScrollCore
import ScrollDraw

/// Where a display list lands in the render target: pixel origin of the list's (0, 0), and pixels per
/// point.
public struct RenderTransform: Hashable, Sendable {
    public var originX: Double
    public var originY: Double
    public var scale: Double
    /// When set, nothing of the list is drawn outside (0, 0)…clip (points): lists laid side by side.
    public var clip: Size?

    public init(originX: Double = 0, originY: Double = 0, scale: Double = 1, clip: Size? = nil) {
        self.originX = originX
        self.originY = originY
        self.scale = scale
        self.clip = clip
    }
}

/// Draws `DisplayList`s with an SDL_Renderer: rectangles as fills, rounded rectangles as fills plus
/// corner blits (`CornerCache`), thick lines as triangle meshes, text from the `TextCache`, images via
/// SDL_image — every call through the `DrawQueue`, which regroups them on accelerated renderers.
/// Edges are snapped to whole pixels by rounding each edge (not the size), so adjacent rectangles
/// never leave seams.
final class DisplayListRenderer {
    let renderer: OpaquePointer
    let queue: DrawQueue
    private let text: TextCache
    private let corners: CornerCache
    private let gradients: GradientCache
    let imageDirectory: String?
    var images: [String: OpaquePointer] = [:]
    private var clipStack: [SDL_Rect] = []
    private var occlusion = FillOcclusion()
    /// SDL's software renderer (`RendererTraits`).
    private let software: Bool
    /// The number of the drawing command being walked, counted through a frame's layers.
    private var sequence = 0
    /// False draws every fill whole (tests compare the pixels both ways).
    var hidesCoveredFills = true
    /// Pixels sent to rectangle fills so far (a fill's visible parts, when covered fills are hidden).
    private(set) var filledPixels = 0
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    /// The target's width, pixels: no text run is rasterised wider than this (or its own box).
    private var outputWidth = 4096
    /// The target's height, pixels (read once a frame, with the width).
    private var outputHeight = 4096

    init(renderer: OpaquePointer, fonts: FontSet, imageDirectory: String?) {
        self.renderer = renderer
        self.text = TextCache(renderer: renderer, fonts: fonts)
        let software = RendererTraits.isSoftware(renderer)
        self.software = software
        let queue = DrawQueue(renderer: renderer, regroups: !software)
        self.queue = queue
        self.corners = CornerCache(renderer: renderer, queue: queue, planned: software)
        self.gradients = GradientCache(renderer: renderer, queue: queue, rowsAsFills: software)
        self.imageDirectory = imageDirectory
        text.beforeForgetting = { [unowned queue] in queue.flush() }
    }

    /// Draws are recorded and sent regrouped by state (`DrawQueue`): on for accelerated renderers;
    /// tests turn it on for the software renderer to compare the pixels both ways.
    var regroupsDraws: Bool {
        get { queue.regroups }
        set { queue.regroups = newValue }
    }

    /// Changes of texture, blend mode or clip sent to SDL in the last frame: the draw calls SDL makes.
    var stateChanges: Int { queue.stateChanges }

    /// The widest text run rasterised so far, pixels.
    var widestTextRun: Int { text.widestRun }

    deinit {
        for t in images.values { SDL_DestroyTexture(t) }
    }

    /// Text runs rasterised so far (the bench counts frames that drew new text).
    var textRasterised: Int { text.rasterised }

    /// Clears to `background` and draws one list: hidden fills skipped as in `draw(_:background:)`.
    func draw(_ list: DisplayList, _ tf: RenderTransform, background: Color) {
        beginFrame()
        noteOccluders(list, tf)
        clear(background)
        drawList(list, tf)
        endFrame()
    }

    /// Clears to `background` and draws a frame's layers in order. A first pass notes every large
    /// opaque fill, so that each fill draws only what no later opaque fill covers (`FillOcclusion`):
    /// the same pixels, fewer of them filled.
    func draw(_ layers: [(DisplayList, RenderTransform)], background: Color) {
        beginFrame()
        for (list, tf) in layers { noteOccluders(list, tf) }
        clear(background)
        for (list, tf) in layers { drawList(list, tf) }
        endFrame()
    }

    private func endFrame() { queue.flush() }

    /// The clear, as the frame's first fill. The software renderer fills only what the frame's
    /// opaque fills leave uncovered (a clear there is a store per pixel, like a fill: a scene's own
    /// background made it ~7 % of a frame's instructions, callgrind); an accelerated renderer clears
    /// whole, which costs it next to nothing (`RendererTraits`).
    private func clear(_ color: Color) {
        SDL_RenderSetClipRect(renderer, nil)
        sequence = 0
        queue.forgetState()
        queue.resetCount()
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        guard software && hidesCoveredFills else {
            SDL_RenderClear(renderer)
            return
        }
        clipStack.removeAll(keepingCapacity: true)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)  // stored as is, alpha too, like SDL_RenderClear
        occlusion.visibleParts(of: target, sequence: 0) { piece in
            var r = piece
            SDL_RenderFillRect(renderer, &r)
        }
    }

    private func beginFrame() {
        text.nextFrame()
        var w: Int32 = 0
        var h: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &w, &h) == 0 {
            outputWidth = Int(w)
            outputHeight = Int(h)
        }
        occlusion.reset()
        sequence = 0
    }

    /// The first pass: every opaque fill's pixels (rectangles, rounded rectangles' straight parts,
    /// opaque gradients), cut to the clip it is drawn under; every visible text run rasterised.
    private func noteOccluders(_ list: DisplayList, _ tf: RenderTransform) {
        walk(
            list, tf, clip: { _ in },
            shape: { command, n in
                switch command {
                case .text(let s, let frame, let size, let c, let alignment, let weight):
                    _ = placeText(s, frame: frame, size: size, c, alignment, weight, tf)
                case _ where !hidesCoveredFills:
                    break
                case .fill(let r, let c) where c.a == 255:
                    occlusion.addOccluder(pixelRect(r, tf).intersection(visibleArea()), sequence: n)
                case .roundedRect(let r, let radius, let c) where c.a == 255:
                    let parts = roundedParts(r, radius: radius, tf)
                    occlusion.addOccluder(parts.centre.intersection(visibleArea()), sequence: n)
                    occlusion.addOccluder(parts.band.intersection(visibleArea()), sequence: n)
                case .gradient(let r, let top, let bottom) where top.a == 255 && bottom.a == 255:
                    occlusion.addOccluder(pixelRect(r, tf).intersection(visibleArea()), sequence: n)  // copied unblended
                default:
                    break
                }
            })
    }

    private func drawList(_ list: DisplayList, _ tf: RenderTransform) {
        walk(
            list, tf,
            clip: { rect in
                flushFills()
                queue.setClip(rect)
            },
            shape: { command, n in drawShape(command, n, tf) })
        flushFills()
        queue.setClip(nil)
    }

    /// Walks a list's commands keeping the clip stack: `clip` hears each change of the clip in force
    /// (nil: the whole target; an empty clip is never set, its commands are skipped), `shape` every
    /// drawing command with its number in the frame (counted whether drawn or not, so both passes
    /// number alike).
    private func walk(
        _ list: DisplayList, _ tf: RenderTransform, clip: (SDL_Rect?) -> Void, shape: (DisplayCommand, Int) -> Void
    ) {
        clipStack.removeAll(keepingCapacity: true)
        if let c = tf.clip { clipStack.append(pixelRect(Rect(origin: .zero, size: c), tf)) }
        clip(clipStack.last)
        var clipEmpty = false
        for command in list.commands {
            switch command {
            case .pushClip(let r):
                var rect = pixelRect(r, tf)
                if let top = clipStack.last { rect = rect.intersection(top) }
                clipStack.append(rect)
                clipEmpty = rect.isEmpty
                if !clipEmpty { clip(rect) }
            case .popClip:
                _ = clipStack.popLast()
                clipEmpty = clipStack.last?.isEmpty ?? false
                if !clipEmpty { clip(clipStack.last) }
            default:
                sequence += 1
                if !clipEmpty { shape(command, sequence) }
            }
        }
    }

    /// Consecutive fills of one colour, drawn with one `SDL_RenderFillRects` call (`flushFills`): the
    /// software renderer runs each call as its own command (clip, colour, blend set up again), and an
    /// overlay frame's hatching and outlines are hundreds of fills in runs of one colour. Same
    /// rectangles, same order, same pixels (in calls of at most seven: `FillCalls`).
    private var fills: [SDL_Rect] = []
    private var fillColor = Color.clear

    private func flushFills() {
        guard !fills.isEmpty else { return }
        filledPixels += queue.fill(fills, fillColor)
        fills.removeAll(keepingCapacity: true)
    }

    /// A run of same-coloured fills (`DisplayCommand.fills`): each as a `.fill` (outside the clip
    /// skipped, what later opaque fills hide left out), joining the pending batch.
    private func drawFills(_ rects: [Rect], _ c: Color, _ n: Int, _ tf: RenderTransform) {
        let area = visibleArea()
        for r in rects { queueFill(pixelRect(r, tf), c, n, within: area) }
    }

    /// Adds what of `rect` (command `n`, colour `c`) shows within `area` to the pending batch.
    private func queueFill(_ rect: SDL_Rect, _ c: Color, _ n: Int, within area: SDL_Rect) {
        guard !rect.isEmpty, rect.overlaps(area) else { return }
        if c != fillColor { flushFills() }
        fillColor = c
        occlusion.visibleParts(of: rect, sequence: n) { fills.append($0) }
    }

    private func drawShape(_ command: DisplayCommand, _ n: Int, _ tf: RenderTransform) {
        if case .fill = command {} else { flushFills() }
        switch command {
        case .fill(let r, let c):
            queueFill(pixelRect(r, tf), c, n, within: visibleArea())
        case .fills(let rs, let c):
            drawFills(rs, c, n, tf)
        case .roundedRect(let r, let radius, let c):
            drawRoundedRect(r, radius: radius, c, n, tf)
        case .line(let a, let b, let w, let c):
            drawLine(a, b, width: w, c, tf)
        case .text(let s, let frame, let size, let c, let alignment, let weight):
            drawText(s, frame: frame, size: size, c, alignment, weight, tf)
        case .image(let name, let frame):
            drawImage(name, frame, tf)
        case .gradient(let r, let top, let bottom):
            gradients.draw(pixelRect(r, tf), top: top, bottom: bottom, within: target)
        case .cornerMask(let r, let radius, let c):
            let parts = roundedParts(r, radius: radius, tf)
            if parts.rad >= 1 { _ = corners.drawCorners(parts.p, rad: parts.rad, c, outside: true) }
        case .pushClip, .popClip:
            break
        }
    }

    // MARK: - Shapes

    /// A rounded rectangle as three plain fills (the centre column and two side strips, no overlap)
    /// plus four quarter discs in the corner squares: blitted from the `CornerCache` when the colour is
    /// opaque, else drawn as triangle fans. SDL's software triangle filler is slow per pixel (a
    /// callgrind profile of a frame with every overlay on put 84 % of all instructions in
    /// SDL_RenderGeometry when whole panels were triangle fans; later the corner fans alone were a
    /// third of a plain frame), while rectangle fills and blits are fast.
    private func drawRoundedRect(_ r: Rect, radius: Double, _ c: Color, _ n: Int, _ tf: RenderTransform) {
        let (p, rad, centre, band) = roundedParts(r, radius: radius, tf)
        guard !p.isEmpty else { return }
        let area = visibleArea()
        guard rad >= 1 else { return queueFill(p, c, n, within: area) }
        queueFill(centre, c, n, within: area)
        queueFill(SDL_Rect(x: p.x, y: band.y, w: rad, h: band.h), c, n, within: area)
        queueFill(SDL_Rect(x: p.x + p.w - rad, y: band.y, w: rad, h: band.h), c, n, within: area)
        flushFills()
        if corners.drawCorners(p, rad: rad, c) { return }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        CornerCache.appendFans(
            x0: Double(p.x), y0: Double(p.y), x1: Double(p.x + p.w), y1: Double(p.y + p.h), rad: rad,
            SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a), vertices: &vertices, indices: &indices)
        queue.mesh(vertices, indices, opaque: c.a == 255)
    }

    private func drawLine(_ a: Point, _ b: Point, width: Double, _ c: Color, _ tf: RenderTransform) {
        let ax = a.x * tf.scale + tf.originX
        let ay = a.y * tf.scale + tf.originY
        let bx = b.x * tf.scale + tf.originX
        let by = b.y * tf.scale + tf.originY
        let dx = bx - ax
        let dy = by - ay
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        let hw = max(0.5, width * tf.scale / 2)
        let nx = -dy / len * hw
        let ny = dx / len * hw
        vertices.removeAll(keepingCapacity: true)
        vertices.append(vertex(ax + nx, ay + ny, c))
        vertices.append(vertex(bx + nx, by + ny, c))
        vertices.append(vertex(bx - nx, by - ny, c))
        vertices.append(vertex(ax - nx, ay - ny, c))
        indices.removeAll(keepingCapacity: true)
        indices.append(contentsOf: [0, 1, 2, 0, 2, 3])
        queue.mesh(vertices, indices, opaque: c.a == 255)
    }

    private func drawText(
        _ s: String, frame: Rect, size: Double, _ c: Color, _ alignment: TextAlignment, _ weight: FontWeight, _ tf: RenderTransform
    ) {
        guard let (e, dst) = placeText(s, frame: frame, size: size, c, alignment, weight, tf) else { return }
        queue.copy(e.texture, e.source, e.inkDestination(dst), tint: SDL_Color(r: 255, g: 255, b: 255, a: c.a))
    }

    /// A run's texture (rasterised now if new) and where it lands; nil when it cannot show. The first pass
    /// places every run, so no upload to an atlas page falls between draws (a flush: 3.1 vs 0.7 ms).
    /// The draw pass looks it up again rather than keeping the first pass's answer: a later run may
    /// have emptied that run's page in between (every page in use), and the lookup then remakes it.
    private func placeText(
        _ s: String, frame: Rect, size: Double, _ c: Color, _ alignment: TextAlignment, _ weight: FontWeight, _ tf: RenderTransform
    ) -> (TextCache.Entry, SDL_Rect)? {
        let pixelSize = Int((size * tf.scale).rounded())
        guard pixelSize > 0, pixelSize < 2000 else { return nil }
        let box = pixelRect(frame, tf)
        // A run wholly outside the clip is neither rasterised nor drawn. Its texture is the font's line
        // height (within a pixel; a quarter of the size spare), centred in its box; a leading run
        // starts at the box's left edge, a trailing one ends at its right edge.
        if let h = text.lineHeight(for: s, pixelSize: pixelSize, bold: weight == .bold) {
            let spare = Int32(max(2, pixelSize / 4))
            let top = box.y + (box.h - h) / 2
            let clip = visibleArea()
            if top + h + spare <= clip.y || top - spare >= clip.y + clip.h { return nil }
            if alignment == .leading && box.x >= clip.x + clip.w || alignment == .trailing && box.x + box.w <= clip.x { return nil }
        }
        // Runs are cached opaque and faded at draw time with the texture's alpha modulation, so a
        // fading label (a collapsing header's title) does not rasterise a new texture every frame.
        let made = text.rasterised
        guard
            let e = text.texture(
                for: s, pixelSize: pixelSize, bold: weight == .bold, color: (c.r, c.g, c.b, 255),
                maxWidth: min(max(Int(box.w), outputWidth), 16384), faded: c.a != 255)
        else { return nil }
        let x: Int32
        switch alignment {
        case .leading: x = box.x
        case .center: x = box.x + (box.w - e.width) / 2
        case .trailing: x = box.x + box.w - e.width
        }
        let dst = SDL_Rect(x: x, y: box.y + (box.h - e.height) / 2, w: e.width, h: e.height)
        if software && text.rasterised != made {  // an accelerated renderer maps nothing: no draw between uploads
            SDL_SetTextureAlphaMod(e.texture, c.a)
            text.primeIfHidden(e, at: e.inkDestination(dst), clip: visibleArea())
        }
        return (e, dst)
    }

    /// The whole render target, pixels (its size read once a frame).
    private var target: SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(clamping: outputWidth), h: Int32(clamping: outputHeight)) }

    /// The pixels drawing can reach: the current clip within the target, else the whole target.
    private func visibleArea() -> SDL_Rect {
        // A clip may reach past the target (a page beside the screen): only the target's pixels show.
        return clipStack.last.map { $0.intersection(target) } ?? target
    }
}
