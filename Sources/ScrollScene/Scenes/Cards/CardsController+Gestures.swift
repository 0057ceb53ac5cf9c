import ScrollCore

/// The `cards` scene's gestures: swipe actions (open, close, delete) and the long-press reorder.
extension CardsController {
    // MARK: Swipe actions

    func swipeAction(_ g: PanGestureRecognizer, row: CardRow) {
        // A card flying out or held for a drag does not swipe (a second finger could try).
        guard !row.isDeleting, row !== liftedRow else { return }
        switch g.state {
        case .began:
            // Only one card open at a time: swiping another closes the open one.
            if let o = openRow, o !== row { closeOpenRow(at: g.lastTime) }
            row.swipeBase = row.swipe.value
            row.swipe.set(CardSwipe.tracking(from: row.swipeBase, translation: g.translation.x))
        case .changed:
            row.swipe.set(CardSwipe.tracking(from: row.swipeBase, translation: g.translation.x))
        case .ended:
            let v = g.releaseVelocity.x
            switch CardSwipe.release(offset: row.swipe.value, velocity: v, width: cardWidth) {
            case .open: open(row, velocity: v, at: g.lastTime)
            case .close: close(row, velocity: v, at: g.lastTime)
            case .delete: delete(row, velocity: v, at: g.lastTime)
            }
        case .cancelled:
            row.swipe.animate(to: openRow === row ? -CardSwipe.actionWidth : 0, at: g.lastTime, parameters: CardSwipe.spring)
        default:
            break
        }
    }

    private func open(_ row: CardRow, velocity: Double, at t: Double) {
        row.swipe.animate(to: -CardSwipe.actionWidth, velocity: velocity, at: t, parameters: CardSwipe.spring)
        if openRow !== row { event("cardOpened", row, at: t) }
        openRow = row
    }

    private func close(_ row: CardRow, velocity: Double = 0, at t: Double) {
        row.swipe.animate(to: 0, velocity: velocity, at: t, parameters: CardSwipe.spring)
        if openRow === row {
            openRow = nil
            event("cardClosed", row, at: t)
        }
    }

    /// Closes the open card, if any (a tap elsewhere, a scroll, another card swiped or lifted).
    func closeOpenRow(at t: Double) {
        if let o = openRow { close(o, at: t) }
    }

    /// Takes the card out of the list: it flies out to the left while the cards below spring up into
    /// its place at the same time and the content shrinks (UITableView's row deletion).
    private func delete(_ row: CardRow, velocity: Double = 0, at t: Double) {
        row.swipe.animate(to: -flyOutDistance, velocity: velocity, at: t, parameters: CardSwipe.spring)
        row.isDeleting = true
        if openRow === row { openRow = nil }
        rows.removeAll { $0 === row }
        leaving.append(row)
        updateContentSize()
        if liftedRow != nil { updateDropSlot() }
        settleRows()
        event("cardDeleted", row, at: t)
    }

    /// `cards.tap` (enabled only while a card is open): on the open card's Delete action it deletes
    /// the card; anywhere else it closes it.
    func tapped(at p: Point) {
        guard let o = openRow else { return }
        let onAction = rowIndex(atViewport: p).map { rows[$0] === o } == true && p.x >= viewport.width - 16 - CardSwipe.actionWidth
        if onAction { delete(o, at: now) } else { close(o, at: now) }
    }

    // MARK: Reorder

    func pressAction(_ g: LongPressGestureRecognizer) {
        switch g.state {
        case .began:
            guard let i = rowIndex(atViewport: g.startPosition) else { return }
            closeOpenRow(at: now)
            let row = rows[i]
            liftedRow = row
            liftedStartY = row.y.value
            dropSlot = i
            row.lift.animate(to: 1, at: now, parameters: CardSwipe.spring)
            event("cardLifted", row, at: now)
        case .changed:
            guard let row = liftedRow else { return }
            row.y.set(liftedStartY + g.translation.y)
            updateDropSlot()
            settleRows()
        case .ended, .cancelled:
            drop()
        default:
            break
        }
    }

    /// Recomputes the lifted card's drop slot from where it is now.
    func updateDropSlot() {
        guard let row = liftedRow, let home = rows.firstIndex(where: { $0 === row }) else { return }
        dropSlot = CardReorder.target(home: home, top: row.y.value, height: Self.cardHeight, count: rows.count, slotTop: slotY)
    }

    /// Springs every card that is not held to the slot it should rest in (only those whose slot changed,
    /// so a moving card keeps its motion).
    func settleRows() {
        let home = liftedRow.flatMap { l in rows.firstIndex { $0 === l } }
        for (j, r) in rows.enumerated() where r !== liftedRow {
            let slot = home.map { CardReorder.slot(of: j, home: $0, target: dropSlot ?? $0) } ?? j
            if r.y.target != slotY(slot) { r.y.animate(to: slotY(slot), at: now, parameters: CardSwipe.spring) }
        }
    }

    /// Puts the lifted card into its slot: it springs there from where the finger left it and settles
    /// down (scale and shadow back to rest) on the same spring.
    private func drop() {
        guard let row = liftedRow, let home = rows.firstIndex(where: { $0 === row }) else { return }
        let target = dropSlot ?? home
        rows.insert(rows.remove(at: home), at: target)
        liftedRow = nil
        dropSlot = nil
        row.lift.animate(to: 0, at: now, parameters: CardSwipe.spring)
        settleRows()
        event("cardDropped", row, slot: target, at: now)
    }
}
