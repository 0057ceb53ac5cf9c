#!/usr/bin/env python3
"""The web module's source stamp (docs/WEB.md, "Which module is used"): what scripts/build-wasm compiles,
hashed, so a module can say which sources it was built from and `scrolllab web` can refuse a stale one.

The files, each as its path relative to the checkout root ('/'-separated):
  - the sources scripts/module-graph.json lists for every module of the embeddable set (ScrollSession and
    every module it reaches through the graph's dependencies),
  - Sources/ScrollWeb/**/*.swift (the glue module, every folder below it, hidden names included),
  - Assets/scenes/*.json (compiled in as text; names starting with '.' are not),
  - scripts/wasm/support.c.
The stamp: FNV-1a 64 over `path NUL bytes NUL` of each file in path order (sorted by UTF-8 bytes),
as 16 lowercase hex digits. Sources/ScrollSourceStamp/SourceStamp.swift is this file's mirror in Swift:
change both together (scripts/web-browser-test compares the two on the real checkout).

Usage:
  source-stamp.py                   the checkout's stamp
  source-stamp.py --files           the files, one a line, in hashing order
  source-stamp.py --modules         the embeddable set in the graph's order, each line a module and its dependencies
  source-stamp.py --read MODULE     the stamp in MODULE's custom section `scrolllab.sources` (nothing when none)
  source-stamp.py --write MODULE [--stamp HEX]
                                    MODULE with its stamp section replaced by one carrying HEX (default: the checkout's)
"""
import json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SECTION = b"scrolllab.sources"
GRAPH = "scripts/module-graph.json"


def modules(root=ROOT):
    """The embeddable set, in the graph's order: (name, dependencies, sources)."""
    graph = json.load(open(os.path.join(root, GRAPH), encoding="utf-8"))["modules"]
    deps = {m["name"]: m["dependencies"] for m in graph}
    embedded, todo = set(), ["ScrollSession"]
    while todo:
        n = todo.pop()
        if n not in embedded:
            embedded.add(n)
            todo += deps.get(n, [])
    if "ScrollSession" not in deps:
        sys.exit("source-stamp: %s has no ScrollSession" % GRAPH)
    return [(m["name"], m["dependencies"], m["sources"]) for m in graph if m["name"] in embedded]


def files(root=ROOT):
    out = [f for _, _, sources in modules(root) for f in sources]
    for folder, _, names in os.walk(os.path.join(root, "Sources/ScrollWeb")):
        rel = os.path.relpath(folder, root).replace(os.sep, "/")
        out += [rel + "/" + n for n in names if n.endswith(".swift")]
    scenes = os.path.join(root, "Assets/scenes")
    out += ["Assets/scenes/" + n for n in os.listdir(scenes) if n.endswith(".json") and not n.startswith(".")]
    out.append("scripts/wasm/support.c")
    return sorted(set(out), key=lambda p: p.encode("utf-8"))


def stamp(root=ROOT):
    h = 0xCBF29CE484222325
    for path in files(root):
        with open(os.path.join(root, path), "rb") as f:
            data = f.read()
        for b in path.encode("utf-8") + b"\0" + data + b"\0":
            h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h


def leb(data, i):
    v = shift = 0
    while True:
        if i >= len(data):
            raise ValueError("truncated")
        b = data[i]; i += 1
        v |= (b & 0x7F) << shift; shift += 7
        if b < 0x80:
            return v, i


def sections(data):
    """(id, start, end, payload start) of each section; ValueError when malformed."""
    if data[:8] != b"\0asm\1\0\0\0":
        raise ValueError("not a wasm module")
    i, out = 8, []
    while i < len(data):
        size, j = leb(data, i + 1)
        if j + size > len(data):
            raise ValueError("truncated")
        out.append((data[i], i, j + size, j))
        i = j + size
    return out


def custom_name(data, sid, payload):
    if sid != 0:
        return None, payload
    n, k = leb(data, payload)
    return data[k:k + n], k + n


def read(data):
    for sid, _, end, payload in sections(data):
        name, k = custom_name(data, sid, payload)
        if name == SECTION:
            return data[k:end].decode("ascii", "replace")
    return None


def uleb(n):
    out = bytearray()
    while True:
        b = n & 0x7F; n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def write(data, hexstamp):
    kept = [data[:8]] + [data[s:e] for sid, s, e, p in sections(data) if custom_name(data, sid, p)[0] != SECTION]
    body = uleb(len(SECTION)) + SECTION + hexstamp.encode("ascii")
    return b"".join(kept) + b"\0" + uleb(len(body)) + body


def main(args):
    if not args:
        print(stamp())
    elif args == ["--files"]:
        print("\n".join(files()))
    elif args == ["--modules"]:
        print("\n".join(" ".join([name] + deps) for name, deps, _ in modules()))
    elif len(args) == 2 and args[0] == "--read":
        found = read(open(args[1], "rb").read())
        if found is not None:
            print(found)
    elif len(args) in (2, 4) and args[0] == "--write" and (len(args) == 2 or args[2] == "--stamp"):
        data = open(args[1], "rb").read()
        new = write(data, args[3] if len(args) == 4 else stamp())
        with open(args[1], "wb") as f:
            f.write(new)
    else:
        sys.exit("source-stamp: usage: source-stamp.py [--files | --modules | --read MODULE | --write MODULE [--stamp HEX]]")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except (OSError, ValueError, KeyError) as e:
        sys.exit("source-stamp: %s" % e)
