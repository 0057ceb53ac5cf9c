// fdlibm's s_sin.c, s_cos.c, s_tan.c, k_sin.c, k_cos.c and k_tan.c in Swift. Copyright (C) 1993, 2004 by
// Sun Microsystems, Inc. All rights reserved. Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this software is freely granted, provided that this
// notice is preserved.

extension Elementary {
    /// The sine of `x` radians, within 1 ulp for every finite `x` (the reduction by pi/2 is exact to
    /// well past the 53 bits for all doubles: see `reducedQuadrant`). `sin(±inf) = NaN`, `sin(±0) = ±0`.
    public static func sin(_ x: Double) -> Double {
        let ix = high(x) & 0x7FFF_FFFF
        if ix <= 0x3FE9_21FB {  // |x| <= pi/4
            if ix < 0x3E50_0000 { return x }  // |x| < 2^-26: sin x rounds to x
            return sinKernel(x, 0, tail: false)
        }
        if ix >= 0x7FF0_0000 { return x - x }
        let (n, y0, y1) = reducedQuadrant(x)
        switch n & 3 {
        case 0: return sinKernel(y0, y1, tail: true)
        case 1: return cosKernel(y0, y1)
        case 2: return -sinKernel(y0, y1, tail: true)
        default: return -cosKernel(y0, y1)
        }
    }

    /// The cosine of `x` radians, within 1 ulp for every finite `x`. `cos(±inf) = NaN`.
    public static func cos(_ x: Double) -> Double {
        let ix = high(x) & 0x7FFF_FFFF
        if ix <= 0x3FE9_21FB {
            if ix < 0x3E46_A09E { return 1 }  // |x| < 2^-27 * sqrt(2): cos x rounds to 1
            return cosKernel(x, 0)
        }
        if ix >= 0x7FF0_0000 { return x - x }
        let (n, y0, y1) = reducedQuadrant(x)
        switch n & 3 {
        case 0: return cosKernel(y0, y1)
        case 1: return -sinKernel(y0, y1, tail: true)
        case 2: return -cosKernel(y0, y1)
        default: return sinKernel(y0, y1, tail: true)
        }
    }

    /// The tangent of `x` radians, within 1 ulp for every finite `x`. `tan(±inf) = NaN`.
    public static func tan(_ x: Double) -> Double {
        let ix = high(x) & 0x7FFF_FFFF
        if ix <= 0x3FE9_21FB {
            if ix < 0x3E40_0000 { return x }  // |x| < 2^-27
            return tanKernel(x, 0, inverse: false)
        }
        if ix >= 0x7FF0_0000 { return x - x }
        let (n, y0, y1) = reducedQuadrant(x)
        return tanKernel(y0, y1, inverse: n & 1 == 1)
    }

    // sin x ~ x + S1 x^3 + ... + S6 x^13 on [-pi/4, pi/4] (|sin x / x - poly| <= 2^-58).
    private static let s1 = -1.666_666_666_666_663_243_48e-01  // 0xBFC55555_55555549
    private static let s2 = 8.333_333_333_322_489_461_24e-03  // 0x3F811111_1110F8A6
    private static let s3 = -1.984_126_982_985_794_931_34e-04  // 0xBF2A01A0_19C161D5
    private static let s4 = 2.755_731_370_707_006_767_89e-06  // 0x3EC71DE3_57B1FE7D
    private static let s5 = -2.505_076_025_340_686_341_95e-08  // 0xBE5AE5E6_8A2B9CEB
    private static let s6 = 1.589_690_995_211_550_102_21e-10  // 0x3DE5D93A_5ACFD57C

    /// sin(x + y) for |x| <= pi/4, y the tail of x (`tail` false: y is 0).
    private static func sinKernel(_ x: Double, _ y: Double, tail: Bool) -> Double {
        let z = x * x
        let w = z * z
        let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
        let v = z * x
        if !tail { return x + v * (s1 + z * r) }
        return x - ((z * (0.5 * y - v * r) - y) - v * s1)
    }

    // cos x ~ 1 - x^2/2 + C1 x^4 + ... + C6 x^14 on [-pi/4, pi/4] (error <= 2^-58).
    private static let c1 = 4.166_666_666_666_660_190_37e-02  // 0x3FA55555_5555554C
    private static let c2 = -1.388_888_888_887_410_957_49e-03  // 0xBF56C16C_16C15177
    private static let c3 = 2.480_158_728_947_672_941_78e-05  // 0x3EFA01A0_19CB1590
    private static let c4 = -2.755_731_435_139_066_330_35e-07  // 0xBE927E4F_809C52AD
    private static let c5 = 2.087_572_321_298_174_827_90e-09  // 0x3E21EE9E_BDB4B1C4
    private static let c6 = -1.135_964_755_778_819_482_65e-11  // 0xBDA8FAE9_BE8838D4

    /// cos(x + y) for |x| <= pi/4, y the tail of x.
    private static func cosKernel(_ x: Double, _ y: Double) -> Double {
        let z = x * x
        var w = z * z
        let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
        let hz = 0.5 * z
        w = 1 - hz
        return w + (((1 - w) - hz) + (z * r - x * y))
    }

    // tan x ~ x + T0 x^3 + ... + T12 x^27 on [0, 0.67434] (error <= 2^-59.2).
    private static let tanT: [Double] = [
        3.333_333_333_333_340_919_86e-01, 1.333_333_333_332_012_426_99e-01, 5.396_825_397_622_605_213_77e-02,
        2.186_948_829_485_954_245_99e-02, 8.863_239_823_599_300_057_37e-03, 3.592_079_107_591_312_353_56e-03,
        1.456_209_454_325_290_255_16e-03, 5.880_412_408_202_640_968_74e-04, 2.464_631_348_184_699_068_12e-04,
        7.817_944_429_395_570_923_00e-05, 7.140_724_913_826_081_903_05e-05, -1.855_863_748_552_754_566_54e-05,
        2.590_730_518_636_337_128_84e-05,
    ]
    private static let pio4 = 7.853_981_633_974_482_789_99e-01  // 0x3FE921FB_54442D18
    private static let pio4Lo = 3.061_616_997_868_383_017_93e-17  // 0x3C81A626_33145C07

    /// tan(x + y) (or -1/tan(x + y) when `inverse`) for |x| <= pi/4, y the tail of x.
    private static func tanKernel(_ x: Double, _ y: Double, inverse: Bool) -> Double {
        let hx = Int32(bitPattern: high(x))
        let big = (hx & 0x7FFF_FFFF) >= 0x3FE5_9428  // |x| >= 0.6744: tan(pi/4 - x') instead
        var x = x
        var y = y
        if big {
            if hx < 0 {
                x = -x
                y = -y
            }
            x = (pio4 - x) + (pio4Lo - y)
            y = 0
        }
        let z = x * x
        let w = z * z
        var r = tanT[1] + w * (tanT[3] + w * (tanT[5] + w * (tanT[7] + w * (tanT[9] + w * tanT[11]))))
        let v = z * (tanT[2] + w * (tanT[4] + w * (tanT[6] + w * (tanT[8] + w * (tanT[10] + w * tanT[12])))))
        let s = z * x
        r = y + z * (s * (r + v) + y)
        r += tanT[0] * s
        let sum = x + r
        if big {
            let iy = inverse ? -1.0 : 1.0
            return (hx < 0 ? -1 : 1) * (iy - 2 * (x - (sum * sum / (sum + iy) - r)))
        }
        if !inverse { return sum }
        let zH = truncated(sum)  // -1/(x + r) accurately
        let vT = r - (zH - x)
        let a = -1 / sum
        let tH = truncated(a)
        let s2 = 1 + tH * zH
        return tH + a * (s2 + tH * vT)
    }
}
