#!/usr/bin/env python3
"""scripts/build-wasm's one rewrite of the sources: Embedded Swift has neither `weak` nor `unowned`
(`attribute 'unowned' cannot be used in Embedded Swift`), so each capture `[unowned x]` of a source
becomes `[unowned(unsafe) x]` in a copy under OUTDIR that starts with `#sourceLocation` (a diagnostic
names the real file and line). Natively the captures stay `unowned`: a lifetime mistake traps instead
of being undefined behaviour (docs/ARCHITECTURE.md, "unowned captures"). Files without such a capture
are used as they are.

  scripts/wasm/embedded-captures.py OUTDIR FILE...    prints the list of files to compile, one a line"""
import os, re, sys

# `unowned NAME` inside a capture list: after `[` or `,`, before `,` or `]`.
CAPTURE = re.compile(r"(?<=[\[,])(\s*)unowned(\s+\w+\s*)(?=[,\]])")


def rewrite(text):
    out, count = [], 0
    for line in text.split("\n"):
        new, n = CAPTURE.subn(r"\1unowned(unsafe)\2", line)
        out.append(new)
        count += n
    return "\n".join(out), count


def main(outdir, files):
    for path in files:
        text = open(path, encoding="utf-8").read()
        new, count = rewrite(text)
        if count == 0:
            print(path)
            continue
        copy = os.path.join(outdir, os.path.relpath(path, "/").replace(os.sep, "__"))
        body = '#sourceLocation(file: "%s", line: 1)\n%s' % (path, new)
        old = open(copy, encoding="utf-8").read() if os.path.exists(copy) else None
        if old != body:  # rewritten only when its source changed: the module is not recompiled for nothing
            os.makedirs(outdir, exist_ok=True)
            open(copy, "w", encoding="utf-8").write(body)
        print(copy)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
