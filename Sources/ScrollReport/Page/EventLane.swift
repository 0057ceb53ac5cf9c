/// The report's event lane: the scene's delegate events (didStick, refresh states, didScrollToPage,
/// willBeginDragging…, every scene session's, on the trace's clock) on the timeline — one mark per event along
/// the trace's duration, and the list below it; a click on either moves the scrubber there. A trace
/// that switches scene lists every scene's events, each with its scene, and each switch as a mark of
/// its own and a line of the list.
public struct EventLane: Sendable {
    public struct Event: Equatable, Sendable {
        public var time: Double
        public var name: String
        /// What it concerns: the scroll view's id, the page (`page 2`), nothing.
        public var subject: String?
        /// The scene it happened on: set only when the trace has more than one.
        public var scene: String?

        public init(time: Double, name: String, subject: String?, scene: String? = nil) {
            self.time = time
            self.name = name
            self.subject = subject
            self.scene = scene
        }
    }

    /// A scene switch (`scene=ID`, a number key): when, the scene switched to, and how many of the
    /// lane's events came before it (the old scene's events at its instant are listed before it).
    public struct Switch: Equatable, Sendable {
        public var time: Double
        public var scene: String
        public var after: Int

        public init(time: Double, scene: String, after: Int) {
            self.time = time
            self.scene = scene
            self.after = after
        }

        /// `scene → ID at T s`: the mark's title, the list's line, the plots' mark.
        public var label: String { "scene → \(scene) at \(Markup.number(time, decimals: 3)) s" }
    }

    public var events: [Event]
    public var switches: [Switch]

    public init(events: [Event], switches: [Switch] = []) {
        self.events = events
        self.switches = switches
    }

    /// The section's HTML for a timeline of `duration` seconds.
    public func html(duration: Double) -> String {
        var out = "<section id=\"events\">\n<h2>Events</h2>\n"
        guard !events.isEmpty || !switches.isEmpty else { return out + "<p>The scene reported no event.</p>\n</section>\n" }
        out += "<div class=\"event-strip\" role=\"img\" aria-label=\"events on the timeline\">"
        let span = max(duration, 0.001)
        let entries = items
        for entry in entries {
            let left = min(100, max(0, entry.time / span * 100))
            let kind = if case .change = entry.item { "mark switch" } else { "mark" }
            out += "<span class=\"\(kind)\" style=\"left:\(Markup.number(left, decimals: 3))%\""
            out += " data-t=\"\(Markup.number(entry.time, decimals: 6))\" title=\"\(Markup.escape(label(entry.item)))\"></span>"
        }
        out += "</div>\n<ol id=\"event-lane\">\n"
        for entry in entries {
            out += line(entry.item)
        }
        return out + "</ol>\n</section>\n"
    }

    /// Events and switches in the order they happened: each switch after the events before it.
    var items: [(time: Double, item: Item)] {
        var out: [(time: Double, item: Item)] = []
        var pending = switches[...]
        for (i, e) in events.enumerated() {
            while let s = pending.first, s.after <= i {
                out.append((s.time, .change(s)))
                pending = pending.dropFirst()
            }
            out.append((e.time, .event(e)))
        }
        return out + pending.map { ($0.time, .change($0)) }
    }

    enum Item {
        case event(Event)
        case change(Switch)
    }

    func line(_ item: Item) -> String {
        switch item {
        case .change(let s):
            return
                "<li class=\"event switch\" tabindex=\"0\" data-t=\"\(Markup.number(s.time, decimals: 6))\"><b>\(Markup.escape(s.label))</b></li>\n"
        case .event(let e):
            var out = "<li class=\"event\" tabindex=\"0\" data-t=\"\(Markup.number(e.time, decimals: 6))\">"
            out += "<time>\(Markup.number(e.time, decimals: 3)) s</time> <b>\(Markup.escape(e.name))</b>"
            if let s = e.subject { out += " <span class=\"subject\">\(Markup.escape(s))</span>" }
            if let s = e.scene { out += " <span class=\"scene\">on \(Markup.escape(s))</span>" }
            return out + "</li>\n"
        }
    }

    func label(_ item: Item) -> String {
        switch item {
        case .change(let s): s.label
        case .event(let e):
            Markup.number(e.time, decimals: 3) + " s " + e.name + (e.subject.map { " · " + $0 } ?? "") + (e.scene.map { " on " + $0 } ?? "")
        }
    }

    /// The lane's style (appended to the page's).
    public static let css = """
        #events .event-strip { position: relative; height: 18px; margin: 4px 0 8px; border-bottom: 1px solid var(--muted); }
        #events .mark { position: absolute; bottom: 0; width: 2px; height: 14px; margin-left: -1px; background: #34c759; cursor: pointer; }
        #event-lane { list-style: none; padding: 0; margin: 0; max-height: 180px; overflow-y: auto; font-size: 13px; }
        #event-lane li { cursor: pointer; padding: 1px 4px; } #event-lane li.current { background: rgba(52, 199, 89, 0.18); }
        #event-lane time { color: var(--muted); } #event-lane .subject { color: var(--muted); }
        #events .mark.switch { width: 3px; height: 18px; background: #1c1c1e; } #event-lane li.switch { border-top: 1px solid var(--muted); }
        #event-lane .scene { font-size: 11px; padding: 0 5px; border-radius: 8px; background: #eee; }

        """

    /// The lane's script, inside the page's (it calls its `show`): a click moves the scrubber there.
    public static let script = """
          for (const el of document.querySelectorAll("#event-lane > li.event, #events .mark")) {
            el.addEventListener("click", () => show(+el.dataset.t));
            el.addEventListener("keydown", (e) => { if (e.key === "Enter") show(+el.dataset.t); });
          }

        """
}
