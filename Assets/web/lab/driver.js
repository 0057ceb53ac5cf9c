// ScrollLab in the browser, 3 of 5: the live loop — LiveReplay (Sources/ScrollLab/LiveReplay.swift,
// tested natively against the replay driver) in JS, statement for statement, on the module's sandbox
// calls, until the module exports LiveReplay itself. A page session and the native replay of its
// recording tick at the same instants and end in the same state (docs/WEB.md, "Determinism").
// Replays (`scrolllab.replay`) run the module's own driver (ScrollLabCore.replay).
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
    // The live loop (`pump`): `cur` is the last tick advanced to (null before the first), `next`
    // the tick to come (null while idle with nothing pending: held until an event says how far
    // the replay would skip), `pending` the events not handled yet, `events` every event taken.
    this.cur = null;
    this.next = 0;
    this.pending = [];
    this.events = [];
    this.lastTime = 0;
  }

  destroy() { this.core.destroy(this.h); }

  static idleSkip = 1.0;
  static settleLimit = 10.0;

  /** Sandbox.nextTick: the next grid tick, or the last one before `target` when idle and far. */
  nextTick(tick, target) {
    const hz = this.core.hz(this.h), dt = 1.0 / hz;
    if (target - tick > ScrollLabSession.idleSkip && this.core.idle(this.h)) {
      const skip = Math.floor((target - tick) * hz) - 1;
      if (skip > 1) return tick + skip * dt;
    }
    return tick + dt;
  }

  // MARK: live

  /** Sandbox time now: the last tick or event time handled. */
  get time() { return this.core.time(this.h); }

  /**
   * Takes one live event (times in seconds since the session started). Like Sandbox.effective, an
   * event that predates what has been handled happens then; the event as taken is recorded.
   */
  push(e, now) {
    e.t = Math.max(e.t, this.lastTime, this.time);
    this.lastTime = e.t;
    this.events.push(e);
    if (this.cur !== null && e.t <= this.cur) {
      // It belongs to the iteration of `cur`, whose events the replay handles before advancing to it.
      this.core.handle(this.h, e);
      this.core.advance(this.h, this.cur);
      this.next = this.decideNext(this.cur);
    } else {
      this.pending.push(e);
      if (this.next === null) this.next = this.nextTick(this.cur, this.pending[0].t);
    }
    this.pump(now);
  }

  /** The tick after `cur`: toward the next pending event, else held while idle, else the grid's next. */
  decideNext(cur) {
    if (this.pending.length) return this.nextTick(cur, this.pending[0].t);
    if (this.core.idle(this.h)) return null;
    return cur + 1.0 / this.core.hz(this.h);
  }

  /** Runs the replay's iterations up to `now` (seconds since the session started). */
  pump(now) {
    let ticks = 0;
    while (this.next !== null) {
      while (this.pending.length && this.pending[0].t <= this.next) this.core.handle(this.h, this.pending.shift());
      if (this.next > now) break;
      this.cur = this.next;
      this.core.advance(this.h, this.cur);
      ticks++;
      this.next = this.decideNext(this.cur);
    }
    return ticks;
  }

  /** Whether the live loop is held: nothing moves, nothing is pending. */
  get held() { return this.next === null; }

  /**
   * What was recorded, as a trace. It ends with the key `f9` (the window's stop-recording key, which
   * a replay ignores) at the session's time, so a replay ends where the page is (docs/WEB.md).
   */
  traceText() {
    const s = this.setup;
    const header = { device: s.device, scene: s.scene, hz: s.hz, landscape: s.landscape, feel: s.feelDefinition || null, definition: s.definition };
    const end = { t: Math.max(this.lastTime, this.time), kind: "key", key: "f9" };
    return ScrollLabTrace.text(header, this.events.concat([end]));
  }
}
