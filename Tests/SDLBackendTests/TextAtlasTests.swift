import CSDL2
import SDLTestSupport
import ScrollCore
import ScrollDraw
import ScrollScene
import Testing

@testable import SDLBackend

/// Text runs share atlas pages: places never overlap and stay inside a page; when every page of a
/// kind is full the least recently used one is emptied (and said so); and a canvas whose pages were
/// emptied and refilled many times still draws exactly what a fresh canvas draws.
@Suite(.serialized) struct TextAtlasTests {
    /// A software renderer on a small surface, and `count` surfaces of `w` × `h` to place.
    func withAtlas(_ body: (TextAtlas, (Int32, Int32) -> UnsafeMutablePointer<SDL_Surface>) -> Void) throws {
        let target = try #require(SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(target) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(target))
        defer { SDL_DestroyRenderer(renderer) }
        var made: [UnsafeMutablePointer<SDL_Surface>] = []
        defer { for s in made { SDL_FreeSurface(s) } }
        let atlas = TextAtlas(renderer: renderer)
        body(atlas) { w, h in
            let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
            made.append(s)
            return s
        }
    }

    @Test func placesNeverOverlapAndAFullKindEmptiesItsLeastRecentlyUsedPage() throws {
        try withAtlas { atlas, surface in
            var placed: [(page: Int, rect: SDL_Rect)] = []
            var emptied: [Int] = []
            // 500 × 40 px runs: 4 to a shelf, 12 shelves to a 2048 × 512 page, 48 to a page.
            let perPage = Int(TextAtlas.pageWidth / 500) * Int(TextAtlas.pageHeight / 40)
            #expect(perPage == 48)
            for i in 0..<(3 * perPage + 20) {
                guard let p = atlas.place(surface(500, 40), faded: false, frame: UInt64(i)) else {
                    Issue.record("run \(i) not placed")
                    return
                }
                if let e = p.emptied {
                    emptied.append(e)
                    placed.removeAll { $0.page == e }
                }
                for q in placed where q.page == p.page {
                    #expect(!q.rect.overlaps(p.rect), "run \(i) overlaps")
                }
                #expect(p.rect.x >= 0 && p.rect.x + p.rect.w <= TextAtlas.pageWidth)
                #expect(p.rect.y >= 0 && p.rect.y + p.rect.h <= TextAtlas.pageHeight)
                placed.append((p.page, p.rect))
            }
            // Three opaque pages hold 144; the 145th empties the page used longest ago (the first).
            #expect(emptied == [0])
            #expect(Set(placed.map(\.page)) == [0, 1, 2])
            // A faded run goes to a page of its own kind; a run bigger than a page is not placed.
            #expect(atlas.place(surface(100, 40), faded: true, frame: 400)?.page == 3)
            #expect(atlas.place(surface(TextAtlas.pageWidth + 1, 40), faded: false, frame: 400) == nil)
            #expect(atlas.place(surface(100, TextAtlas.pageHeight + 1), faded: false, frame: 400) == nil)
        }
    }

    /// Runs cut to their ink can be 1–5 pixels tall (a dash, a dot); they share shelves rather than
    /// each opening a page-wide one: 600 of them, 12 px wide, fit the one faded page.
    @Test func thinRunsShareShelves() throws {
        try withAtlas { atlas, surface in
            for h: Int32 in [1, 2, 5] {
                for i in 0..<200 {
                    let p = atlas.place(surface(12, h), faded: true, frame: UInt64(i))
                    #expect(p?.emptied == nil, "a \(h) px run \(i) emptied the page")
                }
            }
        }
    }

    /// 350 different runs (more than three pages hold, fewer than the cache's 512 entries, so pages
    /// are emptied while their runs are still cached) drawn through one canvas, then the first list
    /// again: its pixels are those of a fresh canvas — no run drawn from a page emptied under it.
    @Test func aCanvasWhosePagesWereRefilledDrawsWhatAFreshOneDraws() throws {
        func list(_ texts: [String]) -> DisplayList {
            var l = DisplayList(size: Size(width: 393, height: 852))
            for (i, t) in texts.enumerated() {
                l.text(t, in: Rect(x: 8, y: Double(i % 40) * 21, width: 380, height: 20), size: 15, Theme.text)
            }
            return l
        }
        let shown = list((0..<30).map { "Row \($0) · the list a user is looking at" })
        var sequence = [shown]
        for k in 0..<8 { sequence.append(list((0..<40).map { "flood \(k)-\($0) · a label that will not come back" })) }
        sequence.append(shown)
        let reused = try TestSDL.renderInOrder(sequence, scale: 2)
        let fresh = try TestSDL.renderInOrder([shown], scale: 2)
        #expect(reused.rasterised > 300)
        #expect(TestSDL.differing(reused.rgba, fresh.rgba) == 0)
    }
}
