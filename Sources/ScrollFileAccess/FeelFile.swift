import Foundation
import ScrollCore

/// A feel file: a JSON object naming a preset and overriding any of its fields.
///
/// ```json
/// { "preset": "android", "name": "android-soft", "springStiffness": 400, "overscroll": "rubberBand" }
/// ```
/// `preset` defaults to `ios`; `name` to the preset's. The model fields take their case names
/// (`decay`: uikit spline friction clamping bezier; `overscroll`: rubberBand stretch elastic clamp;
/// `pagingSettle`: decay spring pageSpring; `velocityEstimator`: linear quadratic flutterIOS; `slopStart`:
/// crossing boundary; `flingCarry`: none chromiumBoost flutterMomentum; `catchStart`: slop immediate; `dragBand`: closed perUpdate); every number is a
/// `FeelConstant` and must lie in its range. Anything else is an error naming the field.
public enum FeelFile {
    /// A problem with a feel file, worded for one error line.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    /// The longest feel name (a feel's name goes into every trace header it records).
    public static let maximumNameLength = FeelReader.maximumNameLength

    /// A feel as JSON wherever it comes from — a feel file, `--feel`, a trace header's `feel` — read
    /// by the one path (`FeelReader`, which the web module runs too), with the same messages.
    public struct Spec: Sendable {
        /// The feel, or nil when `problem` says why not.
        public let feel: Feel?
        public let problem: String?

        public init(json: JSONValue) {
            switch FeelReader.read(json) {
            case .success(let f):
                feel = f
                problem = nil
            case .failure(let p):
                feel = nil
                problem = p.message
            }
        }
    }

    /// Parses a feel file's bytes.
    /// - Throws: `Problem` naming the first bad field.
    public static func parse(_ data: Data) throws(Problem) -> Feel {
        // The strict reader: a duplicate key or a trailing comma is refused, not half-read.
        let spec: Spec
        do throws(JSONSyntaxError) {
            spec = Spec(json: try JSONValue.read(data))
        } catch {
            if case .duplicateKey = error.kind { throw Problem(message: error.message) }
            throw Problem(message: "not a JSON object (\(error.message))")
        }
        guard let feel = spec.feel else { throw Problem(message: spec.problem ?? "not a JSON object") }
        return feel
    }

    /// The feel as a file that loads back to the same value: the preset it is named after (`android` for
    /// `android·tuned`; else `ios`) and every field, written by the one JSON writer (`JSONValue`'s, which
    /// the state and the web module use too; no Codable). `pretty: false` writes one line (a trace
    /// header's `feel`).
    public static func encode(_ feel: Feel, pretty: Bool = true) -> Data {
        let value = json(feel)
        return Data((pretty ? value.prettyText() : value.compactText()).utf8)
    }

    /// The feel as a feel file's object: `preset`, `name`, the eight model switches and every
    /// `FeelConstant` — each key `FeelReader` reads, so the object reads back to the same feel.
    public static func json(_ feel: Feel) -> JSONValue {
        var w = JSONObjectWriter()
        w.set("preset", feel.basePreset?.name ?? "ios")
        w.set("name", feel.name)
        w.set("decay", feel.decay.rawValue)
        w.set("overscroll", feel.overscroll.rawValue)
        w.set("pagingSettle", feel.pagingSettle.rawValue)
        w.set("velocityEstimator", feel.velocityEstimator.rawValue)
        w.set("slopStart", feel.slopStart.rawValue)
        w.set("flingCarry", feel.flingCarry.rawValue)
        w.set("catchStart", feel.catchStart.rawValue)
        w.set("dragBand", feel.dragBand.rawValue)
        for c in FeelConstant.all { w.set(c.key, c.value(in: feel)) }
        return w.value
    }
}
