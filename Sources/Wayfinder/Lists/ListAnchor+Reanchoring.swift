extension ListAnchor {
    /// Where a list's anchor lands after a batch of changes, and how far the content moves under
    /// it so that nothing moves on screen.
    package struct Reanchoring: Hashable, Sendable {
        /// The anchor after the batch: the same item and offset while the item survives (moved or
        /// not), else its nearest surviving neighbour with the offset that keeps that neighbour
        /// where it was; nil when the list is empty after the batch. Sections whose item the
        /// batch removed for good lose their anchor.
        package var anchor: ListAnchor?
        /// The anchored item's index after the batch (nil with no anchor).
        package var index: Int?
        /// What to add to the list's content offset (along its scrolling axis) so the anchored
        /// item, or the neighbour it fell back to, stays exactly where it was on screen; nil when
        /// no item of the list before the batch survives (a full reload to new items): the list
        /// then shows its first item at its top.
        package var shift: Double?
        /// Whether the anchored item left and its neighbour took over.
        package var fellBack: Bool
    }

    /// The anchor after `edits`, for a list whose anchored item is at `index` among `count`
    /// items before the batch.
    ///
    /// The anchored item's top moves by the height that arrived above it minus the height that
    /// left above it (``Reanchoring/shift``); the content offset moves by the same amount, so
    /// the item stays exactly where it was on screen. An item that moved lands where its
    /// insertion puts it. When the anchored item is removed for good, its nearest surviving
    /// neighbour in the order before the batch takes over (a moved item survives), keeping its
    /// own place on screen: at equal distance the following item wins (the one that slides up
    /// into the gap), then the preceding one; so a given batch always resolves the same way,
    /// whatever the order its changes are listed in.
    ///
    /// Cost: O(k log k) for a batch of k changes, whatever `count`. The list itself is read
    /// through two closures: `item(i)`, the identity of the item at `i` before the batch (once to
    /// check that the anchored item is at `index`, once more when the anchor falls back to an
    /// unchanged neighbour), and
    /// `top(i)`, the offset of that item's top before the batch (`top(count)` is the content's
    /// length), at most three times, only when the anchored item moved or fell back. A
    /// collection view's layout answers `top` before it applies the batch; no index of heights
    /// is kept by Wayfinder, and none has to be rebuilt when items arrive in the middle (which
    /// an index by position, a Fenwick tree, could not do in less than the list's length).
    ///
    /// - Throws: ``ListEditError`` when the batch does not fit a list of `count` items, or the
    ///   anchored item is not at `index`; nothing is computed.
    package func reanchored(
        at index: Int, count: Int, after edits: ListEdits, item: (Int) -> String, top: (Int) -> Double
    ) throws(ListEditError) -> Reanchoring {
        guard (0..<count).contains(index) else { throw .anchorOutOfRange(index) }
        guard item(index) == self.item else { throw .anchorNotAt(index) }
        let checked = try CheckedListEdits(edits, count: count)
        var kept = self
        kept.sections = prunedSections(checked)

        // The item that carries the anchor: this one, or its nearest surviving neighbour.
        var anchored = index
        var fellBack = false
        if !checked.survives(index) {
            guard let neighbour = Self.nearestSurvivor(of: index, count: count, survives: checked.survives) else {
                guard let first = checked.insertions.first else {
                    return Reanchoring(anchor: nil, index: nil, shift: nil, fellBack: true)
                }
                kept.item = first.item
                kept.offset = 0
                return Reanchoring(anchor: kept, index: 0, shift: nil, fellBack: true)
            }
            anchored = neighbour
            fellBack = true
            kept.item = checked.removal(at: neighbour)?.item ?? item(neighbour)
            kept.offset = offset + top(index) - top(neighbour)
        }

        if let moved = checked.removal(at: anchored) {
            // It moved: its new top is the height inserted above its new index plus the
            // unchanged items that stay above it, the first `kept` of them in the old order.
            guard let landing = checked.insertions.first(where: { $0.item == moved.item }) else {
                preconditionFailure("a surviving removed item is inserted")
            }
            var insertedAbove = 0.0
            var insertedCount = 0
            for insertion in checked.insertions {
                guard insertion.index < landing.index else { break }
                insertedAbove += insertion.height
                insertedCount += 1
            }
            let keptAbove = landing.index - insertedCount
            var end = keptAbove  // the index before the batch just past those `keptAbove` items
            for removed in checked.removedIndices {
                guard removed < end else { break }
                end += 1
            }
            let newTop = insertedAbove + top(end) + checked.heightChangeBelow(end)
            return Reanchoring(anchor: kept, index: landing.index, shift: newTop - top(anchored), fellBack: fellBack)
        }

        // It stayed: the items inserted at or above its running index push it down.
        var newIndex = anchored - checked.removedBelow(anchored)
        var insertedAbove = 0.0
        for insertion in checked.insertions {
            guard insertion.index <= newIndex else { break }
            newIndex += 1
            insertedAbove += insertion.height
        }
        let shift = insertedAbove + checked.heightChangeBelow(anchored)
        return Reanchoring(anchor: kept, index: newIndex, shift: shift, fellBack: fellBack)
    }

    /// The section anchors whose section the batch does not remove for good.
    private func prunedSections(_ checked: CheckedListEdits) -> [String: ListAnchor] {
        guard !sections.isEmpty, !checked.removals.isEmpty else { return sections }
        let gone = Set(checked.removals.lazy.map(\.item).filter { !checked.inserted.contains($0) })
        return sections.filter { !gone.contains($0.key) }
    }
}
