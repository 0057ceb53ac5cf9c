import Foundation
import ScrollCore
import ScrollTrace

/// Numbers and names as the generated sources spell them. Numbers are finite: `nonFinite` finds the
/// first one that is not before any source is made, and `feel export` refuses it (exit 2); should one
/// reach a writer all the same it is written as the nearest finite number, never `inf` or `nan`.
public enum ExportLiteral {
    /// The shortest text that reads back to `x` (Swift's, which Dart, Kotlin and Swift all accept;
    /// `SourceText.number`).
    public static func double(_ x: Double) -> String {
        SourceText.number(x) ?? SourceText.number(x.isNaN ? 0 : x > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)!
    }

    /// The name of the first number an export of `feel` prints that is not finite: a feel constant
    /// (`FeelConstant.all`) or a number derived from them (`ExportMatch`); nil when all are.
    public static func nonFinite(_ feel: Feel) -> String? {
        let constants = FeelConstant.all.map { ($0.key, $0.value(in: feel)) }
        let derived: [(String, Double?)] = [
            ("the fling distance at 1000 pt/s", ExportMatch.distance(feel)),
            ("the matching decelerationRate", ExportMatch.decelerationRate(feel)),
            ("the matching splineFriction", ExportMatch.splineFriction(feel)),
            ("the per-second drag", ExportMatch.exponentialDrag(feel)),
            ("the friction multiplier", ExportMatch.frictionMultiplier(feel)),
        ]
        return (constants + derived.compactMap { k, v in v.map { (k, $0) } }).first { !$0.1.isFinite }?.0
    }

    /// `x` rounded to `digits` significant digits, then as `double` (for a derived number such as
    /// 1 − 0.009, which would otherwise print as 0.9910000000000001).
    public static func double(_ x: Double, significant digits: Int) -> String {
        double(Double(String(format: "%.\(digits)g", x)) ?? x)
    }

    /// A Kotlin `Float` literal: the value rounded to float, shortest text, `f` suffix.
    public static func float(_ x: Double) -> String {
        let f = Float(x.isNaN ? 0 : min(max(x, -Double(Float.greatestFiniteMagnitude)), Double(Float.greatestFiniteMagnitude)))
        let s = "\(f)"
        return (s.contains(".") || s.contains("e") ? s : s + ".0") + "f"
    }

    /// A type name made of the feel's name: its letter and digit runs capitalised and joined
    /// (`android·tuned` → `AndroidTuned`), `Feel` in front when it would start with a digit.
    public static func typeName(_ name: String) -> String {
        let runs = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = runs.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Feel" }
        return first.isNumber ? "Feel" + joined : joined
    }

    /// The type name with a lower-case first letter (a value or function name).
    public static func valueName(_ name: String) -> String {
        let t = typeName(name)
        return t.prefix(1).lowercased() + t.dropFirst()
    }

    /// A CSS class name: lower-case ASCII letters, digits and dashes.
    public static func cssName(_ name: String) -> String {
        let runs = name.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return runs.isEmpty ? "feel" : runs.joined(separator: "-")
    }
}
