import CSDL2
import CSDL2TTF

/// Rendered text runs kept as textures, keyed by (string, pixel size, weight, colour). Fonts are
/// opened once per (file, pixel size). Steady frames draw text without rasterising anything.
final class TextCache {
    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var bold: Bool
        var color: UInt32
        /// Drawn with alpha modulation (a fading run): its own texture, so no texture's modulation
        /// flag ever switches — SDL's software renderer re-maps (allocating) a texture whose flag
        /// switches, e.g. a run drawn faded in one place and opaque in another.
        var faded: Bool
    }
    struct Entry {
        var texture: OpaquePointer
        /// Where the run's inked part lies in `texture`: a place on an atlas page, or part of its own
        /// texture.
        var source: SDL_Rect
        /// The inked part within the run's box (`TextInk`): what is copied.
        var ink: SDL_Rect
        /// The atlas page holding the run; nil for a run with a texture of its own.
        var page: Int?
        /// The run's size as laid out: its advance width and the font's line height.
        var width: Int32
        var height: Int32
        var lastUse: UInt64
        /// A texel of alpha 0 in the inked part (its top row, else its bottom row), in `texture`.
        var blankTexel: (x: Int32, y: Int32)?

        /// Where the inked part lands when the run's box is `dst`.
        func inkDestination(_ dst: SDL_Rect) -> SDL_Rect {
            SDL_Rect(x: dst.x + ink.x, y: dst.y + ink.y, w: ink.w, h: ink.h)
        }
    }

    private let renderer: OpaquePointer
    private let fonts: FontSet
    /// Shared pages for the runs (`TextAtlas`).
    private let atlas: TextAtlas
    /// A font file at a pixel size: a key built without allocating (a formatted string was one
    /// allocation per lookup).
    private struct FontKey: Hashable {
        var path: String
        var pixelSize: Int
    }
    private var openFonts: [FontKey: OpaquePointer] = [:]
    private var entries: [Key: Entry] = [:]
    private var frame: UInt64 = 0
    /// The widest run rasterised so far, pixels (bounded by the `maxWidth` each run is cut to).
    private(set) var widestRun = 0
    /// Runs rasterised so far (cache misses that made a texture): the bench tells frames that drew
    /// new text from frames that did not.
    private(set) var rasterised = 0
    /// Entries beyond this are evicted, least recently used first.
    let capacity = 512

    init(renderer: OpaquePointer, fonts: FontSet) {
        self.renderer = renderer
        self.fonts = fonts
        atlas = TextAtlas(renderer: renderer)
    }

    deinit {
        for e in entries.values where e.page == nil { SDL_DestroyTexture(e.texture) }
        for f in openFonts.values { TTF_CloseFont(f) }
    }

    func nextFrame() { frame &+= 1 }

    /// Whether `text` needs the CJK font (Han, Kana, Hangul, CJK punctuation, full-width forms).
    static func needsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            let v = s.value
            return (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
                || (0xFF00...0xFFEF).contains(v)
        }
    }

    private func font(path: String, pixelSize: Int) -> OpaquePointer? {
        let key = FontKey(path: path, pixelSize: pixelSize)
        if let f = openFonts[key] { return f }
        guard let f = TTF_OpenFont(path, Int32(pixelSize)) else { return nil }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        openFonts[key] = f
        return f
    }

    /// The font a run is drawn with, its style set: the CJK font (bold synthesised) for CJK text.
    private func font(for text: String, pixelSize: Int, bold: Bool) -> OpaquePointer? {
        let path: String
        var synthesiseBold = false
        if Self.needsCJK(text), let cjk = fonts.cjk {
            path = cjk
            synthesiseBold = bold
        } else {
            path = bold ? fonts.bold : fonts.regular
        }
        guard let f = font(path: path, pixelSize: max(1, pixelSize)) else { return nil }
        TTF_SetFontStyle(f, synthesiseBold ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL)
        return f
    }

    /// The pixel height a run's texture will have (the font's line height), without rasterising it.
    func lineHeight(for text: String, pixelSize: Int, bold: Bool) -> Int32? {
        font(for: text, pixelSize: pixelSize, bold: bold).map { TTF_FontHeight($0) }
    }

    /// The texture for a run, rendering it on first use, cut to `maxWidth` pixels before it is
    /// rasterised (a 100 000-character title would otherwise become a texture millions of pixels
    /// wide). Nil when the font cannot render it.
    func texture(
        for text: String, pixelSize: Int, bold: Bool, color: (UInt8, UInt8, UInt8, UInt8), maxWidth: Int, faded: Bool = false
    ) -> Entry? {
        let packed = UInt32(color.0) << 24 | UInt32(color.1) << 16 | UInt32(color.2) << 8 | UInt32(color.3)
        let key = Key(text: text, pixelSize: pixelSize, bold: bold, color: packed, faded: faded)
        // A hit updates its entry in place: one hash lookup, no copy of the dictionary's storage.
        if let i = entries.index(forKey: key) {
            entries.values[i].lastUse = frame
            if let p = entries.values[i].page { atlas.use(p, frame: frame) }
            return entries.values[i]
        }
        guard let f = font(for: text, pixelSize: pixelSize, bold: bold) else { return nil }
        let c = SDL_Color(r: color.0, g: color.1, b: color.2, a: color.3)
        guard let surface = TTF_RenderUTF8_Blended(f, Self.fitting(text, font: f, pixelSize: pixelSize, maxWidth: maxWidth), c)
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let e = store(surface, faded: faded) else { return nil }
        widestRun = max(widestRun, Int(e.width))
        if entries.count >= capacity { evict() }
        rasterised += 1
        entries[key] = e
        return e
    }

    /// The run's entry: on an atlas page when it fits one (a page emptied for it forgets its runs),
    /// else in a texture of its own.
    private func store(_ surface: UnsafeMutablePointer<SDL_Surface>, faded: Bool) -> Entry? {
        let ink = TextInk.bounds(of: surface)
        let blank = TextInk.blankTexel(surface, in: ink)
        let (w, h) = (surface.pointee.w, surface.pointee.h)
        if let (page, rect, emptied) = atlas.place(surface, region: ink, faded: faded, frame: frame) {
            if let gone = emptied {
                for (k, e) in entries where e.page == gone { entries[k] = nil }
            }
            let texel = blank.map { (x: $0.x + rect.x, y: $0.y + rect.y) }
            return Entry(
                texture: atlas.texture(page), source: rect, ink: ink, page: page, width: w, height: h, lastUse: frame, blankTexel: texel)
        }
        guard let tex = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        let texel = blank.map { (x: $0.x + ink.x, y: $0.y + ink.y) }
        return Entry(texture: tex, source: ink, ink: ink, page: nil, width: w, height: h, lastUse: frame, blankTexel: texel)
    }

    /// A run made this frame whose copy the clip rejects whole (a run beside a page swiped half in,
    /// a row in the clip's margin) would have its texture mapped by SDL's software renderer — a
    /// 16-byte allocation — on its first visible copy, in some later frame that draws no new text.
    /// Copying one of its fully transparent texels to a pixel inside the clip maps it now and changes
    /// no pixel (a blended texel of alpha 0 leaves the target as it was; found with dhat).
    func primeIfHidden(_ e: Entry, at dst: SDL_Rect, clip: SDL_Rect) {
        guard !dst.overlaps(clip), !clip.isEmpty, let blank = e.blankTexel else { return }
        var src = SDL_Rect(x: blank.x, y: blank.y, w: 1, h: 1)
        var at = SDL_Rect(x: clip.x, y: clip.y, w: 1, h: 1)
        SDL_RenderCopy(renderer, e.texture, &src, &at)
    }

    /// The part of `text` that fits `maxWidth` pixels. A glyph is rarely narrower than a fifth of the
    /// pixel size, so a long run is first cut by characters (never measured whole), then measured.
    static func fitting(_ text: String, font: OpaquePointer, pixelSize: Int, maxWidth: Int) -> String {
        let width = max(1, maxWidth)
        let rough = width / max(1, pixelSize / 5) + 1
        var s = text.utf8.count > rough ? String(text.prefix(rough)) : text
        var extent: Int32 = 0
        var count: Int32 = 0
        guard TTF_MeasureUTF8(font, s, Int32(clamping: width), &extent, &count) == 0 else { return s }
        if count >= 0, Int(count) < s.unicodeScalars.count {
            s = String(String.UnicodeScalarView(s.unicodeScalars.prefix(Int(count))))
        }
        return s
    }

    /// Called before a texture or atlas page in use is destroyed or written over (`DrawQueue.flush`).
    var beforeForgetting: () -> Void {
        get { atlas.beforeEmptying }
        set { atlas.beforeEmptying = newValue }
    }

    private func evict() {
        beforeForgetting()
        let sorted = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (k, e) in sorted.prefix(capacity / 4) {
            if e.page == nil { SDL_DestroyTexture(e.texture) }
            entries[k] = nil
        }
    }
}
