"""Opens a ScrollLab report in headless Chromium (Debian's, via Playwright) and checks it as a reader
would use it: no console or page error, no request beyond the page itself, curves with points, the
arena's log, the scrubber moving the frame and every plot's cursor, a log line moving the scrubber,
arrow keys stepping, play advancing, hovering a curve reading it out. Writes a screenshot.
Usage: report_browser_check.py REPORT.html SCREENSHOT.png [TRIMMED.html [SWITCH.html]]"""
import pathlib
import shutil
import sys

from playwright.sync_api import sync_playwright

page_path = pathlib.Path(sys.argv[1]).resolve()
screenshot = sys.argv[2]
page_url = page_path.as_uri()
# Optional: a report of the same trace made with --title TITLE --note NOTES… --from 2.9 --to 4.
trimmed_url = pathlib.Path(sys.argv[3]).resolve().as_uri() if len(sys.argv) > 3 else None
# Optional: a report of header-snap's trace that switches to basic-scroll at 6 s.
switch_url = pathlib.Path(sys.argv[4]).resolve().as_uri() if len(sys.argv) > 4 else None
TITLE = "strip unsticks after a page swipe"
NOTES = ["expected: the strip stays stuck", "seen on an iPhone 15, iOS 17"]
passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print("  ok   " + what)
    else:
        failed += 1
        print("  FAIL " + what)


def state(page):
    """The frame shown, every plot cursor's x, the scrubber and the clock."""
    return page.evaluate("""() => ({
        frame: document.getElementById('frame-0').dataset.frame,
        src: document.getElementById('frame-0').src.length + ':' + document.getElementById('frame-0').src.slice(-40),
        cursors: Array.from(document.querySelectorAll('svg.plot .cursor')).map(c => c.getAttribute('x1')),
        scrub: document.getElementById('scrub').value,
        clock: document.getElementById('clock').textContent,
    })""")


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    problems, requests = [], []
    # Every request is seen (and refused) here; the page itself is the only one allowed.
    allowed = {page_url, trimmed_url, switch_url}
    context.route("**/*", lambda route: route.continue_() if route.request.url in allowed else (
        requests.append(route.request.url), route.abort()))
    page = context.new_page()
    page.on("console", lambda m: problems.append(m.type + ": " + m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: problems.append("page error: " + str(e)))
    page.on("request", lambda r: requests.append(r.url) if r.url not in allowed and not r.url.startswith("data:") else None)
    page.goto(page_url)
    page.wait_for_load_state("load")

    curves = page.evaluate("""() => Array.from(document.querySelectorAll('svg.plot polyline.curve'))
        .map(c => c.getAttribute('points').trim().split(/\\s+/).length)""")
    check(len(curves) >= 4 and min(curves) >= 2, "the SVG curves have points: %s" % curves)
    log = page.inner_text("#log")
    check("page.0.list.pan won over pager.pan" in log and "moved" in log, "the arbitration log is there")

    events = page.locator("#event-lane > li.event").all_inner_texts()
    names = [e.split()[2] for e in events]
    want = ["pageDidLoad", "willBeginDragging", "didStick", "willEndDragging", "didEndDragging", "willBeginDecelerating",
            "didUnstick", "didEndDecelerating"]
    check(all(n in names for n in want) and len(page.locator("#events .mark").all()) == len(events),
          "the event lane lists the fixture's lifecycle events, one mark each on the timeline (%d events)" % len(events))
    unstick = page.locator("#event-lane > li.event", has_text="didUnstick").first
    unstick.click()
    check(abs(int(state(page)["scrub"]) - round(float(unstick.get_attribute("data-t")) * 1000)) <= 1,
          "clicking an event moves the scrubber to it (%s ms)" % state(page)["scrub"])
    page.evaluate("() => { const s = document.getElementById('scrub'); s.value = 0; s.dispatchEvent(new Event('input')); }")

    before = state(page)
    duration_ms = int(page.get_attribute("#scrub", "max"))
    page.evaluate("(v) => { const s = document.getElementById('scrub'); s.value = v; s.dispatchEvent(new Event('input')); }",
                  str(duration_ms // 6))
    after = state(page)
    check(after["frame"] != before["frame"] and after["src"] != before["src"], "the scrubber changes the frame shown")
    check(len(after["cursors"]) == 2 and all(a != b for a, b in zip(after["cursors"], before["cursors"])),
          "the scrubber moves every plot's cursor %s → %s" % (before["cursors"], after["cursors"]))

    decisions = page.locator("#log > li.decision")
    target = decisions.nth(decisions.count() // 2)
    t = float(target.get_attribute("data-t"))
    target.click()
    clicked = state(page)
    check(clicked["scrub"] == str(round(t * 1000)) and "current" in target.get_attribute("class"),
          "clicking a log line moves the scrubber to %.3f s (scrubber at %s ms)" % (t, clicked["scrub"]))

    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("ArrowRight")
    stepped = state(page)
    check(float(stepped["clock"].split()[0]) > t, "→ steps to the next frame (%s)" % stepped["clock"])

    page.click("#play")
    page.wait_for_function("(c) => document.getElementById('clock').textContent !== c", arg=stepped["clock"])
    page.click("#play")
    check(float(state(page)["clock"].split()[0]) > float(stepped["clock"].split()[0]), "play advances the time")

    box = page.locator("#plot-offset").bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.3, box["y"] + box["height"] * 0.5)
    readout = page.inner_text("#plot-offset-readout")
    check(readout.startswith("t = ") and "page.0.list" in readout, "hovering a curve reads it out: " + readout)

    # Brush-to-zoom: a drag across the offset plot from 40 % to 55 % of its width.
    def axis(page):
        return page.evaluate("""() => Array.from(document.querySelectorAll('#plot-offset g.axes text.tick[text-anchor=middle]'))
            .filter(t => t.style.display !== 'none').map(t => t.textContent)""")
    full_axis, full_max = axis(page), int(page.get_attribute("#scrub", "max"))
    box = page.locator("#plot-offset").bounding_box()
    page.mouse.move(box["x"] + box["width"] * 0.40, box["y"] + box["height"] * 0.5)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] * 0.48, box["y"] + box["height"] * 0.5, steps=4)
    page.mouse.move(box["x"] + box["width"] * 0.55, box["y"] + box["height"] * 0.5, steps=4)
    page.mouse.up()
    lo, hi = int(page.get_attribute("#scrub", "min")), int(page.get_attribute("#scrub", "max"))
    zoomed_axis = axis(page)
    check(0 < lo < hi < full_max and hi - lo < full_max / 4, "a brush zooms the scrubber to %d–%d ms (of 0–%d)" % (lo, hi, full_max))
    check(zoomed_axis != full_axis and len(zoomed_axis) >= 3, "the zoomed time axis %s (was %s)" % (zoomed_axis, full_axis))
    check(lo <= int(state(page)["scrub"]) <= hi, "the time shown is inside the zoom (%s ms)" % state(page)["scrub"])
    t0s = page.evaluate("() => Array.from(document.querySelectorAll('svg.plot')).map(s => [+s.dataset.t0, +s.dataset.t1])")
    check(all(abs(a - lo / 1000) < 0.01 and abs(b - hi / 1000) < 0.01 for a, b in t0s), "every plot follows the zoom %s" % t0s)
    page.click("#zoom-reset")
    check(int(page.get_attribute("#scrub", "min")) == 0 and int(page.get_attribute("#scrub", "max")) == full_max and axis(page) == full_axis,
          "Reset zoom restores the whole axis and scrubber")

    page.evaluate("(v) => { const s = document.getElementById('scrub'); s.value = v; s.dispatchEvent(new Event('input')); }",
                  str(250))
    page.mouse.move(0, 0)
    page.screenshot(path=screenshot)
    full = page.evaluate("""() => ({
        frames: JSON.parse(document.getElementById('report-data').textContent).lanes[0].t.length,
        scrubMax: +document.getElementById('scrub').max,
        points: Array.from(document.querySelectorAll('svg.plot polyline.curve')).reduce(
            (n, c) => n + c.getAttribute('points').trim().split(/\\s+/).length, 0),
    })""")
    if trimmed_url:
        # `--title --note --note --from --to`: the heading and notes, and fewer frames, a shorter
        # scrubber and curves for the shorter stretch.
        page.goto(trimmed_url)
        page.wait_for_load_state("load")
        check(page.inner_text("h1") == "ScrollLab report: " + TITLE, "--title is the heading: " + page.inner_text("h1"))
        notes = page.locator("ul.notes > li").all_inner_texts()
        check(notes == NOTES, "every --note is shown under it: %s" % notes)
        cut = page.evaluate("""() => ({
            frames: JSON.parse(document.getElementById('report-data').textContent).lanes[0].t.length,
            scrubMax: +document.getElementById('scrub').max,
            points: Array.from(document.querySelectorAll('svg.plot polyline.curve')).reduce(
                (n, c) => n + c.getAttribute('points').trim().split(/\\s+/).length, 0),
            reported: document.body.innerText.includes('2.900 – 4.000 s of the trace'),
        })""")
        check(cut["reported"], "the header says which stretch is reported")
        check(cut["frames"] < full["frames"] and cut["scrubMax"] < full["scrubMax"] - 2000,
              "--from/--to trims the frames (%d → %d) and the scrubber (%d → %d ms)"
              % (full["frames"], cut["frames"], full["scrubMax"], cut["scrubMax"]))
        check(0 < cut["points"] < full["points"], "--from/--to trims the curves (%d → %d points)" % (full["points"], cut["points"]))
    if switch_url:
        # A trace that switches scene: the header lists the scenes, the lane both scenes' events and
        # the switch (a click on it moves the scrubber there), every plot marks it.
        page.goto(switch_url)
        page.wait_for_load_state("load")
        sw = page.evaluate("""() => ({
            scenes: Array.from(document.querySelectorAll('.facts > div')).filter(d => d.querySelector('dt').textContent === 'scenes')
                .map(d => d.querySelector('dd').textContent),
            lane: Array.from(document.querySelectorAll('#event-lane > li.event')).map(li => li.textContent),
            stripMarks: document.querySelectorAll('#events .mark.switch').length,
            plots: document.querySelectorAll('svg.plot').length,
            plotMarks: document.querySelectorAll('svg.plot .mark.switch').length,
        })""")
        check(sw["scenes"] == ["header-snap → basic-scroll at 6 s"], "the header lists the scenes in order: %s" % sw["scenes"])
        on = [sum(t.endswith(" on " + s) for t in sw["lane"]) for s in ("header-snap", "basic-scroll")]
        check(on == [22, 3] and "scene → basic-scroll at 6 s" in sw["lane"],
              "the event lane lists both scenes' events (%d, %d) and the switch" % tuple(on))
        check(sw["stripMarks"] == 1 and sw["plots"] >= 2 and sw["plotMarks"] == sw["plots"],
              "the switch is a mark on the strip and on every plot (%d plots)" % sw["plots"])
        page.locator("#event-lane > li.switch").click()
        check(state(page)["scrub"] == "6000", "clicking the switch moves the scrubber to it (%s ms)" % state(page)["scrub"])
    check(not problems, "no console or page error %s" % problems)
    check(not requests, "no network request %s" % requests)
    browser.close()

print("report browser test: screenshot " + screenshot)
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
