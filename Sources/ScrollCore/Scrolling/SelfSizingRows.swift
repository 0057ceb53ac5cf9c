/// Rows laid out at an estimated height until first shown, then at their real height (UITableView's
/// `estimatedRowHeight` with self-sizing cells, issue #34 item 4). Pure data: row tops, which rows are
/// measured, and what a measurement changed. Rows above the viewport that resize are the classic jump
/// (seed 000 §3.3, contentSize growth); `ScrollView.resizeContent(height:shiftingOffsetBy:at:)` is the
/// anchoring that keeps what the user reads in place.
public struct SelfSizingRows: Hashable, Sendable {
    /// One row taking its real height.
    public struct Resize: Hashable, Sendable {
        public var row: Int
        /// The row's top, content points (unchanged by its own resize).
        public var top: Double
        /// Real minus estimated height, points.
        public var delta: Double
    }

    /// The height every row has until it is first shown.
    public let estimate: Double
    /// The real heights, repeated down the list.
    public let realPattern: [Double]
    public private(set) var heights: [Double]
    public private(set) var measured: [Bool]
    /// tops[i] = the sum of heights[0..<i]; tops[count] is the content height.
    private var tops: [Double]

    public init(count: Int, estimate: Double, real pattern: [Double]) {
        let n = max(0, count)
        self.estimate = max(1, estimate.isFinite ? estimate : 44)
        let p = pattern.filter { $0.isFinite && $0 > 0 }
        realPattern = p.isEmpty ? [self.estimate] : p
        heights = Array(repeating: self.estimate, count: n)
        measured = Array(repeating: false, count: n)
        tops = (0...n).map { Double($0) * max(1, estimate.isFinite ? estimate : 44) }
    }

    public var count: Int { heights.count }
    public var contentHeight: Double { tops[count] }

    /// The real height of row `i`.
    public func realHeight(_ i: Int) -> Double { realPattern[i % realPattern.count] }

    /// The top of row `i` (clamped to 0…count), content points.
    public func top(_ i: Int) -> Double { tops[min(max(i, 0), count)] }

    /// The row containing content y (the first row for y < 0, the last for y past the end).
    public func row(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        var lo = 0
        var hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first row whose top is at or below content y: the top row the user reads in full.
    public func firstRow(startingAtOrBelow y: Double) -> Int {
        guard count > 0 else { return 0 }
        let r = row(at: y)
        return tops[r] >= y ? r : min(r + 1, count)
    }

    /// Measures the first unmeasured row that intersects content `y0 ..< y1`, if any: it takes its real
    /// height and the rows below it move by the difference.
    public mutating func measureNext(in y0: Double, _ y1: Double) -> Resize? {
        guard count > 0, y1 > y0 else { return nil }
        let first = row(at: y0)
        var i = first
        while i < count && tops[i] < y1 {
            if !measured[i] { return measure(i) }
            i += 1
        }
        return nil
    }

    /// Gives row `i` its real height.
    @discardableResult
    public mutating func measure(_ i: Int) -> Resize? {
        guard heights.indices.contains(i), !measured[i] else { return nil }
        measured[i] = true
        let delta = realHeight(i) - heights[i]
        heights[i] = realHeight(i)
        if delta != 0 { for k in (i + 1)...count { tops[k] += delta } }
        return Resize(row: i, top: tops[i], delta: delta)
    }
}
