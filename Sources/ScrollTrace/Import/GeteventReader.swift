import Foundation

/// Android's `adb shell getevent -lt` (AOSP system/core/toolbox/getevent.c): one event a line,
/// `[   SEC.USEC] /dev/input/eventN: EV_ABS       ABS_MT_POSITION_X    000001f4`. Types and codes
/// are labels (`-l`) or 4-digit hex; values 8-digit hex (`ffffffff` is −1) or a label (`DOWN`);
/// the device path is there when getevent watched every device. `add device` / `name:` lines are
/// skipped. The axis ranges come from `getevent -p` (`GeteventProps`).
public enum GeteventReader {
    /// The events by device path ("" when the lines name none), in file order.
    public static func events(_ text: String) throws(ImportError) -> [String: [EvdevEvent]] {
        var out: [String: [EvdevEvent]] = [:]
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let n = i + 1
            let s = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if s.isEmpty || s.hasPrefix("add device") || s.hasPrefix("remove device") || s.hasPrefix("name:") { continue }
            guard s.hasPrefix("["), let close = s.firstIndex(of: "]") else {
                throw ImportError(line: n, "not a getevent event line (expected \"[ SECONDS.MICROSECONDS ] …\": record with getevent -lt)")
            }
            let us = try microseconds(String(s[s.index(after: s.startIndex)..<close]), line: n)
            var tokens = s[s.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            var device = ""
            if let f = tokens.first, f.hasSuffix(":") {
                device = String(f.dropLast())
                tokens.removeFirst()
            }
            guard tokens.count >= 3 else { throw ImportError(line: n, "expected TYPE CODE VALUE after the time") }
            out[device, default: []].append(try event(tokens, microseconds: us, line: n))
        }
        return out
    }

    /// `SEC.USEC` (six digits of microseconds) as microseconds.
    static func microseconds(_ text: String, line: Int) throws(ImportError) -> Int64 {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 6, let sec = Int64(parts[0]), let usec = Int64(parts[1]), sec >= 0, usec >= 0,
            sec < 1 << 40
        else { throw ImportError(line: line, "bad timestamp '[\(text)]' (expected seconds.microseconds)") }
        return sec * 1_000_000 + usec
    }

    static func event(_ t: [String], microseconds us: Int64, line n: Int) throws(ImportError) -> EvdevEvent {
        guard let type = EvdevCode.types[t[0]] ?? (t[0].count <= 4 ? Int(t[0], radix: 16) : nil) else {
            throw ImportError(line: n, "unknown event type '\(t[0])'")
        }
        guard let code = EvdevCode.code(t[1], type: type) else { throw ImportError(line: n, "unknown event code '\(t[1])'") }
        let value: Int
        if let v = EvdevCode.valueLabels[t[2]] {
            value = v
        } else if t[2].count <= 8, let v = UInt32(t[2], radix: 16) {
            value = Int(Int32(bitPattern: v))
        } else {
            throw ImportError(line: n, "bad value '\(t[2])' (expected 8 hex digits)")
        }
        return EvdevEvent(microseconds: us, type: type, code: code, value: value, line: n)
    }

    /// The touch device's recording: the device `props` describes with `ABS_MT_POSITION_X`, else
    /// the first device whose events have multi-touch positions.
    public static func recording(events: [String: [EvdevEvent]], props: [GeteventProps.Device]) throws(ImportError) -> EvdevRecording {
        let touch = props.first { $0.axes[EvdevCode.absMTPositionX] != nil }
        if let touch {
            let key = events[touch.path] != nil ? touch.path : ""
            guard let list = events[key] else {
                throw ImportError(line: nil, "no events of \(touch.path), the touch device --props describes")
            }
            return EvdevRecording(axes: touch.axes, properties: touch.properties, events: list)
        }
        let candidates = events.filter { $0.value.contains { $0.type == EvdevCode.evAbs && $0.code == EvdevCode.absMTTrackingID } }
        guard let pick = candidates.min(by: { ($0.value.first?.line ?? 0) < ($1.value.first?.line ?? 0) }) else {
            throw ImportError(line: nil, "no multi-touch events (ABS_MT_TRACKING_ID) in the recording")
        }
        return EvdevRecording(events: pick.value)
    }
}
