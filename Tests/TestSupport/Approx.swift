import Testing

/// Expects `actual` within `tolerance` of `expected` (absolute), reporting both on failure.
public func expectClose(
    _ actual: Double, _ expected: Double, within tolerance: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance,
        "\(actual) is not within \(tolerance) of \(expected)\(comment.map { ": \($0)" } ?? "")",
        sourceLocation: sourceLocation)
}
