"""Comparing two ScrollLab states (the JSON `state()` / `--state` writes) for the browser checks:
the page's numbers must equal the native binary's, bit for bit. Imported by web_browser_check.py and
web_hostile_check.py (scripts/ is on sys.path when either runs)."""


def differences(a, b, path="", found=None):
    """Every (path, a, b) where the two states differ, exactly (no tolerance: the same code runs)."""
    found = [] if found is None else found
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            differences(a.get(k), b.get(k), path + "." + k, found)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            differences(x, y, "%s[%d]" % (path, i), found)
    elif a != b:
        found.append((path, a, b))
    return found


def numbers(v):
    """How many numbers a state holds (what a comparison covered)."""
    if isinstance(v, dict):
        return sum(numbers(x) for x in v.values())
    if isinstance(v, list):
        return sum(numbers(x) for x in v)
    return 1 if isinstance(v, (int, float)) and not isinstance(v, bool) else 0
