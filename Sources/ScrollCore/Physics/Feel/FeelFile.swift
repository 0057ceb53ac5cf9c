import Foundation

/// A feel file: a JSON object naming a preset and overriding any of its fields.
///
/// ```json
/// { "preset": "android", "name": "android-soft", "springStiffness": 400, "overscroll": "rubberBand" }
/// ```
/// `preset` defaults to `ios`; `name` to the preset's. The model fields take their case names
/// (`decay`: uikit spline friction clamping bezier; `overscroll`: rubberBand stretch elastic clamp;
/// `pagingSettle`: decay spring pageSpring; `velocityEstimator`: linear quadratic flutterIOS; `slopStart`:
/// crossing boundary); every number is a
/// `FeelConstant` and must lie in its range. Anything else is an error naming the field.
public enum FeelFile {
    /// A problem with a feel file, worded for one error line.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The longest feel name (a feel's name goes into every trace header it records).
    public static let maximumNameLength = 64

    /// A feel as JSON wherever it comes from — a feel file, `--feel`, a trace header's `feel` — read
    /// by this one path, with the same messages: a preset's name (`"android"`), or an object of a
    /// feel file's fields, every one checked against its range (#26: a header's `frictionDrag: 1`
    /// was taken as it was, and ran to non-finite offsets).
    public struct Spec: Decodable, Sendable {
        /// The feel, or nil when `problem` says why not.
        public let feel: Feel?
        public let problem: String?

        public init(from decoder: Decoder) throws {
            if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
                let names = Feel.presets.map(\.name).joined(separator: ", ")
                feel = Feel.preset(named: name)
                problem = feel == nil ? "unknown feel '\(name)' (presets: \(names))" : nil
                return
            }
            guard let c = try? decoder.container(keyedBy: Key.self) else {
                feel = nil
                problem = "not a JSON object (a feel file's fields) or a preset's name"
                return
            }
            var f = Feel.ios
            let p = Fields.apply(c, to: &f)
            feel = p == nil ? f : nil
            problem = p
        }
    }

    private enum Fields {

        private static func text(_ c: KeyedDecodingContainer<Key>, _ key: Key) -> String? {
            try? c.decode(String.self, forKey: key)
        }

        private static func choice<E: RawRepresentable & CaseIterable>(
            _ c: KeyedDecodingContainer<Key>, _ key: Key, _ out: inout E
        ) -> String? where E.RawValue == String {
            let names = E.allCases.map(\.rawValue).joined(separator: ", ")
            guard let s = text(c, key), let e = E(rawValue: s) else { return "'\(key.stringValue)' must be one of \(names)" }
            out = e
            return nil
        }

        static func apply(_ c: KeyedDecodingContainer<Key>, to feel: inout Feel) -> String? {
            if let key = c.allKeys.first(where: { $0.stringValue == "preset" }) {
                let names = Feel.presets.map(\.name).joined(separator: ", ")
                guard let s = text(c, key), let p = Feel.preset(named: s) else { return "'preset' must be one of \(names)" }
                feel = p
            }
            for key in c.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                let k = key.stringValue
                switch k {
                case "preset": continue
                case "name":
                    guard let s = text(c, key), !s.isEmpty else { return "'name' must be a non-empty string" }
                    guard s.count <= maximumNameLength else { return "'name' is longer than \(maximumNameLength) characters" }
                    guard !s.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                        return "'name' must not contain control characters"
                    }
                    feel.name = s
                case "decay": if let p = choice(c, key, &feel.decay) { return p }
                case "overscroll": if let p = choice(c, key, &feel.overscroll) { return p }
                case "pagingSettle": if let p = choice(c, key, &feel.pagingSettle) { return p }
                case "velocityEstimator": if let p = choice(c, key, &feel.velocityEstimator) { return p }
                case "slopStart": if let p = choice(c, key, &feel.slopStart) { return p }
                default:
                    guard let constant = FeelConstant.named(k) else {
                        let known =
                            ["preset", "name", "decay", "overscroll", "pagingSettle", "velocityEstimator", "slopStart"]
                            + FeelConstant.all.map(\.key)
                        return "unknown field '\(k)' (fields: \(known.joined(separator: ", ")))"
                    }
                    guard let v = try? c.decode(Double.self, forKey: key), (try? c.decode(Bool.self, forKey: key)) == nil else {
                        return "'\(k)' must be a number"
                    }
                    let r = constant.range
                    guard v.isFinite, r.contains(v) else {
                        return "'\(k)' = \(v.pointString) is out of range \(r.lowerBound.pointString)…\(r.upperBound.pointString)"
                    }
                    constant.set(v, in: &feel)
                }
            }
            return nil
        }
    }

    /// Parses a feel file's bytes.
    /// - Throws: `Problem` naming the first bad field.
    public static func parse(_ data: Data) throws(Problem) -> Feel {
        // The strict reader first: a duplicate key or a trailing comma is refused, not half-read.
        do throws(JSONSyntaxError) {
            _ = try JSONValue.read(data)
        } catch {
            if case .duplicateKey = error.kind { throw Problem(message: error.message) }
            throw Problem(message: "not a JSON object (\(error.message))")
        }
        let spec: Spec
        do {
            spec = try JSONDecoder().decode(Spec.self, from: data)
        } catch {
            throw Problem(message: "not a JSON object")
        }
        guard let feel = spec.feel else { throw Problem(message: spec.problem ?? "not a JSON object") }
        return feel
    }

    /// The feel as a file that loads back to the same value: the preset it is named after (`android` for
    /// `android·tuned`; else `ios`) and every field.
    /// `pretty: false` writes one line (a trace header's `feel`).
    public static func encode(_ feel: Feel, pretty: Bool = true) -> Data {
        var object = (try? JSONSerialization.jsonObject(with: JSONEncoder().encode(feel))) as? [String: Any] ?? [:]
        object["preset"] = feel.basePreset?.name ?? "ios"
        let options: JSONSerialization.WritingOptions = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
        return (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data()
    }
}
