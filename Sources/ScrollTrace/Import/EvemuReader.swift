import Foundation

/// `evemu-record` text (evemu src/evemu.c): `# ` comments, the device lines `N:` `I:` `P:` `B:`
/// `A:` (`A: CODE-hex min max fuzz flat res`), `L:` `S:`, then `E: SEC.USEC TYPE CODE VALUE` (type
/// and code in hex, the value decimal) with a `# description` after it.
public enum EvemuReader {
    public static func recording(_ text: String) throws(ImportError) -> EvdevRecording {
        var r = EvdevRecording()
        var propertyBytes = 0
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let n = i + 1
            let body = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let tag = tokens.first else { continue }
            switch tag {
            case "N:", "I:", "B:", "L:", "S:": continue
            case "P:":
                var props = r.properties ?? []
                for byte in tokens.dropFirst() {
                    guard let b = UInt8(byte, radix: 16) else { throw ImportError(line: n, "a P: line holds hex bytes") }
                    for bit in 0..<8 where b & (1 << bit) != 0 { props.insert(propertyBytes * 8 + bit) }
                    propertyBytes += 1
                }
                r.properties = props
            case "A:":
                let v = tokens.dropFirst().map { Int($0) }
                guard tokens.count >= 6, let code = Int(tokens[1], radix: 16), let lo = v[1], let hi = v[2] else {
                    throw ImportError(line: n, "an A: line must be A: CODE min max fuzz flat [resolution]")
                }
                r.axes[code] = try AxisRange(checking: lo, hi, resolution: (v.count > 5 ? v[5] : nil) ?? 0, line: n)
            case "E:": r.events.append(try event(tokens, line: n))
            default: throw ImportError(line: n, "not an evemu line (expected N:, I:, P:, B:, A:, E: or a # comment)")
            }
        }
        return r
    }

    static func event(_ t: [String], line: Int) throws(ImportError) -> EvdevEvent {
        let time = t.count > 1 ? t[1].split(separator: ".", omittingEmptySubsequences: false) : []
        guard t.count >= 5, time.count == 2, time[1].count == 6, let sec = Int64(time[0]), let usec = Int64(time[1]), sec >= 0,
            sec < 1 << 40, usec >= 0, let type = Int(t[2], radix: 16), let code = Int(t[3], radix: 16), let value = Int(t[4])
        else { throw ImportError(line: line, "an E: line must be E: SEC.USEC TYPE CODE VALUE") }
        return try EvdevEvent(checking: sec * 1_000_000 + usec, type: type, code: code, value: value, line: line)
    }
}
