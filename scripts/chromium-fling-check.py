"""The chromium feel against a real browser (docs/FEEL.md "Checked against Chromium").

Debian's chromium, headless, driven by Playwright over the DevTools protocol: touch gestures on a tall
page (120 Hz moves dispatched in real time with explicit timestamps, then `touchEnd`), window.scrollY
sampled every animation frame until it rests. The same gesture, as a trace, is replayed by
`scrolllab --headless --feel chromium` on the basic-scroll list (whose viewport the browser page
matches). The lab's final offset must be within 2 % of the browser's (1 px where the figure is 0). Cases:

- flings of 300–6000 px/s (12 moves over 100 ms at a constant speed), each lifted 4–16 ms after its
  last move at the same place (`LIFT_DELAYS`, as kernels and X11 deliver the lift) — the velocity
  tracker must not read the lift as a sample (Chromium `ui/events/velocity_tracker/velocity_tracker.cc`);
- a slow drag (60 px/s for 1.5 s): no fling, so the rest is the drag less Chromium's 15 px touch slop
  (`ui/events/gesture_detection/gesture_provider.cc`: scrolling starts from the slop boundary);
- a slow release (an ease-out drag that slows to a stop before the lift): the tracker's LSQ2 of a
  slowing finger;
- a fling into the end of the page (the top, from 300 px down at 3000 px/s): Linux Chromium shows no
  overscroll (`cc/input` / Blink `ElasticOverscrollController::Create` makes no controller off Windows
  without the elastic-overscroll flag), so the browser's top rows must show the page's own top band in
  every screenshot, and the lab's list offset must never go past 0 (its state sampled every 33 ms).

- a finger on a running fling (issue #41, `ui/events/blink/fling_booster.cc`): a second flick 50–760 ms
  after the first lift (boosted while the running fling is at 350 px/s or more), three flicks 100 ms apart
  (chained), a catch held 30 / 50 / 200 ms before the re-flick (boosted only when the scroll begins within
  50 ms of the touch), a slow or reversed second flick (not boosted); judged from where the touch stopped
  the fling (STOP_LISTENER). A gesture of several strokes is a list of (touch-down time, moves, lift).

Each case's trace also goes through `scrolllab predict --feel chromium` (docs/PREDICT.md): its predicted rest
is printed beside the lab's and must be within 0.5 px of it.

The browser is driven in real time, so its side is not deterministic: the first fling after launch
(compositor warm-up) came out 118 px instead of 115 px at 600 px/s in one CI run (4.2 %). So one fling
warms the page up unmeasured, and the browser's figure for each case is the median of three — of seven
when the three miss (a loaded host once gave 82 px for 84-85 at 500 px/s), the runs then printed. The
same holds for a stroke on a running fling, judged from its stop: a CI run once gave 3188, 3288 and
3311 px from the stop for the boosted 2000 + 2000 (lab 3217; 3216-3218 on a quiet host), each touch
sent on time but handled late, so four more runs are played in a browser of their own.

Usage: python chromium-fling-check.py SCROLLLAB_BINARY [--lab-only] [--only TEXT] (exit 1 on a mismatch)
       python chromium-fling-check.py --self-test   (the judging rules on fixed numbers, no browser, no binary)
"""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

SPEEDS = [300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000, 6000]
LIFT_DELAYS = [0.004, 0.008, 0.012, 0.016]  # s after the last move, cycled over the cases
WIDTH, HEIGHT, TOP = 393, 852, 59 + 44  # the iPhone 15; its list starts under the safe area (59) + navigation bar
LIST_HEIGHT = HEIGHT - TOP
HZ = 120
TOLERANCE = 0.02
BAND = (0, 0, 255)  # the page's top band: overscroll would show the root's red above it
PAGE = (
    "<html style='background:#f00'><body style='margin:0'><div style='height:40px;background:#00f'></div>"
    "<div style='height:40000px;background:linear-gradient(#fff,#888)'></div></body></html>"
)


def fling(speed, lift):
    """12 moves at `speed` up the page over 100 ms, lifted `lift` s after the last move."""
    moves = [(i / HZ, -speed * i / HZ) for i in range(1, 13)]
    return moves, moves[-1][0] + lift


def slow_drag():
    """60 px/s up the page for 1.5 s: under any fling worth a pixel."""
    moves = [(i / HZ, -60 * i / HZ) for i in range(1, 181)]
    return moves, moves[-1][0] + 0.008


def slow_release():
    """An ease-out drag of 200 px over 250 ms (1600 px/s at the start, 0 at the end), lifted 8 ms later."""
    n = 30
    moves = [(i / HZ, -200 * (1 - (1 - i / n) ** 2)) for i in range(1, n + 1)]
    return moves, moves[-1][0] + 0.008


def into_top():
    """From 300 px down the page, 3000 px/s down the finger for 100 ms: the fling hits the top."""
    moves = [(i / HZ, 3000 * i / HZ) for i in range(1, 13)]
    return moves, moves[-1][0] + 0.008


def strokes(gesture):
    """A gesture as a list of (down, moves, lift) strokes, times from its start (one stroke: down at 0)."""
    return gesture if isinstance(gesture, list) else [(0.0, gesture[0], gesture[1])]


def then(first, gap, second, hold=0.0):
    """`second` touched down `gap` s after `first`'s lift (its moves after `hold` s standing still)."""
    out = strokes(first)
    down = out[-1][0] + out[-1][2] + gap
    moves, lift = second
    return out + [(down, [(hold + dt, dy) for dt, dy in moves], hold + lift)]


# Where a touch stops a fling is the browser's timing, what follows it is the model's. Measured in the page
# (passive listeners, this machine): a touchstart's event.timeStamp is the CDP timestamp (within 0.1 ms),
# but its handler runs 9-30 ms later and the fling moves on until the touch is processed: 2000 + 300 px/s
# stopped at 465-474 px where the lab's fling is at 452 at the touch, the reversal at 738-774 (lab 704).
# From the stop on, chromium and the lab agree to 1 px in all 12 runs: 2000 + 300 adds 33-34 (lab 33.2),
# catch hold 50 949-950 (949.2), 3000 then -1000 -278 (-278.2), the boosted 2000 + 2000 3216-3218
# (3217.1). So a stroke that touches a running fling is judged from its stop: the page's scrollY at the
# stroke's first touchmove (the fling stopped, the drag still inside its slop) against the lab's offset
# at the touch-down, and the rest minus the stop must agree within 1 px or 2 % (median of the runs).
STOP_LISTENER = (
    "window.seen = []; for (const k of ['touchstart', 'touchmove'])"
    " document.addEventListener(k, () => seen.push([k, scrollY]), {passive: true})"
)


def page_stop(seen):
    """The page's scrollY at the last stroke's first touchmove: where the touch stopped the fling."""
    last = max(i for i, (kind, _) in enumerate(seen) if kind == "touchstart")
    return next(y for kind, y in seen[last:] if kind == "touchmove")


def lab_stop(binary, work, gesture, start):
    """The lab's offset at the last stroke's touch-down (the trace cut there)."""
    out = strokes(gesture)
    down, (before, _, lift) = out[-1][0], out[-2]
    return lab_offset(binary, work, out[:-1], start, until=down - (before + lift))


def judge_from_stop(lab, stop, runs):
    """The median run's (rest - stop) against the lab's; ok within 1 px or 2 %."""
    errors = sorted(abs((r[0] - r[2]) - (lab - stop)) for r in runs)
    error = errors[len(errors) // 2]
    return error <= 1 or error <= TOLERANCE * abs(lab - stop), error


def catch_cases():
    """Second flicks, chains and catches on a running fling (the boost's windows and speeds)."""
    out = []
    for a, b, gap in [(2000, 2000, 0.05), (2000, 2000, 0.15), (2000, 2000, 0.4), (2000, 2000, 0.6), (2000, 2000, 0.76),
                      (1000, 1000, 0.15), (1000, 1000, 0.3), (3000, 3000, 0.3), (2000, 300, 0.15)]:
        out.append((f"flick {a} + {b} px/s, gap {1000 * gap:.0f} ms", then(fling(a, 0.008), gap, fling(b, 0.008)), 0))
    three = then(then(fling(2000, 0.008), 0.1, fling(2000, 0.008)), 0.1, fling(2000, 0.008))
    out.append(("three flicks 2000 px/s, 100 ms apart", three, 0))
    for hold in [0.03, 0.05, 0.2]:
        out.append((f"catch, hold {1000 * hold:.0f} ms, re-flick 2000", then(fling(2000, 0.008), 0.15, fling(2000, 0.008), hold), 0))
    down = [(dt, -dy) for dt, dy in fling(1000, 0.008)[0]]
    out.append(("flick 3000 then -1000 px/s, gap 150 ms", then(fling(3000, 0.008), 0.15, (down, 0.108)), 0))
    return out


def cases():
    out = []
    for k, speed in enumerate(SPEEDS):
        lift = LIFT_DELAYS[k % len(LIFT_DELAYS)]
        out.append((f"fling {speed:4d} px/s, up +{1000 * lift:.0f} ms", fling(speed, lift), 0))
    out.append(("slow drag 60 px/s, 1.5 s", slow_drag(), 0))
    out.append(("slow release (ease-out 200 px)", slow_release(), 0))
    out.append(("fling 3000 px/s into the top", into_top(), 300))
    return out + catch_cases()


def y0_for(start):
    """Where the finger goes down in the list's viewport: low for a drag up, high for one down."""
    return LIST_HEIGHT - 120 if start == 0 else 120


def at_start(start):
    """JavaScript: scroll to `start`, resolving once two animation frames in a row have shown scrollY at
    it (the compositor has the position) — a condition, where a fixed 300 ms wait was (~25 s of a run).
    After 120 frames it resolves anyway: the gesture then starts elsewhere and the case fails, not hangs."""
    return (f"new Promise(r => {{ window.scrollTo(0, {start}); let n = 0, frames = 0; const f = () => "
            f"requestAnimationFrame(() => {{ n = window.scrollY === {start} ? n + 1 : 0; frames += 1; "
            f"n >= 2 || frames > 120 ? r() : f(); }}); f(); }})")


def browser_rest(page, client, gesture, start, watch_top=False):
    """Scrolls to `start`, plays the gesture, returns (scrollY at rest, overscroll frames seen)."""
    page.evaluate(at_start(start))
    x, y0 = WIDTH / 2, y0_for(start)
    t0 = time.time()

    def touch(kind, y, t):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 0}]
        client.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": t})

    for down, moves, lift in strokes(gesture):
        time.sleep(max(0, t0 + down - time.time()))
        touch("touchStart", y0, t0 + down)
        for dt, dy in moves:
            time.sleep(max(0, t0 + down + dt - time.time()))
            touch("touchMove", y0 + dy, t0 + down + dt)
        time.sleep(max(0, t0 + down + lift - time.time()))
        touch("touchEnd", y0 + moves[-1][1], t0 + down + lift)
    shown = 0
    if watch_top:
        for _ in range(30):  # 30 frames of the top rows while the fling runs into the edge
            shown += 0 if top_pixel(page) == BAND else 1
    last, still_since = None, time.time()
    while time.time() - still_since < 0.6:
        y = page.evaluate("new Promise(r => requestAnimationFrame(() => r(window.scrollY)))")
        if y != last:
            last, still_since = y, time.time()
    return last, shown


async def browser_rests_unacknowledged(gestures, runs=3):
    """The rests of several-stroke gestures, each played `runs` times, in a browser of its own driven by
    Playwright's async API: every touch event is sent at its time without waiting for its acknowledgement
    (`../shared/INTERACTION.md`: waiting stretched a 100 ms flick to 300 ms on a loaded 2-core machine)."""
    import asyncio
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=shutil.which("chromium"), headless=True)
        context = await browser.new_context(viewport={"width": WIDTH, "height": LIST_HEIGHT}, has_touch=True)
        page = await context.new_page()
        await page.set_content(PAGE)
        client = await context.new_cdp_session(page)
        await page.evaluate(STOP_LISTENER)
        x, y0 = WIDTH / 2, y0_for(0)
        sent = []

        async def play(gesture):
            await page.evaluate(at_start(0))
            await page.evaluate("seen.length = 0")
            t0 = time.time()

            async def touch(kind, y, t):
                await asyncio.sleep(max(0, t0 + t - time.time()))
                points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 0}]
                sent.append(asyncio.ensure_future(
                    client.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": t0 + t})))

            for down, moves, lift in strokes(gesture):
                await touch("touchStart", y0, down)
                for dt, dy in moves:
                    await touch("touchMove", y0 + dy, down + dt)
                await touch("touchEnd", y0 + moves[-1][1], down + lift)
            await asyncio.gather(*sent)
            last, still_since = None, time.time()
            while time.time() - still_since < 0.6:
                y = await page.evaluate("new Promise(r => requestAnimationFrame(() => r(window.scrollY)))")
                if y != last:
                    last, still_since = y, time.time()
            return last, 0, page_stop(await page.evaluate("seen"))

        await play(fling(1000, 0.008))  # warm-up, not measured
        out = []
        for g in gestures:
            out.append([await play(g) for _ in range(runs)])
        await browser.close()
        return out


def top_pixel(page):
    """The colour of the viewport's top-middle pixel (a 1×1 PNG screenshot, decoded here)."""
    png = page.screenshot(clip={"x": WIDTH // 2, "y": 0, "width": 1, "height": 1})
    pos, data, width, colour = 8, b"", 1, 2
    while pos < len(png):
        length, kind = struct.unpack(">I4s", png[pos : pos + 8])
        body = png[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, colour = struct.unpack(">I", body[:4])[0], body[9]
        elif kind == b"IDAT":
            data += body
        pos += 12 + length
    raw = zlib.decompress(data)
    channels = 4 if colour == 6 else 3
    row = raw[1 : 1 + width * channels]  # filter byte 0 or 1 (Sub) both leave the first pixel as is
    return tuple(row[:3])


def lab_trace(path, gesture, start, until=None):
    """The gesture as a trace on basic-scroll (after a slow drag to `start`), optionally cut at `until`."""
    x = WIDTH / 2
    lines = [{"trace": 1, "device": "15", "scene": "basic-scroll", "hz": 120}]
    t = 0.1
    if start:
        # A slow drag up the page (60 px/s, no fling) brings the list to `start`, then it rests 0.5 s.
        travel = start + 15  # the slop is not scrolled
        steps = int(travel / 0.5)
        y = TOP + LIST_HEIGHT - 60
        lines.append({"t": t, "kind": "down", "id": 0, "x": x, "y": y})
        for i in range(1, steps + 1):
            lines.append({"t": t + i / HZ, "kind": "move", "id": 0, "x": x, "y": y - 0.5 * i})
        t += steps / HZ + 0.2
        lines.append({"t": t, "kind": "up", "id": 0, "x": x, "y": y - 0.5 * steps})
        t += 0.5
    y0 = TOP + y0_for(start)
    for down, moves, lift in strokes(gesture):
        lines.append({"t": t + down, "kind": "down", "id": 0, "x": x, "y": y0})
        for dt, dy in moves:
            lines.append({"t": t + down + dt, "kind": "move", "id": 0, "x": x, "y": y0 + dy})
        lines.append({"t": t + down + lift, "kind": "up", "id": 0, "x": x, "y": y0 + moves[-1][1]})
        release = t + down + lift
    if until is not None:
        lines = [line for line in lines if line.get("t", 0) <= release + until]
        lines.append({"t": release + until, "kind": "key", "key": "x"})  # no key: time passes to here
    with open(path, "w") as f:
        f.write("".join(json.dumps(line) + "\n" for line in lines))
    return release


def lab_offset(binary, work, gesture, start, until=None):
    trace = os.path.join(work, "gesture.ndjson")
    state = os.path.join(work, "state.json")
    lab_trace(trace, gesture, start, until)
    args = [binary, "--headless", "--feel", "chromium", "--replay", trace, "--state", state]
    subprocess.run(args + ([] if until is not None else ["--settle"]), check=True)
    with open(state) as f:
        return json.load(f)["scrollViews"][0]["offset"]["y"]


def predict_rest(binary, work):
    """`scrolllab predict --feel chromium` on the trace lab_offset last wrote (docs/PREDICT.md)."""
    trace = os.path.join(work, "gesture.ndjson")
    out = subprocess.run([binary, "predict", trace, "--json", "--feel", "chromium"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)["feels"][0]["restOffset"]


def lab_overscroll(binary, work, gesture, start):
    """The lab's list offset every 33 ms for 1 s after the lift: how far it ever went past the top."""
    return max(max(0, -lab_offset(binary, work, gesture, start, until=k / 30)) for k in range(1, 31))


def judge(lab, runs):
    """The browser's median rest of `runs`, the lab's relative error against it, frames shown past the edge.

    The browser rests on a whole CSS pixel (scrollY is an integer here), so half a pixel of the
    difference is its rounding; short flings are judged against 50 px, where one pixel of the browser's
    own run-to-run spread (32 or 33 px at 300 px/s) is already 2-3 %.
    """
    web = sorted(r[0] for r in runs)[len(runs) // 2]
    diff = max(0.0, abs(lab - web) - 0.5)
    return web, (diff / web if web >= 50 else diff / 50), sum(r[1] for r in runs)


def self_test():
    """The judging rules on fixed figures (a mutation review found no check of them): exit 1 on any miss."""
    cases = [
        # judge: the median run, half a pixel of the browser's rounding, 2 % of the rest (of 50 px below 50).
        (judge(100, [(100.4, 0), (130, 0), (99, 0)])[:2], (100.4, 0.0)),
        (judge(100, [(103, 0)] * 3)[1] > TOLERANCE, True),  # 2.5 px of 103: 2.4 %
        (judge(100, [(102.5, 0)] * 3)[1] <= TOLERANCE, True),  # 2 px of 102.5: 1.95 %
        (judge(30, [(31, 0)] * 3)[1], 0.01),  # under 50 px: 0.5 px of 50
        (judge(30, [(32.5, 0)] * 3)[1] > TOLERANCE, True),  # 2 px of 50: 4 %
        (judge(30, [(31, 2), (31, 1), (31, 0)])[2], 3),  # frames past the edge add up
        # judge_from_stop: the median (rest - stop) against the lab's, within 1 px or 2 % of the lab's travel.
        (judge_from_stop(10, 0, [(11, 0, 0)] * 3), (True, 1)),
        (judge_from_stop(10, 0, [(11.5, 0, 0)] * 3), (False, 1.5)),
        (judge_from_stop(1500, 500, [(1519, 0, 500)] * 3), (True, 19)),
        (judge_from_stop(1500, 500, [(1525, 0, 500)] * 3), (False, 25)),
        (judge_from_stop(1500, 500, [(1400, 0, 500), (1510, 0, 500), (1505, 0, 500)]), (True, 10)),
    ]
    misses = [i for i, (got, want) in enumerate(cases) if got != want]
    for i in misses:
        print(f"chromium-fling-check self-test case {i}: {cases[i][0]} (want {cases[i][1]})", file=sys.stderr)
    print(f"chromium-fling-check self-test: {len(cases) - len(misses)} passed, {len(misses)} failed")
    return 1 if misses else 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    binary = os.path.abspath(sys.argv[1])
    lab_only = "--lab-only" in sys.argv
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv[:-1] else ""
    work = tempfile.mkdtemp(prefix="scrolllab-chromium-")
    failures = 0
    try:
        chosen = [c for c in cases() if only in c[0]]
        several = [c for c in chosen if isinstance(c[1], list)]
        unacknowledged = {}
        if several and not lab_only:
            import asyncio

            rests = asyncio.run(browser_rests_unacknowledged([c[1] for c in several]))
            unacknowledged = {c[0]: r for c, r in zip(several, rests)}
            # As for one stroke: a case whose three runs miss gets four more, and the median of seven decides.
            misses = [c for c in several if not judge_from_stop(
                lab_offset(binary, work, c[1], c[2]), lab_stop(binary, work, c[1], c[2]), unacknowledged[c[0]])[0]]
            if misses:
                more = asyncio.run(browser_rests_unacknowledged([c[1] for c in misses], runs=4))
                for c, r in zip(misses, more):
                    unacknowledged[c[0]] = unacknowledged[c[0]] + r
        page = client = browser = None
        if not lab_only and len(several) < len(chosen):
            from playwright.sync_api import sync_playwright

            playwright = sync_playwright().start()
            browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), headless=True)
            context = browser.new_context(viewport={"width": WIDTH, "height": LIST_HEIGHT}, has_touch=True)
            page = context.new_page()
            page.set_content(PAGE)
            client = context.new_cdp_session(page)
            browser_rest(page, client, fling(1000, 0.008), 0)  # warm-up, not measured
        for name, gesture, start in chosen:
            lab = lab_offset(binary, work, gesture, start)
            predicted = predict_rest(binary, work)
            line = f"  {name:34s}: the lab rests at {lab:8.1f}, predict {predicted:8.1f}"
            if abs(predicted - lab) > 0.5:
                line += " (PREDICT MISMATCH)"
                failures += 1
            if start:
                over = lab_overscroll(binary, work, gesture, start)
                line += f" (overscroll {over:.1f})"
                failures += 0 if over == 0 else 1
            if lab_only:
                print(line)
                continue
            if name in unacknowledged:
                runs = unacknowledged[name]
                web = judge(lab, runs)[0]
                line += f" [browser runs {', '.join(f'{r[0]:.0f}' for r in runs)}]"
                stop = lab_stop(binary, work, gesture, start)
                ok, off = judge_from_stop(lab, stop, runs)
                stops = ", ".join(f"{r[2]:.0f}" for r in runs)
                line += f" stopped at {stops} (lab {stop:.1f}); from the stop {lab - stop:.1f} vs chromium ({off:.1f} px off)"
                print(f"{line}, chromium at {web:8.1f} ({100 * (lab - web) / max(1, web):+.1f} %) {'ok' if ok else 'MISMATCH'}")
                failures += 0 if ok else 1
                continue
            runs = [browser_rest(page, client, gesture, start, watch_top=bool(start)) for _ in range(3)]
            web, error, shown = judge(lab, runs)
            if error > TOLERANCE and shown == 0:
                # The browser runs in real time: on a loaded host one case came out 82 px instead of
                # 84-85 at 500 px/s (+2.8 %). Four more runs, and the median of all seven decides.
                runs += [browser_rest(page, client, gesture, start, watch_top=bool(start)) for _ in range(4)]
                web, error, shown = judge(lab, runs)
                line += f" [browser runs {', '.join(f'{r[0]:.0f}' for r in runs)}]"
            ok = error <= TOLERANCE and shown == 0
            failures += 0 if ok else 1
            seen = f", {shown} frames past the edge" if start else ""
            print(f"{line}, chromium at {web:8.1f}{seen} ({100 * (lab - web) / max(1, web):+.1f} %) {'ok' if ok else 'MISMATCH'}")
        if browser:
            browser.close()
            playwright.stop()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
