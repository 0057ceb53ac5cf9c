/// Brush-to-zoom on the report's curves: drag across a plot to show only that stretch of time —
/// every plot's curves, bands and marks are stretched to it (clipped to the plot), the time axis gets
/// ticks for it, and the scrubber, the frames, play and the arrow keys keep to it; "Reset zoom" (or a
/// double click on a plot) shows the whole trace again. A plain click still jumps the time there.
/// The script runs inside the page's (it uses `plots`, `scrub`, `view`, `show`, `time`).
enum ReportZoom {
    /// The reset button, placed above the curves.
    static let button =
        "<p class=\"zoom\"><button type=\"button\" id=\"zoom-reset\" disabled>Reset zoom</button> "
        + "<span class=\"hint\">drag across a plot to zoom in</span></p>\n"

    static let css = """
        .zoom { margin: 0 0 6px; font-size: 12px; } .zoom button { font-size: 12px; }
        svg.plot .brush { fill: rgba(10, 132, 255, 0.15); stroke: #0a84ff; stroke-width: 1; }
        svg.plot .zoomed * { vector-effect: non-scaling-stroke; }

        """

    static let script = """
          // Brush-to-zoom (ReportZoom): view.t0…view.t1 is the stretch shown.
          // A report whose trace scrolls nothing has no chart and no reset button (#46: a TypeError
          // here left the scrubber dead).
          const zoomReset = document.getElementById("zoom-reset");
          const svgNS = plots.length ? plots[0].namespaceURI : "";  // no URL in the page but the SVGs' own
          const scrubRange = [scrub.min, scrub.max];
          const fullT0 = plots.map((svg) => +svg.dataset.t0), fullT1 = plots.map((svg) => +svg.dataset.t1);
          function niceStep(span) {
            const raw = span / 7, p = Math.pow(10, Math.floor(Math.log10(raw))), m = raw / p;
            return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
          }
          function zoomTo(t0, t1) {
            view.t0 = t0; view.t1 = t1;
            const whole = t0 <= 0 && t1 >= data.duration;
            plots.forEach((svg, k) => {
              const x0 = +svg.dataset.x0, x1 = +svg.dataset.x1, f0 = fullT0[k], f1 = fullT1[k];
              const xa = x0 + (t0 - f0) / (f1 - f0) * (x1 - x0), xb = x0 + (t1 - f0) / (f1 - f0) * (x1 - x0);
              const k2 = (x1 - x0) / Math.max(xb - xa, 1e-6);
              const transform = whole ? "" : "translate(" + x0 + ",0) scale(" + k2 + ",1) translate(" + (-xa) + ",0)";
              // While zoomed the stretched groups sit in a nested <svg> the size of the plot, which clips them.
              const box = boxes[k], groups = Array.from(svg.querySelectorAll("g.bands, g.curves, g.marks"));
              if (!whole && !box.parentNode) {
                svg.insertBefore(box, svg.querySelector("g.legend"));
                for (const g of groups) box.appendChild(g);
              } else if (whole && box.parentNode) {
                for (const g of groups) svg.insertBefore(g, box);
                box.remove();
              }
              for (const g of groups) {
                if (whole) { g.removeAttribute("transform"); g.classList.remove("zoomed"); }
                else { g.setAttribute("transform", transform); g.classList.add("zoomed"); }
              }
              svg.dataset.t0 = String(whole ? f0 : t0);
              svg.dataset.t1 = String(whole ? f1 : t1);
              const ticks = Array.from(svg.querySelectorAll("g.axes text.tick[text-anchor=middle]"));
              const tickLines = Array.from(svg.querySelectorAll("g.axes line.axis")).filter((l) => +l.getAttribute("y2") - +l.getAttribute("y1") === 4);
              for (const el of ticks.concat(tickLines)) el.style.display = whole ? "" : "none";
              let axis = svg.querySelector("g.zoom-axis");
              if (axis) axis.remove();
              if (whole || !ticks.length) return;
              axis = document.createElementNS(svgNS, "g");
              axis.setAttribute("class", "zoom-axis");
              const y = +ticks[0].getAttribute("y"), step = niceStep(t1 - t0);
              for (let t = Math.ceil(t0 / step) * step; t <= t1 + 1e-9; t += step) {
                const text = document.createElementNS(svgNS, "text");
                text.setAttribute("x", (x0 + (t - t0) / (t1 - t0) * (x1 - x0)).toFixed(2));
                text.setAttribute("y", String(y));
                text.setAttribute("class", "tick");
                text.setAttribute("text-anchor", "middle");
                text.textContent = String(+t.toFixed(6));
                axis.appendChild(text);
              }
              svg.querySelector("g.axes").appendChild(axis);
            });
            scrub.min = whole ? scrubRange[0] : String(Math.round(view.t0 * 1000));
            scrub.max = whole ? scrubRange[1] : String(Math.round(view.t1 * 1000));
            if (zoomReset) zoomReset.disabled = whole;
            show(Math.min(Math.max(time, view.t0), view.t1));
          }
          const boxes = plots.map((svg) => {
            const x0 = +svg.dataset.x0, x1 = +svg.dataset.x1, h = svg.viewBox.baseVal.height;
            const box = document.createElementNS(svgNS, "svg");
            box.setAttribute("x", String(x0)); box.setAttribute("y", "0");
            box.setAttribute("width", String(x1 - x0)); box.setAttribute("height", String(h));
            box.setAttribute("viewBox", x0 + " 0 " + (x1 - x0) + " " + h);
            return box;
          });
          plots.forEach((svg) => {
            const x0 = +svg.dataset.x0, x1 = +svg.dataset.x1;
            let start = null, brush = null, brushed = false;
            const px = (clientX) => { const b = svg.getBoundingClientRect(); return (clientX - b.left) * (svg.viewBox.baseVal.width / b.width); };
            svg.addEventListener("mousedown", (e) => {
              start = { x: px(e.clientX), t: timeAt(svg, e.clientX) };
              brush = document.createElementNS(svgNS, "rect");
              brush.setAttribute("class", "brush");
              brush.setAttribute("y", "0"); brush.setAttribute("height", String(svg.viewBox.baseVal.height));
              brush.setAttribute("x", String(start.x)); brush.setAttribute("width", "0");
              svg.appendChild(brush);
              e.preventDefault();
            });
            svg.addEventListener("mousemove", (e) => {
              if (!start) return;
              const x = Math.min(Math.max(px(e.clientX), x0), x1);
              brush.setAttribute("x", String(Math.min(x, start.x)));
              brush.setAttribute("width", String(Math.abs(x - start.x)));
            });
            const end = (e) => {
              if (!start) return;
              const dx = Math.abs(px(e.clientX) - start.x), t = timeAt(svg, e.clientX), s = start;
              start = null;
              brush.remove();
              if (dx < 5) return;
              brushed = true;
              zoomTo(Math.min(s.t, t), Math.max(s.t, t));
            };
            svg.addEventListener("mouseup", end);
            svg.addEventListener("mouseleave", (e) => { if (start) end(e); });
            // A brush is not a click (registered before the page's own click handler).
            svg.addEventListener("click", (e) => { if (brushed) { brushed = false; e.stopImmediatePropagation(); } });
            svg.addEventListener("dblclick", () => zoomTo(0, data.duration));
          });
          if (zoomReset) zoomReset.addEventListener("click", () => zoomTo(0, data.duration));

        """
}
