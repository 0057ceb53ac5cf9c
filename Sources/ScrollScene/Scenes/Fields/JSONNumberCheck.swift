/// Names the field behind a number Foundation's JSONDecoder rejects without saying where (`1e400`,
/// `1.5` for a whole number, 2⁶³): it reports only "The given data was not valid JSON", which read as
/// "malformed JSON (unexpected end of file)". A small scan of the file's tokens finds the first number
/// that is not finite, or that a whole-number field cannot hold, and says which field and why.
public enum JSONNumberCheck {
    /// The first bad number as "FIELD: problem", or nil when every number is fine.
    /// - Parameter wholeNumbers: the keys whose values (or array elements) are whole numbers.
    /// No Foundation: the web module checks a page's definitions with it too.
    public static func firstProblem(in bytes: [UInt8], wholeNumbers: Set<String>) -> String? {
        var scan = Scan(bytes: bytes)
        return scan.run(wholeNumbers: wholeNumbers)
    }

    private enum Container {
        case object(key: String?)
        case array(index: Int)
    }

    private struct Scan {
        let bytes: [UInt8]
        var i = 0
        var stack: [Container] = []

        /// The field path of the value being read, e.g. `pages[0].rows`.
        var path: String {
            var s = ""
            for c in stack {
                switch c {
                case .object(let key): s += s.isEmpty ? (key ?? "") : ".\(key ?? "")"
                case .array(let index): s += "[\(index)]"
                }
            }
            return s
        }

        /// The key that names the value being read (the nearest object key).
        var key: String? {
            for c in stack.reversed() { if case .object(let k) = c { return k } }
            return nil
        }

        mutating func run(wholeNumbers: Set<String>) -> String? {
            while i < bytes.count {
                let c = bytes[i]
                switch c {
                case 0x7B: stack.append(.object(key: nil))
                case 0x5B: stack.append(.array(index: 0))
                case 0x7D, 0x5D: _ = stack.popLast()
                case 0x2C:
                    if case .array(let n) = stack.last { stack[stack.count - 1] = .array(index: n + 1) }
                case 0x22:
                    let s = readString()
                    if case .object = stack.last, isKey() { stack[stack.count - 1] = .object(key: s) }
                    continue
                case 0x2D, 0x30...0x39:
                    let literal = readNumber()
                    if let problem = check(literal, whole: key.map(wholeNumbers.contains) ?? false) { return "\(path): \(problem)" }
                    continue
                default: break
                }
                i += 1
            }
            return nil
        }

        /// A literal's problem: not finite, or not a whole number its field can hold.
        func check(_ literal: String, whole: Bool) -> String? {
            guard let v = Double(literal), v.isFinite else { return "\(literal) is out of range (not a finite number)" }
            guard whole, Int(literal) == nil else { return nil }
            if v != v.rounded() { return "expected a whole number, found \(literal)" }
            if Int(exactly: v) == nil { return "\(literal) is out of range for a whole number" }
            return nil
        }

        /// Whether the string just read is followed by a colon (an object key).
        func isKey() -> Bool {
            var j = i
            while j < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
            return j < bytes.count && bytes[j] == 0x3A
        }

        mutating func readString() -> String {
            i += 1
            let start = i
            var escaped = false
            while i < bytes.count {
                let c = bytes[i]
                if escaped { escaped = false } else if c == 0x5C { escaped = true } else if c == 0x22 { break }
                i += 1
            }
            let s = String(decoding: bytes[start..<min(i, bytes.count)], as: UTF8.self)
            i += 1
            return s
        }

        mutating func readNumber() -> String {
            let start = i
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) || [0x2D, 0x2B, 0x2E, 0x65, 0x45].contains(bytes[i]) { i += 1 }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
    }
}
