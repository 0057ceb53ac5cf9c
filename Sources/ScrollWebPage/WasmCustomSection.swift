/// A WebAssembly module's custom sections, read from its bytes without instantiating it: after the
/// 8-byte header (`\0asm`, version 1), each section is an id byte and its size (unsigned LEB128); a
/// custom section (id 0) starts with its name (a LEB128 length and the UTF-8 bytes), the rest is its
/// payload. scripts/wasm/source-stamp.py reads and writes them the same way.
public enum WasmCustomSection {
    /// The module header: `\0asm`, version 1.
    public static let header: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]

    /// The payload of the first custom section named `name`; nil when there is none, or when the bytes
    /// are not a module whose every section header is well formed (a truncated section, a LEB128 run past
    /// the end or longer than 5 bytes): a malformed module carries nothing, it never traps.
    public static func payload(named name: String, in module: [UInt8]) -> [UInt8]? {
        guard module.starts(with: header) else { return nil }
        let wanted = Array(name.utf8)
        var found: [UInt8]?
        var i = header.count
        while i < module.count {
            let id = module[i]
            i += 1
            guard let size = leb128(module, at: &i), size <= module.count - i else { return nil }
            let end = i + size
            if id == 0, found == nil {
                var k = i
                guard let length = leb128(module, at: &k), length <= end - k else { return nil }
                if Array(module[k..<(k + length)]) == wanted { found = Array(module[(k + length)..<end]) }
            }
            i = end
        }
        return found
    }

    /// The custom section named `name` carrying `payload`, as bytes to append to a module.
    public static func encode(name: String, payload: [UInt8]) -> [UInt8] {
        let body = leb128(name.utf8.count) + Array(name.utf8) + payload
        return [0] + leb128(body.count) + body
    }

    /// An unsigned LEB128 at `i` (at most 5 bytes: a u32), `i` moved past it; nil when it runs past the
    /// end or is longer.
    static func leb128(_ bytes: [UInt8], at i: inout Int) -> Int? {
        var value = 0
        for shift in stride(from: 0, through: 28, by: 7) {
            guard i < bytes.count else { return nil }
            let byte = bytes[i]
            i += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        return nil
    }

    /// `n` as unsigned LEB128.
    static func leb128(_ n: Int) -> [UInt8] {
        var out: [UInt8] = []
        var rest = n
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            out.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
        return out
    }
}
