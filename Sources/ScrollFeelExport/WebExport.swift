import ScrollCore

/// `--target web`: CSS for what the web lets a page set — snapping and chaining. The physics
/// itself needs a virtual scroller driven by the real core compiled to wasm (as `scrolllab web`'s page).
public struct WebExport {
    public let feel: Feel

    private var name: String { "scrolllab-" + ExportLiteral.cssName(feel.name) }

    public var header: ExportHeader {
        ExportHeader(
            target: .web, feel: feel,
            exact: [
                "scroll chaining: a nested scroller hands the rest of a scroll to its parent (overscroll-behavior: auto), "
                    + "or keeps it (contain / none)",
                "paging: scroll-snap-type mandatory with scroll-snap-stop: always turns one page per fling",
            ],
            cannotSet: [
                "the decay, the overscroll and the spring: the browser runs its own fling (Chromium's "
                    + "PhysicsBasedFlingCurve or MobileScroller, Safari's UIScrollView); no CSS or DOM API sets them",
                "the exact physics needs a virtual scroller driven by ScrollCore compiled to wasm, as `scrolllab web`'s page "
                    + "is (docs/WEB.md); no CSS sets it",
                "the touch slop and the velocity estimator",
            ] + (ExportContentTouches(feel: feel).cannotSet(.web).map { [$0] } ?? []),
            links: [
                "https://developer.mozilla.org/docs/Web/CSS/overscroll-behavior",
                "https://developer.mozilla.org/docs/Web/CSS/scroll-snap-type",
                "https://developer.mozilla.org/docs/Web/CSS/scroll-snap-stop",
            ])
    }

    public var source: String {
        let local = feel.overscroll == .clamp ? "none" : "contain"
        var out = header.lines(prefix: nil)
        out += [
            "",
            "/* A scroller with the feel's chaining: the rest of a scroll goes to the parent, as in the lab. */",
            ".\(name) {",
            "  overflow-y: auto;",
            "  overscroll-behavior-y: auto;",
            "}",
            "",
            "/* A scroller that keeps its scroll (no chaining): \(local) = \(local == "none" ? "no overscroll effect either (a clamp feel)" : "keeps the browser's own bounce or glow"). */",
            ".\(name)--contained {",
            "  overflow-y: auto;",
            "  overscroll-behavior-y: \(local);",
            "}",
            "",
            "/* Paging: each child is a page; a fling turns one page. */",
            ".\(name)--paging {",
            "  overflow-y: auto;",
            "  overscroll-behavior-y: \(local);",
            "  scroll-snap-type: y mandatory;",
            "}",
            "",
            ".\(name)--paging > * {",
            "  scroll-snap-align: start;",
            "  scroll-snap-stop: always;",
            "}",
            "",
        ]
        let note = ExportContentTouches(feel: feel).comment(.web)
        out += ["/* " + note[0]] + note.dropFirst().map { "   " + $0 } + ["*/"]
        return out.joined(separator: "\n") + "\n"
    }
}
