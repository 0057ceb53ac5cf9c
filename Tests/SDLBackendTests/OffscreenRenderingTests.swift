import Foundation
import SDLBackend
import SDLTestSupport
import ScrollCore
import ScrollDraw
import ScrollFiles
import ScrollScene
import TestSupport
import Testing

/// SDL is process-global: these tests share one library instance and run one at a time.
@Suite(.serialized) struct OffscreenRenderingTests {
    struct Rendered {
        var width: Int
        var height: Int
        var pixels: [UInt8]
        func rgbaPixels() -> [UInt8] { pixels }
    }

    func render(_ list: DisplayList, scale: Double) throws -> Rendered {
        let r = try TestSDL.render(list, scale: scale)
        return Rendered(width: r.width, height: r.height, pixels: r.rgba)
    }

    @Test func primitivesLandOnTheExpectedPixels() throws {
        var list = DisplayList(size: Size(width: 40, height: 20))
        list.fill(Rect(x: 2, y: 3, width: 10, height: 5), Color(hex: 0xFF0000))
        list.pushClip(Rect(x: 20, y: 0, width: 5, height: 20))
        list.fill(Rect(x: 15, y: 0, width: 20, height: 20), Color(hex: 0x00FF00))
        list.popClip()
        list.fill(Rect(x: 30, y: 10, width: 4, height: 4), Color(hex: 0x0000FF, alpha: 0.5))
        let canvas = try render(list, scale: 2)
        let px = canvas.rgbaPixels()
        func at(_ x: Int, _ y: Int) -> [UInt8] {
            let o = (y * canvas.width + x) * 4
            return Array(px[o..<o + 4])
        }
        #expect(at(4, 6) == [255, 0, 0, 255])  // inside the red rect (2..12 × 3..8 pt → 4..24 × 6..16 px)
        #expect(at(24, 6) == Array([Theme.background.r, Theme.background.g, Theme.background.b, 255]))
        #expect(at(40, 10) == [0, 255, 0, 255])  // inside the clip
        #expect(at(38, 10) != [0, 255, 0, 255])  // left of the clip
        #expect(at(50, 10) != [0, 255, 0, 255])  // right of the clip
        let half = at(61, 21)
        #expect(half[0] > 115 && half[0] < 128)  // 50 % blue over #F2F2F7: red halves to ≈ 121
        #expect(half[2] > 245)
    }

    /// A run of fills in one command (`DisplayList.fills`, the compare graph's columns) lands on the
    /// same pixels as the fills one by one: translated, faded, clipped, under a later opaque fill.
    @Test func aRunOfFillsIsTheFillsOneByOne() throws {
        let rects = [
            Rect(x: 1, y: 1, width: 3, height: 2), Rect(x: 4, y: 2, width: 1, height: 6), Rect(x: 5, y: 0, width: 0, height: 3),
            Rect(x: 8, y: 3, width: 9, height: 4),
        ]
        func list(batched: Bool) -> DisplayList {
            var l = DisplayList(size: Size(width: 20, height: 12))
            l.pushClip(Rect(x: 0, y: 0, width: 15, height: 12))
            l.translated(dx: 1, dy: 1) { l in
                for (c, alpha) in [(Color(hex: 0xFF9F0A), 1.0), (Color(hex: 0x0A84FF), 0.5)] {
                    l.withAlpha(alpha) { l in
                        if batched { l.fills(rects, c) } else { for r in rects { l.fill(r, c) } }
                    }
                }
            }
            l.popClip()
            l.fill(Rect(x: 12, y: 0, width: 8, height: 12), Color(hex: 0x30D158))
            return l
        }
        let batched = try render(list(batched: true), scale: 2)
        #expect(batched.pixels == (try render(list(batched: false), scale: 2)).pixels)
        #expect(batched.pixels != (try render(DisplayList(size: Size(width: 20, height: 12)), scale: 2)).pixels)
        // One command, translated, the empty rectangle left out; nothing at all for no rectangles.
        var l = DisplayList(size: Size(width: 20, height: 12))
        l.translated(dx: 1, dy: 2) { $0.fills([Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 3, y: 3, width: 0, height: 1)], .white) }
        l.fills([Rect(x: 3, y: 3, width: 0, height: 1)], .white)
        #expect(l.commands == [.fills([Rect(x: 1, y: 2, width: 1, height: 1)], .white)])
    }

    /// Corners are blitted from anti-aliased coverage textures, opaque and translucent alike: both
    /// touch the same pixels at any position, round the right way, and the edge is smooth.
    @Test func roundedCornersAreAntiAliasedAndCoverTheSamePixelsAtAnyAlpha() throws {
        var list = DisplayList(size: Size(width: 100, height: 50))
        list.roundedRect(Rect(x: 2, y: 2, width: 40, height: 40), radius: 10, Color(hex: 0xFF0000))
        list.roundedRect(Rect(x: 52.3, y: 2, width: 40, height: 40), radius: 10, Color(hex: 0x0000FF, alpha: 0.9))
        let canvas = try render(list, scale: 2)
        let px = canvas.rgbaPixels()
        func at(_ x: Int, _ y: Int) -> [UInt8] {
            let o = (y * canvas.width + x) * 4
            return Array(px[o..<o + 4])
        }
        let background = [Theme.background.r, Theme.background.g, Theme.background.b, 255]
        // 40 × 40 pt at (2, 2), radius 10 pt → 80 × 80 px at (4, 4), radius 20 px.
        #expect(at(4, 4) == background)  // the very corner is outside the disc
        #expect(at(4 + 8, 4 + 8) == [255, 0, 0, 255])  // 8 px in diagonally: inside (12 px from the disc centre)
        #expect(at(4 + 3, 4 + 3) == background)  // 3 px in: outside (24 px from it)
        #expect(at(4 + 40, 4) == [255, 0, 0, 255])  // the top edge's middle
        #expect(at(4 + 79, 4 + 79) == background)  // the bottom-right corner
        // The translucent twin starts at round(104.6) = 105 px; its covered set equals the opaque one's.
        var opaque = 0
        var translucent = 0
        var mismatched = 0
        var partial = 0
        for y in 4..<84 {
            for x in 0..<80 {
                let a = at(4 + x, y) != background
                let b = at(105 + x, y) != background
                opaque += a ? 1 : 0
                translucent += b ? 1 : 0
                mismatched += a != b ? 1 : 0
                partial += a && at(4 + x, y) != [255, 0, 0, 255] ? 1 : 0
            }
        }
        #expect(mismatched == 0, "\(opaque) opaque vs \(translucent) translucent pixels touched")
        // Each corner cuts ≈ (1 − π/4)·400 = 86 px; the arc's pixels (≈ 31 per corner) are partly
        // covered: blended, not left out nor filled solid.
        #expect(opaque > 80 * 80 - 4 * 86 && opaque < 80 * 80 - 4 * 60, "\(opaque) pixels touched")
        #expect(partial >= 4 * 20 && partial <= 4 * 40, "\(partial) edge pixels blended")
    }

    @Test func renderingIsDeterministic() throws {
        let def = try SceneCatalog.load(Paths.repoRoot.appendingPathComponent("Assets/scenes/profile.json"))
        let scene = SceneSession(definition: def, viewport: Size(width: 375, height: 667), hz: 120)
        let a = try render(scene.displayList(), scale: 2).rgbaPixels()
        let b = try render(scene.displayList(), scale: 2).rgbaPixels()
        #expect(a == b)
    }

    @Test func cjkTextUsesACJKFontWhenInstalled() throws {
        let fonts = try FontLocator.locate()
        try #require(fonts.cjk != nil, "no CJK font installed (fonts-wqy-microhei)")
        func pixels(_ text: String) throws -> [UInt8] {
            var list = DisplayList(size: Size(width: 120, height: 30))
            list.text(text, in: Rect(x: 0, y: 0, width: 120, height: 30), size: 20, .black)
            return try render(list, scale: 1).rgbaPixels()
        }
        let px = try pixels("嵌套滚动")
        var dark = 0
        for i in stride(from: 0, to: px.count, by: 4) where px[i] < 100 { dark += 1 }
        #expect(dark > 80)  // something drawn
        // Glyphs, not missing-glyph boxes: a font without these characters draws four identical
        // boxes, so the same characters in another order would give the same pixels.
        #expect(try pixels("滚动嵌套") != px)
    }

    /// A 100 000-character run is cut to the canvas before it is rasterised (it used to become one
    /// texture millions of pixels wide: 5 GB and 12 s for a screenshot); short runs are untouched.
    @Test func aHugeTextRunIsCutToTheCanvasBeforeRasterising() throws {
        var list = DisplayList(size: Size(width: 200, height: 40))
        list.text(String(repeating: "W", count: 100_000), in: Rect(x: 10, y: 0, width: 100, height: 40), size: 17, Theme.text)
        let widest = try TestSDL.widestTextRun(list, scale: 2)
        #expect(widest > 200 && widest <= 400, "\(widest) px")
        var short = DisplayList(size: Size(width: 200, height: 40))
        short.text("WWW", in: Rect(x: 10, y: 0, width: 100, height: 40), size: 17, Theme.text)
        let three = try TestSDL.widestTextRun(short, scale: 2)
        #expect(three > 60 && three < 200, "\(three) px")
    }
}
