"""The web figures of docs/PERFORMANCE.md, measured in Debian's headless Chromium (Playwright) on the
page of `scrolllab web`, printed as one JSON object:
  web_wasm_bytes    the module's size, bytes (inlined as base64 in the page);
  web_tick_us       one tick of the core in wasm during a fling on `profile` (a `scrolllab.session`: 600
                    ticks timed after a fling's release, JS→wasm calls included), median of 5 runs;
  web_replay_tick_us  `scrolllab.replay` of 10 s of flings (one every 0.5 s): wall time / ticks, trace
                    parsing and the state JSON included;
  web_frame_ms_p99  the page's frames while CDP touch flings run (tick + display list + canvas draw, at
                    2 pixels per point: #scale=2), p99, from the page's first use;
  web_frame_ms_p99_warm  the same for FLINGS more flings right after (V8's tier-up done);
  web_control_ms_p99  the host's floor, measured beside it: a fixed pure-JS loop (no allocation, no
                    wasm, ~0.3 ms) timed in its own animation-frame callback during the same flings, p99.
                    On a quiet 2-core host it spikes as the page's frames do (docs/PERFORMANCE.md).
Usage: bench_web.py PAGE.html"""
import json
import pathlib
import shutil
import statistics
import sys

from playwright.sync_api import sync_playwright

# Flings measured (twice): 18 give ~940 frames, so the p99 is the ninth-worst frame, not the third.
FLINGS = 18

url = pathlib.Path(sys.argv[1]).resolve().as_uri() + "#scale=2"


def flings_trace(seconds=10.0, hz=120):
    lines = ['{"trace":1,"device":"15","scene":"profile","hz":%d}' % hz]
    t, up = 0.1, True
    while t < seconds:
        y0, y1 = (700, 300) if up else (250, 650)
        lines.append('{"t":%r,"kind":"down","id":0,"x":200,"y":%d}' % (round(t, 4), y0))
        for i in range(1, 9):
            lines.append('{"t":%r,"kind":"move","id":0,"x":200,"y":%r}' % (round(t + i * 0.012, 4), y0 + (y1 - y0) * i / 8))
        lines.append('{"t":%r,"kind":"up","id":0,"x":200,"y":%d}' % (round(t + 0.1, 4), y1))
        t, up = t + 0.5, not up
    return "\n".join(lines) + "\n"


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, has_touch=True)
    page = context.new_page()
    page.goto(url)
    page.evaluate("() => window.scrolllab.ready")
    trace = flings_trace()
    runs = page.evaluate("""(text) => {
        const out = [];
        for (let i = 0; i < 6; i++) {
            const t0 = performance.now();
            const s = scrolllab.replay(text, {});
            const ms = performance.now() - t0;
            if (i > 0) out.push(ms * 1000 / Math.round(s.time * s.hz));
        }
        return out;
    }""", trace)
    ticks = page.evaluate("""() => {
        const out = [];
        for (let run = 0; run < 6; run++) {
            const s = scrolllab.session({scene: "profile"});
            s.pump(0);
            s.push({t: 0.1, kind: "down", id: 0, x: 200, y: 700}, 0.1);
            for (let i = 1; i <= 8; i++) s.push({t: 0.1 + i * 0.012, kind: "move", id: 0, x: 200, y: 700 - i * 50}, 0.1 + i * 0.012);
            s.push({t: 0.2, kind: "up", id: 0, x: 200, y: 300}, 0.2);
            const t0 = performance.now();
            let n = 0;
            for (let k = 1; k <= 600; k++) n += s.pump(0.2 + k / 120);
            const us = (performance.now() - t0) * 1000 / n;
            s.destroy();
            if (run > 0) out.push(us);
        }
        return out;
    }""")
    cdp = context.new_cdp_session(page)
    box = page.locator("#phone").bounding_box()
    page.evaluate("""() => {
        window.__control = [];
        const loop = () => {
            const t0 = performance.now();
            let acc = 0;
            for (let q = 0; q < 300000; q++) acc += q * 0.5;
            window.__control.push(performance.now() - t0 + (acc < 0 ? 1 : 0));
            requestAnimationFrame(loop);
        };
        requestAnimationFrame(loop);
    }""")
    def flings():
        """FLINGS CDP touch flings, up and down the list; the page's frame times they caused."""
        before = len(page.evaluate("() => scrolllab.frameTimes()"))
        for k in range(FLINGS):
            x, y0 = box["x"] + box["width"] * 0.5, box["y"] + box["height"] * (0.85 if k % 2 == 0 else 0.35)
            dy = -box["height"] * 0.45 if k % 2 == 0 else box["height"] * 0.45
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y0}]})
            for i in range(1, 9):
                page.wait_for_timeout(16)
                cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y0 + dy * i / 8}]})
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            page.wait_for_timeout(700)
        return sorted(page.evaluate("() => scrolllab.frameTimes()")[before:])

    frames = flings()
    # The same again: V8 compiles the module's hot functions (and the page's) with its optimising tier in
    # the background during the first ~10 s of use; the slow frames cluster there (docs/PERFORMANCE.md).
    warm = flings()
    control = sorted(page.evaluate("() => window.__control"))
    figures = {
        "web_wasm_bytes": page.evaluate("() => scrolllab.wasmBytes()"),
        "web_tick_us": statistics.median(ticks),
        "web_replay_tick_us": statistics.median(runs),
        "web_frame_ms_p99": frames[min(len(frames) - 1, int(len(frames) * 0.99))],
        "web_frame_ms_median": statistics.median(frames),
        "web_frame_ms_p99_warm": warm[min(len(warm) - 1, int(len(warm) * 0.99))],
        "web_control_ms_p99": control[min(len(control) - 1, int(len(control) * 0.99))],
        "web_control_ms_median": statistics.median(control),
        "web_frames": len(frames),
        "web_scale": page.evaluate("() => scrolllab.scale()"),
    }
    browser.close()
print(json.dumps(figures))
