/// The Python program `export cdp` fills in (`@NAME@` placeholders; see `CDPScriptWriter`). Its
/// second line is a fixed coding declaration: Python reads one from the first two lines, so the
/// header (which names the trace file) must not be there.
enum CDPScriptTemplate {
    /// The standard modules it imports (kept out of the template: ArchitectureTests reads every line
    /// that starts with `import` as a Swift import).
    static let imports = ["json", "os", "shutil", "sys", "time"].map { "import " + $0 }.joined(separator: "\n")

    static let text = #"""
        #!/usr/bin/env python3
        # -*- coding: utf-8 -*-
        @HEADER@
        """Replays a ScrollLab trace in Chromium over the DevTools protocol: every touch with
        Input.dispatchTouchEvent (wheel events with Input.dispatchMouseEvent), each sent at its trace time
        with that time as its timestamp, so the browser's velocity tracker sees the trace's timing.

            python3 THIS.py [URL] [--repeat N] [--no-warmup] [--page-info] [--headed]

        With no URL it opens its own page in the system chromium (CHROMIUM=path overrides): a touch viewport
        the size of the scene's scrollable list (@WIDTH@ x @HEIGHT@ CSS px) over a document @SCROLL_HEIGHT@ px
        tall, replays once unmeasured (the compositor warms up; --no-warmup skips it), scrolls back, replays,
        waits until the page rests and prints one JSON line {"scrollY": N} (the median of --repeat N runs).
        With a URL it replays once on that page at the same viewport and prints its window.scrollY at rest.
        --page-info prints the page's measured viewport and scroll height instead. Needs Playwright
        (pip install playwright; ScrollLab's scripts/browser-venv makes a venv with it).
        """
        @IMPORTS@

        from playwright.sync_api import sync_playwright

        VIEWPORT = {"width": @WIDTH@, "height": @HEIGHT@}
        SCROLL_HEIGHT = @SCROLL_HEIGHT@
        START_SCROLL = @START@  # the list's starting offset (scene list "@LIST@")
        PAGE = (
            "<html><head><meta name='viewport' content='width=device-width,initial-scale=1'></head>"
            "<body style='margin:0'><div style='height:%spx;background:linear-gradient(#fff,#888)'></div></body></html>"
            % SCROLL_HEIGHT
        )
        # (seconds from the trace start, type, touch points [(id, x, y)] in the page's CSS px: every point
        # down after the event), or (seconds, "wheel", (x, y, deltaX, deltaY)).
        EVENTS = [
        @EVENTS@
        ]
        REST = 0.6  # seconds window.scrollY must stay put to count as rest
        TIMEOUT = 20.0


        def replay(client):
            start = time.time() + 0.05
            for t, kind, data in EVENTS:
                at = start + t
                time.sleep(max(0.0, at - time.time()))
                if kind == "wheel":
                    x, y, dx, dy = data
                    client.send("Input.dispatchMouseEvent",
                                {"type": "mouseWheel", "x": x, "y": y, "deltaX": dx, "deltaY": dy, "timestamp": at})
                else:
                    points = [] if kind in ("touchEnd", "touchCancel") else [{"x": x, "y": y, "id": i} for i, x, y in data]
                    client.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": at})


        def rest(page):
            last, still, begin = None, time.time(), time.time()
            while time.time() - still < REST and time.time() - begin < TIMEOUT:
                y = page.evaluate("new Promise(r => requestAnimationFrame(() => r(window.scrollY)))")
                if y != last:
                    last, still = y, time.time()
            return last


        def run(page, client):
            page.evaluate("y => window.scrollTo(0, y)", START_SCROLL)
            page.wait_for_timeout(300)
            replay(client)
            return rest(page)


        def main(argv):
            repeat = int(argv[argv.index("--repeat") + 1]) if "--repeat" in argv else 1
            values = {argv.index("--repeat") + 1} if "--repeat" in argv else set()
            url = next((a for i, a in enumerate(argv) if not a.startswith("--") and i not in values), None)
            chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=chromium, headless="--headed" not in argv)
                context = browser.new_context(viewport=VIEWPORT, has_touch=True)
                page = context.new_page()
                if url:
                    page.goto(url)
                else:
                    page.set_content(PAGE)
                client = context.new_cdp_session(page)
                if "--page-info" in argv:
                    info = page.evaluate("({width: innerWidth, height: innerHeight, scrollHeight: document.documentElement.scrollHeight})")
                    print(json.dumps(info))
                elif url:
                    replay(client)
                    print(json.dumps({"scrollY": rest(page)}))
                else:
                    if "--no-warmup" not in argv:
                        run(page, client)
                    ys = sorted(run(page, client) for _ in range(max(1, repeat)))
                    print(json.dumps({"scrollY": ys[len(ys) // 2]}))
                browser.close()
            return 0


        if __name__ == "__main__":
            sys.exit(main(sys.argv[1:]))

        """#
}
