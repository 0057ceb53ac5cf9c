import ScrollCore

/// The built-in technique file a gallery technique is (`Assets/techniques/ID.json`, docs/TECHNIQUES.md
/// "Gallery techniques as files"), compiled in with every built-in technique file by
/// scripts/update-builtin-techniques (`BuiltinTechniqueTexts`): ScrollScene reads no files.
/// `GalleryTechniqueFileTests` checks each text is its file's, byte for byte, so the two cannot drift.
extension GalleryTechnique {
    /// The technique file's text, its final newline included.
    public var fileText: String {
        guard let text = AppTechnique.builtinText(rawValue) else {
            preconditionFailure("Assets/techniques/\(rawValue).json is not compiled in: run scripts/update-builtin-techniques")
        }
        return text
    }

    /// The file compiled against the gallery's names (`outer`, `list` and their pans, as the default
    /// technique tree names them).
    var program: TechniqueProgram? {
        guard let json = JSONValue.parse(fileText), let t = AppTechnique(json: json) else { return nil }
        return try? TechniqueProgram.compile(t)
    }
}
