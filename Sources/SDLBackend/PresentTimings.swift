/// Each presented frame split in two, milliseconds: drawing the layers into the renderer (clear,
/// draw lists, then `SDL_RenderFlush`, since SDL batches draw calls until present) and
/// `SDL_RenderPresent` (for the software renderer the copy of the window surface to the X server;
/// for OpenGL the swap, where Mesa's llvmpipe finishes rasterising and copies the frame to Xvfb).
public struct PresentTimings {
    public private(set) var drawMilliseconds: [Double] = []
    public private(set) var presentMilliseconds: [Double] = []
    /// Each frame's changes of texture, blend mode or clip sent to SDL: the draw calls it makes
    /// (`DrawQueue`).
    public private(set) var drawCalls: [Double] = []

    public init() {}

    mutating func record(draw: Duration, present: Duration, drawCalls calls: Int) {
        drawMilliseconds.append(Self.milliseconds(draw))
        presentMilliseconds.append(Self.milliseconds(present))
        drawCalls.append(Double(calls))
    }

    /// The median of `values` (0 for none).
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}
