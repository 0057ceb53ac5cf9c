import CSDL2
import ScrollDraw

/// Every drawing call of a frame goes through here: fills, texture copies and triangle meshes, each
/// under the clip in force. By default each call goes to SDL at once. With `regroups` on (accelerated
/// renderers) the calls are recorded and sent at `flush` in batches of one state — same texture,
/// blend mode and clip — while keeping painter's order wherever two draws touch a common pixel.
///
/// Why: SDL merges consecutive commands of one state into one draw call, and on Mesa's llvmpipe each
/// draw call costs ~45 µs (probe: 160 small fills and text copies alternating took 7–8 ms more than
/// the same 160 grouped in two calls). A frame of cards alternates fill, corners, text, fill… — about
/// 60 changes a frame. The regrouping is the batching GPU renderers do (WebRender, Skia's op
/// reordering): a draw joins the latest batch of its state unless a later batch overlaps it.
///
/// The pixels are exactly those of drawing in order: only draws whose pixel bounds are disjoint change
/// order. Fills and unscaled copies are cut to their clip here, so they batch across clips; scaled
/// copies and meshes keep theirs as part of their state.
final class DrawQueue {
    private let renderer: OpaquePointer
    /// Record and regroup (else every call is sent at once).
    var regroups: Bool
    /// The state changes sent to SDL since `resetCount`: the draw calls SDL makes of them, as it merges
    /// consecutive commands of one texture, blend mode and clip.
    private(set) var stateChanges = 0

    init(renderer: OpaquePointer, regroups: Bool) {
        self.renderer = renderer
        self.regroups = regroups
    }

    /// One recorded draw.
    private struct Op {
        enum Kind { case fill, copy, mesh }
        var kind: Kind
        var texture: OpaquePointer?
        var blend: SDL_BlendMode
        /// The clip it is drawn under; nil when already cut to it (or none).
        var clip: SDL_Rect?
        var src = SDL_Rect()
        /// A fill's rectangle, a copy's destination.
        var dst: SDL_Rect
        /// The pixels it can touch.
        var bounds: SDL_Rect
        /// A fill's colour, a copy's tint (colour and alpha modulation).
        var color: SDL_Color
        /// A mesh's vertices and indices in `vertices` and `indices`.
        var vertexStart = 0
        var vertexCount = 0
        var indexStart = 0
        var indexCount = 0
    }

    /// Draws of one state, in the order they are sent.
    private struct Batch {
        var texture: OpaquePointer?
        var blend: SDL_BlendMode
        var clip: SDL_Rect?
        /// Union of its draws' bounds: a quick test before looking at each draw.
        var bounds: SDL_Rect
        var first: Int
        var last: Int
    }

    private var ops: [Op] = []
    /// For each draw, the next draw of its batch (-1: none).
    private var nextInBatch: [Int] = []
    private var batches: [Batch] = []
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    private var clip: SDL_Rect?
    /// Batches looked back through for a place, and draws looked at in one batch, before a draw is
    /// taken to overlap (a new batch: correct, only less merged).
    static let lookBack = 48
    static let lookInto = 256

    // MARK: - State as SDL has it (nil: not known)

    private var sentBlend: SDL_BlendMode?
    private var sentClip: SDL_Rect??
    /// The texture and blend mode of the last draw sent, since the last clip change.
    private var last: (texture: OpaquePointer?, blend: SDL_BlendMode)?

    /// Forgets what SDL's draw state is (after calls made past the queue, such as a clear).
    func forgetState() {
        sentBlend = nil
        sentClip = nil
        last = nil
    }

    func resetCount() { stateChanges = 0 }

    // MARK: - Drawing

    /// The clip for the draws that follow (nil: the whole target).
    func setClip(_ rect: SDL_Rect?) {
        clip = rect
        if !regroups { sendClip(rect) }
    }

    /// Fills `rects` with `c` (blended when translucent); the pixels asked for (before any clip).
    @discardableResult
    func fill(_ rects: [SDL_Rect], _ c: Color) -> Int {
        let color = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
        let blend = c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        guard regroups else {
            sendBlend(blend)
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            noteState(nil, blend)
            return FillCalls.fill(renderer, rects)
        }
        var pixels = 0
        for r in rects {
            pixels += Int(r.w) * Int(r.h)
            let cut = clip.map { r.intersection($0) } ?? r
            guard !cut.isEmpty else { continue }
            record(Op(kind: .fill, texture: nil, blend: blend, clip: nil, dst: cut, bounds: cut, color: color))
        }
        return pixels
    }

    /// Fills one rectangle with `c`; its pixels.
    @discardableResult
    func fill(_ rect: SDL_Rect, _ c: Color) -> Int {
        single[0] = rect
        return fill(single, c)
    }
    private var single = [SDL_Rect()]

    /// Copies `src` of `texture` (all of it when nil) to `dst` with the texture's blend mode, its
    /// colour and alpha modulated by `tint` (white: unchanged).
    func copy(_ texture: OpaquePointer, _ src: SDL_Rect?, _ dst: SDL_Rect, tint: SDL_Color = DrawQueue.white) {
        var blend = SDL_BLENDMODE_NONE
        SDL_GetTextureBlendMode(texture, &blend)
        var source = src ?? SDL_Rect()
        if src == nil { SDL_QueryTexture(texture, nil, nil, &source.w, &source.h) }
        guard regroups else {
            noteState(texture, blend)
            return sendCopy(texture, source, dst, tint)
        }
        var op = Op(kind: .copy, texture: texture, blend: blend, clip: clip, dst: dst, bounds: dst, color: tint)
        op.src = source
        if let c = clip {
            op.bounds = dst.intersection(c)
            guard !op.bounds.isEmpty else { return }
            if op.src.w == dst.w && op.src.h == dst.h {  // unscaled: cut here, texel for pixel
                op.src.x += op.bounds.x - dst.x
                op.src.y += op.bounds.y - dst.y
                op.src.w = op.bounds.w
                op.src.h = op.bounds.h
                op.dst = op.bounds
                op.clip = nil
            }
        }
        record(op)
    }

    /// A triangle mesh, untextured, blended unless `opaque`.
    func mesh(_ v: [SDL_Vertex], _ i: [Int32], opaque: Bool) {
        let blend = opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        guard regroups else {
            sendBlend(blend)
            noteState(nil, blend)
            SDL_RenderGeometry(renderer, nil, v, Int32(v.count), i, Int32(i.count))
            return
        }
        var b = Self.bounds(of: v)
        if let c = clip { b = b.intersection(c) }
        guard !b.isEmpty else { return }
        var op = Op(kind: .mesh, texture: nil, blend: blend, clip: clip, dst: b, bounds: b, color: SDL_Color())
        op.vertexStart = vertices.count
        op.vertexCount = v.count
        op.indexStart = indices.count
        op.indexCount = i.count
        vertices.append(contentsOf: v)
        indices.append(contentsOf: i)
        record(op)
    }

    /// The whole pixels a mesh's vertices span.
    private static func bounds(of v: [SDL_Vertex]) -> SDL_Rect {
        guard let f = v.first else { return SDL_Rect() }
        var (x0, y0, x1, y1) = (f.position.x, f.position.y, f.position.x, f.position.y)
        for p in v {
            x0 = min(x0, p.position.x)
            y0 = min(y0, p.position.y)
            x1 = max(x1, p.position.x)
            y1 = max(y1, p.position.y)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return SDL_Rect() }
        let l = Int32(clamping: Int(max(-1e9, x0.rounded(.down))) - 1)
        let t = Int32(clamping: Int(max(-1e9, y0.rounded(.down))) - 1)
        let r = Int32(clamping: Int(min(1e9, x1.rounded(.up))) + 1)
        let b = Int32(clamping: Int(min(1e9, y1.rounded(.up))) + 1)
        return SDL_Rect(x: l, y: t, w: r - l, h: b - t)
    }

    // MARK: - Regrouping

    /// Puts a draw in the latest batch of its state that no later batch overlaps, else in a new one.
    private func record(_ op: Op) {
        let i = ops.count
        ops.append(op)
        nextInBatch.append(-1)
        var place = -1
        var j = batches.count - 1
        while j >= 0 && batches.count - j <= Self.lookBack {
            let b = batches[j]
            if b.texture == op.texture && b.blend == op.blend && Self.same(b.clip, op.clip) {
                place = j
            }
            if overlaps(j, op.bounds) { break }
            j -= 1
        }
        guard place >= 0 else {
            batches.append(Batch(texture: op.texture, blend: op.blend, clip: op.clip, bounds: op.bounds, first: i, last: i))
            return
        }
        nextInBatch[batches[place].last] = i
        batches[place].last = i
        batches[place].bounds = batches[place].bounds.union(op.bounds)
    }

    /// Whether any draw of batch `j` touches `r` (true, to be safe, past `lookInto` draws).
    private func overlaps(_ j: Int, _ r: SDL_Rect) -> Bool {
        guard batches[j].bounds.overlaps(r) else { return false }
        var k = batches[j].first
        var looked = 0
        while k >= 0 {
            if ops[k].bounds.overlaps(r) { return true }
            looked += 1
            if looked > Self.lookInto { return true }
            k = nextInBatch[k]
        }
        return false
    }

    /// Sends every recorded draw, batch by batch, and empties the queue. Called at the end of a frame
    /// and before anything a recorded draw reads changes (a texture emptied or destroyed).
    func flush() {
        guard !ops.isEmpty else { return }
        for b in batches {
            var k = b.first
            while k >= 0 {
                send(ops[k])
                k = nextInBatch[k]
            }
        }
        ops.removeAll(keepingCapacity: true)
        nextInBatch.removeAll(keepingCapacity: true)
        batches.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        sendClip(clip)
    }

    private func send(_ op: Op) {
        sendClip(op.clip)
        noteState(op.texture, op.blend)
        var dst = op.dst
        switch op.kind {
        case .fill:
            sendBlend(op.blend)
            SDL_SetRenderDrawColor(renderer, op.color.r, op.color.g, op.color.b, op.color.a)
            SDL_RenderFillRect(renderer, &dst)
        case .copy:
            guard let t = op.texture else { return }
            sendCopy(t, op.src, dst, op.color)
        case .mesh:
            sendBlend(op.blend)
            vertices.withUnsafeBufferPointer { v in
                indices.withUnsafeBufferPointer { i in
                    _ = SDL_RenderGeometry(
                        renderer, nil, v.baseAddress.map { $0 + op.vertexStart }, Int32(op.vertexCount),
                        i.baseAddress.map { $0 + op.indexStart }, Int32(op.indexCount))
                }
            }
        }
    }

    static let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)

    private func sendCopy(_ texture: OpaquePointer, _ src: SDL_Rect, _ dst: SDL_Rect, _ tint: SDL_Color) {
        var s = src
        var d = dst
        SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture, tint.a)
        SDL_RenderCopy(renderer, texture, &s, &d)
    }

    // MARK: - SDL state

    private func sendBlend(_ b: SDL_BlendMode) {
        guard sentBlend != b else { return }
        SDL_SetRenderDrawBlendMode(renderer, b)
        sentBlend = b
    }

    private func sendClip(_ c: SDL_Rect?) {
        if let s = sentClip, Self.same(s, c) { return }
        if var r = c { SDL_RenderSetClipRect(renderer, &r) } else { SDL_RenderSetClipRect(renderer, nil) }
        sentClip = .some(c)
        last = nil
    }

    /// Counts a change of texture or blend mode (a clip change is counted by `sendClip` resetting it).
    private func noteState(_ texture: OpaquePointer?, _ blend: SDL_BlendMode) {
        if let l = last, l.texture == texture, l.blend == blend { return }
        stateChanges += 1
        last = (texture, blend)
    }

    private static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return x.same(as: y)
        default: return false
        }
    }
}
