/// Why a JSON text is refused: where (line, byte offset) and what. `kind` tells a caller that names
/// numbers or ends of file its own way (a scene file: `JSONNumberCheck`) which case it is.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Not JSON here (a trailing comma, a missing quote, a stray character).
        case malformed
        /// The text ends inside a value.
        case unexpectedEnd
        /// A number that is not JSON's, or that no Double holds (`1e400`).
        case number
        /// A key twice in one object (`path` names the member: `pages[0].rows`).
        case duplicateKey(path: String)
        /// More than `JSONValue.maximumDepth` levels.
        case tooDeep
        /// A string that is not UTF-8 or holds a control character or a bad escape.
        case string
    }

    public var kind: Kind
    /// 1-based line of the byte where reading stopped.
    public var line: Int
    public var offset: Int

    /// `line 3: pages[0].rows: duplicate key (a key appears once in an object)`, `line 2: malformed JSON`.
    public var message: String {
        let what: String
        switch kind {
        case .malformed: what = "malformed JSON"
        case .unexpectedEnd: what = "malformed JSON (unexpected end of file)"
        case .number: what = "a number JSON cannot hold (not finite, or not a JSON number)"
        case .duplicateKey(let path): what = "\(path): duplicate key (a key appears once in an object)"
        case .tooDeep: what = "nesting too deep (more than \(JSONValue.maximumDepth) levels)"
        case .string: what = "malformed string (not UTF-8, a control character or a bad escape)"
        }
        return "line \(line): \(what)"
    }
}

/// The one strict JSON reader (RFC 8259), compiled into the wasm module too (standard library only):
/// no trailing commas, no comments, no duplicate keys, no number a Double cannot hold, valid UTF-8.
/// Numbers are correctly rounded (`Double(String)`), so what `JSONEncoder` wrote reads back the same.
/// It reads the bytes once, in place (#46: the older reader copied and re-validated every string and
/// took ~100× Python's time; `scrolllab bench`'s `json_parse_mb_per_s` measures it).
extension JSONValue {
    /// The deepest nesting read.
    public static let maximumDepth = 64

    /// Reads one JSON value from UTF-8 bytes (surrounding whitespace allowed).
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var r = JSONReader(bytes: bytes)
        let v = try r.value(depth: 0)
        r.skipSpace()
        guard r.index == bytes.count else { throw r.fail(.malformed) }
        return v
    }

    /// Reads one JSON value from `bytes`.
    public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { b in Result { () throws(JSONSyntaxError) in try read(b) } }
        return try result.get()
    }

    /// Reads one JSON value from `text`.
    public static func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { b in Result { () throws(JSONSyntaxError) in try read(b) } }
        return try result.get()
    }
}

/// A recursive-descent reader over UTF-8 bytes, in place.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The members and elements being read, for a duplicate key's path.
    var path: [PathPart] = []

    enum PathPart {
        case key(String)
        case index(Int)
    }

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func fail(_ kind: JSONSyntaxError.Kind) -> JSONSyntaxError {
        let end = min(index, bytes.count)
        var line = 1
        for i in 0..<end where bytes[i] == 0x0A { line += 1 }
        let kind = index >= bytes.count && kind == .malformed ? .unexpectedEnd : kind
        // At the end of the file: the last line that has anything, not the empty one after it.
        if kind == .unexpectedEnd, end > 0, end == bytes.count, bytes[end - 1] == 0x0A { line -= 1 }
        return JSONSyntaxError(kind: kind, line: line, offset: end)
    }

    mutating func skipSpace() {
        while index < bytes.count {
            let b = bytes[index]
            guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
            index += 1
        }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw fail(.unexpectedEnd) }
        guard depth < JSONValue.maximumDepth else { throw fail(.tooDeep) }
        switch bytes[index] {
        case 0x6E: return try literal([0x6E, 0x75, 0x6C, 0x6C], .null)
        case 0x74: return try literal([0x74, 0x72, 0x75, 0x65], .bool(true))
        case 0x66: return try literal([0x66, 0x61, 0x6C, 0x73, 0x65], .bool(false))
        case 0x22: return .string(try string())
        case 0x5B: return try array(depth: depth)
        case 0x7B: return try object(depth: depth)
        default: return .number(try number())
        }
    }

    mutating func literal(_ word: [UInt8], _ v: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        for b in word {
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            guard bytes[index] == b else { throw fail(.malformed) }
            index += 1
        }
        return v
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var out: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == 0x5D {
            index += 1
            return .array(out)
        }
        path.append(.index(0))
        defer { path.removeLast() }
        while true {
            path[path.count - 1] = .index(out.count)
            out.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            let b = bytes[index]
            index += 1
            if b == 0x5D { return .array(out) }
            guard b == 0x2C else {
                index -= 1
                throw fail(.malformed)
            }
        }
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var out: [String: JSONValue] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == 0x7D {
            index += 1
            return .object(out)
        }
        path.append(.key(""))
        defer { path.removeLast() }
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            guard bytes[index] == 0x22 else { throw fail(.malformed) }  // a trailing comma lands here
            let keyStart = index
            let key = try string()
            path[path.count - 1] = .key(key)
            skipSpace()
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            guard bytes[index] == 0x3A else { throw fail(.malformed) }
            index += 1
            let v = try value(depth: depth + 1)
            if out.updateValue(v, forKey: key) != nil {
                index = keyStart
                throw fail(.duplicateKey(path: pathText()))
            }
            skipSpace()
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            let b = bytes[index]
            index += 1
            if b == 0x7D { return .object(out) }
            guard b == 0x2C else {
                index -= 1
                throw fail(.malformed)
            }
        }
    }

    /// `pages[0].rows`.
    func pathText() -> String {
        var s = ""
        for part in path {
            switch part {
            case .key(let k): s += s.isEmpty ? k : "." + k
            case .index(let i): s += "[\(i)]"
            }
        }
        return s
    }

    /// A JSON number (`-?(0|[1-9]d*)(.d+)?([eE][+-]?d+)?`) as a finite Double.
    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let s = index
            while index < bytes.count, bytes[index] &- 0x30 < 10 { index += 1 }
            return index - s
        }
        if index < bytes.count, bytes[index] == 0x2D { index += 1 }
        guard index < bytes.count else { throw fail(.unexpectedEnd) }
        if bytes[index] == 0x30 {
            index += 1
        } else {
            guard digits() > 0 else { throw fail(.malformed) }
        }
        var whole = true
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            whole = false
            guard digits() > 0 else { throw fail(.number) }
        }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            whole = false
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            guard digits() > 0 else { throw fail(.number) }
        }
        // Up to 15 digits fit a Double exactly: no text conversion. Int64, not Int: the module's Int is
        // 32 bits (wasm32), where 2147483648 trapped.
        let negative = bytes[start] == 0x2D
        if whole, index - start - (negative ? 1 : 0) <= 15 {
            var n: Int64 = 0
            for i in (negative ? start + 1 : start)..<index { n = n * 10 + Int64(bytes[i] - 0x30) }
            return negative ? (n == 0 ? -0.0 : -Double(n)) : Double(n)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let d = Double(text), d.isFinite else {
            index = start
            throw fail(.number)
        }
        return d
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x22 {
                let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if ascii { return String(decoding: run, as: UTF8.self) }
                guard let s = String(validating: run, as: UTF8.self) else { throw fail(.string) }
                return s
            }
            if b == 0x5C { return try escapedString(from: start) }
            guard b >= 0x20 else { throw fail(.string) }
            ascii = ascii && b < 0x80
            index += 1
        }
        throw fail(.unexpectedEnd)
    }

    /// The rest of a string that holds escapes, from its first byte at `start`.
    mutating func escapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var runStart = start
        func flush(_ end: Int) throws(JSONSyntaxError) {
            guard end > runStart else { return }
            guard let s = String(validating: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self) else {
                throw fail(.string)
            }
            for u in s.unicodeScalars { scalars.append(u) }
        }
        while index < bytes.count {
            let b = bytes[index]
            if b == 0x22 {
                try flush(index)
                index += 1
                return String(scalars)
            }
            guard b >= 0x20 else { throw fail(.string) }
            guard b == 0x5C else {
                index += 1
                continue
            }
            try flush(index)
            index += 1
            guard index < bytes.count else { throw fail(.unexpectedEnd) }
            let e = bytes[index]
            index += 1
            switch e {
            case 0x22: scalars.append("\"")
            case 0x5C: scalars.append("\\")
            case 0x2F: scalars.append("/")
            case 0x62: scalars.append("\u{8}")
            case 0x66: scalars.append("\u{c}")
            case 0x6E: scalars.append("\n")
            case 0x72: scalars.append("\r")
            case 0x74: scalars.append("\t")
            case 0x75: scalars.append(try unicodeEscape())
            default: throw fail(.string)
            }
            runStart = index
        }
        throw fail(.unexpectedEnd)
    }

    mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail(.unexpectedEnd) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x41 + 10
            case 0x61...0x66: d = b - 0x61 + 10
            default: throw fail(.string)
            }
            v = v * 16 + UInt32(d)
            index += 1
        }
        return v
    }

    /// After `\u`: one scalar, a surrogate pair joined.
    mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let hi = try hex4()
        if (0xD800..<0xDC00).contains(hi) {
            guard index + 2 <= bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x75 else { throw fail(.string) }
            index += 2
            let lo = try hex4()
            guard (0xDC00..<0xE000).contains(lo), let u = Unicode.Scalar(0x10000 + (hi - 0xD800) << 10 + (lo - 0xDC00)) else {
                throw fail(.string)
            }
            return u
        }
        guard let u = Unicode.Scalar(hi) else { throw fail(.string) }
        return u
    }
}
