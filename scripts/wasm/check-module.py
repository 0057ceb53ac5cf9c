#!/usr/bin/env python3
"""Node-free check of the web module (scripts/test runs it after scripts/build-wasm): it imports nothing
from the host, exports memory and every function of the ABI (docs/WEB.md), carries its source stamp (a
custom section `scrolllab.sources` of 16 hex digits: scripts/wasm/source-stamp.py) and is within the budget."""
import gzip, re, sys

ABI = ["sl_alloc", "sl_free", "sl_output_ptr", "sl_output_len", "sl_strings_ptr", "sl_strings_len", "sl_scenes",
       "sl_feels", "sl_create", "sl_create_scene_json", "sl_create_trace", "sl_destroy", "sl_live_pointer",
       "sl_live_wheel", "sl_live_key", "sl_live_pump", "sl_live_held", "sl_live_late", "sl_live_recording",
       "sl_replay", "sl_display_list", "sl_display_list_text", "sl_state", "sl_set_overlays", "sl_is_idle",
       "sl_key_acts", "sl_time", "sl_info", "memory"]

def leb(data, i):
    v = shift = 0
    while True:
        b = data[i]; i += 1
        v |= (b & 0x7F) << shift; shift += 7
        if b < 0x80: return v, i

def names(data, i, n, with_module):
    out = []
    for _ in range(n):
        if with_module:
            m, i = leb(data, i); i += m
        k, i = leb(data, i); name = data[i:i + k].decode(); i += k
        kind = data[i]; i += 1
        if with_module and kind == 0: _, i = leb(data, i)
        elif with_module: sys.exit("check-module: an import other than a function")
        else: _, i = leb(data, i)
        out.append(name)
    return out

path = sys.argv[1]
data = open(path, "rb").read()
if data[:8] != b"\0asm\1\0\0\0": sys.exit("check-module: %s is not a wasm module" % path)
i, imports, exports, stamps = 8, [], [], []
while i < len(data):
    sid = data[i]; size, j = leb(data, i + 1)
    if sid == 0:
        n, k = leb(data, j)
        if data[k:k + n] == b"scrolllab.sources": stamps.append(data[k + n:j + size])
    if sid in (2, 7):
        n, k = leb(data, j)
        (imports if sid == 2 else exports).extend(names(data, k, n, sid == 2))
    i = j + size
problems = []
if imports: problems.append("imports %s (the page offers none)" % ", ".join(imports))
missing = [n for n in ABI if n not in exports]
if missing: problems.append("does not export %s" % ", ".join(missing))
if len(stamps) != 1 or not re.fullmatch(rb"[0-9a-f]{16}", stamps[0]):
    problems.append("has no source stamp (one custom section scrolllab.sources of 16 hex digits; scripts/build-wasm writes it)")
gz = len(gzip.compress(data, 9))
if len(data) > 1572864 or gz > 573440: problems.append("%d bytes, %d gzipped: over the budget" % (len(data), gz))
if problems: sys.exit("check-module: %s: %s" % (path, "; ".join(problems)))
print("check-module: %s: no imports, %d exports (the ABI's %d), source stamp %s, %d bytes, %d gzipped"
      % (path, len(exports), len(ABI), stamps[0].decode(), len(data), gz))
