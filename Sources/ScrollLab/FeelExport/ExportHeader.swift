import ScrollCore

/// The comment block every exported source starts with: which feel, what is exact on the platform,
/// what the platform cannot set, and the API documentation.
struct ExportHeader {
    let target: FeelExportTarget
    let feel: Feel
    let exact: [String]
    let cannotSet: [String]
    let links: [String]

    /// The block with `prefix` before every line (`// `), or as one `/* … */` comment when
    /// `prefix` is nil (CSS).
    func lines(prefix: String?) -> [String] {
        var body = [
            "ScrollLab feel \"\(feel.name)\" for \(target.rawValue), made by `scrolllab feel export --target \(target.rawValue)`.",
            "Units: points (= dp = CSS px = Flutter logical pixels); velocities in pt/s unless said.",
            "",
            "The feel:",
        ]
        body += ExportFeelSummary(feel: feel).lines.map { "  " + $0 }
        body += ["", "Exact on \(target.rawValue):"] + exact.map { "  - " + $0 }
        body += ["", "Cannot be set on \(target.rawValue):"] + cannotSet.map { "  - " + $0 }
        body += ["", "API documentation:"] + links.map { "  " + $0 }
        guard let prefix else {
            return ["/*"] + body.map { $0.isEmpty ? " *" : " * " + $0 } + [" */"]
        }
        return body.map { $0.isEmpty ? String(prefix.dropLast(prefix.hasSuffix(" ") ? 1 : 0)) : prefix + $0 }
    }
}
