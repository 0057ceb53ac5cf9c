/// An sRGB colour with 8-bit channels and straight (non-premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `Color(hex: 0x007AFF)`; alpha 0…1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF),
            a: UInt8((min(max(alpha, 0), 1) * 255).rounded()))
    }

    /// The same colour with alpha multiplied by `factor` (0…1).
    public func withAlpha(_ factor: Double) -> Color {
        var c = self
        c.a = UInt8((Double(a) * min(max(factor, 0), 1)).rounded())
        return c
    }

    /// Linear blend towards `other` by `t` (0…1), channel by channel.
    public func mixed(with other: Color, _ t: Double) -> Color {
        let u = min(max(t, 0), 1)
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * u).rounded()) }
        return Color(r: m(r, other.r), g: m(g, other.g), b: m(b, other.b), a: m(a, other.a))
    }

    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func h(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(r) + h(g) + h(b) + (a == 255 ? "" : h(a))
    }
}
