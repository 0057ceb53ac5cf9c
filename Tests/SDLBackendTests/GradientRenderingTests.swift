import SDLTestSupport
import ScrollCore
import ScrollDraw
import Testing

/// Gradients as drawn: an opaque one stores each pixel row's interpolated colour (drawn as fills per
/// run of rows), cropped by the target's edge and the clip; a translucent one blends.
@Suite(.serialized) struct GradientRenderingTests {
    let top = Color(hex: 0x3A4E8C)
    let bottom = Color(hex: 0x6E8BD9)

    /// Row i of an h-pixel gradient: the colour at (i + 0.5) / h of the way down, rounded.
    func expected(_ i: Int, of h: Int) -> [UInt8] {
        let f = (Double(i) + 0.5) / Double(h)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * f).rounded()) }
        return [mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b), 255]
    }

    @Test func anOpaqueGradientStoresEachRowsColourInsideTheClip() throws {
        var list = DisplayList(size: Size(width: 30, height: 40))
        list.pushClip(Rect(x: 0, y: 0, width: 20, height: 40))
        // 60 pt high from y = -20: the top third is above the target.
        list.gradient(Rect(x: 5, y: -20, width: 25, height: 60), top: top, bottom: bottom)
        list.popClip()
        let r = try TestSDL.render(list, scale: 2, background: Color(hex: 0x0000FF))
        func at(_ x: Int, _ y: Int) -> [UInt8] {
            let o = (y * r.width + x) * 4
            return Array(r.rgba[o..<o + 4])
        }
        for y in 0..<80 {
            let row = expected(y + 40, of: 120)
            #expect(at(10, y) == row && at(39, y) == row, "row \(y)")
            #expect(at(9, y) == [0, 0, 255, 255] && at(40, y) == [0, 0, 255, 255], "row \(y) outside the gradient or the clip")
        }
        // Adjacent rows differ somewhere (a real gradient, not one colour).
        #expect(Set((0..<80).map { at(10, $0) }).count > 20)
    }

    @Test func aTranslucentGradientBlends() throws {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.gradient(
            Rect(x: 0, y: 0, width: 10, height: 10), top: Color(hex: 0xFF0000, alpha: 0.5), bottom: Color(hex: 0xFF0000, alpha: 0.5))
        let r = try TestSDL.render(list, scale: 1, background: Color(hex: 0x0000FF))
        let px = Array(r.rgba[(5 * r.width + 5) * 4..<(5 * r.width + 5) * 4 + 4])
        #expect(px[0] > 100 && px[0] < 160 && px[2] > 100 && px[2] < 160, "\(px)")
    }
}
