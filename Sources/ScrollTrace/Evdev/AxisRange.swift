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
