/// One token of an expression's text, with the byte range it came from.
struct ExpressionToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(Double)
        /// An identifier or dotted name (`true`/`false` and function names are names here too).
        case name(String)
        /// One of `+ - * / ( ) , ! < <= > >= == != && || ? :`.
        case symbol(String)
        case end
    }

    var kind: Kind
    /// 0-based byte offset where the token starts.
    var start: Int
    var column: Int { start + 1 }
}

/// Splits an expression's UTF-8 text into tokens. Names: `[A-Za-z_][A-Za-z0-9_]*` parts joined by
/// dots, where a part after a dot may also be a whole number (`page.0.list.offset.y`). Numbers:
/// `12`, `0.5`, `1e3`, `2.5E-2` (no leading dot, no sign: `-` is an operator).
struct ExpressionTokenizer {
    let bytes: [UInt8]
    var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    func fail(_ at: Int, _ problem: String) -> ExpressionError { ExpressionError(column: at + 1, problem: problem) }

    mutating func tokens() throws(ExpressionError) -> [ExpressionToken] {
        var out: [ExpressionToken] = []
        while true {
            while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 10 || bytes[index] == 13 {
                index += 1
            }
            guard index < bytes.count else {
                out.append(ExpressionToken(kind: .end, start: index))
                return out
            }
            out.append(try token())
        }
    }

    mutating func token() throws(ExpressionError) -> ExpressionToken {
        let start = index
        let b = bytes[index]
        if Self.isLetter(b) { return ExpressionToken(kind: .name(try name()), start: start) }
        if Self.isDigit(b) { return ExpressionToken(kind: .number(try number()), start: start) }
        let two = index + 1 < bytes.count ? String(decoding: bytes[index...index + 1], as: UTF8.self) : ""
        if ["<=", ">=", "==", "!=", "&&", "||"].contains(two) {
            index += 2
            return ExpressionToken(kind: .symbol(two), start: start)
        }
        let one = String(decoding: bytes[index...index], as: UTF8.self)
        if ["+", "-", "*", "/", "(", ")", ",", "!", "<", ">", "?", ":"].contains(one) {
            index += 1
            return ExpressionToken(kind: .symbol(one), start: start)
        }
        switch b {
        case 61: throw fail(start, "`=` is not an operator (compare with `==`)")
        case 38: throw fail(start, "`&` is not an operator (and is `&&`)")
        case 124: throw fail(start, "`|` is not an operator (or is `||`)")
        case 46: throw fail(start, "a number starts with a digit (`0.5`, not `.5`)")
        case 32..<127: throw fail(start, "unexpected character `\(one)`")
        default: throw fail(start, "unexpected character (byte \(b); expressions are ASCII)")
        }
    }

    mutating func name() throws(ExpressionError) -> String {
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
        while index < bytes.count, bytes[index] == 46 {
            index += 1
            guard index < bytes.count, Self.isLetter(bytes[index]) || Self.isDigit(bytes[index]) else {
                throw fail(index, "a name part is expected after `.`")
            }
            while index < bytes.count, Self.isLetter(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func skipDigits() { while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 } }

    mutating func number() throws(ExpressionError) -> Double {
        let start = index
        skipDigits()
        if index < bytes.count, bytes[index] == 46 {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw fail(index, "a digit is expected after the decimal point") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == 101 || bytes[index] == 69 {
            index += 1
            if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw fail(index, "a digit is expected in the exponent") }
            skipDigits()
        }
        if index < bytes.count, Self.isLetter(bytes[index]) { throw fail(index, "a number runs into a name (put an operator between)") }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let x = Double(text), x.isFinite, x.magnitude <= Expression.maximumLiteral else {
            throw fail(start, "number `\(text)` is out of range (at most 1e15 in magnitude)")
        }
        return x
    }
}
