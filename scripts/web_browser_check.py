"""The page of `scrolllab web` in headless Chromium (Debian's, via Playwright), checked against the native
binary (docs/WEB.md, "Determinism"): a fling on the canvas with CDP touch events, the recording downloaded
and replayed natively (`--headless --replay FILE --settle`) gives the page's state(), every number equal;
every fixture trace under every preset gives in `scrolllab.replay` the native state; no console error, no
network request. Prints the figures and `N passed, N failed`.
With LIVE.html (a `report --live` page): its trace re-run to the end and replayed natively gives its state,
and under another feel the page's state changes.
Usage: web_browser_check.py SCROLLLAB PAGE.html OUTDIR [LIVE.html]"""
import concurrent.futures
import json
import math
import pathlib
import shutil
import subprocess
import sys

from playwright.sync_api import sync_playwright
from state_compare import differences, numbers

binary, page_path, out = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), pathlib.Path(sys.argv[3])
fixtures = pathlib.Path("Tests/ScrollLabTests/Fixtures")
live_path = pathlib.Path(sys.argv[4]).resolve() if len(sys.argv) > 4 else None
# The documented bound (docs/WEB.md): 0 — every number equal (state_compare.differences); a difference is printed with its path.
passed = failed = 0


def check(ok, what):
    global passed, failed
    passed, failed = passed + bool(ok), failed + (not ok)
    print(("  ok   " if ok else "  FAIL ") + what)


def native_state(trace, feel=None, settle=True):
    """`--headless --replay TRACE [--settle] [--feel F]`'s state, or None when the binary refuses the trace."""
    state = out / ("native-%s-%s.json" % (trace.stem, feel or "own"))
    args = [binary, "--headless", "--replay", str(trace), "--state", str(state)] + (["--settle"] if settle else []) + (["--feel", feel] if feel else [])
    if subprocess.run(args, capture_output=True).returncode != 0:
        return None
    return json.loads(state.read_text())


def wait_idle(page):
    """Until the live session is at rest (a promise polled in the page: its policy runs no string predicate)."""
    page.evaluate("() => new Promise((done) => { const wait = () => scrolllab.idle() ? done() : setTimeout(wait, 20); wait(); })")


def fling(page, cdp, x0, y0, dx, dy, steps):
    """A finger down at (x0, y0) CSS px, `steps` moves of (dx, dy)/steps a frame apart, up: CDP touch events."""
    def touch(kind, i):
        point = {"x": x0 + dx * i / steps, "y": y0 + dy * i / steps}
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else [point]})
    touch("touchStart", 0)
    for i in range(1, steps + 1):
        page.wait_for_timeout(16)
        touch("touchMove", i)
    touch("touchEnd", steps)


# A trace played into an off-screen `scrolllab.session` as a browser may deliver it (LiveReplayTests'
# schedule): each event arrives up to LAG s after its own time (in order), frames pump the loop 60 times
# a second from PHASE (skipped while the loop is held), then frames run until it is held.
LATE_SESSION = """([text, lag, seed, phase]) => {
  const tr = ScrollLabTrace.parse(text), h = tr.header;
  let s;
  try {
    s = scrolllab.session({scene: h.scene, definition: h.definition || null, feel: h.feel || null, device: h.device,
                           landscape: h.landscape, hz: h.hz || 60});
  } catch (e) { return {error: e.message}; }
  let rng = seed;
  const random = () => (rng = (rng * 1103515245 + 12345) % 2147483648) / 2147483648;
  const frame = 1 / 60;
  let now = phase, arrival = 0;
  try {
    for (const e of tr.events) {
      arrival = Math.max(arrival, e.t + random() * lag);
      while (now < arrival) {
        s.pump(now);
        now = s.idle() ? Math.max(now + frame, phase + Math.ceil((arrival - phase) / frame) * frame) : now + frame;
      }
      s.push(e, arrival);
    }
    const stop = now + 11;
    while (!s.idle() && now < stop) { s.pump(now); now += frame; }
    return {state: s.state(), trace: s.trace(), late: s.late(), held: s.idle(), events: tr.events.length};
  } catch (e) { return {error: e.message}; } finally { s.destroy(); }
}"""

# Every requestAnimationFrame callback of the page starts after `window.slowFrameMs` of busy main thread
# (0 unless a check sets it): input that arrives meanwhile is dispatched after the frame has pumped the
# live loop past its time, so the page takes it late.
SLOW_FRAMES = """(() => {
  const raf = window.requestAnimationFrame.bind(window);
  window.slowFrameMs = 0;
  window.requestAnimationFrame = (cb) => raf((ts) => {
    const t0 = performance.now();
    while (performance.now() - t0 < window.slowFrameMs) {}
    cb(ts);
  });
})();"""

out.mkdir(parents=True, exist_ok=True)
page_url = page_path.as_uri()
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, has_touch=True, accept_downloads=True)
    problems, requests = [], []
    allowed = {page_url, live_path.as_uri() if live_path else None}
    context.route("**/*", lambda route: route.continue_() if route.request.url in allowed else (
        requests.append(route.request.url), route.abort()))
    context.add_init_script(SLOW_FRAMES)
    page = context.new_page()
    page.on("console", lambda m: problems.append(m.type + ": " + m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: problems.append("page error: " + str(e)))
    page.on("request", lambda r: requests.append(r.url) if r.url not in allowed and r.url.split(":")[0] not in ("data", "blob") else None)
    page.goto(page_url)
    page.evaluate("() => window.scrolllab.ready")
    check(page.evaluate("scrolllab.scenes().length") >= 30 and "ios" in page.evaluate("scrolllab.feels()"),
          "scenes() and feels() list the catalogue and the presets")

    # A fling up the list, then a sideways swipe to the next page; each then left to come to rest.
    cdp = context.new_cdp_session(page)
    box = page.locator("#phone").bounding_box()
    fling(page, cdp, box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.85, 0, -box["height"] * 0.5, 8)
    wait_idle(page)
    fling(page, cdp, box["x"] + box["width"] * 0.85, box["y"] + box["height"] * 0.6, -box["width"] * 0.6, 0, 6)
    wait_idle(page)
    live = page.evaluate("scrolllab.state()")
    with page.expect_download() as download:
        page.click("#download")
    recorded = out / "web-fling.ndjson"
    download.value.save_as(str(recorded))
    check(recorded.read_text() == page.evaluate("scrolllab.trace()"), "the downloaded trace is trace()")
    events = recorded.read_text().count("\n") - 1
    lists = [p["contentOffset"] for p in live.get("pages", [])]
    check(events > 15 and max(lists) > 100 and live["pager"]["page"] == 1,
          "the fling scrolled the list (%s pt) and the swipe turned the page (%d): %d events" % (lists, live["pager"]["page"], events))
    native = native_state(recorded)
    diff = differences(live, native) if native else [("native replay refused the trace", None, None)]
    check(not diff, "native --replay --settle of the download = the page's state(): %d numbers, %d differ %s"
          % (numbers(live), len(diff), diff[:3]))

    # The same on a page whose frames are slow: the list flung back down while every frame starts 30 ms
    # late, so touches arrive after the loop passed their time; the page records them at that time.
    page.evaluate("() => { window.slowFrameMs = 30; }")
    fling(page, cdp, box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.3, 0, box["height"] * 0.4, 10)
    wait_idle(page)
    page.evaluate("() => { window.slowFrameMs = 0; }")
    slow = page.evaluate("scrolllab.state()")
    late = page.evaluate("scrolllab.late()")
    recorded = out / "web-fling-slow-frames.ndjson"
    recorded.write_text(page.evaluate("scrolllab.trace()"))
    native = native_state(recorded)
    diff = differences(slow, native) if native else [("native replay refused the trace", None, None)]
    check(late > 0 and not diff and slow != live,
          "slow frames: %d events taken late; native --replay --settle = state(): %d numbers, %d differ %s"
          % (late, numbers(slow), len(diff), diff[:3]))

    # Every fixture the native binary replays, played live into an off-screen session with events up to
    # 0, 12 and 40 ms late: the native replay of each recording = the session's state.
    traces = sorted(t for t in fixtures.rglob("*.ndjson") if "/traces/" not in str(t))
    runs = taken_late = total = 0
    bad = []
    for trace in traces:
        if native_state(trace) is None:
            continue
        for seed, lag in ((1, 0.0), (2, 0.012), (3, 0.04)):
            got = page.evaluate(LATE_SESSION, [trace.read_text(), lag, seed, 0.004 * seed])
            if "error" in got:
                continue
            recording = out / ("late-%s-%d.ndjson" % (trace.stem, seed))
            recording.write_text(got["trace"])
            want = native_state(recording, settle=got["held"])
            runs, taken_late, total = runs + 1, taken_late + got["late"], total + numbers(got["state"])
            d = differences(got["state"], want) if want else [("native replay refused the recording", None, None)]
            if d:
                bad.append("%s lag %g: %s" % (trace.relative_to(fixtures), lag, d[:2]))
    check(runs >= 90 and taken_late > 100 and not bad,
          "late input: %d live runs of fixture traces (%d events taken late), native replay of each recording = "
          "its state: %d numbers, %d differ %s" % (runs, taken_late, total, len(bad), bad[:4]))

    # Every fixture the native binary replays, under every preset, in the page's replay().
    feels = page.evaluate("scrolllab.feels()")
    jobs = [(t, f) for t in traces for f in feels]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        natives = list(pool.map(lambda job: native_state(*job), jobs))
    compared = total = 0
    bad = []
    for (trace, feel), want in zip(jobs, natives):
        if want is None:
            continue
        got = page.evaluate("([t, f]) => { try { return scrolllab.replay(t, {feel: f, settle: true}); } catch (e) { return {error: e.message}; } }",
                            [trace.read_text(), feel])
        compared += 1
        total += numbers(want)
        d = differences(got, want)
        if d:
            bad.append("%s under %s: %s" % (trace.relative_to(fixtures), feel, d[:2]))
    check(compared >= 200 and not bad, "replay() of %d fixture traces x %d presets (%d replays, %d numbers) = native: %d differ %s"
          % (len({t for (t, _), n in zip(jobs, natives) if n is not None}), len(feels), compared, total, len(bad), bad[:4]))
    if live_path:
        # report --live: the report's own trace, re-run to its last tick, then under another feel.
        page.goto(live_path.as_uri())
        page.evaluate("() => window.scrolllab.ready")
        last = int(page.get_attribute("#live-tick", "max"))
        page.evaluate("(k) => scrolllab.seek(k)", last)
        at_end = page.evaluate("() => scrolllab.state()")
        rerun = out / "live-rerun.ndjson"
        rerun.write_text(page.evaluate("() => scrolllab.trace()"))
        want = native_state(rerun)
        d = differences(at_end, want) if want else [("native replay refused the trace", None, None)]
        check(not d, "report --live: its trace re-run to tick %d = native replay: %d numbers, %d differ %s"
              % (last, numbers(at_end), len(d), d[:3]))
        page.select_option("#live-feel", "android")
        page.evaluate("(k) => scrolllab.seek(k)", last)
        android = page.evaluate("() => scrolllab.state()")
        check(len(differences(android, at_end)) > 0,
              "report --live: under android the trace ends elsewhere (%d values differ)" % len(differences(android, at_end)))
        page.evaluate("(k) => scrolllab.seek(k)", last // 3)
        page.locator("#live-phone").scroll_into_view_if_needed()
        box = page.locator("#live-phone").bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.8)
        page.mouse.down()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.3, steps=6)
        page.mouse.up()
        check("yours" in page.inner_text("#live-status"), "report --live: the mouse takes over: " + page.inner_text("#live-status"))
    check(not problems, "no console or page error %s" % problems[:3])
    check(not requests, "no network request %s" % requests[:3])
    page.screenshot(path=str(out / "web.png"))
    browser.close()

print("web browser test: screenshot %s" % (out / "web.png"))
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
