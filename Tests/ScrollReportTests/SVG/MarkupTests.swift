import Testing

@testable import ScrollReport

/// `Markup.escape`, the one escaper of HTML, SVG and XML (the report, the web page, `check --junit`).
@Suite struct MarkupTests {
    @Test func theFiveEntitiesAndWhatXMLCannotHold() {
        #expect(Markup.escape(#"a < b & "c" > 'd'"#) == "a &lt; b &amp; &quot;c&quot; &gt; &#39;d&#39;")
        #expect(Markup.escape("tab\tnew\nline") == "tab\tnew\nline")
        #expect(Markup.escape("nul\u{0}bell\u{7}cr\r\u{FFFE}\u{FFFF}") == "nul\u{FFFD}bell\u{FFFD}cr\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(Markup.escape("é → 😀") == "é → 😀")
    }
}
