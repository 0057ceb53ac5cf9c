import CSDL2

/// `SDL_RenderFillRects` in calls of at most seven rectangles: SDL converts a call's rectangles into
/// a scratch array kept on the stack below 128 bytes (seven `SDL_FRect`s) and mallocs it from eight
/// on — an allocation per call, every frame (found with `valgrind --tool=dhat`). Same rectangles,
/// same order, same pixels.
enum FillCalls {
    static let maximum = 7

    /// Fills `rects` with the renderer's colour and blend mode; returns the pixels sent.
    @discardableResult
    static func fill(_ renderer: OpaquePointer, _ rects: [SDL_Rect]) -> Int {
        var pixels = 0
        rects.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            var start = 0
            while start < all.count {
                let n = min(maximum, all.count - start)
                for r in all[start..<start + n] { pixels += Int(r.w) * Int(r.h) }
                SDL_RenderFillRects(renderer, base + start, Int32(n))
                start += n
            }
        }
        return pixels
    }
}
