import CSDL2
import Testing

@testable import SDLBackend

/// The corner plan draws each pixel of a corner texture the way a whole blit would: every edge pixel
/// blitted once, every opaque pixel filled or blitted once, the clear ones at most blitted.
@Suite struct CornerPlanTests {
    @Test(arguments: [1, 2, 3, 8, 20, 37, 110], [false, true])
    func everyPixelIsDrawnOnceAsAWholeBlitWould(rad: Int, inverse: Bool) {
        let plan = CornerPlan.make(rad: rad) { x, y in CornerCache.alpha(x: x, y: y, rad: Int32(rad), inverse: inverse) }
        let size = 2 * rad
        var filled = [Int](repeating: 0, count: size * size)
        var blitted = [Int](repeating: 0, count: size * size)
        func mark(_ pieces: [CornerPlan.Piece], _ counts: inout [Int]) {
            for p in pieces {
                let qx = p.quadrant % 2 == 1 ? rad : 0
                let qy = p.quadrant >= 2 ? rad : 0
                let r = p.rect
                // Inside its quadrant.
                #expect(
                    Int(r.x) >= qx && Int(r.x + r.w) <= qx + rad && Int(r.y) >= qy && Int(r.y + r.h) <= qy + rad,
                    "\(r) leaves quadrant \(p.quadrant)")
                #expect(r.w > 0 && r.h > 0)
                for y in Int(r.y)..<Int(r.y + r.h) {
                    for x in Int(r.x)..<Int(r.x + r.w) { counts[y * size + x] += 1 }
                }
            }
        }
        mark(plan.fills, &filled)
        mark(plan.blits, &blitted)
        var edge = 0
        for y in 0..<size {
            for x in 0..<size {
                let a = CornerCache.alpha(x: x, y: y, rad: Int32(rad), inverse: inverse)
                let i = y * size + x
                #expect(filled[i] + blitted[i] <= 1, "pixel \(x),\(y) drawn twice")
                if a == 255 { #expect(filled[i] + blitted[i] == 1, "opaque pixel \(x),\(y) not drawn") }
                if a == 0 { #expect(filled[i] == 0, "clear pixel \(x),\(y) filled") }
                if a != 0 && a != 255 {
                    #expect(blitted[i] == 1, "edge pixel \(x),\(y) not blitted")
                    edge += 1
                }
            }
        }
        // The point of it: at the phone's corner radius only a small part is blended.
        if rad >= 37 { #expect(blitted.reduce(0, +) < size * size / 4, "\(blitted.reduce(0, +)) of \(size * size) pixels blitted") }
        #expect(blitted.reduce(0, +) >= edge)
    }
}
