import ScrollScene

extension SceneField {
    /// The marker lines around the generated part of docs/SCENES.md.
    public static let docsBegin = "<!-- generated from SceneField.table and SceneRule.all: do not edit by hand -->"
    public static let docsEnd = "<!-- end of the generated field table -->"

    /// docs/SCENES.md's field table and rules, from `table` and `SceneRule.all` (between the markers).
    public static func markdown() -> String {
        var lines = [docsBegin, "", "| field | type | rule | meaning |", "|---|---|---|---|"]
        for f in table {
            let rule = f.rule.isEmpty ? "" : f.rule
            lines.append("| `\(f.path)` | \(f.typeName) | \(rule) | \(f.meaning) |")
        }
        lines += ["", "Rules between fields, checked after every field passed its own row:", ""]
        lines += SceneRule.all.map { "- \($0.text)" }
        lines += ["", docsEnd]
        return lines.joined(separator: "\n")
    }
}
