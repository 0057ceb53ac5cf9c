/// SDL's finger ids (a touch device's id and a 64-bit finger id) folded into the small pointer ids a
/// trace holds (`1…`; the mouse keeps 0). Each finger down takes the lowest id no finger now down has
/// and keeps it until its lift, so two fingers never share an id — the old fold (`1 + fingerId &
/// 0x7FFF_FFFF`) gave ids that differ only in their high bits (X11's touch ids can) the same one.
public struct FingerIDs {
    public init() {}

    struct Key: Hashable {
        var touch: Int64
        var finger: Int64
    }

    private var live: [Key: Int64] = [:]

    /// The pointer id of a finger going down (a down for a finger already down keeps its id).
    public mutating func down(touch: Int64, finger: Int64) -> Int64 {
        let key = Key(touch: touch, finger: finger)
        if let id = live[key] { return id }
        let used = Set(live.values)
        var id: Int64 = 1
        while used.contains(id) { id += 1 }
        live[key] = id
        return id
    }

    /// The pointer id of a finger that moves, or nil for one never seen going down (dropped).
    public func moved(touch: Int64, finger: Int64) -> Int64? { live[Key(touch: touch, finger: finger)] }

    /// The pointer id of a finger lifting, which frees it; nil for one never seen going down.
    public mutating func up(touch: Int64, finger: Int64) -> Int64? { live.removeValue(forKey: Key(touch: touch, finger: finger)) }

    /// Forgets every finger (the window lost focus: the app cancels every touch).
    public mutating func reset() { live.removeAll() }

    /// Fingers down now.
    public var count: Int { live.count }
}
