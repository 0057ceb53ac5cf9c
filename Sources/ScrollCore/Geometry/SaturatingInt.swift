extension Int {
    /// The largest magnitude `init(saturating:)` returns: 2⁵³, beyond which a Double has no fractional
    /// part anyway and far beyond any row, page or tile index; `Int.max` where `Int` is 32-bit (wasm32).
    public static let saturationLimit = Int(clamping: Int64(9_007_199_254_740_992))

    /// `value` truncated toward zero and clamped to ±`saturationLimit`; NaN gives 0. Every Double → Int
    /// conversion of a coordinate goes through this, so no offset, however large, can trap.
    public init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let limit = Double(Int.saturationLimit)
        self.init(Swift.min(Swift.max(value, -limit), limit))
    }
}
