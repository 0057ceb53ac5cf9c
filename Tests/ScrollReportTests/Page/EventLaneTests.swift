import ScrollReport
import Testing

/// The report's event lane: every event in time order, and a trace that switches scene shows each
/// switch (a mark of its own and a line of the list) and each event's scene, escaped.
@Suite struct EventLaneTests {
    /// The old scene's event at the switch's instant comes before it, the new scene's after.
    @Test func aSwitchIsAMarkAndALineBetweenTheScenesEventsAndEachEventNamesItsScene() {
        let lane = EventLane(
            events: [
                EventLane.Event(time: 0.5, name: "didEndDragging", subject: "main", scene: "shop2"),
                EventLane.Event(time: 3, name: "didEndDecelerating", subject: "main", scene: "shop2"),
                EventLane.Event(time: 3, name: "pageDidLoad", subject: nil, scene: "<my&list>"),
            ],
            switches: [EventLane.Switch(time: 3, scene: "<my&list>", after: 2)])
        let html = lane.html(duration: 4)
        #expect(
            html == """
                <section id="events">
                <h2>Events</h2>
                <div class="event-strip" role="img" aria-label="events on the timeline">\
                <span class="mark" style="left:12.5%" data-t="0.5" title="0.5 s didEndDragging · main on shop2"></span>\
                <span class="mark" style="left:75%" data-t="3" title="3 s didEndDecelerating · main on shop2"></span>\
                <span class="mark switch" style="left:75%" data-t="3" title="scene → &lt;my&amp;list&gt; at 3 s"></span>\
                <span class="mark" style="left:75%" data-t="3" title="3 s pageDidLoad on &lt;my&amp;list&gt;"></span></div>
                <ol id="event-lane">
                <li class="event" tabindex="0" data-t="0.5"><time>0.5 s</time> <b>didEndDragging</b> <span class="subject">main</span> \
                <span class="scene">on shop2</span></li>
                <li class="event" tabindex="0" data-t="3"><time>3 s</time> <b>didEndDecelerating</b> <span class="subject">main</span> \
                <span class="scene">on shop2</span></li>
                <li class="event switch" tabindex="0" data-t="3"><b>scene → &lt;my&amp;list&gt; at 3 s</b></li>
                <li class="event" tabindex="0" data-t="3"><time>3 s</time> <b>pageDidLoad</b> <span class="scene">on &lt;my&amp;list&gt;</span></li>
                </ol>
                </section>

                """)
    }

    /// A trace on one scene: no scene on the events, no switch, as before.
    @Test func oneSceneListsItsEventsAlone() {
        let html = EventLane(events: [EventLane.Event(time: 0.25, name: "didStick", subject: "header")]).html(duration: 1)
        #expect(!html.contains("switch") && !html.contains("class=\"scene\""))
        #expect(
            html.contains(
                "<li class=\"event\" tabindex=\"0\" data-t=\"0.25\"><time>0.25 s</time> <b>didStick</b> <span class=\"subject\">header</span></li>"
            ))
    }
}
