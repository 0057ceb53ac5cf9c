// `scrolllab report --live` (docs/WEB.md): the report's own trace re-run by the core in the page — under
// the feel chosen, stepped tick by tick with the slider, played in real time — and taken over with the
// mouse or a finger from the tick shown. Built on Assets/web/lab/*.js, as the page of `scrolllab web`.
"use strict";

(function () {
  const canvas = document.getElementById("live-phone");
  const ctx = canvas.getContext("2d");
  const feelSelect = document.getElementById("live-feel");
  const slider = document.getElementById("live-tick");
  const clock = document.getElementById("live-clock");
  const status = document.getElementById("live-status");
  const logList = document.getElementById("live-log");
  const playButton = document.getElementById("live-play");
  let lab = null, trace = null, session = null, next = 0, origin = 0, playing = false, yours = false, hz = 120, scale = 1;

  function embedded() {
    const b64 = document.getElementById("scrolllab-trace").textContent.replace(/\s+/g, "");
    return new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
  }

  /** A fresh session on the trace's scene and device, under the feel chosen (else the trace's). */
  function restart() {
    if (session) session.destroy();
    const h = trace.header;
    // A trace whose header does not state the inset adjustment is from before it: it re-runs with a
    // replay's defaults (`never`), as `--replay` does (docs/SCENES.md, "The page's frame").
    const known = lab.scene(h.scene);
    const base = h.definition || (known ? known.definition : null);
    const old = !(h.definition && h.definition.contentInsetAdjustmentBehavior);
    session = lab.session(lab.setup({
      scene: h.scene, definition: old ? ScrollLabSession.forReplay(base) : base, feel: feelSelect.value || h.feel || null,
      device: h.device, landscape: h.landscape, hz: h.hz,
    }));
    lab.live = session;
    next = 0;
    yours = false;
  }

  /** The trace's events up to `t` into the session, and its ticks up to `t`: the replay's own iterations. */
  function runTo(t) {
    while (next < trace.events.length && trace.events[next].t <= t) {
      const e = Object.assign({}, trace.events[next++]);
      session.push(e, e.t);
    }
    session.pump(t);
  }

  /** Shows tick `k`: from the start when going back, on from where it is when going forward. */
  function seek(k) {
    const t = k / hz;
    if (yours || t < session.time) restart();
    runTo(t);
    draw();
  }

  function draw() {
    ScrollLabCanvas.draw(ctx, lab.core.commands(session.h), scale, lab.images);
    const state = lab.core.state(session.h);
    clock.textContent = "tick " + slider.value + " · t = " + state.time.toFixed(3) + " s";
    const lines = (state.arena && state.arena.log) || [];
    logList.replaceChildren(...lines.map((l) => Object.assign(document.createElement("li"), { textContent: l })));
    status.textContent = (yours ? "yours: " + session.eventCount + " events taken" : "the trace") +
      (session.held ? " · at rest" : " · moving");
  }

  function frame() {
    // A call that trapped restarted the module (ScrollLabCore.bind): the trace runs again to the tick shown.
    if (session.lost) {
      playing = false;
      restart();
      seek(Number(slider.value));
      status.textContent += " · the module stopped and was started again";
    }
    const now = (performance.now() - origin) / 1000;
    if (playing && !yours) {
      runTo(now);
      slider.value = String(Math.min(Number(slider.max), Math.floor(now * hz)));
      if (now * hz >= Number(slider.max)) playing = false;
      draw();
    } else if (yours && session.pump(now) > 0) draw();
    requestAnimationFrame(frame);
  }

  // The report's trace element comes later in the page: read once the page is parsed.
  const parsed = new Promise((resolve) => (document.readyState === "loading" ? document.addEventListener("DOMContentLoaded", resolve) : resolve()));
  const ready = parsed.then(() => ScrollLab.boot()).then((l) => {
    lab = l;
    trace = ScrollLabTrace.parse(embedded());
    hz = trace.header.hz;
    feelSelect.add(new Option("the trace's", ""));
    for (const f of lab.data.feels) if (f.preset) feelSelect.add(new Option(f.name, f.name));
    const end = trace.events.length ? trace.events[trace.events.length - 1].t : 0;
    slider.max = String(Math.ceil((end + 2) * hz));
    const [w, h] = ScrollLabInput.viewport(trace.header);
    scale = 2;
    canvas.width = w * scale;
    canvas.height = h * scale;
    canvas.style.width = Math.round(w * 0.8) + "px";
    canvas.style.height = Math.round(h * 0.8) + "px";
    restart();
    seek(0);
    slider.addEventListener("input", () => { playing = false; seek(Number(slider.value)); });
    feelSelect.addEventListener("change", () => { restart(); seek(Number(slider.value)); });
    playButton.addEventListener("click", () => {
      if (yours || Number(slider.value) >= Number(slider.max)) { restart(); slider.value = "0"; }
      playing = !playing;
      origin = performance.now() - (Number(slider.value) / hz) * 1000;
    });
    // Taking over: the trace stops at the tick shown, the session goes on in real time from there.
    canvas.addEventListener("pointerdown", () => {
      if (!yours) {
        playing = false;
        yours = true;
        origin = performance.now() - session.time * 1000;
      }
    }, true);
    ScrollLabInput.attach(canvas, () => (yours ? { session, origin, viewport: [w, h] } : null), lab.data.sceneKeys, draw);
    requestAnimationFrame(frame);
  });
  // `scrolllab.ready` at once (a promise to await: docs/WEB.md, "API"), the rest once the module runs.
  const api = ready.then(() => {
    Object.assign(window.scrolllab, lab.api(api), { seek: (k) => { slider.value = String(k); seek(k); } });
    return true;
  }, (error) => {
    status.textContent = "the live core could not start: " + error.message;
    console.error("scrolllab live: " + error.message);
    throw error;
  });
  api.catch(() => {});
  window.scrolllab = { ready: api };
})();
