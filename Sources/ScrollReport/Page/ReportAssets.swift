/// The page's style sheet and script, inline (the page loads nothing). Kept small and readable: the
/// script only maps a time to a frame, a cursor position and a highlighted decision.
enum ReportAssets {
    static let css = """
        :root { --ink: #1c1c1e; --muted: #6e6e73; --line: #d1d1d6; --bg: #f5f5f7; --card: #fff; --accent: #0a84ff; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 16px 20px 40px; font: 14px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--bg); }
        h1 { font-size: 20px; margin: 0 0 8px; } h2 { font-size: 16px; margin: 0 0 8px; }
        .facts { display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 0; }
        .facts div { display: flex; gap: 6px; } .facts dt { color: var(--muted); } .facts dd { margin: 0; font-weight: 600; }
        .notes { margin: 0 0 10px; padding-left: 18px; font-size: 14px; } .notes li { margin: 2px 0; }
        .command code { font-size: 12px; color: var(--muted); word-break: break-all; }
        main { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 20px; align-items: start; margin-top: 12px; }
        section { background: var(--card); border-radius: 12px; padding: 12px 14px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
        #player { position: sticky; top: 12px; width: min-content; }
        .lanes { display: flex; gap: 12px; }
        .lane { margin: 0; text-align: center; } .lane figcaption { font-weight: 600; margin-bottom: 4px; }
        img.frame { display: block; height: min(72vh, 700px); width: auto; border-radius: 22px; border: 1px solid var(--line);
          background: #fff; }
        .controls { display: flex; align-items: center; gap: 8px; margin-top: 10px; }
        #scrub { flex: 1; min-width: 120px; } #clock { font-variant-numeric: tabular-nums; min-width: 64px; text-align: right; }
        #play { width: 36px; height: 28px; }
        .hint { color: var(--muted); font-size: 12px; margin: 6px 0 0; }
        #side { display: flex; flex-direction: column; gap: 20px; min-width: 0; }
        .chart { margin: 0 0 10px; } .chart svg { width: 100%; height: auto; display: block; cursor: crosshair; }
        .readout { font-size: 12px; color: var(--muted); min-height: 1.4em; font-variant-numeric: tabular-nums; }
        .key { font-size: 12px; color: var(--muted); margin: 0 0 6px; }
        .swatch { display: inline-block; width: 12px; height: 10px; margin: 0 4px 0 10px; vertical-align: -1px; }
        .swatch.touch { background: #ffe3e8; } .swatch.wheel { background: #e3efff; }
        .swatch.handoff { border-left: 2px dashed #8e44ad; } .swatch.decision { border-left: 2px solid #ff9f0a; }
        #log { list-style: none; margin: 0; padding: 0; max-height: 420px; overflow: auto; }
        #log > li { padding: 6px 8px; border-top: 1px solid #eee; cursor: pointer; }
        #log > li:hover, #log > li:focus { background: #f0f6ff; outline: none; }
        #log > li.current { background: #e6f0ff; box-shadow: inset 3px 0 var(--accent); }
        #log time { font-variant-numeric: tabular-nums; color: var(--muted); margin-right: 6px; }
        .win { color: #1e8e3e; } .lose { color: #c5221f; }
        .lane-tag { font-size: 11px; padding: 1px 6px; border-radius: 8px; background: #eee; }
        .reasons { margin: 2px 0 0 18px; padding: 0; font-size: 12px; color: #3a3a3c; } .reasons .warning { color: #c5221f; }
        #appendix { margin-top: 20px; } pre { font-size: 12px; overflow: auto; max-height: 480px; background: #fafafa; padding: 8px; }
        @media (max-width: 900px) { main { grid-template-columns: 1fr; } #player { position: static; } }

        """

    static let script = """
        // ScrollLab report: one time drives everything. The scrubber, the play loop, the arrow keys, a click
        // on a plot or on a decision set it; show() puts each lane's frame, every plot's cursor and the
        // current decision in line with it.
        (function () {
          "use strict";
          const data = JSON.parse(document.getElementById("report-data").textContent);
          const scrub = document.getElementById("scrub");
          const clock = document.getElementById("clock");
          const playButton = document.getElementById("play");
          const speed = document.getElementById("speed");
          const frames = data.lanes.map((_, k) => document.getElementById("frame-" + k));
          const plots = Array.from(document.querySelectorAll("svg.plot"));
          const decisions = Array.from(document.querySelectorAll("#log > li.decision"));
          // Every frame time of every lane, for stepping frame by frame.
          const stops = Array.from(new Set(data.lanes.flatMap((l) => l.t))).sort((a, b) => a - b);
          let time = 0, playing = false, lastTick = 0;
          // The stretch shown: the whole trace, or what a brush zoomed to (ReportZoom).
          const view = { t0: 0, t1: data.duration };

          // The last index i with list[i] <= t (-1 if none).
          function before(list, t) {
            let lo = 0, hi = list.length - 1, found = -1;
            while (lo <= hi) {
              const mid = (lo + hi) >> 1;
              if (list[mid] <= t + 1e-9) { found = mid; lo = mid + 1; } else { hi = mid - 1; }
            }
            return found;
          }

          function xOf(svg, t) {
            const t0 = +svg.dataset.t0, t1 = +svg.dataset.t1, x0 = +svg.dataset.x0, x1 = +svg.dataset.x1;
            return x0 + (t - t0) / Math.max(t1 - t0, 1e-9) * (x1 - x0);
          }

          function timeAt(svg, clientX) {
            const box = svg.getBoundingClientRect();
            const x = (clientX - box.left) * (svg.viewBox.baseVal.width / box.width);
            const t0 = +svg.dataset.t0, t1 = +svg.dataset.t1, x0 = +svg.dataset.x0, x1 = +svg.dataset.x1;
            return Math.min(Math.max(t0 + (x - x0) / (x1 - x0) * (t1 - t0), t0), t1);
          }

          function show(t) {
            time = Math.min(Math.max(t, view.t0), view.t1);
            scrub.value = String(Math.round(time * 1000));
            clock.textContent = time.toFixed(3) + " s";
            data.lanes.forEach((lane, k) => {
              const i = Math.max(0, before(lane.t, time));
              if (frames[k].dataset.frame !== String(i)) {
                frames[k].dataset.frame = String(i);
                frames[k].src = data.images[lane.i[i]];
              }
            });
            for (const svg of plots) {
              const cursor = svg.querySelector(".cursor"), x = xOf(svg, time).toFixed(2);
              cursor.setAttribute("x1", x);
              cursor.setAttribute("x2", x);
            }
            const current = before(decisions.map((li) => +li.dataset.t), time);
            decisions.forEach((li, i) => li.classList.toggle("current", i === current));
          }

          function readout(svg, t) {
            const chart = data.charts[svg.id];
            const parts = chart.series.map((s) => {
              const i = before(s.t, t);
              return i < 0 ? null : s.name + " " + s.v[i].toFixed(1);
            }).filter((p) => p !== null);
            document.getElementById(svg.id + "-readout").textContent =
              "t = " + t.toFixed(3) + " s · " + (parts.join(" · ") || "no data") + " " + chart.unit;
          }

          function step(direction) {
            const i = before(stops, time);
            const next = direction > 0 ? stops[i + 1] : stops[Math.max(0, stops[i] < time - 1e-9 ? i : i - 1)];
            if (next !== undefined) show(next);
          }

          function tick(now) {
            if (!playing) return;
            show(time + (now - lastTick) / 1000 * +speed.value);
            lastTick = now;
            if (time >= view.t1) { setPlaying(false); } else { requestAnimationFrame(tick); }
          }

          function setPlaying(on) {
            playing = on;
            playButton.textContent = on ? "❚❚" : "▶";
            playButton.setAttribute("aria-label", on ? "pause" : "play");
            if (on) {
              if (time >= view.t1) show(view.t0);
              lastTick = performance.now();
              requestAnimationFrame(tick);
            }
          }

        \(ReportZoom.script)
          scrub.addEventListener("input", () => show(+scrub.value / 1000));
          playButton.addEventListener("click", () => setPlaying(!playing));
          for (const svg of plots) {
            svg.addEventListener("mousemove", (e) => readout(svg, timeAt(svg, e.clientX)));
            svg.addEventListener("click", (e) => show(timeAt(svg, e.clientX)));
          }
          for (const li of decisions) {
            li.addEventListener("click", () => show(+li.dataset.t));
            li.addEventListener("keydown", (e) => { if (e.key === "Enter") show(+li.dataset.t); });
          }
        \(EventLane.script)
          document.addEventListener("keydown", (e) => {
            if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
              e.preventDefault();
              step(e.key === "ArrowRight" ? 1 : -1);
            } else if (e.key === " " && e.target !== playButton) {
              e.preventDefault();
              setPlaying(!playing);
            } else if (e.key === "s" || e.key === "S") {
              speed.value = speed.value === "1" ? "0.25" : "1";
            }
          });
          show(0);
        })();

        """
}
