// The elementary functions of this folder are Swift transcriptions of fdlibm 5.3 (the algorithms, their
// argument reductions and their minimax coefficients), as kept in FreeBSD's msun. fdlibm's notice:
//
//     Copyright (C) 1993, 2004 by Sun Microsystems, Inc. All rights reserved.
//     Developed at SunSoft, a Sun Microsystems, Inc. business.
//     Permission to use, copy, modify, and distribute this software is freely granted, provided that this
//     notice is preserved.

/// The core's own elementary functions — `exp`, `log`, `pow`, `sin`, `cos`, `tan`, `atan2`, `tanh`,
/// `atanh` (with `expm1`, `log1p` and `atan` they rest on) — so that a trace gives the same state bits on
/// every machine and in every browser.
///
/// The platform's libm is not the same everywhere: glibc picks FMA variants of `exp`/`sin`/`atan2`/`tanh`
/// by CPU and musl (the wasm build's libm) differs from glibc in the last bit. These functions are
/// written with `+ - * /`, `squareRoot()` and bit operations only — each IEEE-754 correctly rounded, and
/// Swift never contracts `a * b + c` into a fused multiply-add — so they give the same bits on every
/// target. They are fdlibm's algorithms (see the notice above): argument reduction, then a minimax
/// polynomial or rational function; each is within 1 ulp of the exact result, and is correctly rounded
/// on almost all inputs (`ElementaryAccuracyTests` measures both against 256-bit reference values).
///
/// Special values follow C99 Annex F: NaN in → NaN out, `exp(-inf) = 0`, `log(0) = -inf`,
/// `log(-1) = NaN`, `pow(x, 0) = 1`, `atan2(±0, -0) = ±pi`, `atanh(±1) = ±inf`, and results that
/// overflow are `±inf`, results that underflow are (correctly rounded) subnormals or `±0`.
public enum Elementary {
    /// Euler's number e rounded to a double (C's `M_E`).
    public static let e = 2.718_281_828_459_045_235_36

    // Shared constants (fdlibm's): ln 2 split so that k * ln2Hi is exact for |k| < 2000.
    static let ln2Hi = 6.931_471_803_691_238_164_90e-01  // 0x3FE62E42_FEE00000
    static let ln2Lo = 1.908_214_929_270_587_700_02e-10  // 0x3DEA39EF_35793C76
    static let invLn2 = 1.442_695_040_888_963_387_00e+00  // 0x3FF71547_652B82FE

    /// The high 32 bits of `x` (sign, exponent, top 20 bits of the significand), fdlibm's `GET_HIGH_WORD`.
    @inline(__always) static func high(_ x: Double) -> UInt32 { UInt32(truncatingIfNeeded: x.bitPattern >> 32) }

    /// The low 32 bits of `x`'s significand, fdlibm's `GET_LOW_WORD`.
    @inline(__always) static func low(_ x: Double) -> UInt32 { UInt32(truncatingIfNeeded: x.bitPattern) }

    /// The double whose high and low words are given, fdlibm's `INSERT_WORDS`.
    @inline(__always) static func double(high: UInt32, low: UInt32) -> Double {
        Double(bitPattern: UInt64(high) << 32 | UInt64(low))
    }

    /// `x` with its low word cleared (fdlibm's `SET_LOW_WORD(x, 0)`): the top 21 bits of the significand.
    @inline(__always) static func truncated(_ x: Double) -> Double {
        Double(bitPattern: x.bitPattern & 0xFFFF_FFFF_0000_0000)
    }

    /// `x` with its high word replaced (fdlibm's `SET_HIGH_WORD`).
    @inline(__always) static func replacingHigh(_ x: Double, _ high: UInt32) -> Double {
        Double(bitPattern: UInt64(high) << 32 | (x.bitPattern & 0xFFFF_FFFF))
    }

    /// `y * 2^n` rounded once (C's `scalbn`): exact scalings first, so a subnormal result is rounded only
    /// by the last multiplication (the `0x1p53` step keeps the intermediate normal).
    static func scaled(_ y: Double, by n: Int) -> Double {
        var y = y
        var n = n
        if n > 1023 {
            y *= 0x1p1023
            n -= 1023
            if n > 1023 {
                y *= 0x1p1023
                n = min(n - 1023, 1023)
            }
        } else if n < -1022 {
            y *= 0x1p-1022 * 0x1p53
            n += 1022 - 53
            if n < -1022 {
                y *= 0x1p-1022 * 0x1p53
                n = max(n + 1022 - 53, -1022)
            }
        }
        return y * Double(bitPattern: UInt64(1023 + n) << 52)
    }

    /// a * b = p + e exactly (Dekker's product, with Veltkamp's split; no fused multiply-add).
    static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
        let p = a * b
        let (aH, aL) = split(a)
        let (bH, bL) = split(b)
        return (p, ((aH * bH - p) + aH * bL + aL * bH) + aL * bL)
    }

    /// a = hi + lo with hi holding the top 26 bits (Veltkamp).
    static func split(_ a: Double) -> (Double, Double) {
        let c = 134_217_729.0 * a  // 2^27 + 1
        let hi = c - (c - a)
        return (hi, a - hi)
    }
}
