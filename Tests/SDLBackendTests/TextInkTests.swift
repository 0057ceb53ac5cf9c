import CSDL2
import SDLTestSupport
import ScrollCore
import ScrollDraw
import Testing

@testable import SDLBackend

/// Text runs keep only their inked part (`TextInk`): the rows and columns with any alpha, found
/// exactly, and a run's copy lands where the whole run would have.
@Suite(.serialized) struct TextInkTests {
    /// A `w` × `h` ARGB8888 surface, all alpha 0 but the given texels.
    func surface(_ w: Int32, _ h: Int32, inked: [(Int, Int)]) throws -> UnsafeMutablePointer<SDL_Surface> {
        let s = try #require(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        let pitch = Int(s.pointee.pitch)
        for (x, y) in inked {
            (s.pointee.pixels! + y * pitch).assumingMemoryBound(to: UInt32.self)[x] = 0x40FF_FFFF
        }
        return s
    }

    @Test func theInkIsTheRowsAndColumnsWithAnyAlpha() throws {
        let s = try surface(10, 8, inked: [(2, 3), (6, 5), (4, 4)])
        defer { SDL_FreeSurface(s) }
        let ink = TextInk.bounds(of: s)
        #expect([ink.x, ink.y, ink.w, ink.h] == [2, 3, 5, 3])
        // The first blank texel of the inked part's top row: (3, 3), i.e. (1, 0) within it.
        let blank = try #require(TextInk.blankTexel(s, in: ink))
        #expect(blank.x == 1 && blank.y == 0)
    }

    @Test func aBlankRunKeepsOneTexel() throws {
        let s = try surface(6, 4, inked: [])
        defer { SDL_FreeSurface(s) }
        let ink = TextInk.bounds(of: s)
        #expect([ink.x, ink.y, ink.w, ink.h] == [0, 0, 1, 1])
    }

    /// A label without capitals or descenders at 40 px keeps under two thirds of its line's rows;
    /// its layout size is still the whole line's.
    @Test func aLowercaseLabelIsStoredShorterThanItsLine() throws {
        let target = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(target) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(target))
        defer { SDL_DestroyRenderer(renderer) }
        try TestSDL.withSDL {
            let cache = TextCache(renderer: renderer, fonts: try FontLocator.locate())
            let e = try #require(cache.texture(for: "ace", pixelSize: 40, bold: false, color: (0, 0, 0, 255), maxWidth: 1000))
            let line = try #require(cache.lineHeight(for: "ace", pixelSize: 40, bold: false))
            #expect(e.height == line)
            #expect(e.ink.h * 3 < line * 2, "ink \(e.ink.h) of \(line) rows")
            #expect(e.source.w == e.ink.w && e.source.h == e.ink.h)
            #expect(e.ink.y > 0 && e.ink.y + e.ink.h < e.height)
        }
    }
}
