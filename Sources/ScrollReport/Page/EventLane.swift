/// The report's event lane: the scene's delegate events (didStick, refresh states, didScrollToPage,
/// willBeginDragging…, as in the final state's `events`) on the timeline — one mark per event along
/// the trace's duration, and the list below it; a click on either moves the scrubber there.
public struct EventLane: Sendable {
    public struct Event: Equatable, Sendable {
        public var time: Double
        public var name: String
        /// What it concerns: the scroll view's id, the page (`page 2`), nothing.
        public var subject: String?

        public init(time: Double, name: String, subject: String?) {
            self.time = time
            self.name = name
            self.subject = subject
        }
    }

    public var events: [Event]

    public init(events: [Event]) {
        self.events = events
    }

    /// The section's HTML for a timeline of `duration` seconds.
    public func html(duration: Double) -> String {
        var out = "<section id=\"events\">\n<h2>Events</h2>\n"
        guard !events.isEmpty else { return out + "<p>The scene reported no event.</p>\n</section>\n" }
        out += "<div class=\"event-strip\" role=\"img\" aria-label=\"events on the timeline\">"
        let span = max(duration, 0.001)
        for e in events {
            let left = min(100, max(0, e.time / span * 100))
            out +=
                "<span class=\"mark\" style=\"left:\(Markup.number(left, decimals: 3))%\" data-t=\"\(Markup.number(e.time, decimals: 6))\""
            out += " title=\"\(Markup.escape(label(e)))\"></span>"
        }
        out += "</div>\n<ol id=\"event-lane\">\n"
        for e in events {
            out += "<li class=\"event\" tabindex=\"0\" data-t=\"\(Markup.number(e.time, decimals: 6))\">"
            out += "<time>\(Markup.number(e.time, decimals: 3)) s</time> <b>\(Markup.escape(e.name))</b>"
            if let s = e.subject { out += " <span class=\"subject\">\(Markup.escape(s))</span>" }
            out += "</li>\n"
        }
        return out + "</ol>\n</section>\n"
    }

    func label(_ e: Event) -> String {
        Markup.number(e.time, decimals: 3) + " s " + e.name + (e.subject.map { " · " + $0 } ?? "")
    }

    /// The lane's style (appended to the page's).
    public static let css = """
        #events .event-strip { position: relative; height: 18px; margin: 4px 0 8px; border-bottom: 1px solid var(--muted); }
        #events .mark { position: absolute; bottom: 0; width: 2px; height: 14px; margin-left: -1px; background: #34c759; cursor: pointer; }
        #event-lane { list-style: none; padding: 0; margin: 0; max-height: 180px; overflow-y: auto; font-size: 13px; }
        #event-lane li { cursor: pointer; padding: 1px 4px; } #event-lane li.current { background: rgba(52, 199, 89, 0.18); }
        #event-lane time { color: var(--muted); } #event-lane .subject { color: var(--muted); }

        """

    /// The lane's script, inside the page's (it calls its `show`): a click moves the scrubber there.
    public static let script = """
          for (const el of document.querySelectorAll("#event-lane > li.event, #events .mark")) {
            el.addEventListener("click", () => show(+el.dataset.t));
            el.addEventListener("keydown", (e) => { if (e.key === "Enter") show(+el.dataset.t); });
          }

        """
}
