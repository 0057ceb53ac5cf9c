// The medium-range reduction is fdlibm's e_rem_pio2.c in Swift (Copyright (C) 1993 by Sun Microsystems,
// Inc. All rights reserved. Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is preserved).
// The large-range one is Payne and Hanek's method ("Radian reduction for trigonometric functions",
// SIGNUM Newsletter 18, 1983) written here with 64-bit integer words instead of fdlibm's __kernel_rem_pio2.

extension Elementary {
    // pi/2 in three 33-bit pieces and their tails; 2/pi to 53 bits.
    private static let invPio2 = 6.366_197_723_675_813_824_33e-01  // 0x3FE45F30_6DC9C883
    private static let pio2x1 = 1.570_796_326_734_125_614_17e+00  // 0x3FF921FB_54400000
    private static let pio2x1t = 6.077_100_506_506_192_249_32e-11  // 0x3DD0B461_1A626331
    private static let pio2x2 = 6.077_100_506_303_965_976_60e-11  // 0x3DD0B461_1A600000
    private static let pio2x2t = 2.022_266_248_795_950_631_54e-21  // 0x3BA3198A_2E037073
    private static let pio2x3 = 2.022_266_248_711_166_455_80e-21  // 0x3BA3198A_2E000000
    private static let pio2x3t = 8.478_427_660_368_899_569_97e-32  // 0x397B839A_252049C1
    private static let pio2Hi = 1.570_796_326_794_896_558_00e+00  // 0x3FF921FB_54442D18
    private static let pio2Lo = 6.123_233_995_736_766_035_87e-17  // 0x3C91A626_33145C07

    /// The first 1216 bits of 2/pi (bit 1 is the first after the binary point), for Payne–Hanek.
    private static let twoOverPi: [UInt64] = [
        0xA2F9_836E_4E44_1529, 0xFC27_57D1_F534_DDC0, 0xDB62_9599_3C43_9041, 0xFE51_63AB_DEBB_C561,
        0xB724_6E3A_424D_D2E0, 0x0649_2EEA_09D1_921C, 0xFE1D_EB1C_B129_A73E, 0xE882_35F5_2EBB_4484,
        0xE99C_7026_B45F_7E41, 0x3991_D639_8353_39F4, 0x9C84_5F8B_BDF9_283B, 0x1FF8_97FF_DE05_980F,
        0xEF2F_118B_5A0A_6D1F, 0x6D36_7ECF_27CB_09B7, 0x4F46_3F66_9E5F_EA2D, 0x7527_BAC7_EBE5_F17B,
        0x3D07_39F7_8A52_92EA, 0x6BFB_5FB1_1F8D_5D08, 0x5603_3046_FC7B_6BAB,
    ]

    /// x = n pi/2 + y0 + y1 with |y0 + y1| <= pi/4 (about), y1 the tail of y0; |x| > pi/4, x finite.
    /// Below 2^20 pi/2 (about 1.6e6) fdlibm's three-piece Cody–Waite reduction; above it Payne–Hanek
    /// with 192 bits of 2/pi: both good to more than 2^-64 relative for every double.
    static func reducedQuadrant(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
        let ix = high(x) & 0x7FFF_FFFF
        if ix >= 0x4139_21FB { return reducedLarge(x) }
        let fn = (x * invPio2 + 0x1.8p52) - 0x1.8p52  // nearest integer
        var r = x - fn * pio2x1  // exact
        var w = fn * pio2x1t
        var y0 = r - w
        let j = Int(ix >> 20)
        if j - Int((high(y0) >> 20) & 0x7FF) > 16 {  // cancellation: a second piece, good to 118 bits
            var t = r
            w = fn * pio2x2
            r = t - w
            w = fn * pio2x2t - ((t - r) - w)
            y0 = r - w
            if j - Int((high(y0) >> 20) & 0x7FF) > 49 {  // and a third, 151 bits
                t = r
                w = fn * pio2x3
                r = t - w
                w = fn * pio2x3t - ((t - r) - w)
                y0 = r - w
            }
        }
        return (Int(fn), y0, (r - y0) - w)
    }

    /// Payne–Hanek: x * 2/pi mod 4 from the 192 bits of 2/pi that matter for x's exponent.
    private static func reducedLarge(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
        let bits = x.bitPattern
        let e = Int((bits >> 52) & 0x7FF) - 1075  // |x| = m 2^e, m a 53-bit integer
        let m = (bits & 0x000F_FFFF_FFFF_FFFF) | 0x0010_0000_0000_0000
        // Bits 1 … e-2 of 2/pi give multiples of 4 (whole turns): skip them. The next 192 bits W give
        // x 2/pi = m W 2^-190 (mod 4), and only the low 192 bits of m W matter.
        let s = e - 2
        let (h0, l0) = m.multipliedFullWidth(by: twoOverPiBits(after: s + 128))
        let (h1, l1) = m.multipliedFullWidth(by: twoOverPiBits(after: s + 64))
        let l2 = m &* twoOverPiBits(after: s)
        let (w1, carry) = l1.addingReportingOverflow(h0)
        var w2 = l2 &+ h1 &+ (carry ? 1 : 0)
        var w1n = w1
        var w0 = l0
        var n = Int(w2 >> 62)
        w2 &= 0x3FFF_FFFF_FFFF_FFFF  // the fraction: 190 bits
        var negative = false
        if w2 >> 61 == 1 {  // fraction >= 1/2: round n up, the remainder is 1 - fraction
            n += 1
            negative = true
            (w2, w1n, w0) = negated190(w2, w1n, w0)
        }
        var (fHi, fLo) = fractionToDoubleDouble(w2, w1n, w0)
        if negative {
            fHi = -fHi
            fLo = -fLo
        }
        let (p, pe) = twoProduct(fHi, pio2Hi)  // (fHi + fLo) pi/2
        let c = pe + (fHi * pio2Lo + fLo * pio2Hi)
        let y0 = p + c
        let y1 = c - (y0 - p)
        return x < 0 ? (-n, -y0, -y1) : (n, y0, y1)
    }

    /// Bits offset+1 … offset+64 of 2/pi as one word (bits before the binary point are 0).
    private static func twoOverPiBits(after offset: Int) -> UInt64 {
        if offset <= -64 { return 0 }
        if offset < 0 { return twoOverPi[0] >> UInt64(-offset) }
        let j = offset / 64
        let k = UInt64(offset % 64)
        if k == 0 { return twoOverPi[j] }
        return twoOverPi[j] << k | twoOverPi[j + 1] >> (64 - k)
    }

    /// 2^190 - f for a 190-bit f in three words (high word 62 bits).
    private static func negated190(_ w2: UInt64, _ w1: UInt64, _ w0: UInt64) -> (UInt64, UInt64, UInt64) {
        let (n0, c0) = (~w0).addingReportingOverflow(1)
        let (n1, c1) = (~w1).addingReportingOverflow(c0 ? 1 : 0)
        let n2 = (~w2 &+ (c1 ? 1 : 0)) & 0x3FFF_FFFF_FFFF_FFFF
        return (n2, n1, n0)
    }

    /// The 190-bit fraction f / 2^190 as hi + lo, each exact (53 + 53 significant bits).
    private static func fractionToDoubleDouble(_ w2: UInt64, _ w1: UInt64, _ w0: UInt64) -> (Double, Double) {
        var (a, b, c) = (w2, w1, w0)
        var shift = 0  // normalise: the leading 1 to bit 63 of a
        while a == 0 && shift < 192 {
            (a, b, c) = (b, c, 0)
            shift += 64
        }
        if a == 0 { return (0, 0) }
        let lz = a.leadingZeroBitCount
        if lz > 0 {
            a = a << UInt64(lz) | b >> UInt64(64 - lz)
            b = b << UInt64(lz) | c >> UInt64(64 - lz)
        }
        shift += lz
        // f = (a 2^64 + b) 2^(-190 - shift + 64 ... ): top 53 bits of a, then the next 53 bits.
        let top = a >> 11
        let next = (a & 0x7FF) << 42 | b >> 22
        let scaleTop = Double(bitPattern: UInt64(1023 - 53 - shift + 2) << 52)  // 2^(2 - shift - 53)
        let scaleNext = Double(bitPattern: UInt64(1023 - 106 - shift + 2) << 52)
        return (Double(top) * scaleTop, Double(next) * scaleNext)
    }
}
