import ScrollCore

/// The built-in technique files (`Assets/techniques/ID.json`, compiled in by
/// scripts/update-builtin-techniques): a nested page's `wrongTechnique: ID` runs `ID.json`.
extension AppTechnique {
    /// The ids of the built-in technique files, sorted.
    public static var builtinIDs: [String] { BuiltinTechniqueTexts.all.map { $0.id } }

    /// The text of the built-in technique file `id`, or nil.
    public static func builtinText(_ id: String) -> String? { BuiltinTechniqueTexts.all.first { $0.id == id }?.text }

    /// The built-in technique file `id`, read, or nil (no such file).
    public static func builtin(_ id: String) -> AppTechnique? {
        builtinText(id).flatMap { JSONValue.parse($0) }.flatMap { AppTechnique(json: $0) }
    }
}
