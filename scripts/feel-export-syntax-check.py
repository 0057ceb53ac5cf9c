#!/usr/bin/env python3
"""Syntax-checks exported Kotlin and Dart feel sources with tree-sitter grammars (PyPI).

Usage: feel-export-syntax-check.py FILE.kt|FILE.dart ...
Prints one line per file: "ok FILE" or "error FILE:LINE:COL: <text>" for the first ERROR or
MISSING node; exits 1 when any file has a syntax error, 2 when a grammar is missing.
This is a parse, not a compile: names and types are not resolved (no Android, Compose or Flutter SDK here).
"""
import sys

try:
    import tree_sitter
    import tree_sitter_dart
    import tree_sitter_kotlin
except ImportError as e:  # pragma: no cover
    print(f"feel-export-syntax-check: {e} (install scripts/browser-requirements.txt)", file=sys.stderr)
    sys.exit(2)

GRAMMARS = {
    ".kt": tree_sitter.Language(tree_sitter_kotlin.language()),
    ".dart": tree_sitter.Language(tree_sitter_dart.language()),
}


def first_problem(node):
    if node.type == "ERROR" or node.is_missing:
        return node
    for child in node.children:
        p = first_problem(child)
        if p is not None:
            return p
    return None


def main(paths):
    bad = 0
    for path in paths:
        ext = path[path.rfind("."):]
        if ext not in GRAMMARS:
            print(f"feel-export-syntax-check: {path}: not .kt or .dart", file=sys.stderr)
            return 2
        source = open(path, "rb").read()
        tree = tree_sitter.Parser(GRAMMARS[ext]).parse(source)
        p = first_problem(tree.root_node)
        if p is None:
            print(f"ok {path}")
            continue
        bad += 1
        line, col = p.start_point
        text = source.splitlines()[line].decode("utf-8", "replace").strip() if line < len(source.splitlines()) else ""
        kind = "missing " + p.type if p.is_missing else "error"
        print(f"{kind} {path}:{line + 1}:{col + 1}: {text}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
