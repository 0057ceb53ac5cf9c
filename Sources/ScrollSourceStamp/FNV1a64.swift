/// FNV-1a, 64 bits: the stamp's hash (the offset basis and prime of the published definition).
public struct FNV1a64 {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: [UInt8]) {
        var h = value
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        value = h
    }

    /// The value as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
