import CFontconfig
import Foundation

/// The font files the renderer uses, found through fontconfig.
public struct FontSet: Hashable, Sendable {
    public var regular: String
    public var bold: String
    /// A CJK-capable font for runs with Han, Kana or Hangul characters, when one is installed.
    public var cjk: String?
}

/// Finds fonts with fontconfig: DejaVu Sans (Debian's fonts-dejavu-core) for Latin text, and a CJK
/// font (fonts-wqy-microhei, Noto CJK, …) when present, since scene titles may be Chinese.
/// `SCROLLLAB_FONT=/path/font.ttf` overrides the Latin choice (regular and bold).
public enum FontLocator {
    /// - Throws: `BackendError` naming the Debian package to install when no usable font exists.
    public static func locate() throws(BackendError) -> FontSet {
        if let override = ProcessInfo.processInfo.environment["SCROLLLAB_FONT"], !override.isEmpty {
            try checkFontFile(override)
            return FontSet(regular: override, bold: override, cjk: match("sans-serif:lang=zh-cn", requireLang: "zh-cn"))
        }
        guard let regular = match("DejaVu Sans:style=Book", family: "DejaVu Sans") else {
            throw BackendError(
                "no font found: install Debian's fonts-dejavu-core (apt-get install fonts-dejavu-core) or set SCROLLLAB_FONT")
        }
        let bold = match("DejaVu Sans:style=Bold", family: "DejaVu Sans") ?? regular
        return FontSet(regular: regular, bold: bold, cjk: match("sans-serif:lang=zh-cn", requireLang: "zh-cn"))
    }

    /// Refuses an override that is not a font: a missing file, a folder, a device (`/dev/zero` would
    /// be read forever) or a file FreeType cannot read as a font (the text would silently vanish).
    static func checkFontFile(_ path: String) throws(BackendError) {
        let name = "SCROLLLAB_FONT=\(path)"
        var st = stat()
        guard stat(path, &st) == 0, FileManager.default.isReadableFile(atPath: path) else {
            throw BackendError("\(name): no such readable font file")
        }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw BackendError("\(name): is a folder, not a font file")
        default: throw BackendError("\(name): not a regular file (a device or a pipe), not a font file")
        }
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else {
            throw BackendError("\(name): not a font file (FreeType cannot read it; use a .ttf or .otf file)")
        }
        FcPatternDestroy(pattern)
    }

    /// The file fontconfig matches for `pattern`; nil if it has no file, is not the wanted family, or
    /// does not cover `requireLang`.
    static func match(_ pattern: String, family: String? = nil, requireLang: String? = nil) -> String? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let pat = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(pat) }
        FcConfigSubstitute(config, pat, FcMatchPattern)
        FcDefaultSubstitute(pat)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(config, pat, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        let path = String(cString: file)
        if let family {
            var fam: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FAMILY, 0, &fam) == FcResultMatch, let fam,
                String(cString: fam) == family
            else { return nil }
        }
        if let lang = requireLang {
            var langs: OpaquePointer?
            guard FcPatternGetLangSet(font, FC_LANG, 0, &langs) == FcResultMatch, let langs else { return nil }
            let has = lang.withCString { FcLangSetHasLang(langs, UnsafePointer<FcChar8>(OpaquePointer($0))) }
            guard has == FcLangEqual else { return nil }
        }
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }
}
