/// The newest `capacity` elements, oldest first: a ring buffer (appending is O(1) and never
/// allocates once full). The arena's log, a page's events and a scene's event list use it.
public struct BoundedLog<Element>: RandomAccessCollection {
    public private(set) var capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element sits once the buffer is full.
    private var head = 0

    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        storage.reserveCapacity(Swift.min(self.capacity, 4096))  // a huge capacity (Int.max: keep everything) grows as needed
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    public subscript(i: Int) -> Element { storage[(head + i) % storage.count] }

    /// Appends `e`, dropping the oldest element when full.
    public mutating func append(_ e: Element) {
        if storage.count < capacity {
            storage.append(e)
        } else {
            storage[head] = e
            head = (head + 1) % capacity
        }
    }

    /// Keeps the newest `capacity` elements under a new capacity.
    public mutating func resize(to capacity: Int) {
        let kept = Array(suffix(Swift.max(1, capacity)))
        self = BoundedLog(capacity: capacity)
        for e in kept { append(e) }
    }

    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }
}
