#!/usr/bin/env python3
"""Writes Tests/ScrollCoreTests/Support/Math/Fixtures/elementary-reference.txt: inputs for each of
ScrollCore's elementary functions (the ranges the core uses, edge cases, a random spread over the whole
domain) with the correctly rounded double result, from mpmath at 256 bits (more for trigonometric
arguments with large exponents).

Usage: scripts/math-reference.py [--check]     (--check: compare with the committed file, write nothing)
mpmath comes from PyPI, pinned in scripts/math-requirements.txt, in a venv this script makes (or reuses)
in .build/math-venv. Inputs come from a fixed seed: the file is the same on every run.
Each line: `function x [y] result`, every double as its 16 hex digits of IEEE-754 bits.
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REQUIREMENTS = os.path.join(ROOT, "scripts", "math-requirements.txt")
OUT = os.path.join(ROOT, "Tests", "ScrollCoreTests", "Support", "Math", "Fixtures", "elementary-reference.txt")


def ensure_venv():
    """Re-runs this script in the venv with mpmath pinned (made on first use or when the pin changes)."""
    venv = os.environ.get("SCROLLLAB_MATH_VENV", os.path.join(ROOT, ".build", "math-venv"))
    python = os.path.join(venv, "bin", "python")
    stamp = os.path.join(venv, ".requirements")
    want = open(REQUIREMENTS).read()
    if sys.prefix == venv:
        return
    if not (os.path.exists(python) and os.path.exists(stamp) and open(stamp).read() == want):
        subprocess.run([sys.executable, "-m", "venv", "--clear", venv], check=True)
        subprocess.run([python, "-m", "pip", "install", "-q", "-r", REQUIREMENTS], check=True)
        with open(stamp, "w") as f:
            f.write(want)
    os.execv(python, [python] + sys.argv)


ensure_venv()

import math  # noqa: E402
import random  # noqa: E402
import struct  # noqa: E402
from fractions import Fraction  # noqa: E402

import mpmath  # noqa: E402

mp = mpmath.mp


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def from_bits(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def rounded(v):
    """The double nearest the mpf v (ties to even; subnormals and overflow included): Fraction's float
    conversion is correctly rounded."""
    if isinstance(v, mpmath.mpc):
        return math.nan
    if mpmath.isnan(v):
        return math.nan
    if mpmath.isinf(v):
        return math.inf if v > 0 else -math.inf
    sign, man, exp, _ = v._mpf_
    man = -int(man) if sign else int(man)
    if man == 0:
        return 0.0
    top = int(exp) + abs(man).bit_length()  # 2^(top-1) <= |v| < 2^top
    if top > 1025:
        return math.inf if v > 0 else -math.inf
    if top < -1076:
        return 0.0 if v > 0 else -0.0
    q = Fraction(man) * (Fraction(2) ** int(exp))
    try:
        return float(q)
    except OverflowError:
        return math.inf if q > 0 else -math.inf


def special_unary(name, x):
    """C99 Annex F values for a non-finite or zero argument and the domain edges."""
    inf = math.inf
    if math.isnan(x):
        return math.nan
    table = {
        "exp": {inf: inf, -inf: 0.0},
        "expm1": {inf: inf, -inf: -1.0},
        "log": {inf: inf, -inf: math.nan},
        "log1p": {inf: inf, -inf: math.nan},
        "sin": {inf: math.nan, -inf: math.nan},
        "cos": {inf: math.nan, -inf: math.nan},
        "tan": {inf: math.nan, -inf: math.nan},
        "atan": {inf: rounded(mp.pi / 2), -inf: -rounded(mp.pi / 2)},
        "tanh": {inf: 1.0, -inf: -1.0},
        "atanh": {inf: math.nan, -inf: math.nan},
    }[name]
    if x in table:
        return table[x]
    if x == 0:
        one = {"exp": 1.0, "cos": 1.0}
        if name in one:
            return one[name]
        if name == "log":
            return -inf
        return x  # odd functions and expm1/log1p keep the sign of zero
    if name == "log" and x < 0:
        return math.nan
    if name == "log1p" and x <= -1:
        return -inf if x == -1 else math.nan
    if name == "atanh" and abs(x) >= 1:
        return math.copysign(inf, x) if abs(x) == 1 else math.nan
    return None


UNARY = {
    "exp": mpmath.exp, "expm1": mpmath.expm1, "log": mpmath.log, "log1p": mpmath.log1p,
    "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan, "atan": mpmath.atan,
    "tanh": mpmath.tanh, "atanh": mpmath.atanh,
}


def unary(name, x):
    s = special_unary(name, x)
    if s is not None:
        return s
    e = math.frexp(x)[1]
    mp.prec = 256 + (max(e, 0) if name in ("sin", "cos", "tan") else 0)
    return rounded(UNARY[name](mpmath.mpf(x)))


def pow_special(x, y):
    """C99's pow for the cases mpmath does not answer as C does."""
    inf = math.inf
    if y == 0 or x == 1:
        return 1.0
    if math.isnan(x) or math.isnan(y):
        return math.nan
    odd = y == int(y) and abs(y) < 2**53 and int(y) % 2 == 1 if math.isfinite(y) else False
    integer = math.isfinite(y) and y == int(y)
    if math.isinf(y):
        if x == -1:
            return 1.0
        return (inf if y > 0 else 0.0) if abs(x) > 1 else (0.0 if y > 0 else inf)
    if x == 0:
        if y < 0:
            return math.copysign(inf, x) if odd else inf
        return x if odd else 0.0
    if math.isinf(x):
        if x > 0:
            return inf if y > 0 else 0.0
        mag = inf if y > 0 else 0.0
        return -mag if odd else mag
    if x < 0 and not integer:
        return math.nan
    return None


def pow_(x, y):
    s = pow_special(x, y)
    if s is not None:
        return s
    mp.prec = 256
    v = mpmath.power(mpmath.mpf(abs(x)), mpmath.mpf(y))
    r = rounded(v)
    odd = y == int(y) and abs(y) < 2**53 and int(y) % 2 == 1
    return -r if x < 0 and odd else r


def atan2_(y, x):
    inf = math.inf
    if math.isnan(x) or math.isnan(y):
        return math.nan
    mp.prec = 256
    pi = rounded(mp.pi)
    neg = math.copysign(1, y) < 0
    sign = -1.0 if neg else 1.0
    xneg = math.copysign(1, x) < 0
    if y == 0:
        return sign * pi if xneg else y
    if x == 0:
        return sign * rounded(mp.pi / 2)
    if math.isinf(x):
        if math.isinf(y):
            return sign * rounded(3 * mp.pi / 4 if xneg else mp.pi / 4)
        return sign * pi if xneg else sign * 0.0
    if math.isinf(y):
        return sign * rounded(mp.pi / 2)
    return rounded(mpmath.atan2(mpmath.mpf(y), mpmath.mpf(x)))


def random_double(rng, lo_exp=-1074, hi_exp=1023, negative=True):
    """A double with a uniformly random exponent in [lo_exp, hi_exp] and random significand."""
    e = rng.randint(lo_exp, hi_exp)
    x = math.ldexp(1 + rng.random(), e) if e >= -1022 else math.ldexp(rng.random(), -1022)
    return -x if negative and rng.random() < 0.5 else x


EDGES = [0.0, -0.0, math.inf, -math.inf, math.nan, 5e-324, -5e-324, 2.2250738585072014e-308,
         1.7976931348623157e308, -1.7976931348623157e308, 1.0, -1.0, 0.5, -0.5, 2.0, 1e-300, 1e-20, 1e-10]


def unary_inputs(name, rng, count):
    core = {  # the ranges the core calls them with, then wider ones
        "exp": [(-50, 5), (-2, 0), (-745.2, 709.8)],
        "expm1": [(-2, 2), (-40, 40)],
        "log": [(1e-6, 1e6), (0.9, 1.1), (0.99, 1.0)],
        "log1p": [(-0.5, 1), (-1e-6, 1e-6)],
        "sin": [(-10, 1000), (-4, 7), (-2e6, 2e6)],
        "cos": [(-10, 1000), (-4, 7), (-2e6, 2e6)],
        "tan": [(-1.6, 1.6), (-100, 100)],
        "atan": [(-3, 3), (-100, 100)],
        "tanh": [(-5, 5), (-25, 25)],
        "atanh": [(0, 1), (-1, 1), (0.999, 1)],
    }[name]
    xs = list(EDGES)
    if name in ("exp", "expm1"):
        xs += [709.782712893384, 709.7827128933841, -745.1332191019411, -745.1332191019412, -708.4, -720.0]
    if name in ("sin", "cos", "tan"):
        for k in range(1, 40):  # the doubles nearest multiples of pi/2 and pi/4: the hardest reductions
            xs += [rounded(k * mp.pi / 2), rounded(k * mp.pi / 4)]
        xs += [1e22, 1e300, 1.7976931348623157e308, 2.0**20 * 1.5707963267948966, 6381956970095103 * 2.0**797]
    if name == "atanh":
        xs += [0.9999999999999999, -0.9999999999999999, 1.0000000000000002]
    while len(xs) < count:
        r = rng.random()
        if r < 0.6:
            lo, hi = core[int(rng.random() * len(core))]
            xs.append(rng.uniform(lo, hi))
        else:
            xs.append(random_double(rng))
    return xs


def binary_inputs(name, rng, count):
    xs = [(a, b) for a in EDGES[:12] for b in EDGES[:12]]
    while len(xs) < count:
        r = rng.random()
        if name == "pow":
            if r < 0.35:  # the fling curves: speed ratio or 1 - t/duration to the spline exponents
                xs.append((rng.uniform(0, 100), rng.choice([0.7359, 1.3585, 2.3585, 1 / 2.3585, rng.uniform(0.1, 3)])))
            elif r < 0.5:
                xs.append((float(rng.randint(-20, 20)), float(rng.randint(-30, 30))))
            elif r < 0.7:
                xs.append((rng.uniform(0.5, 2), rng.uniform(-800, 800)))
            else:
                xs.append((random_double(rng, -100, 100), random_double(rng, -20, 10)))
        else:  # atan2: the spring's (wd, decay) first, then every quadrant
            if r < 0.5:
                xs.append((rng.uniform(0, 1000), rng.uniform(0, 1000)))
            else:
                xs.append((random_double(rng, -60, 60), random_double(rng, -60, 60)))
    return xs


def lines():
    rng = random.Random(31)
    out = []
    counts = {"exp": 2000, "log": 2000, "pow": 2500, "sin": 2000, "cos": 2000, "atan2": 2000,
              "tanh": 2000, "atanh": 2000, "expm1": 1000, "log1p": 1000, "atan": 1000, "tan": 1000}
    for name, count in counts.items():
        if name == "pow":
            for x, y in binary_inputs(name, rng, count):
                out.append("pow %016x %016x %016x" % (bits(x), bits(y), bits(pow_(x, y))))
        elif name == "atan2":
            for y, x in binary_inputs(name, rng, count):
                out.append("atan2 %016x %016x %016x" % (bits(y), bits(x), bits(atan2_(y, x))))
        else:
            for x in unary_inputs(name, rng, count):
                out.append("%s %016x %016x" % (name, bits(x), bits(unary(name, x))))
    return out


def main():
    header = [
        "# Correctly rounded results of ScrollCore's elementary functions (written by scripts/math-reference.py",
        "# with mpmath %s; do not edit). Each line: function x [y] result, doubles as IEEE-754 bits in hex." % mpmath.__version__,
    ]
    unique = list(dict.fromkeys(lines()))  # an input listed twice (k pi/2 = 2k pi/4) once
    text = "\n".join(header + unique) + "\n"
    if "--check" in sys.argv[1:]:
        same = os.path.exists(OUT) and open(OUT).read() == text
        print("math-reference: %s" % ("up to date" if same else "differs from the committed file"))
        sys.exit(0 if same else 1)
    with open(OUT, "w") as f:
        f.write(text)
    print("math-reference: wrote %d lines to %s" % (len(unique), os.path.relpath(OUT, ROOT)))


if __name__ == "__main__":
    main()
