// fdlibm's e_pow.c in Swift. Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved. Permission
// to use, copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved.

extension Elementary {
    // log2(x) = n + (ss + ...) * 2/(3 ln2), ss = (x - b)/(x + b), b 1 or 1.5; the tail a degree-6 fit.
    private static let powL1 = 5.999_999_999_999_946_487_25e-01  // 0x3FE33333_33333303
    private static let powL2 = 4.285_714_285_785_501_842_52e-01  // 0x3FDB6DB6_DB6FABFF
    private static let powL3 = 3.333_333_298_183_774_329_18e-01  // 0x3FD55555_518F264D
    private static let powL4 = 2.727_281_238_085_340_064_89e-01  // 0x3FD17460_A91D4101
    private static let powL5 = 2.306_607_457_755_617_540_67e-01  // 0x3FCD864A_93C9DB65
    private static let powL6 = 2.069_750_178_003_384_177_84e-01  // 0x3FCA7E28_4A454EEF
    private static let expP1 = 1.666_666_666_666_660_190_37e-01  // 0x3FC55555_5555553E
    private static let expP2 = -2.777_777_777_701_559_338_42e-03  // 0xBF66C16C_16BEBD93
    private static let expP3 = 6.613_756_321_437_934_361_17e-05  // 0x3F11566A_AF25DE2C
    private static let expP4 = -1.653_390_220_546_525_153_90e-06  // 0xBEBBBD41_C5D26BF1
    private static let expP5 = 4.138_136_797_057_238_460_39e-08  // 0x3E663769_72BEA4D0
    private static let lg2 = 6.931_471_805_599_452_862_27e-01  // 0x3FE62E42_FEFA39EF
    private static let lg2H = 6.931_471_824_645_996_093_75e-01  // 0x3FE62E43_00000000
    private static let lg2L = -1.904_654_299_957_768_045_25e-09  // 0xBE205C61_0CA86C39
    private static let overflowTail = 8.008_566_259_537_294_437_2e-17  // -(1024 - log2(max + ulp/2))
    private static let cp = 9.617_966_939_259_755_543_29e-01  // 0x3FEEC709_DC3A03FD = 2/(3 ln2)
    private static let cpH = 9.617_967_009_544_372_558_59e-01  // 0x3FEEC709_E0000000
    private static let cpL = -7.028_461_650_952_758_265_16e-09  // 0xBE3E2FE0_145B01F5
    private static let invLn2H = 1.442_695_021_629_333_496_09e+00  // 0x3FF71547_60000000
    private static let invLn2L = 1.925_962_991_126_617_468_87e-08  // 0x3E54AE0B_F85DDF44
    private static let dpH = 5.849_624_872_207_641_601_56e-01  // 0x3FE2B803_40000000 = log2(1.5) high
    private static let dpL = 1.350_039_202_129_748_971_28e-08  // 0x3E4CFDEB_43CFD006

    /// x^y, within 1 ulp; exact for integer powers of integers that fit. Special values as C99's `pow`:
    /// `pow(x, ±0) = 1`, `pow(1, y) = 1`, `pow(x < 0, non-integer) = NaN`, `pow(-1, ±inf) = 1`,
    /// `pow(±0, y < 0) = inf` (`-inf` for odd y and -0); overflow gives ±inf, underflow ±0.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        let hx = Int32(bitPattern: high(x))
        let lx = low(x)
        let hy = Int32(bitPattern: high(y))
        let ly = low(y)
        let ix = hx & 0x7FFF_FFFF
        let iy = hy & 0x7FFF_FFFF
        if y == 0 || x == 1 { return 1 }
        if x.isNaN || y.isNaN { return x + y }
        let yKind = hx < 0 ? integerKind(y) : 0  // 0 not an integer, 1 odd, 2 even
        if ly == 0 {
            if iy == 0x7FF0_0000 {  // y = ±inf
                if x == -1 { return 1 }
                return ix >= 0x3FF0_0000 ? (hy >= 0 ? y : 0) : (hy < 0 ? -y : 0)
            }
            if iy == 0x3FF0_0000 { return hy < 0 ? 1 / x : x }
            if hy == 0x4000_0000 { return x * x }
            if hy == 0x3FE0_0000 && hx >= 0 { return x.squareRoot() }
        }
        let ax = abs(x)
        if lx == 0 && (ix == 0x7FF0_0000 || ix == 0 || ix == 0x3FF0_0000) {  // x = ±0, ±inf, -1
            var z = hy < 0 ? 1 / ax : ax
            if hx < 0 {
                if ix == 0x3FF0_0000 && yKind == 0 { return .nan }  // (-1)^non-integer
                if yKind == 1 { z = -z }
            }
            return z
        }
        if hx < 0 && yKind == 0 { return .nan }  // negative^non-integer
        let sign: Double = hx < 0 && yKind == 1 ? -1 : 1
        var t1: Double
        var t2: Double
        if iy > 0x41E0_0000 {  // |y| > 2^31
            let tooBig = sign * .infinity
            let tooSmall = sign * 0
            if iy > 0x43F0_0000 {  // |y| > 2^64: overflow or underflow (y is even, sign is +)
                if ix <= 0x3FEF_FFFF { return hy < 0 ? .infinity : 0 }
                if ix >= 0x3FF0_0000 { return hy > 0 ? .infinity : 0 }
            }
            if ix < 0x3FEF_FFFF { return hy < 0 ? tooBig : tooSmall }
            if ix > 0x3FF0_0000 { return hy > 0 ? tooBig : tooSmall }
            (t1, t2) = log2NearOne(ax)
        } else {
            (t1, t2) = log2Split(ax)
        }
        return sign * exp2Split(y, t1, t2)
    }

    /// 1 for an odd integer, 2 for an even integer, 0 otherwise (|y| >= 2^53 is even).
    private static func integerKind(_ y: Double) -> Int {
        let a = abs(y)
        if a >= 0x1p53 { return 2 }
        if a < 1 || a.rounded(.towardZero) != a { return 0 }
        return a.truncatingRemainder(dividingBy: 2) == 0 ? 2 : 1
    }

    /// log2(ax) = t1 + t2 for |ax - 1| <= 2^-20, t1 with its low word clear.
    private static func log2NearOne(_ ax: Double) -> (Double, Double) {
        let t = ax - 1
        let w = (t * t) * (0.5 - t * (0.333_333_333_333_333_333_333_3 - t * 0.25))
        let u = invLn2H * t
        let v = t * invLn2L - w * invLn2
        let t1 = truncated(u + v)
        return (t1, v - (t1 - u))
    }

    /// log2(ax) = t1 + t2 to about 2^-64 relative, t1 with its low word clear; ax > 0 finite.
    private static func log2Split(_ ax: Double) -> (Double, Double) {
        var ax = ax
        var ix = Int32(bitPattern: high(ax))
        var n: Int32 = 0
        if ix < 0x0010_0000 {  // subnormal
            ax *= 0x1p53
            n -= 53
            ix = Int32(bitPattern: high(ax))
        }
        n += (ix >> 20) - 0x3FF
        let j = ix & 0x000F_FFFF
        ix = j | 0x3FF0_0000
        var half = false  // reduce around 1.5 instead of 1
        if j > 0x3988E {
            if j < 0xBB67A {
                half = true
            } else {
                n += 1
                ix -= 0x0010_0000
            }
        }
        ax = replacingHigh(ax, UInt32(bitPattern: ix))
        let bp = half ? 1.5 : 1.0
        let u = ax - bp
        let v = 1 / (ax + bp)
        let ss = u * v
        let sH = truncated(ss)
        var tH = double(high: UInt32(bitPattern: ((ix >> 1) | 0x2000_0000) + 0x0008_0000 + (half ? 1 << 18 : 0)), low: 0)
        let tL = ax - (tH - bp)
        let sL = v * ((u - sH * tH) - sH * tL)
        var s2 = ss * ss
        var r = s2 * s2 * (powL1 + s2 * (powL2 + s2 * (powL3 + s2 * (powL4 + s2 * (powL5 + s2 * powL6)))))
        r += sL * (sH + ss)
        s2 = sH * sH
        tH = truncated(3 + s2 + r)
        let tL2 = r - ((tH - 3) - s2)
        let u2 = sH * tH
        let v2 = sL * tH + tL2 * ss
        let pH = truncated(u2 + v2)
        let pL = v2 - (pH - u2)
        let zH = cpH * pH
        let zL = cpL * pH + pL * cp + (half ? dpL : 0)
        let dp = half ? dpH : 0
        let t = Double(n)
        let t1 = truncated(((zH + zL) + dp) + t)
        return (t1, zL - (((t1 - t) - dp) - zH))
    }

    /// 2^(y * (t1 + t2)): the magnitude of pow (`inf` on overflow, `0` on underflow).
    private static func exp2Split(_ y: Double, _ t1: Double, _ t2: Double) -> Double {
        let y1 = truncated(y)
        let pL = (y - y1) * t1 + y * t2
        var pH = y1 * t1
        var z = pL + pH
        let j = Int32(bitPattern: high(z))
        let i = low(z)
        if j >= 0x4090_0000 {  // z >= 1024
            if j != 0x4090_0000 || i != 0 || pL + overflowTail > z - pH { return .infinity }
        } else if (j & 0x7FFF_FFFF) >= 0x4090_CC00 {  // z <= -1075
            if UInt32(bitPattern: j) != 0xC090_CC00 || i != 0 || pL <= z - pH { return 0 }
        }
        let i2 = j & 0x7FFF_FFFF
        var k = (i2 >> 20) - 0x3FF
        var n: Int32 = 0
        if i2 > 0x3FE0_0000 {  // |z| > 0.5: n = nearest integer
            n = j &+ (0x0010_0000 >> (k + 1))
            k = ((n & 0x7FFF_FFFF) >> 20) - 0x3FF
            let t = double(high: UInt32(bitPattern: n & ~(0x000F_FFFF >> k)), low: 0)
            n = ((n & 0x000F_FFFF) | 0x0010_0000) >> (20 - k)
            if j < 0 { n = -n }
            pH -= t
        }
        let t = truncated(pL + pH)
        let u = t * lg2H
        let v = (pL - (t - pH)) * lg2 + t * lg2L
        z = u + v
        let w = v - (z - u)
        let tt = z * z
        let c = z - tt * (expP1 + tt * (expP2 + tt * (expP3 + tt * (expP4 + tt * expP5))))
        let r = (z * c) / (c - 2) - (w + z * w)
        z = 1 - (r - z)
        return scaled(z, by: Int(n))
    }
}
