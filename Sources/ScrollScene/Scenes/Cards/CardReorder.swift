/// Where a lifted card would drop, and where the others stand aside meanwhile, as UITableView's and
/// UICollectionView's interactive reorder: a neighbour moves aside once the lifted card's leading edge
/// (bottom moving down, top moving up) passes the neighbour's midpoint. Slots are list indices; the
/// lifted card keeps its `home` index in the list until it is dropped.
enum CardReorder {
    /// The slot the lifted card (home index `home`, top at `top`, `height` tall) would drop into, among
    /// `count` cards whose resting tops are `slotTop(i)`.
    static func target(home: Int, top: Double, height: Double, count: Int, slotTop: (Int) -> Double) -> Int {
        var t = home
        while t + 1 < count && top + height > slotTop(t + 1) + height / 2 { t += 1 }
        if t == home {
            while t - 1 >= 0 && top < slotTop(t - 1) + height / 2 { t -= 1 }
        }
        return t
    }

    /// The slot card `index` rests in while the card at `home` is lifted over slot `target`: the cards
    /// between close up towards the gap the lifted card left.
    static func slot(of index: Int, home: Int, target: Int) -> Int {
        if index == home { return target }
        if home < index && index <= target { return index - 1 }
        if target <= index && index < home { return index + 1 }
        return index
    }
}
