import ScrollCore
import ScrollScene

/// What a sandbox starts with — the scene, the phone, the orientation, the rate, the feel, the
/// overlays — whether it comes from the command line or from a trace's header
/// (`SessionSetup(_:hz:feel:)` in Trace/). `SessionFactory` builds the sandbox from it.
public struct SessionSetup: Equatable, Sendable {
    /// The scene's id in the catalogue.
    public var scene: String
    public var device: Device
    public var landscape: Bool
    public var hz: Int
    /// The feel every scene runs with; nil: each scene's own.
    public var feel: Feel?
    /// Overlays on every scene.
    public var overlays: Set<OverlayKind>

    public init(
        scene: String, device: Device = .fifteen, landscape: Bool = false, hz: Int = 120, feel: Feel? = nil,
        overlays: Set<OverlayKind> = []
    ) {
        self.scene = scene
        self.device = device
        self.landscape = landscape
        self.hz = hz
        self.feel = feel
        self.overlays = overlays
    }
}
