import Testing

@testable import ScrollCheck

/// `check --junit`: names and failure lines go through the one XML escaper (`Markup.escape`).
@Suite struct CheckJUnitTests {
    @Test func aFailingCaseIsEscapedXML() {
        let failed = CheckRunner.Outcome(
            path: "a&b/it's <bad>.ndjson", variant: "60 Hz", failures: ["y 1 → 2 (±0.5)", "x \u{1}"], seconds: 0.25)
        let passed = CheckRunner.Outcome(path: "ok.ndjson", variant: "120 Hz", failures: [])
        let xml = CheckJUnit.xml([failed, passed], seconds: 1)
        #expect(
            xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"scrolllab check\" tests=\"2\" failures=\"1\""))
        #expect(xml.contains(#"<testcase classname="a&amp;b" name="it&#39;s &lt;bad&gt;.ndjson (60 Hz)" time="0.250">"#))
        #expect(xml.contains("<failure type=\"check\" message=\"y 1 → 2 (±0.5) … and 1 more\">y 1 → 2 (±0.5)\nx \u{FFFD}</failure>"))
        #expect(xml.contains(#"<testcase classname="." name="ok.ndjson (120 Hz)" time="0.000"/>"#))
    }
}
