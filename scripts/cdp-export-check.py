"""`scrolllab export cdp` against Debian's chromium (docs/INTERCHANGE.md, "cdp").

For each gesture, a trace on the basic-scroll list (iPhone 15) is exported with `scrolllab export cdp`
and the exported script is run with the venv's python: it opens its own page — a touch viewport the
size of the scene's list over a document as tall as the list's content (checked here once with the
script's --page-info against the lab's state) — replays the touches over Input.dispatchTouchEvent at
the trace's times, and prints {"scrollY": N} at rest (the median of three replays after one warm-up;
the browser runs in real time, see chromium-fling-check.py). The lab's rest position is
`scrolllab --headless --replay TRACE --feel chromium --settle`; they must agree within 3 %, and so must
`scrolllab predict SCRIPT --feel chromium` run on the exported script (docs/PREDICT.md).

Two kinds of gesture: constant-speed flicks whose lift comes with the last move (as the fling check's),
and realistic lifts, delivered 4–16 ms after the last move at the same place (as kernels and X11 do).
Before #27 the lab's estimator counted the lift as a velocity sample, so realistic lifts landed 11-56 %
short; since #27's lift rule they agree within 0.1 % (docs/INTERCHANGE.md).

Usage: python cdp-export-check.py SCROLLLAB_BINARY   (exit 1 on a mismatch)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

WIDTH, TOP, LIST_HEIGHT = 393, 59 + 44, 852 - 59 - 44  # the iPhone 15's basic-scroll list
HZ, MOVES = 120, 12
TOLERANCE = 0.03
# (name, speed px/s, lift delay s after the last move: 0 = with the last move)
CASES = [
    ("constant 1000 px/s", 1000, 0.0),
    ("constant 2000 px/s", 2000, 0.0),
    ("constant 3000 px/s", 3000, 0.0),
    ("realistic 1000 px/s, lift +4 ms", 1000, 0.004),
    ("realistic 2000 px/s, lift +8 ms", 2000, 0.008),
    ("realistic 3000 px/s, lift +16 ms", 3000, 0.016),
]


def write_trace(path, speed, lift):
    x, y0 = WIDTH / 2, TOP + LIST_HEIGHT - 120
    lines = [{"trace": 1, "device": "15", "scene": "basic-scroll", "hz": HZ},
             {"t": 0.1, "kind": "down", "id": 1, "x": x, "y": y0}]
    for i in range(1, MOVES + 1):
        lines.append({"t": 0.1 + i / HZ, "kind": "move", "id": 1, "x": x, "y": y0 - speed * i / HZ})
    lines.append({"t": 0.1 + MOVES / HZ + lift, "kind": "up", "id": 1, "x": x, "y": y0 - speed * MOVES / HZ})
    with open(path, "w") as f:
        f.write("".join(json.dumps(line) + "\n" for line in lines))


def lab_state(binary, trace, work):
    state = os.path.join(work, "state.json")
    subprocess.run([binary, "--headless", "--feel", "chromium", "--replay", trace, "--settle", "--state", state], check=True)
    with open(state) as f:
        return json.load(f)["scrollViews"][0]


def predict_rest(binary, script):
    """`scrolllab predict` on the exported script itself (docs/PREDICT.md): chromium's predicted rest."""
    out = subprocess.run([binary, "predict", script, "--json", "--feel", "chromium"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)["feels"][0]["restOffset"]


def script_json(script, *args):
    out = subprocess.run([sys.executable, script, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main():
    binary = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="scrolllab-cdp-")
    failures = 0
    try:
        for k, (name, speed, lift) in enumerate(CASES):
            trace = os.path.join(work, "gesture-%d.ndjson" % k)
            script = os.path.join(work, "gesture-%d.py" % k)
            write_trace(trace, speed, lift)
            subprocess.run([binary, "export", "cdp", trace, "--out", script], check=True)
            lab = lab_state(binary, trace, work)
            if k == 0:
                page = script_json(script, "--page-info")
                want = {"width": WIDTH, "height": LIST_HEIGHT, "scrollHeight": lab["contentSize"]["height"]}
                if page != want:
                    print("  the exported page is %s, the scene's list %s: MISMATCH" % (page, want))
                    failures += 1
            web = script_json(script, "--repeat", "3")["scrollY"]
            rest = lab["offset"]["y"]
            error = abs(rest - web) / max(1, web)
            predicted = predict_rest(binary, script)
            predict_error = abs(predicted - web) / max(1, web)
            ok = error <= TOLERANCE and predict_error <= TOLERANCE
            failures += 0 if ok else 1
            print(f"  {name:34s}: chromium rests at {web:8.1f}, the lab at {rest:8.1f} ({100 * error:.1f} %), "
                  f"predict on the script at {predicted:8.1f} ({100 * predict_error:.1f} %) {'ok' if ok else 'MISMATCH'}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
