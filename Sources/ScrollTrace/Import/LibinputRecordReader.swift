import Foundation

/// `libinput record` YAML (libinput tools/libinput-record.c, format version 1), read line by line
/// for what an import needs: per device (`- node: PATH`) its `absinfo:` (`CODE: [min, max, fuzz,
/// flat, res]`), `properties: [..]`, udev's `ID_INPUT_TOUCHPAD=1`, and its `events:` — `- evdev:`
/// frames of `- [sec, usec, type, code, value]`. Other event blocks (`- libinput:`, `- hid:`) are
/// skipped: the libinput-level events are derived from the same evdev frames. The first device
/// with multi-touch axes is the one imported.
public enum LibinputRecordReader {
    struct Device {
        var recording = EvdevRecording()
        var line = 0
    }

    enum Section {
        case none
        case absinfo(indent: Int)
        case events
    }

    public static func recording(_ text: String) throws(ImportError) -> EvdevRecording {
        var devices: [Device] = []
        var section = Section.none
        var inEvdevBlock = false
        var sawDevices = false
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let n = i + 1
            let body = uncommented(String(raw))
            let s = body.trimmingCharacters(in: .whitespaces)
            if s.isEmpty { continue }
            let indent = body.prefix { $0 == " " }.count
            if indent == 0, s.hasPrefix("version:") {
                let v = s.dropFirst("version:".count).trimmingCharacters(in: .whitespaces)
                guard v == "1" else { throw ImportError(line: n, "libinput record version \(v) (this reads version 1)") }
            }
            if s == "devices:" { sawDevices = true }
            if s.hasPrefix("- node:") {
                devices.append(Device(line: n))
                section = .none
                continue
            }
            guard !devices.isEmpty else { continue }
            if case .absinfo(let level) = section {
                if indent > level {
                    let (code, axis) = try self.axis(s, line: n)
                    devices[devices.count - 1].recording.axes[code] = axis
                    continue
                }
                section = .none
            }
            if case .events = section {
                if s.hasPrefix("- [") {
                    if inEvdevBlock { devices[devices.count - 1].recording.events.append(try event(s, line: n)) }
                    continue
                }
                if s.hasPrefix("- ") && s.hasSuffix(":") {
                    inEvdevBlock = s == "- evdev:"
                    continue
                }
            }
            switch s {
            case "absinfo:": section = .absinfo(indent: indent)
            case "events:": section = .events
            case "- ID_INPUT_TOUCHPAD=1": devices[devices.count - 1].recording.udevTouchpad = true
            default:
                if s.hasPrefix("properties: [") { devices[devices.count - 1].recording.properties = Set(try integers(s, line: n)) }
            }
        }
        guard sawDevices else { throw ImportError(line: nil, "not a libinput record file (no \"devices:\")") }
        guard let touch = devices.first(where: { $0.recording.axes[EvdevCode.absMTPositionX] != nil }) else {
            throw ImportError(line: nil, "no multi-touch device in the recording (no ABS_MT_POSITION_X in any absinfo)")
        }
        return touch.recording
    }

    /// The line without a `#` comment (a `#` inside double quotes stays).
    static func uncommented(_ line: String) -> String {
        var quoted = false
        for (i, c) in line.enumerated() {
            if c == "\"" { quoted.toggle() }
            if c == "#" && !quoted { return String(line.prefix(i)) }
        }
        return line
    }

    /// The whole numbers of `[a, b, …]` in `s`.
    static func integers(_ s: String, line: Int) throws(ImportError) -> [Int] {
        guard let open = s.firstIndex(of: "["), let close = s.lastIndex(of: "]"), open < close else {
            throw ImportError(line: line, "expected a list [a, b, …]")
        }
        let inner = s[s.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var out: [Int] = []
        for item in inner where !item.isEmpty {
            guard let v = Int(item) else { throw ImportError(line: line, "'\(item)' is not a whole number") }
            out.append(v)
        }
        return out
    }

    /// `CODE: [min, max, fuzz, flat, res]`.
    static func axis(_ s: String, line: Int) throws(ImportError) -> (Int, AxisRange) {
        let parts = s.split(separator: ":", maxSplits: 1)
        let v = try integers(s, line: line)
        guard parts.count == 2, let code = Int(parts[0].trimmingCharacters(in: .whitespaces)), v.count == 5 else {
            throw ImportError(line: line, "an absinfo entry must be CODE: [min, max, fuzz, flat, resolution]")
        }
        return (code, try AxisRange(checking: v[0], v[1], resolution: v[4], line: line))
    }

    /// `- [sec, usec, type, code, value]`.
    static func event(_ s: String, line: Int) throws(ImportError) -> EvdevEvent {
        let v = try integers(s, line: line)
        guard v.count == 5, v[0] >= 0, v[0] < 1 << 40, (0..<1_000_000).contains(v[1]) else {
            throw ImportError(line: line, "an evdev event must be [sec, usec, type, code, value]")
        }
        return try EvdevEvent(checking: Int64(v[0]) * 1_000_000 + Int64(v[1]), type: v[2], code: v[3], value: v[4], line: line)
    }
}
