// ScrollLab in the browser, 3 of 5: a page session — a sandbox in the module and ScrollSession's
// LiveReplay on it (Sources/ScrollSession/LiveReplay.swift, exported by Sources/ScrollWeb): the page
// pushes each event as it arrives and pumps the loop each frame; the module decides every tick, so a
// page session and the native replay of its recording tick at the same instants and end in the same
// state (docs/WEB.md, "Determinism"). Replays (`scrolllab.replay`) run the module's ReplayDriver.
"use strict";

class ScrollLabSession {
  /**
   * @param core a ScrollLabCore
   * @param setup ScrollLab.setup's: { scene, definition, sameAsBuiltIn, feel, feelDefinition, device, landscape, hz }
   */
  constructor(core, setup) {
    this.core = core;
    this.setup = setup;
    if (setup.feelDefinition && !setup.feel) throw new Error("feel files do not run in the page yet: choose a preset");
    this.h = core.create({
      // Built-in scenes by id, any other as its definition (JSON text); feels by preset name.
      scene: setup.scene, definition: setup.sameAsBuiltIn || !setup.definition ? null : JSON.stringify(setup.definition),
      feel: setup.feel || "", device: setup.device, landscape: setup.landscape, hz: setup.hz,
    });
  }

  destroy() { this.core.destroy(this.h); }

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
