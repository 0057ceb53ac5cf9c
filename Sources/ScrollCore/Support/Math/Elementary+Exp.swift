// fdlibm's e_exp.c and s_expm1.c in Swift. Copyright (C) 1993, 2004 by Sun Microsystems, Inc. All rights
// reserved. Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to use, copy, modify, and
// distribute this software is freely granted, provided that this notice is preserved.

extension Elementary {
    // exp(r) on |r| <= ln2/2 as 1 + r + r*R1(r)/(2 - R1(r)), R1 a degree-5 minimax fit (error < 2^-59).
    private static let expP1 = 1.666_666_666_666_660_190_37e-01  // 0x3FC55555_5555553E
    private static let expP2 = -2.777_777_777_701_559_338_42e-03  // 0xBF66C16C_16BEBD93
    private static let expP3 = 6.613_756_321_437_934_361_17e-05  // 0x3F11566A_AF25DE2C
    private static let expP4 = -1.653_390_220_546_525_153_90e-06  // 0xBEBBBD41_C5D26BF1
    private static let expP5 = 4.138_136_797_057_238_460_39e-08  // 0x3E663769_72BEA4D0
    private static let expOverflow = 7.097_827_128_933_839_730_96e+02  // 0x40862E42_FEFA39EF
    private static let expUnderflow = -7.451_332_191_019_411_084_20e+02  // 0xC0874910_D52D3051

    /// e^x, within 1 ulp. `exp(-inf) = 0`, `exp(inf) = inf`; above ~709.78 `inf`, below ~-745.13 `0`.
    public static func exp(_ x: Double) -> Double {
        let hx = high(x) & 0x7FFF_FFFF
        let negative = x < 0
        if hx >= 0x4086_2E42 {  // |x| >= 709.78…, or not finite
            if x.isNaN { return x + x }
            if x.isInfinite { return negative ? 0 : x }
            if x > expOverflow { return .infinity }
            if x < expUnderflow { return 0 }
        }
        var k = 0
        var hi = 0.0
        var lo = 0.0
        var r = x
        if hx > 0x3FD6_2E42 {  // |x| > ln2/2: x = k ln2 + hi - lo
            if hx < 0x3FF0_A2B2 {  // and |x| < 1.5 ln2
                k = negative ? -1 : 1
                hi = negative ? x + ln2Hi : x - ln2Hi
                lo = negative ? -ln2Lo : ln2Lo
            } else {
                k = Int(invLn2 * x + (negative ? -0.5 : 0.5))
                let t = Double(k)
                hi = x - t * ln2Hi  // exact
                lo = t * ln2Lo
            }
            r = hi - lo
        } else if hx < 0x3E30_0000 {  // |x| < 2^-28
            return 1 + x
        }
        let t = r * r
        let c = r - t * (expP1 + t * (expP2 + t * (expP3 + t * (expP4 + t * expP5))))
        if k == 0 { return 1 - ((r * c) / (c - 2) - r) }
        let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
        return scaled(y, by: k)
    }

    // expm1(r) on |r| <= ln2/2 through R1(r*r/2), a degree-5 minimax fit (error < 2^-61), fdlibm's scaled Q.
    private static let expm1Q1 = -3.333_333_333_333_313_164_28e-02  // 0xBFA11111_111110F4
    private static let expm1Q2 = 1.587_301_587_254_814_601_65e-03  // 0x3F5A01A0_19FE5585
    private static let expm1Q3 = -7.936_507_578_674_879_424_73e-05  // 0xBF14CE19_9EAADBB7
    private static let expm1Q4 = 4.008_217_827_329_362_395_52e-06  // 0x3ED0CFCA_86E65239
    private static let expm1Q5 = -2.010_992_181_836_243_713_26e-07  // 0xBE8AFDB7_6E09C32D

    /// e^x - 1, within 1 ulp, accurate for x near 0. `expm1(-inf) = -1`; above ~709.78 `inf`.
    public static func expm1(_ x: Double) -> Double {
        let hx = high(x) & 0x7FFF_FFFF
        let negative = x.sign == .minus
        if hx >= 0x4043_687A {  // |x| >= 56 ln2, or not finite
            if x.isNaN { return x + x }
            if x.isInfinite { return negative ? -1 : x }
            if x > expOverflow { return .infinity }
            if negative { return -1 }
        }
        var k = 0
        var r = x
        var c = 0.0
        if hx > 0x3FD6_2E42 {  // |x| > ln2/2
            var hi: Double
            var lo: Double
            if hx < 0x3FF0_A2B2 {
                k = negative ? -1 : 1
                hi = negative ? x + ln2Hi : x - ln2Hi
                lo = negative ? -ln2Lo : ln2Lo
            } else {
                k = Int(invLn2 * x + (negative ? -0.5 : 0.5))
                let t = Double(k)
                hi = x - t * ln2Hi
                lo = t * ln2Lo
            }
            r = hi - lo
            c = (hi - r) - lo
        } else if hx < 0x3C90_0000 {  // |x| < 2^-54
            return x
        }
        return expm1Reduced(r, c, k)
    }

    /// expm1 of k ln2 + r + c, |r| <= ln2/2, c the reduction's correction term.
    private static func expm1Reduced(_ r: Double, _ c: Double, _ k: Int) -> Double {
        let hfx = 0.5 * r
        let hxs = r * hfx
        let r1 = 1 + hxs * (expm1Q1 + hxs * (expm1Q2 + hxs * (expm1Q3 + hxs * (expm1Q4 + hxs * expm1Q5))))
        let t = 3 - r1 * hfx
        var e = hxs * ((r1 - t) / (6 - r * t))
        if k == 0 { return r - (r * e - hxs) }
        e = r * (e - c) - c
        e -= hxs
        if k == -1 { return 0.5 * (r - e) - 0.5 }
        if k == 1 { return r < -0.25 ? -2 * (e - (r + 0.5)) : 1 + 2 * (r - e) }
        if k <= -2 || k > 56 {  // exp(x) - 1 is enough
            return scaled(1 - (e - r), by: k) - 1
        }
        if k < 20 {
            let oneLess = double(high: 0x3FF0_0000 - (0x20_0000 >> UInt32(k)), low: 0)  // 1 - 2^-k
            return scaled(oneLess - (e - r), by: k)
        }
        let tiny = double(high: UInt32(0x3FF - k) << 20, low: 0)  // 2^-k
        return scaled(r - (e + tiny) + 1, by: k)
    }
}
