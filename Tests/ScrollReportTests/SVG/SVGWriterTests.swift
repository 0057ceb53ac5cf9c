import ScrollReport
import Testing

@Suite struct SVGWriterTests {
    @Test func textAndAttributesAreEscaped() {
        var svg = SVGWriter(width: 100, height: 50)
        svg.text("a < b & \"c\" > 'd'", x: 1, y: 2, class: "t", extra: [("data-name", "<script>\"x\"</script>")])
        let out = svg.finish()
        #expect(out.contains(">a &lt; b &amp; &quot;c&quot; &gt; &#39;d&#39;</text>"))
        #expect(out.contains("data-name=\"&lt;script&gt;&quot;x&quot;&lt;/script&gt;\""))
        #expect(!out.contains("<script>"))
    }

    @Test func numbersAreShortAndStable() {
        #expect(Markup.number(12.5) == "12.5")
        #expect(Markup.number(3.0) == "3")
        #expect(Markup.number(-0.001) == "0")
        #expect(Markup.number(1.005, decimals: 3) == "1.005")
        #expect(Markup.number(2.0 / 3.0) == "0.67")
        #expect(Markup.number(.nan) == "0")
        #expect(Markup.number(-1234.5678) == "-1234.57")
    }

    @Test func elementsNestAndCloseInOrder() {
        var svg = SVGWriter(width: 10, height: 10)
        svg.open("g", [("class", "a"), ("id", nil)])
        svg.line(x1: 0, y1: 0.333, x2: 10, y2: 10, class: "l")
        svg.polyline([(x: 0, y: 0), (x: 1.5, y: 2.25)], class: "p")
        svg.polyline([(x: 0, y: 0)], class: "single")
        let out = svg.finish(attributes: [("id", "plot")])
        #expect(
            out == """
                <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" id="plot">
                <g class="a">
                <line x1="0" y1="0.33" x2="10" y2="10" class="l"/>
                <polyline points="0,0 1.5,2.25" class="p"/>
                </g>
                </svg>

                """)
    }

    @Test func jsonStringsCannotCloseAScript() {
        #expect(Markup.jsonString("a\"b\\c\n</script>") == "\"a\\\"b\\\\c\\n\\u003c/script>\"")
        #expect(Markup.jsonString("\u{1}") == "\"\\u0001\"")
    }
}
