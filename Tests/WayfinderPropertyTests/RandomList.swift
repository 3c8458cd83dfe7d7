import Wayfinder

/// A list as the property test sees it in full: identities, whole-number heights (so sums are
/// exact), the viewport's content offset; and random batches of changes for it.
struct RandomList {
    var items: [String] = []
    var heights: [Double] = []
    var contentOffset = 0.0
    /// The number of the next fresh identity.
    var fresh = 0

    /// 1 to 30 items of heights 1 to 60.
    init(_ reader: inout CodeReader) {
        for _ in 0..<(1 + reader.next(30)) {
            items.append(freshItem())
            heights.append(Double(1 + reader.next(60)))
        }
    }

    private init() {}

    mutating func freshItem() -> String {
        defer { fresh += 1 }
        return "i\(fresh)"
    }

    func top(_ index: Int) -> Double { heights[..<index].reduce(0, +) }

    func screenTop(of item: String) -> Double? {
        items.firstIndex(of: item).map { top($0) - contentOffset }
    }

    /// The list after `edits`, applied the slow way; the content offset unchanged.
    func applying(_ edits: ListEdits) -> RandomList {
        let removed = Set(edits.removals.map(\.index))
        let resized = Dictionary(uniqueKeysWithValues: edits.resizes.map { ($0.index, $0.to) })
        let inserted = Dictionary(uniqueKeysWithValues: edits.insertions.map { ($0.index, $0) })
        var kept = items.indices.filter { !removed.contains($0) }.makeIterator()
        var next = RandomList()
        next.contentOffset = contentOffset
        next.fresh = fresh
        for index in 0..<(items.count - removed.count + edits.insertions.count) {
            if let insertion = inserted[index] {
                next.items.append(insertion.item)
                next.heights.append(insertion.height)
            } else {
                let old = kept.next()!
                next.items.append(items[old])
                next.heights.append(resized[old] ?? heights[old])
            }
        }
        return next
    }

    /// The item the anchor at `index` should be on in `after`: itself if it is still there, else
    /// the nearest item of this list still there, the following one first at equal distance;
    /// nil when none is. Found by walking the whole list.
    func expectedAnchorItem(from index: Int, after: RandomList) -> String? {
        let present = Set(after.items)
        if present.contains(items[index]) { return items[index] }
        for distance in 1..<max(items.count, 1) {
            if index + distance < items.count, present.contains(items[index + distance]) { return items[index + distance] }
            if index - distance >= 0, present.contains(items[index - distance]) { return items[index - distance] }
        }
        return nil
    }

    /// A random batch: one time in ten a full reload (some old items kept in a new order, some
    /// new ones), else random removals, moves, insertions and resizes. Updates `fresh`.
    mutating func randomEdits(_ reader: inout CodeReader) -> ListEdits {
        if reader.next(10) == 0 {
            var newItems = items.filter { _ in reader.next(2) == 0 }
            for _ in 0..<reader.next(4) { newItems.append(freshItem()) }
            shuffle(&newItems, &reader)
            return ListEdits(
                removals: items.indices.map { .init(index: $0, item: items[$0], height: heights[$0]) },
                insertions: newItems.enumerated().map {
                    .init(index: $0.offset, item: $0.element, height: Double(1 + reader.next(60)))
                })
        }
        var removals: [ListEdits.Removal] = []
        var arriving: [(item: String, height: Double)] = []
        var resizes: [ListEdits.Resize] = []
        for index in items.indices {
            if reader.next(4) == 0 {
                removals.append(.init(index: index, item: items[index], height: heights[index]))
                if reader.next(3) == 0 {  // moved, at its old height or a new one
                    arriving.append((items[index], reader.next(2) == 0 ? heights[index] : Double(1 + reader.next(60))))
                }
            } else if reader.next(6) == 0 {
                resizes.append(.init(index: index, from: heights[index], to: Double(1 + reader.next(60))))
            }
        }
        for _ in 0..<reader.next(5) { arriving.append((freshItem(), Double(1 + reader.next(60)))) }
        var slots = Array(0..<(items.count - removals.count + arriving.count))
        shuffle(&slots, &reader)
        let insertions = zip(slots, arriving).map { ListEdits.Insertion(index: $0, item: $1.item, height: $1.height) }
        return ListEdits(removals: removals, insertions: insertions, resizes: resizes)
    }

    private func shuffle<Element>(_ elements: inout [Element], _ reader: inout CodeReader) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            elements.swapAt(index, reader.next(index + 1))
        }
    }
}
