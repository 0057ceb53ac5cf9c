// ScrollLab in the browser, 4 of 5: a display list (DisplayList.description: one command a line, as
// the text snapshots hold it) drawn on a 2D canvas the way SDLBackend's DisplayListRenderer draws it:
// edges snapped half-up to whole pixels, a non-empty rectangle at least one pixel, corner radii in
// whole pixels, text centred vertically in its frame, vertical gradients, clips that nest.
"use strict";

const ScrollLabCanvas = (() => {
  const num = "(-?[0-9.e+-]+|-?inf|nan)";
  const rect = num + "," + num + " " + num + "x" + num;
  const color = "(#[0-9A-F]{6,8})";
  const patterns = {
    fill: new RegExp("^fill " + rect + " " + color + "$"),
    rrect: new RegExp("^rrect " + rect + " r" + num + " " + color + "$"),
    line: new RegExp("^line \\(" + num + ", " + num + "\\)-\\(" + num + ", " + num + "\\) w" + num + " " + color + "$"),
    text: new RegExp("^text \"(.*)\" " + rect + " " + num + "pt " + color + " (leading|center|trailing)( bold)?$"),
    clip: new RegExp("^clip " + rect + "$"),
    image: new RegExp("^image (\\S+) " + rect + "$"),
    gradient: new RegExp("^gradient " + rect + " " + color + "-" + color + "$"),
    cornermask: new RegExp("^cornermask " + rect + " r" + num + " " + color + "$"),
    rectOnly: new RegExp("^" + rect + "$"),
  };
  const n = (s) => (s === "inf" ? Infinity : s === "-inf" ? -Infinity : Number(s));
  const r4 = (m, i) => ({ x: n(m[i]), y: n(m[i + 1]), w: n(m[i + 2]), h: n(m[i + 3]) });

  /** Text → commands ({op, …}); an unknown line is an error (the format is the snapshot's). */
  function parse(text) {
    const lines = text.split("\n");
    const head = /^displaylist ([0-9.]+)x([0-9.]+)$/.exec(lines[0]);
    if (!head) throw new Error("not a display list: " + lines[0].slice(0, 40));
    const commands = [];
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i];
      if (!line) continue;
      const op = line.slice(0, line.indexOf(" ") < 0 ? line.length : line.indexOf(" "));
      let m;
      if (op === "fill" && (m = patterns.fill.exec(line))) commands.push({ op, r: r4(m, 1), c: m[5] });
      else if (op === "fills") {
        const parts = line.split(" ");
        const c = parts[parts.length - 1], rects = [];
        for (let k = 1; k + 1 < parts.length; k += 2) rects.push(r4(patterns.rectOnly.exec(parts[k] + " " + parts[k + 1]), 1));
        commands.push({ op, rects, c });
      } else if (op === "rrect" && (m = patterns.rrect.exec(line))) commands.push({ op, r: r4(m, 1), radius: n(m[5]), c: m[6] });
      else if (op === "line" && (m = patterns.line.exec(line))) {
        commands.push({ op, a: { x: n(m[1]), y: n(m[2]) }, b: { x: n(m[3]), y: n(m[4]) }, w: n(m[5]), c: m[6] });
      } else if (op === "text" && (m = patterns.text.exec(line))) {
        commands.push({ op, s: m[1], r: r4(m, 2), size: n(m[6]), c: m[7], align: m[8], bold: !!m[9] });
      } else if (op === "clip" && (m = patterns.clip.exec(line))) commands.push({ op, r: r4(m, 1) });
      else if (op === "unclip") commands.push({ op });
      else if (op === "image" && (m = patterns.image.exec(line))) commands.push({ op, name: m[1], r: r4(m, 2) });
      else if (op === "gradient" && (m = patterns.gradient.exec(line))) commands.push({ op, r: r4(m, 1), top: m[5], bottom: m[6] });
      else if (op === "cornermask" && (m = patterns.cornermask.exec(line))) commands.push({ op, r: r4(m, 1), radius: n(m[5]), c: m[6] });
      else throw new Error("display list line " + (i + 1) + " not understood: " + line.slice(0, 60));
    }
    return { width: Number(head[1]), height: Number(head[2]), commands };
  }

  const ops = [null, "fill", "fills", "rrect", "line", "text", "clip", "unclip", "image", "gradient", "cornermask"];
  const aligns = ["leading", "center", "trailing"];
  const colors = new Map();
  /** A colour number (r << 24 | g << 16 | b << 8 | a) as CSS, cached. */
  function css(v) {
    let c = colors.get(v);
    if (c === undefined) {
      c = "rgba(" + ((v >>> 24) & 255) + "," + ((v >>> 16) & 255) + "," + ((v >>> 8) & 255) + "," + (v & 255) / 255 + ")";
      colors.set(v, c);
    }
    return c;
  }

  /**
   * The module's binary display list (Sources/ScrollWeb/DisplayListEncoding.swift: Float64 records,
   * strings as offsets into a UTF-8 blob) → the same commands `parse` gives, at full precision.
   */
  function decode(n, blob) {
    const decoder = decode.decoder || (decode.decoder = new TextDecoder());
    let i = 3;
    const rect = () => ({ x: n[i++], y: n[i++], w: n[i++], h: n[i++] });
    const str = () => {
      const at = n[i++], len = n[i++];
      return decoder.decode(blob.subarray(at, at + len));
    };
    const commands = [];
    for (let k = 0; k < n[2]; k++) {
      const op = ops[n[i++]];
      switch (op) {
        case "fill": { const r = rect(); commands.push({ op, r, c: css(n[i++]) }); break; }
        case "fills": {
          const count = n[i++], c = css(n[i++]), rects = [];
          for (let j = 0; j < count; j++) rects.push(rect());
          commands.push({ op, rects, c });
          break;
        }
        case "rrect": { const r = rect(), radius = n[i++]; commands.push({ op, r, radius, c: css(n[i++]) }); break; }
        case "line": {
          const a = { x: n[i++], y: n[i++] }, b = { x: n[i++], y: n[i++] }, w = n[i++];
          commands.push({ op, a, b, w, c: css(n[i++]) });
          break;
        }
        case "text": {
          const r = rect(), size = n[i++], c = css(n[i++]), align = aligns[n[i++]], bold = n[i++] === 1;
          commands.push({ op, s: str(), r, size, c, align, bold });
          break;
        }
        case "clip": commands.push({ op, r: rect() }); break;
        case "unclip": commands.push({ op }); break;
        case "image": { const r = rect(); commands.push({ op, name: str(), r }); break; }
        case "gradient": { const r = rect(); commands.push({ op, r, top: css(n[i++]), bottom: css(n[i++]) }); break; }
        case "cornermask": { const r = rect(), radius = n[i++]; commands.push({ op, r, radius, c: css(n[i++]) }); break; }
        default: throw new Error("display list: unknown record " + n[i - 1] + " at " + (i - 1));
      }
    }
    return { width: n[0], height: n[1], commands };
  }

  /** Half-up pixel edges (DisplayListRenderer.px). */
  const px = (v, scale) => {
    const p = Math.floor(v * scale + 0.5);
    return Number.isFinite(p) ? Math.max(Math.min(p, 1e9), -1e9) : 0;
  };

  /** DisplayListRenderer.pixelRect: snapped edges; a non-empty rectangle keeps one pixel. */
  function pixels(r, scale) {
    const x0 = px(r.x, scale), y0 = px(r.y, scale), x1 = px(r.x + r.w, scale), y1 = px(r.y + r.h, scale);
    return { x: x0, y: y0, w: r.w > 0 ? Math.max(1, x1 - x0) : 0, h: r.h > 0 ? Math.max(1, y1 - y0) : 0 };
  }

  function roundedPath(ctx, p, rad) {
    ctx.beginPath();
    ctx.moveTo(p.x + rad, p.y);
    ctx.arcTo(p.x + p.w, p.y, p.x + p.w, p.y + p.h, rad);
    ctx.arcTo(p.x + p.w, p.y + p.h, p.x, p.y + p.h, rad);
    ctx.arcTo(p.x, p.y + p.h, p.x, p.y, rad);
    ctx.arcTo(p.x, p.y, p.x + p.w, p.y, rad);
    ctx.closePath();
  }

  /** The paint outside a rounded rectangle in its four corner squares (a phone's screen corners). */
  function cornerMask(ctx, p, rad) {
    ctx.beginPath();
    const cs = [[p.x, p.y, p.x + rad, p.y + rad, Math.PI, 1.5 * Math.PI], [p.x + p.w, p.y, p.x + p.w - rad, p.y + rad, 1.5 * Math.PI, 2 * Math.PI],
      [p.x + p.w, p.y + p.h, p.x + p.w - rad, p.y + p.h - rad, 0, 0.5 * Math.PI], [p.x, p.y + p.h, p.x + rad, p.y + p.h - rad, 0.5 * Math.PI, Math.PI]];
    for (const [qx, qy, ox, oy, a0, a1] of cs) {
      ctx.moveTo(qx, qy);
      ctx.arc(ox, oy, rad, a0, a1);
      ctx.closePath();
    }
    ctx.fill();
  }

  /** Draws `list` (parsed) at `scale` pixels per point; `images` maps names to loaded Image objects. */
  function draw(ctx, list, scale, images, background) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = background || "#F2F2F7";
    ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    let depth = 0;
    for (const c of list.commands) {
      switch (c.op) {
        case "fill": {
          const p = pixels(c.r, scale);
          ctx.fillStyle = c.c;
          ctx.fillRect(p.x, p.y, p.w, p.h);
          break;
        }
        case "fills":
          ctx.fillStyle = c.c;
          for (const r of c.rects) {
            const p = pixels(r, scale);
            ctx.fillRect(p.x, p.y, p.w, p.h);
          }
          break;
        case "rrect": {
          const p = pixels(c.r, scale);
          const rad = Math.floor(Math.min(c.radius * scale, p.w / 2, p.h / 2));
          ctx.fillStyle = c.c;
          if (rad < 1) ctx.fillRect(p.x, p.y, p.w, p.h);
          else {
            roundedPath(ctx, p, rad);
            ctx.fill();
          }
          break;
        }
        case "line": {
          ctx.strokeStyle = c.c;
          ctx.lineWidth = Math.max(1, c.w * scale);
          ctx.lineCap = "butt";
          ctx.beginPath();
          ctx.moveTo(c.a.x * scale, c.a.y * scale);
          ctx.lineTo(c.b.x * scale, c.b.y * scale);
          ctx.stroke();
          break;
        }
        case "text": {
          const size = Math.round(c.size * scale);
          if (size <= 0 || size >= 2000) break;
          const p = pixels(c.r, scale);
          ctx.font = (c.bold ? "bold " : "") + size + 'px "DejaVu Sans", Verdana, sans-serif';
          ctx.fillStyle = c.c;
          ctx.textBaseline = "middle";
          ctx.textAlign = c.align === "leading" ? "left" : c.align === "center" ? "center" : "right";
          const x = c.align === "leading" ? p.x : c.align === "center" ? p.x + p.w / 2 : p.x + p.w;
          ctx.fillText(c.s, x, p.y + p.h / 2);
          break;
        }
        case "clip": {
          const p = pixels(c.r, scale);
          ctx.save();
          depth++;
          ctx.beginPath();
          ctx.rect(p.x, p.y, p.w, p.h);
          ctx.clip();
          break;
        }
        case "unclip":
          if (depth > 0) {
            ctx.restore();
            depth--;
          }
          break;
        case "image": {
          const p = pixels(c.r, scale);
          const img = images && images[c.name];
          if (img && img.complete) ctx.drawImage(img, p.x, p.y, p.w, p.h);
          else {
            ctx.fillStyle = "#FF00FF";  // a missing image: a magenta box, as natively
            ctx.fillRect(p.x, p.y, p.w, p.h);
          }
          break;
        }
        case "gradient": {
          const p = pixels(c.r, scale);
          const g = ctx.createLinearGradient(0, p.y, 0, p.y + p.h);
          g.addColorStop(0, c.top);
          g.addColorStop(1, c.bottom);
          ctx.fillStyle = g;
          ctx.fillRect(p.x, p.y, p.w, p.h);
          break;
        }
        case "cornermask": {
          const p = pixels(c.r, scale);
          const rad = Math.floor(Math.min(c.radius * scale, p.w / 2, p.h / 2));
          if (rad < 1) break;
          ctx.fillStyle = c.c;
          cornerMask(ctx, p, rad);
          break;
        }
      }
    }
    while (depth-- > 0) ctx.restore();
    ctx.restore();
  }

  return { parse, decode, draw, pixels };
})();
