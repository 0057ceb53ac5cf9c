import Foundation
import ScrollCore
import ScrollInput

/// `scrolllab export android`: a Kotlin instrumentation-test snippet that injects every pointer event
/// as a `MotionEvent` (`MotionEvent.obtain(downTime, eventTime, …)`, all pointers down, through
/// `UiAutomation.injectInputEvent`), each at its trace time, and `adb shell input swipe` lines as
/// the rough alternative.
public enum AndroidWriter {
    public static func kotlin(_ trace: Trace, source: String) -> String {
        var rows: [String] = []
        let events = ExportEvents.clamped(trace.events)
        // Pointer ids folded to 0, 1, 2 … in order of first use (a trace's ids may exceed Kotlin's Int).
        var ids: [Int64: Int] = [:]
        for case .pointer(let p) in events {
            let kind = ["down": 0, "move": 1, "up": 2, "cancel": 3][p.kind.rawValue] ?? 1
            let id = ids[p.id] ?? ids.count
            ids[p.id] = id
            rows.append("        Ev(\(Int((p.time * 1000).rounded()))L, \(kind), \(id), \(f(p.position.x)), \(f(p.position.y))),")
        }
        let h = trace.header
        var text = SourceText.fill(
            AndroidTemplate.text,
            [
                "SOURCE": SourceText.comment("\(source) (scene \(h.scene), device \(h.device))"),
                "IMPORTS": AndroidTemplate.imports, "EVENTS": rows.joined(separator: "\n"),
            ])
        text += "\n// Rough alternative: one straight, constant-speed `adb shell input swipe` per stroke (the curve, the\n"
        text += "// speed profile, the rest before the lift and simultaneous fingers are lost). D is the density.\n"
        text += "//   D=2.625\n"
        var previous = 0.0
        for s in Stroke.strokes(events) {
            if s.start.time - previous > 0.001 { text += "//   sleep \(String(format: "%.3f", s.start.time - previous))\n" }
            previous = s.last.time
            let a = s.start.position
            let b = s.last.position
            let ms = max(1, Int((s.duration * 1000).rounded()))
            let numbers = [a.x, a.y, b.x, b.y].map { "\(plain($0))*d" }.joined(separator: ", ")
            text += "//   adb shell input swipe $(awk -v d=$D 'BEGIN{printf \"%d %d %d %d\", \(numbers)}') \(ms)\n"
        }
        return text
    }

    /// A number to three decimals, as awk reads it.
    static func plain(_ v: Double) -> String { Trace.num((v * 1000).rounded() / 1000) }

    /// A Kotlin Float literal to three decimals.
    static func f(_ v: Double) -> String {
        let s = plain(v)
        return s.contains(".") || s.contains("e") ? s + "f" : s + ".0f"
    }
}
