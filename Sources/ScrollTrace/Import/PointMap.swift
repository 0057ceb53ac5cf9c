/// `--map`: how device units become viewport points.
/// - `fit-width`: the panel's x range (`max − min + 1` units, as Android's InputReader counts it)
///   spans the viewport's width; y uses the same physical scale (× resX / resY when both
///   resolutions are known, else the same factor: square units).
/// - `density=D`: D device units per point from the axis minimum (0 when the file states no range),
///   e.g. 3 for a 3× iPhone panel, 2.625 for an Android phone whose panel reports pixels.
public enum PointMap: Equatable, Sendable {
    case fitWidth
    case density(Double)

    /// `fit-width` or `density=D` (0 < D ≤ 1000).
    public init?(_ text: String) {
        if text == "fit-width" {
            self = .fitWidth
            return
        }
        guard text.hasPrefix("density="), let d = Double(text.dropFirst("density=".count)), d > 0, d <= 1000 else { return nil }
        self = .density(d)
    }

    public var name: String {
        switch self {
        case .fitWidth: return "fit-width"
        case .density(let d): return "density=\(Trace.num(d))"
        }
    }

    /// The mapping for a device with `axes` onto a viewport `viewportWidth` points wide.
    public func mapping(axes: [Int: AxisRange], viewportWidth: Double) throws(ImportError) -> TraceMapping {
        let ax = axes[EvdevCode.absMTPositionX]
        let ay = axes[EvdevCode.absMTPositionY]
        let minX = Double(ax?.minimum ?? 0)
        let minY = Double(ay?.minimum ?? 0)
        let maxX = ax.map { Double($0.maximum) }
        let maxY = ay.map { Double($0.maximum) }
        switch self {
        case .density(let d):
            return TraceMapping(map: name, minX: minX, minY: minY, maxX: maxX, maxY: maxY, scaleX: 1 / d, scaleY: 1 / d)
        case .fitWidth:
            guard let ax, ax.maximum > ax.minimum else {
                throw ImportError(
                    line: nil,
                    "--map fit-width needs the x axis range (ABS_MT_POSITION_X); give it (getevent: --props FILE) or use --map density=D")
            }
            let scale = viewportWidth / Double(ax.maximum - ax.minimum + 1)
            var scaleY = scale
            if let ay, ax.resolution > 0, ay.resolution > 0 { scaleY = scale * Double(ax.resolution) / Double(ay.resolution) }
            return TraceMapping(map: name, minX: minX, minY: minY, maxX: maxX, maxY: maxY, scaleX: scale, scaleY: scaleY)
        }
    }
}
