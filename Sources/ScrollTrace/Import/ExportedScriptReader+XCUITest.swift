import Foundation
import ScrollCore
import ScrollInput

extension ExportedScriptReader {
    /// Each `at(X, Y).press(forDuration: P, thenDragTo: at(X2, Y2), withVelocity: XCUIGestureVelocity(rawValue: V),
    /// thenHoldForDuration: H)` as finger 1: down at the stroke's start, moves from `P` on at `V` pt/s every
    /// `interval` (the last on the end point), up `H` later. A `Thread.sleep(forTimeInterval: G)` waits `G`.
    static func xcuitest(_ lines: [String]) throws(ImportError) -> [InputEvent] {
        var out: [InputEvent] = []
        var now = 0.0
        for (n, line) in lines.enumerated() {
            let row = line.trimmingCharacters(in: .whitespaces)
            if row.hasPrefix("Thread.sleep(forTimeInterval:") {
                let v = try numbers(row.dropFirst("Thread.sleep(forTimeInterval:".count).dropLast(), line: n + 1)
                guard v.count == 1, v[0] >= 0 else { throw ImportError(line: n + 1, "a sleep needs seconds ≥ 0") }
                now += v[0]
                continue
            }
            guard row.hasPrefix("at("), row.contains(".press(forDuration:") else { continue }
            let v = try strokeNumbers(row, line: n + 1)
            let (a, press, b, speed, hold) = (Point(x: v[0], y: v[1]), v[2], Point(x: v[3], y: v[4]), v[5], v[6])
            guard press >= 0, hold >= 0, speed > 0 else {
                throw ImportError(line: n + 1, "durations must be ≥ 0 and the velocity > 0")
            }
            out.append(.pointer(PointerEvent(.down, id: 1, at: a, time: now)))
            now += press
            let length = (b - a).length
            let duration = length / speed
            let steps = length > 0 ? max(1, Int((duration / interval).rounded(.up))) : 0
            guard out.count + steps < Trace.maximumLineCount else { throw ImportError(line: n + 1, "the drag makes too many samples") }
            if steps > 0 {
                for k in 1...steps {
                    let f = Double(k) / Double(steps)
                    out.append(.pointer(PointerEvent(.move, id: 1, at: a + (b - a) * f, time: now + duration * f)))
                }
            }
            now += duration + hold
            out.append(.pointer(PointerEvent(.up, id: 1, at: b, time: now)))
        }
        return out
    }

    /// The seven numbers of a press line: x, y, press, x2, y2, velocity, hold.
    static func strokeNumbers(_ row: String, line: Int) throws(ImportError) -> [Double] {
        var text = row
        for word in ["at(", ".press(forDuration:", "thenDragTo:", "withVelocity:", "XCUIGestureVelocity(rawValue:", "thenHoldForDuration:"]
        {
            text = text.replacingOccurrences(of: word, with: word == ".press(forDuration:" ? "," : "")
        }
        let v = try numbers(Substring(text), line: line)
        guard v.count == 7 else { throw ImportError(line: line, "a press line needs at(x, y), four numbers and at(x, y)") }
        return v
    }
}
