import Wayfinder

/// A list as a test sees it in full: each item's identity and height, in order, and the content
/// offset of its viewport. `top(i)` is what a layout would answer, the sum of the heights above.
struct ListSample {
    var items: [String]
    var heights: [Double]
    var contentOffset: Double = 0

    /// `count` items "0", "1", … of heights 10, 20, 30, 10, 20, 30, …
    init(count: Int, contentOffset: Double = 0) {
        items = (0..<count).map(String.init)
        heights = (0..<count).map { Double(10 * ($0 % 3 + 1)) }
        self.contentOffset = contentOffset
    }

    init(items: [String], heights: [Double], contentOffset: Double = 0) {
        self.items = items
        self.heights = heights
        self.contentOffset = contentOffset
    }

    func top(_ index: Int) -> Double { heights[..<index].reduce(0, +) }

    /// Where `item`'s top is on screen: its top in the content minus the content offset.
    func screenTop(of item: String) -> Double? {
        items.firstIndex(of: item).map { top($0) - contentOffset }
    }

    /// The anchor on the item at `index` that the content offset describes.
    func anchor(at index: Int) -> ListAnchor {
        ListAnchor(item: items[index], offset: contentOffset - top(index))
    }

    func removal(_ index: Int) -> ListEdits.Removal {
        .init(index: index, item: items[index], height: heights[index])
    }
}

extension ListSample {
    /// The list after `edits`, applied the slow way (every item walked): insertions at their
    /// indices, the kept items in their order around them, resized heights; the content offset
    /// unchanged.
    func applying(_ edits: ListEdits) -> ListSample {
        let removed = Set(edits.removals.map(\.index))
        let resized = Dictionary(uniqueKeysWithValues: edits.resizes.map { ($0.index, $0.to) })
        var kept = items.indices.filter { !removed.contains($0) }.makeIterator()
        let inserted = Dictionary(uniqueKeysWithValues: edits.insertions.map { ($0.index, $0) })
        var next = ListSample(items: [], heights: [], contentOffset: contentOffset)
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

    /// The anchor of the item at `index` re-anchored after `edits`, with this list's closures.
    func reanchor(at index: Int, after edits: ListEdits) throws(ListEditError) -> ListAnchor.Reanchoring {
        try anchor(at: index).reanchored(
            at: index, count: items.count, after: edits, item: { items[$0] }, top: { top($0) })
    }
}
