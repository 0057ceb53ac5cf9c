/// Time on the nested page: every moment something happens on its own — rows arriving, the refresh's
/// timer running out, the pager coming to rest (the page it rests on becomes the current page, and the
/// header stops following the old page's list) — is handled at that moment, with every motion advanced
/// to it first, never at the tick that notices it. So a state depends on the trace's times alone,
/// whatever the tick rate (#46 class 8: a pager animation ending a tick late at 120 Hz left the header
/// 1.58 pt apart after a rotation mid-swipe; a refresh ending at the tick moved a drag 1.2 pt).
extension NestedPage {
    /// Moves every motion (pager, lists, refresh timer) to `time`, seconds, handling each moment due on
    /// the way at its own time, in order.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        while let due = nextMoment(until: time) {
            advanceMotion(to: due.time)
            switch due.kind {
            case .arrival(let i): finishLoad(i)
            case .refreshEnd, .pagerRest: break  // advanceMotion handled it at its time
            }
        }
        advanceMotion(to: time)
    }

    private enum Moment {
        case arrival(Int)
        case refreshEnd
        case pagerRest
    }

    /// The earliest moment due after `now` and at or before `time`, if any.
    private func nextMoment(until time: Double) -> (time: Double, kind: Moment)? {
        var best: (time: Double, kind: Moment)?
        func consider(_ t: Double, _ kind: Moment) {
            guard t <= time, best == nil || t < best!.time else { return }
            best = (t, kind)
        }
        if let (i, t) = nextArrival() { consider(t, .arrival(i)) }
        if refreshState == .refreshing {
            let end = refreshStart + policy.refreshDuration
            if end > now { consider(end, .refreshEnd) }
        }
        if let rest = pager.motionEndTime(after: now, until: time) { consider(rest, .pagerRest) }
        return best
    }

    func advanceMotion(to time: Double) {
        now = max(now, time)
        let t = now
        pager.advance(to: t)
        for l in lists { l.advance(to: t) }
        // The same sum `nextMoment` computes: `t - start >= duration` missed it by an ulp, a tick late.
        if refreshState == .refreshing && t >= refreshStart + policy.refreshDuration {
            currentList.setContentInset(.zero, at: t)
            setRefresh(.finishing)
        }
        finishRefreshIfDone()
    }
}
