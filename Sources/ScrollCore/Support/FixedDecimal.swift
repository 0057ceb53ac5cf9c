#if !hasFeature(Embedded)
    import Foundation
#endif

/// `value` with exactly `decimals` digits after the point, as C's `%.Nf` writes it (`-0.000` keeps its
/// sign). Natively it is `String(format:)`; Embedded Swift has no Foundation, so there it rounds the
/// scaled value half away from zero (the two differ only on a binary value within an ulp of a tie,
/// which descriptions and the tuner's step grid never hold).
public func formatFixed(_ value: Double, decimals: Int) -> String {
    #if hasFeature(Embedded)
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let d = max(0, min(decimals, 17))
        var scale = 1.0
        for _ in 0..<d { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e18 else { return value.description }
        var digits = String(UInt64(scaled))
        if digits.count <= d { digits = String(repeating: "0", count: d + 1 - digits.count) + digits }
        let sign = value.sign == .minus ? "-" : ""
        guard d > 0 else { return sign + digits }
        let point = digits.index(digits.endIndex, offsetBy: -d)
        return sign + String(digits[..<point]) + "." + String(digits[point...])
    #else
        return String(format: "%.\(decimals)f", value)
    #endif
}
