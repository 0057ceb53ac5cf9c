// ScrollLab in the browser, 3 of 5: a page session — a sandbox in the module and ScrollSession's
// LiveReplay on it (Sources/ScrollSession/LiveReplay.swift, exported by Sources/ScrollWeb): the page
// pushes each event as it arrives and pumps the loop each frame; the module decides every tick, so a
// page session and the native replay of its recording tick at the same instants and end in the same
// state (docs/WEB.md, "Determinism"). Replays (`scrolllab.replay`) run the module's ReplayDriver.
"use strict";

class ScrollLabSession {
  /**
   * @param core a ScrollLabCore
   * @param setup ScrollLab.setup's: { scene, definition, feel, feelDefinition, device, landscape, hz }
   */
  constructor(core, setup) {
    this.core = core;
    this.setup = setup;
    this.generation = core.generation;
    this.h = core.create({
      // The scene as its definition (JSON text) whenever there is one — a built-in, a --scenes or --scene
      // file, a trace's embedded scene alike: the module runs what the recording embeds. Feels by preset name.
      scene: setup.scene, definition: setup.definition ? JSON.stringify(setup.definition) : null,
      // A preset by name, a feel file's fields (`--feel FILE`, a trace's) as JSON: the module reads both.
      feel: setup.feel || (setup.feelDefinition ? JSON.stringify(setup.feelDefinition) : ""), device: setup.device, landscape: setup.landscape, hz: setup.hz,
    });
  }

  destroy() { if (!this.lost) this.core.destroy(this.h); }

  /** Whether the module was started again since this session was made (a trap): its handle is gone. */
  get lost() { return this.generation !== this.core.generation; }

  /** Sandbox time now: the last tick or event time handled. */
  get time() { return this.core.time(this.h); }

  /** Takes one live event (times in seconds since the session started) and runs the loop up to `now`: the time taken. */
  push(e, now) { return this.core.push(this.h, e, now); }

  /** Runs the loop's iterations up to `now` (seconds since the session started): the ticks run. */
  pump(now) { return this.core.pump(this.h, now); }

  /** Whether the live loop is held: nothing moves, nothing is touched, nothing pending. */
  get held() { return this.core.held(this.h); }

  /** How many events came after the time the loop had handled (and were recorded at it). */
  get late() { return this.core.late(this.h); }

  /** The events taken so far (the recording without its end marker). */
  get eventCount() { return this.core.recording(this.h).length - 1; }

  /**
   * What was recorded, as a trace. It ends with the key `f9` (the window's stop-recording key, which
   * a replay ignores) at the session's time, so a replay ends where the page is (docs/WEB.md).
   */
  traceText() {
    const s = this.setup;
    const header = {
      device: s.device, scene: s.scene, hz: s.hz, landscape: s.landscape, feel: s.feelDefinition || null,
      definition: ScrollLabSession.forRecording(s.definition),
    };
    return ScrollLabTrace.text(header, this.core.recording(this.h));
  }

  /**
   * The definition a trace from before `contentInsetAdjustmentBehavior` replays on (SceneDefinition.forReplay):
   * the field `never` where it says nothing, as the native replay does.
   */
  static forReplay(def) {
    if (!def || def.contentInsetAdjustmentBehavior) return def;
    return Object.assign({}, def, { contentInsetAdjustmentBehavior: "never" });
  }

  /**
   * The definition as a recording embeds it (SceneDefinition.forRecording): the inset
   * adjustment stated (`automatic` when it says nothing, as it ran here), so a replay never takes the
   * trace for one from before the field, which replays `never` (docs/SCENES.md, "The page's frame").
   */
  static forRecording(def) {
    if (!def || def.contentInsetAdjustmentBehavior) return def;
    return Object.assign({}, def, { contentInsetAdjustmentBehavior: "automatic" });
  }
}
