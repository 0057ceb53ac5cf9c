#!/usr/bin/env python3
"""Syntax-checks generated sources (feel export, export) with tree-sitter grammars (PyPI) and Python's tokenizer.

Usage: feel-export-syntax-check.py [--inert WORD] FILE.kt|FILE.dart|FILE.js|FILE.mjs|FILE.css|FILE.py ...
Prints one line per file: "ok FILE" or "error FILE:LINE:COL: <text>" for the first ERROR or
MISSING node; exits 1 when any file has a syntax error, 2 when a grammar is missing.
With --inert WORD, every occurrence of WORD must also lie inside a comment or a string literal
("code FILE:LINE:COL: ..." otherwise): a hostile name in a generated file stayed text.
This is a parse, not a compile: names and types are not resolved (no Android, Compose or Flutter SDK here).
"""
import io
import sys
import tokenize

try:
    import tree_sitter
    import tree_sitter_css
    import tree_sitter_dart
    import tree_sitter_javascript
    import tree_sitter_kotlin
except ImportError as e:  # pragma: no cover
    print(f"feel-export-syntax-check: {e} (install scripts/browser-requirements.txt)", file=sys.stderr)
    sys.exit(2)

GRAMMARS = {
    ".kt": tree_sitter.Language(tree_sitter_kotlin.language()),
    ".dart": tree_sitter.Language(tree_sitter_dart.language()),
    ".js": tree_sitter.Language(tree_sitter_javascript.language()),
    ".mjs": tree_sitter.Language(tree_sitter_javascript.language()),
    ".css": tree_sitter.Language(tree_sitter_css.language()),
}


def first_problem(node):
    if node.type == "ERROR" or node.is_missing:
        return node
    for child in node.children:
        p = first_problem(child)
        if p is not None:
            return p
    return None


def text_ranges(node, out):
    """Byte ranges of every comment and string node (their contents cannot be code)."""
    if "comment" in node.type or "string" in node.type:
        out.append((node.start_byte, node.end_byte))
        return out
    for child in node.children:
        text_ranges(child, out)
    return out


def python_check(source):
    """(problem line, col, or None; byte ranges of comments and strings) from Python's own tokenizer."""
    ranges = []
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    try:
        for tok in tokenize.tokenize(io.BytesIO(source).readline):
            if tok.type in (tokenize.COMMENT, tokenize.STRING):
                (r0, c0), (r1, c1) = tok.start, tok.end
                ranges.append((starts[r0 - 1] + c0, starts[r1 - 1] + c1))
        compile(source, "<export>", "exec")
    except (SyntaxError, tokenize.TokenError) as e:
        return (getattr(e, "lineno", 1) or 1) - 1, 0, ranges
    return None, None, ranges


def check(path, inert):
    ext = path[path.rfind("."):]
    source = open(path, "rb").read()
    lines = source.splitlines()
    if ext == ".py":
        line, col, ranges = python_check(source)
    elif ext in GRAMMARS:
        tree = tree_sitter.Parser(GRAMMARS[ext]).parse(source)
        p = first_problem(tree.root_node)
        line, col = (p.start_point if p is not None else (None, None))
        ranges = text_ranges(tree.root_node, [])
    else:
        print(f"feel-export-syntax-check: {path}: not .kt, .dart, .js, .mjs, .css or .py", file=sys.stderr)
        return 2
    if line is not None:
        text = lines[line].decode("utf-8", "replace").strip() if line < len(lines) else ""
        print(f"error {path}:{line + 1}:{col + 1}: {text}")
        return 1
    if inert:
        word = inert.encode()
        at = source.find(word)
        while at >= 0:
            if not any(a <= at and at + len(word) <= b for a, b in ranges):
                row = source.count(b"\n", 0, at)
                print(f"code {path}:{row + 1}: {lines[row].decode('utf-8', 'replace').strip()}")
                return 1
            at = source.find(word, at + 1)
    print(f"ok {path}")
    return 0


def main(argv):
    inert = None
    if argv[:1] == ["--inert"]:
        inert, argv = argv[1], argv[2:]
    results = [check(path, inert) for path in argv]
    return max(results, default=0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
