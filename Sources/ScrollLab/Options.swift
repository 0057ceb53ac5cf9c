import Foundation
import ScrollScene

/// The parsed command line (see `Options.help` and docs/CLI.md).
public struct Options: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case window
        case headless
        case listScenes
        case help
        /// `scrolllab bench [--json]`
        case bench
        /// `scrolllab fuzz [--seed N] [--events N] [--scene ID|all] [--out DIR]`
        case fuzz
    }

    public static let overlayNames = OverlayKind.allCases.map(\.rawValue)

    public var mode: Mode = .window
    public var scene: String?
    public var device: Device = .fifteen
    public var scale = 2
    public var hz = 120
    /// Whether `--hz` was given (it then overrides a trace header's rate).
    public var hzGiven = false
    public var landscape = false
    public var overlays: [String] = []
    public var record: String?
    public var replay: String?
    public var settle = false
    public var state: String?
    public var screenshot: String?
    /// Use SDL's software renderer in the window (slower; pixel-identical to headless output).
    public var software = false
    /// `bench --json`: one JSON object instead of a table.
    public var json = false
    /// `fuzz`: seed, number of events, folder for a failure's trace.
    public var fuzzSeed: UInt64 = 1
    public var fuzzEvents = 100_000
    public var fuzzOut: String?
    /// `fuzz --check TRACE`: re-run a trace with every invariant checked.
    public var fuzzCheck: String?

    public init() {}

    /// Parses `arguments` (without the program name).
    /// - Throws: `UsageError` naming the first problem.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var o = Options()
        if arguments.first == "bench" {
            o.mode = .bench
            for a in arguments.dropFirst() {
                guard a == "--json" else { throw UsageError("bench: unknown option '\(a)' (bench takes only --json)") }
                o.json = true
            }
            return o
        }
        if arguments.first == "fuzz" {
            o.mode = .fuzz
            var k = 1
            func value(_ flag: String) throws(UsageError) -> String {
                k += 1
                guard k < arguments.count else { throw UsageError("fuzz: \(flag) needs a value") }
                return arguments[k]
            }
            while k < arguments.count {
                let a = arguments[k]
                switch a {
                case "--seed":
                    let v = try value(a)
                    guard let n = UInt64(v) else { throw UsageError("fuzz: --seed must be a whole number ≥ 0 (got '\(v)')") }
                    o.fuzzSeed = n
                case "--events":
                    let v = try value(a)
                    guard let n = Int(v), n > 0, n <= 100_000_000 else {
                        throw UsageError("fuzz: --events must be between 1 and 100000000 (got '\(v)')")
                    }
                    o.fuzzEvents = n
                case "--scene":
                    let v = try value(a)
                    o.scene = v == "all" ? nil : v
                case "--out":
                    o.fuzzOut = try value(a)
                case "--check":
                    o.fuzzCheck = try value(a)
                default:
                    throw UsageError("fuzz: unknown option '\(a)' (fuzz takes --seed, --events, --scene, --out, --check)")
                }
                k += 1
            }
            return o
        }
        var headless = false
        var i = 0
        func value(_ flag: String) throws(UsageError) -> String {
            i += 1
            guard i < arguments.count, !arguments[i].hasPrefix("--") || arguments[i] == "-" else {
                throw UsageError("\(flag) needs a value")
            }
            return arguments[i]
        }
        while i < arguments.count {
            var arg = arguments[i]
            // Accept --flag=value as well as --flag value.
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                inline = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            func v() throws(UsageError) -> String {
                if let inline { return inline }
                return try value(arg)
            }
            switch arg {
            case "--help", "-h": o.mode = .help
            case "--list-scenes": o.mode = .listScenes
            case "--headless": headless = true
            case "--scene": o.scene = try v()
            case "--device":
                let d = try v()
                guard let dev = Device(rawValue: d) else { throw UsageError("--device must be se, 15 or promax (got '\(d)')") }
                o.device = dev
            case "--scale":
                let s = try v()
                guard s == "1" || s == "2" else { throw UsageError("--scale must be 1 or 2 (got '\(s)')") }
                o.scale = Int(s)!
            case "--hz":
                let s = try v()
                guard s == "60" || s == "120" else { throw UsageError("--hz must be 60 or 120 (got '\(s)')") }
                o.hz = Int(s)!
                o.hzGiven = true
            case "--landscape": o.landscape = true
            case "--overlay":
                let list = try v().split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                for name in list where !overlayNames.contains(name) {
                    throw UsageError("--overlay: unknown overlay '\(name)' (known: \(overlayNames.joined(separator: ",")))")
                }
                o.overlays = list
            case "--record": o.record = try v()
            case "--replay": o.replay = try v()
            case "--settle": o.settle = true
            case "--state": o.state = try v()
            case "--screenshot": o.screenshot = try v()
            case "--software": o.software = true
            default:
                if arg.hasPrefix("-") { throw UsageError("unknown option '\(arg)'; see scrolllab --help") }
                throw UsageError("unexpected argument '\(arg)'; see scrolllab --help")
            }
            if inline != nil && ["--help", "-h", "--list-scenes", "--headless", "--landscape", "--settle", "--software"].contains(arg) {
                throw UsageError("\(arg) takes no value")
            }
            i += 1
        }
        if o.mode == .window && headless { o.mode = .headless }
        if o.mode == .window {
            if o.screenshot != nil { throw UsageError("--screenshot needs --headless") }
            if o.settle { throw UsageError("--settle needs --headless") }
        }
        if o.mode == .headless && o.record != nil { throw UsageError("--record records a live session; it cannot be used with --headless") }
        if let r = o.record, let s = o.state, r == s { throw UsageError("--record and --state name the same file") }
        if let r = o.replay, [o.state, o.screenshot, o.record].contains(r) {
            throw UsageError("--replay file would be overwritten by an output")
        }
        return o
    }

    public static let help = """
        scrolllab — a desktop laboratory for nested scrolling (UIScrollView physics, gesture arbitration).

        Usage:
          scrolllab [--scene ID] [--device se|15|promax] [--scale 1|2] [--hz 60|120] [--landscape]
                    [--overlay hotzones,velocity,bounds,graph,log] [--record FILE] [--state OUT.json]
          scrolllab --headless --scene ID [--replay FILE] [--hz N] [--settle] [--state OUT.json]
                    [--screenshot OUT.png] [--overlay …]
          scrolllab --list-scenes
          scrolllab bench [--json]
          scrolllab fuzz [--seed N] [--events N] [--scene ID|all] [--out DIR]
          scrolllab fuzz --check TRACE
          scrolllab --help

        Options:
          --scene ID         scene to open (default: profile); --list-scenes shows them all
          --device NAME      se (375×667), 15 (393×852, default), promax (430×932) points
          --scale 1|2        pixels per point (default 2)
          --hz 60|120        tick rate (default 120)
          --landscape        rotate the device
          --overlay LIST     debug overlays, comma separated
          --record FILE      record every input event of the session as an NDJSON trace
          --replay FILE      play a recorded trace
          --headless         no window: simulated time, no real-time waits
          --settle           (headless) keep ticking until every animation is idle (≤ 10 s simulated)
          --state FILE       write the state JSON (headless: at the end; window: at start and on close)
          --screenshot FILE  (headless) write the viewport as PNG (viewport × scale pixels)
          --software         use SDL's software renderer in the window

        Exit codes: 0 success, 1 runtime failure (no display, no font…), 2 bad arguments or input files.
        Environment: SCROLLLAB_ASSETS (Assets folder), SCROLLLAB_FONT (a .ttf to use).
        """
}
