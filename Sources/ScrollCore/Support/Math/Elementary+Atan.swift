// fdlibm's s_atan.c and e_atan2.c in Swift. Copyright (C) 1993 by Sun Microsystems, Inc. All rights
// reserved. Developed at SunPro, a Sun Microsystems, Inc. business. Permission to use, copy, modify, and
// distribute this software is freely granted, provided that this notice is preserved.

extension Elementary {
    // atan(c) for c = 0.5, 1, 1.5, inf as hi + lo.
    private static let atanHi: [Double] = [
        4.636_476_090_008_060_935_15e-01, 7.853_981_633_974_482_789_99e-01,
        9.827_937_232_473_290_540_82e-01, 1.570_796_326_794_896_558_00e+00,
    ]
    private static let atanLo: [Double] = [
        2.269_877_745_296_168_709_24e-17, 3.061_616_997_868_383_017_93e-17,
        1.390_331_103_123_099_845_16e-17, 6.123_233_995_736_766_035_87e-17,
    ]
    // atan t = t - t^3 (a0 + t^2 a1 + ... + t^20 a10) on [0, 7/16].
    private static let aT: [Double] = [
        3.333_333_333_333_293_180_27e-01, -1.999_999_999_987_648_324_76e-01, 1.428_571_427_250_346_637_11e-01,
        -1.111_111_040_546_235_578_80e-01, 9.090_887_133_436_506_561_96e-02, -7.691_876_205_044_829_994_95e-02,
        6.661_073_137_387_531_206_69e-02, -5.833_570_133_790_573_486_45e-02, 4.976_877_994_615_932_360_17e-02,
        -3.653_157_274_421_691_552_70e-02, 1.628_582_011_536_578_236_23e-02,
    ]
    private static let pi = 3.141_592_653_589_793_116_0e+00  // 0x400921FB_54442D18
    private static let piLo = 1.224_646_799_147_353_177_2e-16  // 0x3CA1A626_33145C07

    /// The arctangent in radians, in [-pi/2, pi/2], within 1 ulp. `atan(±inf) = ±pi/2`.
    public static func atan(_ x: Double) -> Double {
        let hx = Int32(bitPattern: high(x))
        let ix = hx & 0x7FFF_FFFF
        if ix >= 0x4410_0000 {  // |x| >= 2^66, or NaN
            if x.isNaN { return x + x }
            return hx > 0 ? atanHi[3] + atanLo[3] : -atanHi[3] - atanLo[3]
        }
        var id = -1
        var t = x
        if ix < 0x3FDC_0000 {  // |x| < 7/16
            if ix < 0x3E20_0000 { return x }  // |x| < 2^-29
        } else {
            let a = abs(x)
            if ix < 0x3FF3_0000 {  // |x| < 19/16
                if ix < 0x3FE6_0000 {  // 7/16 <= |x| < 11/16
                    id = 0
                    t = (2 * a - 1) / (2 + a)
                } else {
                    id = 1
                    t = (a - 1) / (a + 1)
                }
            } else if ix < 0x4003_8000 {  // |x| < 39/16
                id = 2
                t = (a - 1.5) / (1 + 1.5 * a)
            } else {
                id = 3
                t = -1 / a
            }
        }
        let z = t * t
        let w = z * z
        let s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))))
        let s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))))
        if id < 0 { return t - t * (s1 + s2) }
        let r = atanHi[id] - ((t * (s1 + s2) - atanLo[id]) - t)
        return hx < 0 ? -r : r
    }

    /// The angle of the point (x, y) in radians, in [-pi, pi], within 1 ulp; the signs of zeros and
    /// infinities as C99: `atan2(±0, +0) = ±0`, `atan2(±0, -0) = ±pi`, `atan2(±inf, -inf) = ±3pi/4`.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return x + y }
        if x == 1 { return atan(y) }
        let yNegative = y.sign == .minus
        let xNegative = x.sign == .minus
        if y == 0 { return xNegative ? (yNegative ? -pi : pi) : y }
        if x == 0 { return yNegative ? -atanHi[3] : atanHi[3] }
        if x.isInfinite {
            if y.isInfinite {
                let q = xNegative ? 3 * atanHi[1] : atanHi[1]
                return yNegative ? -q : q
            }
            return xNegative ? (yNegative ? -pi : pi) : (yNegative ? -0.0 : 0.0)
        }
        if y.isInfinite { return yNegative ? -atanHi[3] : atanHi[3] }
        let k = (Int32(bitPattern: high(y) & 0x7FFF_FFFF) - Int32(bitPattern: high(x) & 0x7FFF_FFFF)) >> 20
        var z: Double
        var quadrantNegative = xNegative
        if k > 60 {  // |y/x| > 2^60
            z = atanHi[3] + 0.5 * piLo
            quadrantNegative = false
        } else if xNegative && k < -60 {  // |y|/x tiny and negative
            z = 0
        } else {
            z = atan(abs(y / x))
        }
        if !quadrantNegative { return yNegative ? -z : z }
        return yNegative ? (z - piLo) - pi : pi - (z - piLo)
    }
}
