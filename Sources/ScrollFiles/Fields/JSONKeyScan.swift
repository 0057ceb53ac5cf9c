import Foundation

/// Where each value of a JSON text sits: the line of every member and array element by its path
/// (`pages[1].rowHeights[0]`), and every object key in file order with its pattern (`pages[].rows`),
/// so a message can name the line, and unknown fields are reported in the order a reader meets them.
/// Runs on text JSONDecoder has already accepted (it only tracks strings, brackets and commas).
struct JSONKeyScan {
    /// One object key as written.
    struct Key: Equatable {
        /// With indices: `pages[1].rowHeigth`.
        var path: String
        /// The object holding it, indices dropped: `pages[]` ("" for the top level).
        var parentPattern: String
        var name: String
        var line: Int
    }

    private(set) var keys: [Key] = []
    /// The line each value starts on, by its path with indices ("" is the whole document).
    private(set) var lines: [String: Int] = [:]

    private enum Level {
        case object(path: String, pattern: String)
        case array(path: String, pattern: String, index: Int)
    }

    init(_ data: Data) {
        let bytes = [UInt8](data)
        var stack: [Level] = []
        var line = 1
        var i = 0
        // The path and pattern of the value about to start (set by a key, or by an array slot).
        var pending: (String, String) = ("", "")
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case 0x0A: line += 1
            case 0x22:
                let (text, end, newlines) = Self.string(bytes, from: i)
                if case .object(let path, let pattern)? = stack.last, Self.isKey(bytes, after: end) {
                    let full = path.isEmpty ? text : "\(path).\(text)"
                    keys.append(Key(path: full, parentPattern: pattern, name: text, line: line))
                    pending = (full, pattern.isEmpty ? text : "\(pattern).\(text)")
                } else {
                    lines[pending.0] = lines[pending.0] ?? line
                }
                line += newlines
                i = end
            case 0x7B, 0x5B:
                lines[pending.0] = lines[pending.0] ?? line
                if c == 0x7B {
                    stack.append(.object(path: pending.0, pattern: pending.1))
                } else {
                    stack.append(.array(path: pending.0, pattern: pending.1, index: 0))
                    pending = ("\(pending.0)[0]", "\(pending.1)[]")
                }
            case 0x7D, 0x5D: _ = stack.popLast()
            case 0x2C:
                if case .array(let path, let pattern, let n)? = stack.last {
                    stack[stack.count - 1] = .array(path: path, pattern: pattern, index: n + 1)
                    pending = ("\(path)[\(n + 1)]", "\(pattern)[]")
                }
            case 0x20, 0x09, 0x0D, 0x3A: break
            default: lines[pending.0] = lines[pending.0] ?? line  // a number, true, false, null
            }
            i += 1
        }
    }

    /// The string starting at `start` (a quote): its text (escapes kept as written — keys are plain
    /// names), the index of its closing quote, and the newlines inside it (none in valid JSON).
    private static func string(_ bytes: [UInt8], from start: Int) -> (String, Int, Int) {
        var i = start + 1
        var escaped = false
        while i < bytes.count {
            if escaped { escaped = false } else if bytes[i] == 0x5C { escaped = true } else if bytes[i] == 0x22 { break }
            i += 1
        }
        return (String(decoding: bytes[(start + 1)..<min(i, bytes.count)], as: UTF8.self), i, 0)
    }

    /// Whether a colon follows position `end` (the string there is an object key).
    private static func isKey(_ bytes: [UInt8], after end: Int) -> Bool {
        var j = end + 1
        while j < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
        return j < bytes.count && bytes[j] == 0x3A
    }

    /// The line of the value at `path`, or of the nearest enclosing value that has one.
    func line(of path: String) -> Int? {
        var p = path
        while true {
            if let l = lines[p] { return l }
            guard !p.isEmpty else { return nil }
            if p.hasSuffix("]"), let open = p.lastIndex(of: "[") {
                p = String(p[..<open])
            } else if let dot = p.lastIndex(of: ".") {
                p = String(p[..<dot])
            } else {
                p = ""
            }
        }
    }
}
