// fdlibm's e_log.c and s_log1p.c in Swift. Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
// Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to use, copy, modify, and distribute
// this software is freely granted, provided that this notice is preserved.

extension Elementary {
    // log(1+f) = 2s + s*R(s*s), s = f/(2+f), R a degree-7 minimax fit in s^2 on [0, 0.1716] (error < 2^-58.45).
    private static let lg1 = 6.666_666_666_666_735_130e-01  // 0x3FE55555_55555593
    private static let lg2 = 3.999_999_999_940_941_908e-01  // 0x3FD99999_9997FA04
    private static let lg3 = 2.857_142_874_366_239_149e-01  // 0x3FD24924_94229359
    private static let lg4 = 2.222_219_843_214_978_396e-01  // 0x3FCC71C5_1D8E78AF
    private static let lg5 = 1.818_357_216_161_805_012e-01  // 0x3FC74664_96CB03DE
    private static let lg6 = 1.531_383_769_920_937_332e-01  // 0x3FC39A09_D078C69F
    private static let lg7 = 1.479_819_860_511_658_591e-01  // 0x3FC2F112_DF3E5244

    /// The natural logarithm, within 1 ulp. `log(±0) = -inf`, `log(x < 0) = NaN`, `log(inf) = inf`.
    public static func log(_ x: Double) -> Double {
        var x = x
        var hx = Int32(bitPattern: high(x))
        let lx = low(x)
        var k: Int32 = 0
        if hx < 0x0010_0000 {  // x < 2^-1022: zero, negative or subnormal
            if (UInt32(bitPattern: hx & 0x7FFF_FFFF) | lx) == 0 { return -.infinity }
            if hx < 0 { return .nan }
            k -= 54
            x *= 0x1p54
            hx = Int32(bitPattern: high(x))
        }
        if hx >= 0x7FF0_0000 { return x + x }
        k += (hx >> 20) - 1023
        hx &= 0x000F_FFFF
        let i = (hx + 0x95F64) & 0x10_0000
        x = replacingHigh(x, UInt32(bitPattern: hx | (i ^ 0x3FF0_0000)))  // x or x/2 in [sqrt(2)/2, sqrt(2))
        k += i >> 20
        let f = x - 1
        let dk = Double(k)
        if (0x000F_FFFF & (2 + hx)) < 3 {  // -2^-20 <= f < 2^-20
            if f == 0 { return k == 0 ? 0 : dk * ln2Hi + dk * ln2Lo }
            let r = f * f * (0.5 - 0.333_333_333_333_333_33 * f)
            return k == 0 ? f - r : dk * ln2Hi - ((r - dk * ln2Lo) - f)
        }
        let s = f / (2 + f)
        let z = s * s
        let w = z * z
        let t1 = w * (lg2 + w * (lg4 + w * lg6))
        let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
        let r = t2 + t1
        if ((hx - 0x6147A) | (0x6B851 - hx)) > 0 {
            let hfsq = 0.5 * f * f
            if k == 0 { return f - (hfsq - s * (hfsq + r)) }
            return dk * ln2Hi - ((hfsq - (s * (hfsq + r) + dk * ln2Lo)) - f)
        }
        if k == 0 { return f - s * (f - r) }
        return dk * ln2Hi - ((s * (f - r) - dk * ln2Lo) - f)
    }

    /// log(1 + x), within 1 ulp, accurate for x near 0. `log1p(-1) = -inf`, `log1p(x < -1) = NaN`.
    public static func log1p(_ x: Double) -> Double {
        let hx = Int32(bitPattern: high(x))
        let ax = hx & 0x7FFF_FFFF
        var k: Int32 = 1
        var f = 0.0
        var c = 0.0
        var hu: Int32 = 0
        if hx < 0x3FDA_827A {  // 1 + x < sqrt(2)
            if ax >= 0x3FF0_0000 {  // x <= -1
                return x == -1 ? -.infinity : .nan
            }
            if ax < 0x3E20_0000 {  // |x| < 2^-29
                return ax < 0x3C90_0000 ? x : x - x * x * 0.5
            }
            if hx > 0 || hx <= Int32(bitPattern: 0xBFD2_BEC4) {  // sqrt(2)/2 <= 1 + x < sqrt(2)
                k = 0
                f = x
                hu = 1
            }
        }
        if hx >= 0x7FF0_0000 { return x + x }
        if k != 0 {
            var u: Double
            if hx < 0x4340_0000 {
                u = 1 + x
                hu = Int32(bitPattern: high(u))
                k = (hu >> 20) - 1023
                c = (k > 0 ? 1 - (u - x) : x - (u - 1)) / u  // the rounding of 1 + x, relative
            } else {
                u = x
                hu = Int32(bitPattern: high(u))
                k = (hu >> 20) - 1023
            }
            hu &= 0x000F_FFFF
            if hu < 0x6A09E {  // u < sqrt(2)
                u = replacingHigh(u, UInt32(bitPattern: hu | 0x3FF0_0000))
            } else {
                k += 1
                u = replacingHigh(u, UInt32(bitPattern: hu | 0x3FE0_0000))
                hu = (0x0010_0000 - hu) >> 2
            }
            f = u - 1
        }
        return log1pReduced(f, c, Double(k), smallF: hu == 0)
    }

    /// k ln2 + log(1 + f) + c, |f| < sqrt(2) - 1; `smallF` when |f| < 2^-20.
    private static func log1pReduced(_ f: Double, _ c: Double, _ dk: Double, smallF: Bool) -> Double {
        let hfsq = 0.5 * f * f
        if smallF {
            if f == 0 { return dk == 0 ? 0 : dk * ln2Hi + (c + dk * ln2Lo) }
            let r = hfsq * (1 - 0.666_666_666_666_666_66 * f)
            return dk == 0 ? f - r : dk * ln2Hi - ((r - (dk * ln2Lo + c)) - f)
        }
        let s = f / (2 + f)
        let z = s * s
        let r = z * (lg1 + z * (lg2 + z * (lg3 + z * (lg4 + z * (lg5 + z * (lg6 + z * lg7))))))
        if dk == 0 { return f - (hfsq - s * (hfsq + r)) }
        return dk * ln2Hi - ((hfsq - (s * (hfsq + r) + (dk * ln2Lo + c))) - f)
    }
}
