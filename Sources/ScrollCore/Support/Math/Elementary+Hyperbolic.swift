// fdlibm's s_tanh.c and e_atanh.c in Swift. Copyright (C) 1993 by Sun Microsystems, Inc. All rights
// reserved. Developed at SunPro, a Sun Microsystems, Inc. business. Permission to use, copy, modify, and
// distribute this software is freely granted, provided that this notice is preserved.

extension Elementary {
    // tanh x = x + x z g(z), z = x^2, on |x| < 0.625: g a degree-12 Chebyshev fit of (tanh(√z)/√z - 1)/z
    // (error 1.5e-19; made with mpmath's chebyfit, highest degree first).
    private static let tanhG: [Double] = [
        -2.438_831_631_472_087_80e-06, 1.220_992_179_016_278_13e-05, -3.708_106_921_544_233_71e-05,
        9.604_109_157_026_265_47e-05, -2.388_894_463_675_117_42e-04, 5.899_818_158_388_232_03e-04,
        -1.455_828_399_830_324_60e-03, 3.592_127_507_599_252_21e-03, -8.863_235_499_801_992_02e-03,
        2.186_948_853_513_322_19e-02, -5.396_825_396_823_590_19e-02, 1.333_333_333_333_332_20e-01,
        -3.333_333_333_333_333_15e-01,
    ]

    /// The hyperbolic tangent, within 1 ulp: a polynomial below 0.625; above, fdlibm's 1 - 2/(t + 2)
    /// with t = expm1(2|x|) and the division and subtraction carried to double-double (fdlibm's
    /// s_tanh.c alone is up to 2 ulp off); ±1 from 22 on. `tanh(±inf) = ±1`, `tanh(±0) = ±0`.
    public static func tanh(_ x: Double) -> Double {
        if x.isNaN { return x + x }
        let ix = high(x) & 0x7FFF_FFFF
        if ix < 0x3E30_0000 { return x }  // |x| < 2^-28
        if ix < 0x3FE4_0000 {  // |x| < 0.625
            let z = x * x
            var p = 0.0
            for c in tanhG { p = p * z + c }
            return x + x * (z * p)
        }
        var r = 1.0
        if ix < 0x4036_0000 {  // |x| < 22
            let t = expm1(2 * abs(x))
            let d = t + 2
            let dErr = 2 - (d - t)  // t + 2 = d + dErr exactly (t >= 2.49)
            let q = 2 / d
            let (p, pErr) = twoProduct(q, d)
            let qLo = (((2 - p) - pErr) - q * dErr) / d  // 2/(t + 2) = q + qLo
            let s = 1 - q
            r = s + (((1 - s) - q) - qLo)
        }
        return x.sign == .minus ? -r : r
    }

    /// The inverse hyperbolic tangent, within 1 ulp, as log1p(2x/(1 - x))/2 (below 1/2 as
    /// log1p(2x + 2x^2/(1 - x))/2). `atanh(±1) = ±inf`, `atanh(|x| > 1) = NaN`.
    public static func atanh(_ x: Double) -> Double {
        if x.isNaN { return x + x }
        let a = abs(x)
        if a > 1 { return .nan }
        if a == 1 { return x / 0 }
        if high(a) < 0x3E30_0000 { return x }  // |x| < 2^-28
        let t: Double
        if a < 0.5 {
            let twice = a + a
            t = 0.5 * log1p(twice + twice * a / (1 - a))
        } else {
            t = 0.5 * log1p((a + a) / (1 - a))
        }
        return x.sign == .minus ? -t : t
    }
}
