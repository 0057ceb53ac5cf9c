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
        return try? Self.compile(t)
    }

    /// `t` compiled against the gallery's names, refused with one line where a release rule asks what
    /// the gallery's fling cannot do: a `willEndDragging` rule is `outer`'s or `list`'s and sets
    /// `target.y`, `outer.bounces`, `list.bounces` or `state.NAME`.
    static func compile(_ t: AppTechnique) throws(TechniqueProgram.Failure) -> TechniqueProgram {
        let program = try TechniqueProgram.compile(t)
        for (i, rule) in program.rules.enumerated() where rule.source.on == .willEndDragging {
            let place = "appTechnique.rules[\(i)]"
            let name = rule.source.name
            if let v = rule.view, v > 1 {
                throw .init(
                    message:
                        "\(place).view (rule `\(name)`): the gallery's willEndDragging is `outer`'s or `list`'s, not `\(program.views.names[v])`"
                )
            }
            for (j, set) in (rule.source.set ?? []).enumerated() where !Self.releaseSettables(program).contains(set.property) {
                throw .init(
                    message:
                        "\(place).set[\(j)].property (rule `\(name)`): the gallery's willEndDragging sets target.y, outer.bounces, list.bounces or state.NAME, not `\(set.property)`"
                )
            }
        }
        return program
    }

    private static func releaseSettables(_ program: TechniqueProgram) -> [String] {
        ["target.y", "outer.bounces", "list.bounces"] + program.variables.map { "state." + $0 }
    }
}
