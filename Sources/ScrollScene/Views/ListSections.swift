/// A list's titled sections of given sizes (a page's `sections`): where each starts, and which one a
/// row is in (a binary search: O(log sections)). Rows past the last section's end belong to it.
public struct ListSections: Equatable, Sendable {
    /// The first row of each section (non-decreasing; an empty section starts where the next does).
    public let starts: [Int]
    /// Each section's title (`Section N` when none was given), made once.
    public let titles: [String]

    public init(_ sections: [(title: String?, rows: Int)]) {
        var starts: [Int] = []
        var row = 0
        for s in sections {
            starts.append(row)
            row += max(0, s.rows)
        }
        self.starts = starts
        titles = sections.enumerated().map { k, s in s.title ?? "Section \(k + 1)" }
    }

    public var count: Int { starts.count }

    /// The section holding row `i`: the last one starting at or before it.
    public func index(ofRow i: Int) -> Int {
        var lo = 0
        var hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= i { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    /// The title section `k` shows.
    public func title(_ k: Int) -> String { titles[k] }
}
