import ScrollCore

/// `--device`'s help read from the one device table (`Device`): the sizes it names.
extension Device {
    /// "se (375×667), 15 (393×852, default), promax (430×932) points".
    static var sizesHelp: String {
        allCases.map { d in
            "\(d.rawValue) (\(Int(d.portraitSize.width))×\(Int(d.portraitSize.height))\(d == .fifteen ? ", default" : ""))"
        }.joined(separator: ", ") + " points"
    }
}
