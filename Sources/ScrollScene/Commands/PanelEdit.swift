import ScrollCore

/// What the window's panel asks for with the mouse (and the name typed in the tuner): typed here,
/// recorded in a trace as the key strings it always was — `feel.KEY=VALUE`, `feel.name=TEXT`,
/// `feel.reset`, `scene=ID` — so old traces replay unchanged and new ones read in old builds.
/// `traceKey` and `init(traceKey:)` are the one place those strings are written and read.
public enum PanelEdit: Hashable, Sendable {
    /// A tuner slider: the feel constant `key` set to `value` (clamped to its range when applied).
    case setConstant(key: String, value: Double)
    /// A tuner model row: the feel choice `key` switched to its option (or case) `option`.
    case setChoice(key: String, option: String)
    /// The feel's name, as typed in the tuner's title.
    case nameFeel(String)
    /// Back to the preset the feel is named after.
    case resetFeel
    /// A click on a row of the scene picker: open the scene with this id.
    case openScene(id: String)

    static let feelPrefix = "feel."
    static let scenePrefix = "scene="

    /// The key a trace records for the edit.
    public var traceKey: String {
        switch self {
        case .setConstant(let key, let value): return Self.feelPrefix + key + "=\(value)"
        case .setChoice(let key, let option): return Self.feelPrefix + key + "=" + option
        case .nameFeel(let name): return Self.feelPrefix + "name=" + name
        case .resetFeel: return Self.feelPrefix + "reset"
        case .openScene(let id): return Self.scenePrefix + id
        }
    }

    /// The edit a trace's key records; nil for every other key (and for a `feel.` key no feel
    /// takes: an unknown name, a value that is not a finite number — such a key does nothing).
    public init?(traceKey key: String) {
        if key.hasPrefix(Self.scenePrefix) {
            self = .openScene(id: String(key.dropFirst(Self.scenePrefix.count)))
            return
        }
        guard key.hasPrefix(Self.feelPrefix) else { return nil }
        let edit = key.dropFirst(Self.feelPrefix.count)
        if edit == "reset" {
            self = .resetFeel
            return
        }
        let parts = edit.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let (name, value) = (String(parts[0]), String(parts[1]))
        if name == "name" {
            self = .nameFeel(value)
        } else if FeelChoice.named(name) != nil {
            self = .setChoice(key: name, option: value)
        } else if FeelConstant.named(name) != nil, let v = Double(value), v.isFinite {
            self = .setConstant(key: name, value: v)
        } else {
            return nil
        }
    }

    /// `feel` with a feel edit applied; nil when it changes nothing it may (an empty name, an
    /// option no choice has, the scene edit). A tuning change names the feel `PRESET·tuned`
    /// (`Feel.namedAfterTuning`); a name is the name; reset is `feel.basePreset`.
    public func applied(to feel: Feel) -> Feel? {
        switch self {
        case .setConstant(let key, let value):
            guard let c = FeelConstant.named(key) else { return nil }
            var f = feel
            c.set(min(max(value, c.range.lowerBound), c.range.upperBound), in: &f)
            return f.namedAfterTuning
        case .setChoice(let key, let option): return FeelChoice.named(key)?.applying(option, to: feel)?.namedAfterTuning
        case .nameFeel(let name): return feel.applying(edit: Substring("name=" + name))
        case .resetFeel: return feel.basePreset
        case .openScene: return nil
        }
    }
}

/// What a key event asks for, decoded from its key string once (`init(key:)`): a panel edit, a
/// command of the key table (`KeyBinding.all`), or nothing. The window decodes a key when it
/// arrives and hands the action on; a replay decodes the trace's key here too (`Sandbox.handle`).
public enum KeyAction: Hashable, Sendable {
    case edit(PanelEdit)
    case command(KeyCommand)
    case unbound

    public init(key: String) {
        if let edit = PanelEdit(traceKey: key) {
            self = .edit(edit)
        } else if let command = KeyBinding.command(for: key) {
            self = .command(command)
        } else {
            self = .unbound
        }
    }

    /// The key-table command, if the action is one.
    public var command: KeyCommand? {
        if case .command(let c) = self { return c }
        return nil
    }
}
