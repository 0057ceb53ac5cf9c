/// One absolute axis of an evdev device (`struct input_absinfo`): its range and resolution
/// (units per mm; 0 when the driver does not say).
public struct AxisRange: Equatable, Sendable {
    public var minimum: Int
    public var maximum: Int
    public var resolution: Int

    public init(minimum: Int, maximum: Int, resolution: Int) {
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }
}

extension AxisRange {
    /// What the kernel holds an axis's numbers and an event's value in (`__s32`): every number a
    /// recording gives is checked against it when read, so arithmetic on them (`max − min + 1`, two
    /// fingers' midpoint) never overflows (#46: ranges at the Int limits trapped).
    public static let evdevValues = Int(Int32.min)...Int(Int32.max)

    /// An axis read from a recording's `line`.
    /// - Throws: `ImportError` when a number is outside `evdevValues`.
    public init(checking minimum: Int, _ maximum: Int, resolution: Int, line: Int) throws(ImportError) {
        for (name, v) in [("min", minimum), ("max", maximum), ("resolution", resolution)] where !Self.evdevValues.contains(v) {
            throw ImportError(line: line, "axis \(name) \(v) is outside the range of an evdev value (a 32-bit integer)")
        }
        self.init(minimum: minimum, maximum: maximum, resolution: resolution)
    }
}
