import ScrollCore

/// A list's row heights: one height, or a repeating pattern (variable heights). Row tops are O(1)
/// and the row at an offset O(log pattern), whatever the number of rows — so a virtualised list's cost
/// follows its visible rows, not its total.
public struct RowHeights: Hashable, Sendable {
    /// The repeating heights, points (at least one).
    public let pattern: [Double]
    /// prefix[k] = the sum of pattern[0..<k]; prefix.last is one full cycle.
    private let prefix: [Double]

    public init(_ pattern: [Double]) {
        let p = pattern.filter { $0.isFinite && $0 > 0 }
        self.pattern = p.isEmpty ? [72] : p
        var sums = [0.0]
        for h in self.pattern { sums.append(sums.last! + h) }
        prefix = sums
    }

    public init(fixed height: Double) { self.init([height]) }

    /// One cycle of the pattern, points.
    public var cycle: Double { prefix[pattern.count] }

    public func height(_ i: Int) -> Double { pattern[((i % pattern.count) + pattern.count) % pattern.count] }

    /// The top of row `i` (0-based), points from the first row's top.
    public func top(_ i: Int) -> Double {
        let n = pattern.count
        return Double(i / n) * cycle + prefix[i % n]
    }

    /// The row containing offset `y` (≥ 0), ignoring any row limit.
    public func row(at y: Double) -> Int {
        guard y > 0 else { return 0 }
        let c = Int(saturating: (y / cycle).rounded(.down))
        let r = y - Double(c) * cycle
        var lo = 0
        var hi = pattern.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if prefix[mid] <= r { lo = mid } else { hi = mid - 1 }
        }
        return c * pattern.count + lo
    }
}
