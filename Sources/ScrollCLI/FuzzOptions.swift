import ScrollIO
import ScrollSession

/// `scrolllab fuzz [options]`: random input checked against every invariant (docs/ROBUSTNESS.md).
public struct FuzzOptions: ModeOptions {
    public var seed: UInt64 = 1
    public var events = 100_000
    /// One scene (an id or a scene FILE.json); nil for all.
    public var scene: String?
    /// `--scene` was given (one scene or all: a second `--scene` is refused, not silently the winner).
    public var sceneGiven = false
    /// `--scenes DIR` (repeatable).
    public var scenes: [String] = []
    /// The folder for a failure's trace (default: the current folder).
    public var out: String?
    /// Re-run this trace with every invariant checked instead of generating events.
    public var check: String?
    /// Compare 60 and 120 Hz on generated gesture traces instead (`CrossRateFuzzer`).
    public var rates = false
    /// `--assert FILE`: an assertion file's conditions as the invariants (`FuzzCommand+Assert`).
    public var assert: String?

    public init() {}

    public func validate() throws(UsageError) {
        guard assert != nil else { return }
        if rates || check != nil { throw UsageError("--assert runs generated input; not with --rates or --check") }
        if scene == nil { throw UsageError("--assert needs one scene: --scene ID|FILE.json") }
    }

    /// `--check`'s trace (the failure trace is written under a fresh name in `--out`).
    public var inputFiles: [(String, String?)] { [("--check", check), ("--assert", assert == Self.sceneAssertions ? nil : assert)] }

    /// `--assert scene`: the scene's own assertions (its `assertions` field) without a file.
    public static let sceneAssertions = "scene"

    /// The built-ins, `--scenes` and a `--scene FILE.json`.
    public var sources: SceneSources {
        SceneSources(folders: scenes, files: scene.map { SceneSources.isFile($0) ? [$0] : [] } ?? [])
    }

    public static var flags: [Flag<Self>] {
        [
            Flag("--seed", value: "N", help: "random seed (default 1)") { (o, v) throws(UsageError) in
                guard let n = UInt64(v) else { throw UsageError("--seed must be a whole number ≥ 0 (got '\(v)')") }
                o.seed = n
            },
            .number("--events", "N", \.events, in: 1...100_000_000, help: "events to generate (default 100000)"),
            Flag("--scene", value: "ID|FILE|all", help: "one scene (an id or a scene FILE.json), or all of them (default)") {
                (o, v) throws(UsageError) in
                if o.sceneGiven { throw UsageError("--scene is given twice (fuzz runs one scene, or all of them); keep one") }
                o.scene = v == "all" ? nil : v
                o.sceneGiven = true
            },
            SessionOptions.sceneFolderFlag(\.scenes),
            .text("--out", "DIR", \.out, help: "folder for a failure's reproducing trace (default: here)"),
            .text("--check", "TRACE", \.check, help: "re-run a trace with every invariant checked"),
            Flag("--rates", value: nil, help: "replay generated gesture traces at 60 and 120 Hz and compare them (within 0.5 pt)") { o, _ in
                o.rates = true
            },
            .text(
                "--assert", "FILE|scene", \.assert,
                help: "assertions as invariants on --scene: FILE's and the scene's own; `scene`: the scene's alone (docs/CHECK.md)"
            ),
        ]
    }
}
