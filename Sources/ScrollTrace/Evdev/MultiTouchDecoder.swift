/// Kernel multi-touch protocol B (Documentation/input/multi-touch-protocol.rst) as frames of
/// contacts: `ABS_MT_SLOT` picks the slot the following values belong to, `ABS_MT_TRACKING_ID` ≥ 0
/// puts a contact down in it and −1 lifts it, `ABS_MT_POSITION_X/Y` move it, and nothing counts
/// until the `SYN_REPORT` that ends the frame. Values that did not change are not sent, so a slot
/// keeps its last position (also across a lift: a new contact at the same x sends no x). After
/// `SYN_DROPPED` everything up to and including the next `SYN_REPORT` is dropped (the frame before
/// the drop too: it is incomplete). Contacts still down when the recording ends are cancelled.
public enum MultiTouchDecoder {
    struct Slot: Equatable {
        var id = -1
        var x = 0
        var y = 0
    }

    /// The most slots a device may use (kernels have at most a few dozen).
    static let slotLimit = 1024

    public static func frames(_ events: [EvdevEvent], initialSlot: Int = 0) throws(ImportError) -> [ContactFrame] {
        var committed: [Int: Slot] = [:]
        var pending: [Int: Slot] = [:]
        var slot = initialSlot
        var frameSlot = initialSlot
        var dropping = false
        var frames: [ContactFrame] = []
        var last = Int64.min
        for e in events {
            guard e.microseconds >= last else { throw ImportError(line: e.line, "time goes backwards") }
            last = e.microseconds
            if dropping {
                if e.type == EvdevCode.evSyn && e.code == EvdevCode.synReport { dropping = false }
                continue
            }
            switch (e.type, e.code) {
            case (EvdevCode.evSyn, EvdevCode.synDropped):
                dropping = true
                pending = committed
                slot = frameSlot
            case (EvdevCode.evSyn, EvdevCode.synMTReport):
                throw ImportError(line: e.line, "SYN_MT_REPORT: multi-touch protocol A is not supported (only protocol B, with slots)")
            case (EvdevCode.evSyn, EvdevCode.synReport):
                let changes = self.changes(from: committed, to: pending)
                committed = pending
                frameSlot = slot
                guard !changes.isEmpty else { continue }
                frames.append(ContactFrame(microseconds: e.microseconds, line: e.line, changes: changes, active: active(committed)))
            case (EvdevCode.evAbs, EvdevCode.absMTSlot):
                guard (0..<slotLimit).contains(e.value) else { throw ImportError(line: e.line, "ABS_MT_SLOT \(e.value) is out of range") }
                slot = e.value
            case (EvdevCode.evAbs, EvdevCode.absMTTrackingID): pending[slot, default: Slot()].id = max(-1, e.value)
            case (EvdevCode.evAbs, EvdevCode.absMTPositionX): pending[slot, default: Slot()].x = e.value
            case (EvdevCode.evAbs, EvdevCode.absMTPositionY): pending[slot, default: Slot()].y = e.value
            default: continue
            }
        }
        let down = committed.filter { $0.value.id >= 0 }.sorted { $0.key < $1.key }
        if !down.isEmpty, let end = frames.last {
            let cancels = down.map { ContactFrame.Change(kind: .cancel, slot: $0.key, x: $0.value.x, y: $0.value.y) }
            frames.append(ContactFrame(microseconds: end.microseconds, line: end.line, changes: cancels, active: [:]))
        }
        return frames
    }

    /// Per slot, in slot order: a lift (or the end of a contact whose slot got a new one), a new
    /// contact, or a move of the same contact.
    static func changes(from old: [Int: Slot], to new: [Int: Slot]) -> [ContactFrame.Change] {
        var out: [ContactFrame.Change] = []
        for slot in Set(old.keys).union(new.keys).sorted() {
            let a = old[slot] ?? Slot()
            let b = new[slot] ?? Slot()
            if a.id >= 0 && b.id != a.id { out.append(.init(kind: .up, slot: slot, x: b.id < 0 ? b.x : a.x, y: b.id < 0 ? b.y : a.y)) }
            if b.id >= 0 && b.id != a.id { out.append(.init(kind: .down, slot: slot, x: b.x, y: b.y)) }
            if b.id >= 0 && b.id == a.id && (b.x != a.x || b.y != a.y) { out.append(.init(kind: .move, slot: slot, x: b.x, y: b.y)) }
        }
        return out
    }

    static func active(_ slots: [Int: Slot]) -> [Int: ContactFrame.Contact] {
        var out: [Int: ContactFrame.Contact] = [:]
        for (k, s) in slots where s.id >= 0 { out[k] = .init(trackingID: s.id, x: s.x, y: s.y) }
        return out
    }
}
