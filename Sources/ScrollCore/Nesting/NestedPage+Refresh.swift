/// Pull-to-refresh and the model's invariants.
extension NestedPage {
    func updateRefreshWhileDragging() {
        guard currentList.state == .dragging, policy.refresh != .none, refreshState != .refreshing, refreshState != .finishing
        else { return }
        if topOverscroll <= 0 {
            setRefresh(.idle)
        } else if topOverscroll >= policy.refreshThreshold {
            setRefresh(.armed)
        } else {
            setRefresh(.pulling)
        }
    }

    /// The finger lifted: an armed pull starts refreshing and the content comes to rest at the hold
    /// height (the engine's top inset, as UIRefreshControl does); a short pull goes back to idle.
    func releaseRefresh() {
        if refreshState == .armed {
            setRefresh(.refreshing)
            refreshStart = now
            currentList.setContentInset(EdgeInsets(top: policy.refreshHoldHeight, left: 0, bottom: 0, right: 0), at: now)
        } else if refreshState == .pulling {
            setRefresh(.idle)
        }
    }

    /// A finishing refresh ends once nothing is pulled down any more — whatever happened meanwhile
    /// (page switches, drags, another pull): every refresh returns to `idle`.
    func finishRefreshIfDone() {
        guard refreshState == .finishing else { return }
        let l = currentList
        if topOverscroll <= 0 || (l.state == .idle && l.contentInset.top == 0) { setRefresh(.idle) }
    }

    func setRefresh(_ s: RefreshState) {
        guard s != refreshState else { return }
        refreshState = s
        refreshChangedAt = now
        // No hold outlives its refresh.
        if s == .idle && currentList.contentInset != .zero { currentList.setContentInset(.zero, at: now) }
        emit(.refreshDidChange(s))
    }

    /// Ends a refresh early (the app's `endRefreshing`).
    public func endRefreshing(at time: Double) {
        guard refreshState == .refreshing else { return }
        refreshStart = -Double.infinity
        advance(to: time)
    }

    // MARK: - Invariants

    /// Every refresh ends: loading lasts its duration, and `finishing` only while the content is still
    /// moving (on its way back, or held by a finger) — a bounce is finite, so it ends.
    private func refreshViolations() -> [String] {
        // The timer runs on `advance`; a drag between two ticks may run a little past it.
        if refreshState == .refreshing && now - refreshStart > policy.refreshDuration + 1 {
            return ["refresh still loading \(now - refreshStart) s after it began"]
        }
        if refreshState == .finishing && verticalState == .idle {
            return ["refresh left finishing with the list at rest (\(now - refreshChangedAt) s)"]
        }
        return []
    }

    /// Broken invariants in the current state (empty when all hold): values finite, collapse within
    /// its range, overscroll under the rubber band's dimension, and — at rest — no blank gap below a
    /// list when the range is not extended, no list scrolled past its range, no refresh left
    /// unfinished.
    public func invariantViolations() -> [String] {
        var out: [String] = []
        let dim = bandDimension
        if !restingCollapse.isFinite || !topOverscroll.isFinite || !bottomOverscroll.isFinite { out.append("non-finite vertical state") }
        if restingCollapse < -1e-9 || restingCollapse > maxCollapse + 1e-9 {
            out.append("collapse \(restingCollapse) outside 0...\(maxCollapse)")
        }
        // Past the engine's edge: a refresh hold (its top inset) is part of the range, not overscroll.
        // When the hold drops (finishing) what lay past it is kept as shown, so it may lie up to the
        // hold's height further past the new edge (a short band: list refresh in landscape, 149 pt).
        let top = topOverscroll - currentList.contentInset.top
        let slack = refreshState == .finishing ? policy.refreshHoldHeight : 0
        if top >= dim + slack || bottomOverscroll >= dim { out.append("overscroll beyond the rubber band's dimension") }
        for (i, p) in pages.enumerated() where !p.offset.isFinite || p.offset < -1e-9 {
            out.append("page \(i) offset \(p.offset)")
        }
        for (i, l) in lists.enumerated() where i != currentPage && l.state != .idle && l.state != .dragging {
            out.append("page \(i) list moves while page \(currentPage) is shown")
        }
        if verticalState == .idle && refreshState == .idle {
            let i = currentPage
            if topOverscroll > 1e-9 || bottomOverscroll > 1e-9 { out.append("at rest with overscroll") }
            if pages[i].offset > maxOffset(i, collapse: restingCollapse) + 1e-6 { out.append("page \(i) rests past its range") }
            if !policy.extendsShortListScrollRange && restingCollapse > collapseLimit(i) + 1e-6 { out.append("blank gap below page \(i)") }
        }
        out += refreshViolations()
        for (i, l) in lists.enumerated() where l.state == .dragging && i != currentPage {
            out.append("page \(i)'s list is dragged while page \(currentPage) is current")
        }
        if !pager.contentOffset.x.isFinite { out.append("pager offset non-finite") }
        return out
    }
}
