import Foundation

/// `adb shell getevent -p` (or `-lp`): per device `add device N: PATH`, its `ABS (0003):` axes as
/// `CODE : value V, min A, max B, fuzz F, flat L, resolution R` (one a line, the first on the
/// `ABS` line) and its `input props:`. Everything else is skipped.
public enum GeteventProps {
    public struct Device: Equatable, Sendable {
        public var path: String
        public var axes: [Int: AxisRange] = [:]
        public var properties: Set<Int>?
    }

    public static func parse(_ text: String) throws(ImportError) -> [Device] {
        var devices: [Device] = []
        var inProps = false
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let s = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if s.hasPrefix("add device") {
                let path = s.split(separator: ":", maxSplits: 1).dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                devices.append(Device(path: path))
                inProps = false
                continue
            }
            guard !devices.isEmpty else { continue }
            if s == "input props:" {
                inProps = true
                devices[devices.count - 1].properties = []
                continue
            }
            if inProps {
                if let p = EvdevCode.properties[s] ?? (s.count == 4 ? Int(s, radix: 16) : nil) {
                    devices[devices.count - 1].properties?.insert(p)
                    continue
                }
                inProps = false
            }
            guard s.contains(": value ") else { continue }
            let (code, axis) = try self.axis(s, line: i + 1)
            devices[devices.count - 1].axes[code] = axis
        }
        guard !devices.isEmpty else { throw ImportError(line: nil, "no devices (expected getevent -p output: \"add device N: PATH\")") }
        return devices
    }

    /// `[ABS (0003):] CODE[*] : value V, min A, max B, fuzz F, flat L, resolution R`.
    static func axis(_ s: String, line: Int) throws(ImportError) -> (Int, AxisRange) {
        var head = s
        if let r = head.range(of: "ABS (0003):") { head = String(head[r.upperBound...]) }
        let parts = head.split(separator: ":", maxSplits: 1)
        let name = parts[0].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "*", with: "")
        var numbers: [String: Int] = [:]
        for field in parts.count > 1 ? parts[1].split(separator: ",") : [] {
            let kv = field.split(separator: " ")
            if kv.count == 2, let v = Int(kv[1]) { numbers[String(kv[0])] = v }
        }
        guard let code = EvdevCode.code(name, type: EvdevCode.evAbs), let lo = numbers["min"], let hi = numbers["max"] else {
            throw ImportError(line: line, "bad axis line (expected CODE : value V, min A, max B, fuzz F, flat L, resolution R)")
        }
        return (code, try AxisRange(checking: lo, hi, resolution: numbers["resolution"] ?? 0, line: line))
    }
}
