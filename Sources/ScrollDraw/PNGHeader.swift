/// A PNG's size read from its first 24 bytes (the signature and the IHDR chunk), so an image is
/// measured before anything decodes it (#46: a 30000 × 30000 PNG named by `header.image` asked for
/// 3.6 GB, then crashed; a 140 KB "bomb" cost 1.3 GB). docs/ROBUSTNESS.md lists the limit.
public enum PNGHeader {
    /// Bytes needed: signature (8), chunk length (4), `IHDR` (4), width (4), height (4).
    public static let length = 24
    /// The longest side decoded, pixels.
    public static let maximumSide = 8192
    /// The most pixels decoded (4096 × 4096: 64 MiB as RGBA).
    public static let maximumPixels = 4096 * 4096

    /// Width and height, or nil when `bytes` does not start like a PNG.
    public static func size(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= length, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == ihdr else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Why an image of this size is not decoded, or nil when it may be.
    public static func problem(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "has no pixels (\(width) × \(height))" }
        guard width > maximumSide || height > maximumSide || width * height > maximumPixels else { return nil }
        return "is \(width) × \(height) pixels; the limit is \(maximumSide) on a side and \(maximumPixels) pixels (4096 × 4096)"
    }
}
