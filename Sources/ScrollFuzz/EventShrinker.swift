import ScrollInput

/// Delta debugging over a failing event list, shared by `fuzz` (an invariant broke) and `fuzz --rates`
/// (60 and 120 Hz differ): drop chunks of events while the run still fails, halving the chunk when no
/// chunk can go, at most `budget` re-runs. The result always still fails.
public enum EventShrinker {
    /// - Parameters:
    ///   - start: the failure found.
    ///   - events: a failure's event list.
    ///   - failing: re-runs a candidate list; the failure it gives (whose events may be shorter, as a
    ///     run stops at its failure), or nil when the candidate passes.
    public static func shrink<Failure>(
        _ start: Failure, events: (Failure) -> [InputEvent], budget: Int, failing: ([InputEvent]) -> Failure?
    ) -> Failure {
        var best = start
        var runs = 0
        var chunk = max(1, events(best).count / 2)
        while chunk >= 1 && runs < budget {
            var i = 0
            var removed = false
            while i < events(best).count && runs < budget {
                var candidate = events(best)
                candidate.removeSubrange(i..<min(i + chunk, candidate.count))
                runs += 1
                if let smaller = failing(candidate) {
                    best = smaller
                    removed = true
                } else {
                    i += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return best
    }
}
