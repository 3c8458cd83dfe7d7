/// A batch checked against the list's length and sorted by index, with the inserted identities
/// at hand: what re-anchoring reads. Costs O(k log k) for a batch of k changes.
struct CheckedListEdits {
    /// The removals by ascending index, and their indices alone (for binary searches).
    let removals: [ListEdits.Removal]
    let removedIndices: [Int]
    /// The insertions by ascending index.
    let insertions: [ListEdits.Insertion]
    /// The inserted identities: an identity both removed and inserted moved. Empty when the
    /// batch removes nothing and inserts one item or none (no move, no duplicate to find).
    let inserted: Set<String>
    /// The resizes by ascending index.
    let resizes: [ListEdits.Resize]
    /// The list's length after the batch.
    let newCount: Int

    init(_ edits: ListEdits, count: Int) throws(ListEditError) {
        removals = Self.byIndex(edits.removals, \.index)
        removedIndices = removals.map(\.index)
        for (position, index) in removedIndices.enumerated() {
            guard (0..<count).contains(index) else { throw .removalOutOfRange(index) }
            if position > 0, removedIndices[position - 1] == index { throw .removedTwice(index) }
        }
        newCount = count - removals.count + edits.insertions.count
        insertions = Self.byIndex(edits.insertions, \.index)
        // The identities matter for moves (with removals) and for duplicates (with two or more).
        let needsIdentities = !removals.isEmpty || insertions.count > 1
        var inserted = needsIdentities ? Set<String>(minimumCapacity: insertions.count) : []
        for (position, insertion) in insertions.enumerated() {
            guard (0..<newCount).contains(insertion.index) else { throw .insertionOutOfRange(insertion.index) }
            if position > 0, insertions[position - 1].index == insertion.index { throw .insertedTwice(insertion.index) }
            guard !needsIdentities || inserted.insert(insertion.item).inserted else { throw .itemInsertedTwice(insertion.item) }
        }
        self.inserted = inserted
        resizes = Self.byIndex(edits.resizes, \.index)
        for (position, resize) in resizes.enumerated() {
            guard (0..<count).contains(resize.index) else { throw .resizeOutOfRange(resize.index) }
            if position > 0, resizes[position - 1].index == resize.index { throw .resizedTwice(resize.index) }
            if removal(at: resize.index) != nil { throw .resizedRemoved(resize.index) }
        }
    }

    /// `changes` by ascending index; one change or none is not copied.
    private static func byIndex<Change>(_ changes: [Change], _ index: (Change) -> Int) -> [Change] {
        changes.count > 1 ? changes.sorted { index($0) < index($1) } : changes
    }

    /// How many removals are at indices below `index` (a binary search).
    func removedBelow(_ index: Int) -> Int {
        var low = 0
        var high = removedIndices.count
        while low < high {
            let middle = (low + high) / 2
            if removedIndices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The removal at `index` before the batch, if any.
    func removal(at index: Int) -> ListEdits.Removal? {
        let position = removedBelow(index)
        return position < removals.count && removedIndices[position] == index ? removals[position] : nil
    }

    /// Whether the item at `index` before the batch is still in the list after it (kept, or moved).
    func survives(_ index: Int) -> Bool {
        guard let removal = removal(at: index) else { return true }
        return inserted.contains(removal.item)
    }

    /// The summed heights of the removed items, and the summed height changes of the resized
    /// ones, at indices below `index` before the batch.
    func heightChangeBelow(_ index: Int) -> Double {
        var change = 0.0
        for removal in removals {
            guard removal.index < index else { break }
            change -= removal.height
        }
        for resize in resizes {
            guard resize.index < index else { break }
            change += resize.to - resize.from
        }
        return change
    }
}
