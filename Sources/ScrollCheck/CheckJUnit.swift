import Foundation
import ScrollReport

/// `--junit FILE`: JUnit XML as CI systems read it (GitHub Actions reporters, GitLab's
/// `artifacts:reports:junit`, Jenkins): one `<testcase>` per trace × rate × feel, a `<failure>`
/// holding its lines.
public enum CheckJUnit {
    public static func xml(_ outcomes: [CheckRunner.Outcome], seconds: Double) -> String {
        let failures = outcomes.filter { !$0.passed }.count
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time(seconds))\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"scrolllab check\" \(counts)>\n"
        out += "  <testsuite name=\"scrolllab check\" \(counts) skipped=\"0\">\n"
        for o in outcomes {
            let folder = (o.path as NSString).deletingLastPathComponent
            let name = (o.path as NSString).lastPathComponent + " (\(o.variant))"
            let head =
                "    <testcase classname=\"\(Markup.escape(folder.isEmpty ? "." : folder))\" name=\"\(Markup.escape(name))\" time=\"\(time(o.seconds))\""
            guard !o.passed else {
                out += head + "/>\n"
                continue
            }
            let what = o.failures.count == 1 ? o.failures[0] : "\(o.failures[0]) … and \(o.failures.count - 1) more"
            out += head + ">\n"
            let body = (o.note.map { [$0] } ?? []) + o.failures
            out +=
                "      <failure type=\"check\" message=\"\(Markup.escape(what))\">\(Markup.escape(body.joined(separator: "\n")))</failure>\n"
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    public static func time(_ s: Double) -> String { String(format: "%.3f", s) }
}
