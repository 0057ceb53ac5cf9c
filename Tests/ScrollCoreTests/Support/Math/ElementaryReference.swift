import Foundation
import ScrollCore
import TestSupport

/// The committed reference fixture (`scripts/math-reference.py`: mpmath, correctly rounded) and what
/// `Elementary` gives for each of its inputs.
struct ElementaryReference {
    /// One fixture line: a function, its arguments and the correctly rounded result.
    struct Case {
        var function: String
        var arguments: [Double]
        var expected: Double
        /// The line's inputs as written in the fixture (`function x [y]`), the key of the last-bit file.
        var key: String

        /// Elementary's result for this case.
        var actual: Double {
            let a = arguments
            switch function {
            case "exp": return Elementary.exp(a[0])
            case "expm1": return Elementary.expm1(a[0])
            case "log": return Elementary.log(a[0])
            case "log1p": return Elementary.log1p(a[0])
            case "pow": return Elementary.pow(a[0], a[1])
            case "sin": return Elementary.sin(a[0])
            case "cos": return Elementary.cos(a[0])
            case "tan": return Elementary.tan(a[0])
            case "atan": return Elementary.atan(a[0])
            case "atan2": return Elementary.atan2(a[0], a[1])
            case "tanh": return Elementary.tanh(a[0])
            case "atanh": return Elementary.atanh(a[0])
            default: return .nan
            }
        }
    }

    static let folder = Paths.repoRoot.appendingPathComponent("Tests/ScrollCoreTests/Support/Math/Fixtures")
    static let referenceFile = folder.appendingPathComponent("elementary-reference.txt")
    /// The inputs whose result is not the correctly rounded one, with Elementary's bits: pinned, so the
    /// same bits are checked on every platform (re-record with SCROLLLAB_RECORD=1).
    static let lastBitFile = folder.appendingPathComponent("elementary-last-bit.txt")

    static func load() throws -> [Case] {
        let text = try String(contentsOf: referenceFile, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Case? in
            if line.hasPrefix("#") { return nil }
            let fields = line.split(separator: " ").map(String.init)
            let numbers = fields.dropFirst().compactMap { UInt64($0, radix: 16).map(Double.init(bitPattern:)) }
            guard numbers.count == fields.count - 1, numbers.count >= 2 else { return nil }
            return Case(
                function: fields[0], arguments: Array(numbers.dropLast()), expected: numbers.last!,
                key: fields.dropLast().joined(separator: " "))
        }
    }

    /// The last-bit file as key → Elementary's bits.
    static func loadLastBits() throws -> [String: UInt64] {
        guard FileManager.default.fileExists(atPath: lastBitFile.path) else { return [:] }
        let text = try String(contentsOf: lastBitFile, encoding: .utf8)
        var result: [String: UInt64] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard let bits = fields.last.flatMap({ UInt64($0, radix: 16) }) else { continue }
            result[fields.dropLast().joined(separator: " ")] = bits
        }
        return result
    }

    /// The distance in units in the last place between two doubles (0 when both are NaN, and for
    /// +0 and -0 only when they are equal bit for bit; `Int.max` when exactly one is NaN).
    static func ulps(_ a: Double, _ b: Double) -> Int {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN ? 0 : .max }
        func ordered(_ x: Double) -> Int64 {
            let magnitude = Int64(bitPattern: x.bitPattern & 0x7FFF_FFFF_FFFF_FFFF)
            return x.sign == .minus ? -magnitude - 1 : magnitude
        }
        let d = ordered(a).subtractingReportingOverflow(ordered(b))
        return d.overflow ? .max : Int(d.partialValue.magnitude)
    }
}
