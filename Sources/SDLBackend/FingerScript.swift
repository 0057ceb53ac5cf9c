import CSDL2
import Foundation
import ScrollFileAccess

/// `--inject-fingers FILE`, a test hook (docs/TESTING.md): touchscreen events pushed into SDL's own
/// queue with `SDL_PushEvent`, as SDL delivers a touchscreen's — `SDL_FINGERDOWN` / `MOTION` / `UP`
/// with x and y normalized to the window (0…1) — so they run through the window's event loop, finger id
/// folding, timing, recording and all. Xvfb has no touch device; this is how the touch path is tested.
///
/// One step a line, `#` comments and blank lines skipped: `DELAY KIND FINGER X Y` — seconds after the
/// window's first poll, `down` | `move` | `up`, SDL's finger id (any 64-bit integer), x and y in 0…1.
public struct FingerScript: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case down, move, up
    }

    public struct Step: Sendable, Equatable {
        public var delay: Double
        public var kind: Kind
        public var finger: Int64
        public var x: Double
        public var y: Double

        public init(delay: Double, kind: Kind, finger: Int64, x: Double, y: Double) {
            self.delay = delay
            self.kind = kind
            self.finger = finger
            self.x = x
            self.y = y
        }
    }

    public let steps: [Step]
    /// The touch device id the steps come from.
    static let touchID: Int64 = 0x5C70_11AB

    /// Parses a script; a bad line fails with one line naming it (`FILE:3: …`).
    public init(text: String, path: String) throws(BackendError) {
        var steps: [Step] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if f.isEmpty { continue }
            guard f.count == 5, let delay = Double(f[0]), delay.isFinite, delay >= 0, let kind = Kind(rawValue: String(f[1])),
                let finger = Int64(f[2]), let x = Double(f[3]), let y = Double(f[4]), (0...1).contains(x), (0...1).contains(y)
            else {
                throw BackendError("\(path):\(n + 1): expected DELAY down|move|up FINGER X Y (x and y in 0…1, delay ≥ 0 seconds)")
            }
            if let last = steps.last, delay < last.delay {
                throw BackendError("\(path):\(n + 1): delays must not decrease")
            }
            steps.append(Step(delay: delay, kind: kind, finger: finger, x: x, y: y))
        }
        self.steps = steps
    }

    /// The largest finger script, bytes (a test hook: a few hundred lines).
    public static let maximumSize = 1 << 20

    /// Reads (`InputFile`, the one bounded read) and parses `path`.
    public init(contentsOf path: String) throws(BackendError) {
        let data: Data
        do { data = try InputFile.read(path, limit: Self.maximumSize, what: "finger script") } catch {
            throw BackendError("\(path): \(error.words("finger script", limit: Self.maximumSize))")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw BackendError("\(path): not UTF-8 text, not a finger script") }
        try self.init(text: text, path: path)
    }
}

/// Pushes a script's due steps into SDL's queue at each poll (`Window.pollEvents`).
final class FingerInjector {
    private let script: FingerScript
    private var next = 0
    private var start: UInt32?

    init(_ script: FingerScript) { self.script = script }

    /// Pushes every step due by now (SDL stamps each with `SDL_GetTicks`, as its own events).
    func pushDue(window: UInt32) {
        let now = SDL_GetTicks()
        let start = self.start ?? now
        self.start = start
        while next < script.steps.count, Double(now &- start) / 1000 >= script.steps[next].delay {
            push(script.steps[next], window: window)
            next += 1
        }
    }

    private func push(_ s: FingerScript.Step, window: UInt32) {
        var e = SDL_Event()
        let type: SDL_EventType =
            switch s.kind {
            case .down: SDL_FINGERDOWN
            case .move: SDL_FINGERMOTION
            case .up: SDL_FINGERUP
            }
        e.type = type.rawValue
        e.tfinger.touchId = FingerScript.touchID
        e.tfinger.fingerId = s.finger
        e.tfinger.x = Float(s.x)
        e.tfinger.y = Float(s.y)
        e.tfinger.pressure = s.kind == .up ? 0 : 1
        e.tfinger.windowID = window
        _ = SDL_PushEvent(&e)
    }
}
