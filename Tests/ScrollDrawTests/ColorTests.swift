import ScrollDraw
import Testing

@Suite struct ColorTests {
    @Test func hexAndAlpha() {
        #expect(Color(hex: 0x007AFF) == Color(r: 0, g: 0x7A, b: 0xFF))
        #expect(Color(hex: 0x007AFF, alpha: 0.5).a == 128)
        #expect(Color(hex: 0x007AFF, alpha: 2).a == 255)
        #expect(Color.white.withAlpha(0.25).a == 64)
        #expect(Color.white.withAlpha(-1) == Color(r: 255, g: 255, b: 255, a: 0))
    }

    @Test func mixingBlendsEachChannel() {
        #expect(Color.black.mixed(with: .white, 0.5) == Color(r: 128, g: 128, b: 128))
        #expect(Color.black.mixed(with: .white, 3) == .white)
    }

    @Test func descriptionIsHexWithAlphaOnlyWhenNotOpaque() {
        #expect(Color(hex: 0x0A0B0C).description == "#0A0B0C")
        #expect(Color(r: 1, g: 2, b: 3, a: 4).description == "#01020304")
        #expect(Color.clear.description == "#00000000")
    }
}
