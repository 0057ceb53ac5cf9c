"""Pages made from a user's own and from hostile input, in headless Chromium (Debian's, via Playwright):
  - #46 class 1: a scene title, a trace's embedded definition, a feel name and a report title carrying
    `<!-- include … -->`, `</script><script>…` and `<img onerror>` — in `scrolllab web`, `report --live` and
    `report` — run no script (listeners for dialogs, console errors, page errors; a marker the payload
    would set) and the page starts (`scrolllab.ready` resolves) with the data as written;
  - #40 item 2: a scene file that is not built in (`--scene FILE.json`, `--scenes DIR`) runs in the page and
    in `report --live`; a CDP touch fling on it, downloaded, replays natively to the same state (every
    number equal), and so does `scrolllab.replay` of the same gesture as a version-1 trace naming the
    scene (the page's catalogue holds it); the key list shows only rows whose keys act in the scene shown;
  - #46 class 5: `scrolllab.replay` refuses what `--headless --replay` refuses, with the native message
    (hz -120 / 1e8, time going backwards, t = 1e17, a feel value out of range, a 10^7-card scene,
    `"preload": [1e300]`), and after each (and after a trap) the module still replays a good trace;
  - #46 class 7: a report of a trace that scrolls nothing has a working scrubber and no error.
Prints `N passed, N failed`.
Usage: web_hostile_check.py SCROLLLAB OUTDIR"""
import json
import pathlib
import shutil
import subprocess
import sys

from playwright.sync_api import sync_playwright
from state_compare import differences, numbers

binary, out = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
out.mkdir(parents=True, exist_ok=True)
passed = failed = 0
PAYLOAD = '<!-- include lab/abi.js --></script><script>window.pwned=1;alert(1)</script><img src=x onerror="window.pwned=2;alert(2)"><!--<script>'
FEEL_PAYLOAD = '</script><script>window.pwned=3</script>'


def check(ok, what):
    global passed, failed
    passed, failed = passed + bool(ok), failed + (not ok)
    print(("  ok   " if ok else "  FAIL ") + what)


def run(*args):
    return subprocess.run([binary] + [str(a) for a in args], capture_output=True, text=True)


def native_state(trace, settle=True):
    state = out / (trace.stem + ".state.json")
    r = run("--headless", "--replay", trace, "--state", state, *(["--settle"] if settle else []))
    return json.loads(state.read_text()) if r.returncode == 0 else None


# The user's page: a list that is not built in (a header, 60 rows of mixed heights).
shop = {"id": "shop", "title": "Shop", "kind": "list", "rows": 60, "rowHeights": [44, 88, 60]}
folder = out / "scenes"
folder.mkdir(exist_ok=True)
(folder / "shop.json").write_text(json.dumps(shop))
hostile_scene = out / "hostile.json"
hostile_scene.write_text(json.dumps({"id": "hostile", "title": PAYLOAD}))
hostile_feel = out / "hostile-feel.json"
hostile_feel.write_text(json.dumps({"preset": "android", "name": FEEL_PAYLOAD}))
still = out / "still.ndjson"
still.write_text('{"trace":1,"device":"15","scene":"profile","hz":60}\n{"t":0.1,"kind":"down","id":1,"x":100,"y":300}\n'
                 '{"t":0.5,"kind":"up","id":1,"x":100,"y":300}\n')
hostile_trace = out / "hostile-trace.ndjson"
hostile_trace.write_text(json.dumps({"trace": 2, "device": "15", "scene": "evil", "hz": 60,
                                     "definition": {"id": "evil", "title": PAYLOAD, "kind": "list"}}) + "\n"
                         '{"t":0.1,"kind":"down","id":1,"x":150,"y":600}\n{"t":0.2,"kind":"move","id":1,"x":150,"y":300}\n'
                         '{"t":0.21,"kind":"up","id":1,"x":150,"y":280}\n')
pages = {
    "web-user-scene": ["web", "--out", out / "web-user-scene.html", "--scene", folder / "shop.json"],
    "web-user-scenes-dir": ["web", "--out", out / "web-user-scenes-dir.html", "--scenes", folder, "--scene", "shop"],
    "web-hostile-title": ["web", "--out", out / "web-hostile-title.html", "--scene", hostile_scene],
    "web-hostile-feel": ["web", "--out", out / "web-hostile-feel.html", "--feel", hostile_feel],
    "live-hostile-trace": ["report", hostile_trace, "--live", "--out", out / "live-hostile-trace.html", "--title", PAYLOAD],
    "report-hostile-trace": ["report", hostile_trace, "--out", out / "report-hostile-trace.html", "--title", PAYLOAD, "--note", PAYLOAD],
    "report-still": ["report", still, "--out", out / "report-still.html"],
}
for name, args in pages.items():
    r = run(*args)
    check(r.returncode == 0, "%s: scrolllab %s → exit %d %s" % (name, args[0], r.returncode, r.stderr.strip()[:200]))

with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, has_touch=True, accept_downloads=True)

    def open_page(name):
        page = context.new_page()
        seen = {"dialogs": [], "problems": []}
        page.on("dialog", lambda d: (seen["dialogs"].append(d.message), d.dismiss()))
        page.on("console", lambda m: seen["problems"].append(m.type + ": " + m.text) if m.type in ("error", "warning") else None)
        page.on("pageerror", lambda e: seen["problems"].append("page error: " + str(e)))
        page.goto((out / (name + ".html")).as_uri())
        return page, seen

    def started(page):
        """`scrolllab.ready` awaited (a promise: no string predicate runs under the page's policy)."""
        try:
            return page.evaluate("() => window.scrolllab.ready.then(() => true, (e) => 'refused: ' + e.message)")
        except Exception as e:  # noqa: BLE001 — reported as the check's text
            return "no scrolllab.ready: %s" % e

    # Hostile pages: nothing runs, the page starts, the data reads back as written.
    for name in ("web-hostile-title", "web-hostile-feel", "live-hostile-trace"):
        page, seen = open_page(name)
        ok = started(page)
        page.wait_for_timeout(300)
        pwned = page.evaluate("() => window.pwned === undefined ? null : window.pwned")
        check(ok is True and not seen["dialogs"] and not seen["problems"] and pwned is None,
              "%s: starts (%s), no dialog %s, no error %s, no payload ran (%s)" % (name, ok, seen["dialogs"], seen["problems"][:2], pwned))
        if name == "web-hostile-title":
            titles = page.evaluate("() => scrolllab.scenes().filter((s) => s.id === 'hostile').map((s) => s.title)")
            page.select_option("#scene", "hostile")
            page.wait_for_timeout(200)
            check(titles == [PAYLOAD] and page.evaluate("() => scrolllab.state().scene") == "hostile",
                  "web-hostile-title: the title reads back as written, and its scene runs")
        if name == "web-hostile-feel":
            check(page.evaluate("() => scrolllab.feels()")[0] == FEEL_PAYLOAD and page.evaluate("() => scrolllab.state() !== null"),
                  "web-hostile-feel: the feel file's name reads back as written, and the page runs under it")
        page.close()
    for name in ("report-hostile-trace", "report-still"):
        page, seen = open_page(name)
        page.wait_for_timeout(300)
        mid = int(page.get_attribute("#scrub", "max")) // 2
        page.fill("#scrub", str(mid))
        page.dispatch_event("#scrub", "input")
        clock = page.inner_text("#clock")
        pwned = page.evaluate("() => window.pwned === undefined ? null : window.pwned")
        check(not seen["dialogs"] and not seen["problems"] and pwned is None and clock == "%.3f s" % (mid / 1000),
              "%s: no dialog %s, no error %s, no payload ran (%s); the scrubber works (%s)" % (name, seen["dialogs"], seen["problems"][:2], pwned, clock))
        if name == "report-hostile-trace":
            check(PAYLOAD in page.inner_text("h1"), "report-hostile-trace: the title shows as text")
        page.close()

    # The user's scene in the page: a fling with CDP touch events, downloaded, replayed natively.
    for name in ("web-user-scene", "web-user-scenes-dir"):
        page, seen = open_page(name)
        ok = started(page)
        check(ok is True and page.evaluate("() => scrolllab.state().scene") == "shop", "%s: the page runs scene 'shop' (%s)" % (name, ok))
        keys = page.eval_on_selector_all("#keys dt", "(dts) => dts.map((d) => d.textContent)")
        check("J" not in keys and len(keys) < 6, "%s: the key list shows only keys that act in 'shop': %s" % (name, keys))
        if name == "web-user-scene":
            page.select_option("#scene", "profile")
            nested = page.eval_on_selector_all("#keys dt", "(dts) => dts.map((d) => d.textContent)")
            check("J" in nested and len(nested) > len(keys), "the key list on 'profile' shows its own keys: %s" % nested)
            page.select_option("#scene", "shop")
            cdp = context.new_cdp_session(page)
            box = page.locator("#phone").bounding_box()
            x, y0 = box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.8
            steps = 8
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y0}]})
            for i in range(1, steps + 1):
                page.wait_for_timeout(16)
                cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y0 - box["height"] * 0.5 * i / steps}]})
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
            page.evaluate("() => new Promise((done) => { const wait = () => scrolllab.idle() ? done() : setTimeout(wait, 50); wait(); })")
            live = page.evaluate("() => scrolllab.state()")
            with page.expect_download() as download:
                page.click("#download")
            recorded = out / "web-user-fling.ndjson"
            download.value.save_as(str(recorded))
            native = native_state(recorded)
            d = differences(live, native) if native else [("native replay refused the trace", None, None)]
            offset = live["scrollViews"][0]["offset"]["y"]
            check(not d and offset > 100 and '"scene":"shop"' in recorded.read_text().split("\n")[0],
                  "user scene fling (list at %.2f pt): native --replay --settle of the download = the page's state: %d numbers, %d differ %s"
                  % (offset, numbers(live), len(d), d[:3]))
            # The same gesture as a version-1 trace (it names 'shop', embeds nothing): the page's replay()
            # finds the scene in its catalogue, as `--headless --replay T --scenes DIR` does natively.
            v1 = out / "web-user-fling-v1.ndjson"
            v1.write_text('{"trace":1,"device":"15","scene":"shop","hz":120}\n' + recorded.read_text().split("\n", 1)[1])
            r = run("--headless", "--replay", v1, "--scenes", folder, "--settle", "--state", out / "v1.state.json")
            want = json.loads((out / "v1.state.json").read_text()) if r.returncode == 0 else None
            got = page.evaluate("(t) => { try { return scrolllab.replay(t, {settle: true}); } catch (e) { return {error: e.message}; } }", v1.read_text())
            d = differences(got, want) if want and "error" not in got else [("refused", got.get("error"), r.stderr.strip()[:100])]
            check(not d, "replay() of a version-1 trace on the page's own scene 'shop' = native --scenes: %d numbers, %d differ %s"
                  % (numbers(got), len(d), d[:3]))
            # The same trace in report --live: the user's scene runs there too, to the native state.
            r = run("report", recorded, "--live", "--out", out / "live-user-scene.html")
            check(r.returncode == 0, "report --live of the user scene's trace: exit %d %s" % (r.returncode, r.stderr.strip()[:200]))
            lp, lseen = open_page("live-user-scene")
            lok = started(lp)
            last = int(lp.get_attribute("#live-tick", "max"))
            lp.evaluate("(k) => scrolllab.seek(k)", last)
            at_end = lp.evaluate("() => scrolllab.state()")
            rerun = out / "live-user-rerun.ndjson"
            rerun.write_text(lp.evaluate("() => scrolllab.trace()"))
            want = native_state(rerun)
            d = differences(at_end, want) if want else [("native replay refused the trace", None, None)]
            check(lok is True and at_end["scene"] == "shop" and not d and not lseen["problems"],
                  "report --live on 'shop': starts (%s), re-run to tick %d = native: %d differ %s %s" % (lok, last, len(d), d[:2], lseen["problems"][:2]))
            lp.close()
        page.close()

    # The page's replay refuses what the native reader refuses, in its words; the module stays usable.
    page, seen = open_page("web-user-scene")
    started(page)
    good = out / "good.ndjson"
    good.write_text('{"trace":1,"device":"15","scene":"profile","hz":120}\n{"t":0.1,"kind":"down","id":1,"x":200,"y":700}\n'
                    '{"t":0.15,"kind":"move","id":1,"x":200,"y":500}\n{"t":0.16,"kind":"up","id":1,"x":200,"y":480}\n')
    good_state = native_state(good)
    header = '{"trace":1,"device":"15","scene":"profile","hz":120}\n'
    cards = json.dumps({"trace": 2, "device": "15", "scene": "big", "hz": 60, "definition": {"id": "big", "title": "big", "kind": "cards", "rows": 10 ** 7}})
    preload = json.dumps({"trace": 2, "device": "15", "scene": "pre", "hz": 60, "definition": {"id": "pre", "title": "pre", "preload": [1e300]}})
    hostile = {
        "hz -120": '{"trace":1,"device":"15","scene":"profile","hz":-120}\n',
        "hz 1e8": '{"trace":1,"device":"15","scene":"profile","hz":1e8}\n',
        "time backwards": header + '{"t":0.5,"kind":"down","id":1,"x":1,"y":1}\n{"t":0.1,"kind":"up","id":1,"x":1,"y":1}\n',
        "t = 1e17": header + '{"t":1e17,"kind":"down","id":1,"x":1,"y":1}\n',
        "feel out of range": '{"trace":1,"device":"15","scene":"profile","hz":120,"feel":{"preset":"ios","frictionDrag":1e9}}\n',
        "x = 1e400 (inf)": header + '{"t":0.1,"kind":"down","id":1,"x":1e400,"y":1}\n',
        "10^7 cards": cards + "\n",
        "preload 1e300": preload + "\n",
    }
    bad = []
    for what, text in hostile.items():
        path = out / ("hostile-%s.ndjson" % "".join(c if c.isalnum() else "-" for c in what))
        path.write_text(text)
        r = run("--headless", "--replay", path, "--state", out / "hostile.state.json")
        native = r.stderr.strip().split("\n")[-1]
        got = page.evaluate("(t) => { try { return {state: scrolllab.replay(t, {settle: true})}; } catch (e) { return {error: e.message}; } }", text)
        after = page.evaluate("(t) => scrolllab.replay(t, {settle: true})", good.read_text())
        # The native line is `scrolllab: PATH:N: what`, the page's `line N: what`: the same rule, the same words.
        words = native.split(": ", 2)[-1] if native.count(":") >= 2 else native
        same = "error" in got and (got["error"].endswith(words) or words.endswith(got["error"].split(": ", 1)[-1]))
        if r.returncode != 2 or not same or differences(after, good_state):
            bad.append("%s: native exit %d %r, page %r" % (what, r.returncode, native, got.get("error", "accepted")))
    check(not bad, "replay() refuses the %d traces the binary refuses, in its words, and replays a good trace after each %s"
          % (len(hostile), bad[:3]))
    # A trace an editor saved with a UTF-8 byte-order mark: the binary replays it (its decoder skips the
    # mark), so the page does too, to the same state.
    bom = out / "good-bom.ndjson"
    bom.write_text("\ufeff" + good.read_text(), encoding="utf-8")
    r = run("--headless", "--replay", bom, "--settle", "--state", out / "bom.state.json")
    got = page.evaluate("(t) => { try { return scrolllab.replay(t, {settle: true}); } catch (e) { return {error: e.message}; } }",
                        bom.read_text(encoding="utf-8"))
    check(r.returncode == 0 and "error" not in got and not differences(got, good_state),
          "replay() of a trace with a byte-order mark = native (exit %d): %s" % (r.returncode, got.get("error", "the good state")))
    for hz in (-120, 1e8, 4294967416, 90):
        got = page.evaluate("([t, hz]) => { try { scrolllab.replay(t, {hz}); return 'accepted'; } catch (e) { return e.message; } }",
                            [good.read_text(), hz])
        check("must be 60 or 120" in got, "replay(…, {hz: %r}) is refused: %s" % (hz, got))
    # A live session refuses what a trace may not hold, before its loop runs (a finger at t = 1e17 ticked forever).
    live = page.evaluate("""() => {
      const s = scrolllab.session({scene: "profile"});
      const tries = [[{t: 1e17, kind: "down", id: 1, x: 10, y: 10}, 1e17], [{t: 0.1, kind: "down", id: 1, x: NaN, y: 10}, 0.1]];
      const out = tries.map(([e, now]) => { try { s.push(e, now); return "accepted"; } catch (x) { return x.message; } });
      try { s.pump(1e17); out.push("accepted"); } catch (x) { out.push(x.message); }
      s.push({t: 0.1, kind: "down", id: 1, x: 100, y: 600}, 0.1);
      s.push({t: 0.2, kind: "up", id: 1, x: 100, y: 300}, 0.2);
      s.pump(3);
      out.push(s.state().time);
      s.destroy();
      return out;
    }""")
    check(live[:3] == ['"t" is 1e+17 s; the limit is 7200 s (two hours)', "a coordinate is not a number",
                       '"t" is 1e+17 s; the limit is 7200 s (two hours)'] and live[3] > 0.2,
          "a live session refuses t = 1e17, x = NaN and pumping to 1e17, then runs on: %s" % live)
    # Nesting 200 000 deep is refused before it can exhaust the module's stack.
    deep = '{"trace":1,"device":"15","scene":"profile","hz":120,"x":' + "[" * 200000 + "]" * 200000 + "}\n"
    refused = page.evaluate("(t) => { try { scrolllab.replay(t); return 'accepted'; } catch (e) { return e.message; } }", deep)
    after = page.evaluate("(t) => scrolllab.replay(t, {settle: true})", good.read_text())
    check(refused != "accepted" and not differences(after, good_state), "nesting 200 000 deep: %r; a good trace replays after" % refused[:60])
    # A trap (a read past the module's memory, from a call no page makes) on a core of the page's own
    # class: the module is started again at once, the call says so, later calls work.
    trap = page.evaluate("""async (t) => {
      const core = await ScrollLabCore.load(JSON.parse(document.getElementById("scrolllab-data").textContent).wasm);
      const h = core.create({scene: "profile", feel: "", device: "15", hz: 120});
      let message = "no trap";
      try { core.x.sl_create(-256, 200, 0, 0, 120, 1, 0); } catch (e) { message = e.message; }
      let lost = "kept";
      try { core.state(h); } catch (e) { lost = "gone"; }
      return {message, generation: core.generation, lost, state: core.replay(t, "", 0, true)};
    }""", good.read_text())
    check(trap["message"].startswith("the module stopped (") and trap["generation"] == 1 and not differences(trap["state"], good_state),
          "a trap restarts the module: %r (generation %d, old session %s); then replay = native" % (trap["message"], trap["generation"], trap["lost"]))
    page.wait_for_timeout(200)
    check(page.evaluate("() => scrolllab.state() !== null") and not seen["problems"], "the page runs on: %s" % seen["problems"][:2])
    page.close()
    browser.close()

print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
