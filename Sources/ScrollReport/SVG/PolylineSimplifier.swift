/// Down-samples a time series for drawing, with a bound on the error: every dropped point lies within
/// `tolerance` (in y) of the straight segment that replaces it, so the drawn curve is never further
/// than `tolerance` from the data (Ramer–Douglas–Peucker, with the vertical distance at the same x,
/// which is what a reader of a value-against-time plot sees).
public enum PolylineSimplifier {
    /// The indices of `points` to keep (first and last always), ascending.
    /// - Parameters:
    ///   - points: (x, y) with non-decreasing x.
    ///   - tolerance: the largest vertical error allowed (≥ 0; 0 keeps every point off a line).
    /// - Complexity: O(n log n) typical, O(n²) worst case; no recursion (an explicit stack).
    public static func keptIndices(_ points: [(x: Double, y: Double)], tolerance: Double) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var stack = [(0, points.count - 1)]
        while let (a, b) = stack.popLast() {
            guard b - a > 1 else { continue }
            var worst = -1.0
            var worstIndex = a
            for i in (a + 1)..<b {
                let d = verticalDistance(points[i], points[a], points[b])
                if d > worst {
                    worst = d
                    worstIndex = i
                }
            }
            if worst > tolerance {
                keep[worstIndex] = true
                stack.append((a, worstIndex))
                stack.append((worstIndex, b))
            }
        }
        return keep.indices.filter { keep[$0] }
    }

    /// The points kept by `keptIndices`.
    public static func simplify(_ points: [(x: Double, y: Double)], tolerance: Double) -> [(x: Double, y: Double)] {
        keptIndices(points, tolerance: tolerance).map { points[$0] }
    }

    /// |p.y − the segment a–b's y at p.x|; for a vertical segment (same x), the distance to its y span.
    static func verticalDistance(_ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
        let dx = b.x - a.x
        if dx <= 0 {
            let lo = min(a.y, b.y)
            let hi = max(a.y, b.y)
            return p.y < lo ? lo - p.y : (p.y > hi ? p.y - hi : 0)
        }
        let y = a.y + (b.y - a.y) * (p.x - a.x) / dx
        return abs(p.y - y)
    }
}
