// What a list screen decides when it reads its carousels and when it replaces its items with a
// new snapshot: the decisions WayfinderUIKit's AnchoredListController would otherwise make inside
// UIKit callbacks, here so that they are tested.

extension ListAnchor {
    /// The anchor of a horizontally scrolling section (a carousel) whose visible area starts at
    /// `viewportLeading`, its items placed along the section (``Placement/top`` is an item's
    /// leading edge, ``Placement/bottom`` its trailing edge); `nil` when the section is at its
    /// start: its `first` item is the anchored one and the edge is not into it.
    ///
    /// A section missing from ``sections`` shows from its start, so the value keeps an anchor only
    /// for the carousels the user moved.
    ///
    /// ```swift
    /// ListAnchor.section(viewportLeading: 250, items: [
    ///     .init(item: "3", top: 216, bottom: 336), .init(item: "4", top: 344, bottom: 464),
    /// ], first: "1")   // item "3", offset 34
    /// ```
    package static func section(viewportLeading: Double, items: some Sequence<Placement>, first: String?) -> ListAnchor? {
        guard let anchor = reading(viewportTop: viewportLeading, items: items) else { return nil }
        if anchor.item == first, anchor.offset <= 0 { return nil }
        return anchor
    }

    /// The index of the item nearest `index` among `count` items that `survives`, the following
    /// one first at equal distance (the one that slides up into the gap), then the preceding
    /// one; `nil` when none survives. Walks one step past the run of gone items around `index`.
    package static func nearestSurvivor(of index: Int, count: Int, survives: (Int) -> Bool) -> Int? {
        var distance = 1
        while index + distance < count || index - distance >= 0 {
            if index + distance < count, survives(index + distance) { return index + distance }
            if index - distance >= 0, survives(index - distance) { return index - distance }
            distance += 1
        }
        return nil
    }

    /// Where this anchor goes when a list's items change from `before` to a new list (a diffable
    /// data source's snapshot), `survives` telling which of `before` are in it.
    ///
    /// - The anchored item is in the new list (moved or not): the anchor is unchanged; the list
    ///   finds the item where the new layout puts it.
    /// - It left: its nearest surviving neighbour in `before` takes over (``nearestSurvivor(of:count:survives:)``),
    ///   among those that were `onScreen` if any survives, else among all; offset so that the
    ///   neighbour stays where it was on screen, from the two items' tops in the layout before
    ///   the change (`top`). At offset 0 (its top at the top edge) when the layout does not know
    ///   them, or when the neighbour was more than a `viewport` (the visible length) away from
    ///   the top edge: keeping it that far off screen would show empty space, or nothing the
    ///   user saw.
    /// - Nothing survives: `nil` (the list shows from its start). Not found in `before` (the
    ///   list shows other items than the anchor names, a link's anchor waiting for its page):
    ///   unchanged.
    ///
    /// ```swift
    /// let anchor = ListAnchor(item: "7", offset: 10)
    /// anchor.kept(before: ["6", "7", "8"], name: { $0 }, survives: { $0 != "7" }, top: { Double($0)! * 50 })
    /// // item "8", offset -40: product 8's row stays where it was, 40 points below the top edge
    /// ```
    package func kept<ID>(
        before: [ID], name: (ID) -> String, survives: (ID) -> Bool, top: (ID) -> Double?,
        onScreen: (ID) -> Bool = { _ in false }, viewport: Double = .infinity
    ) -> ListAnchor? {
        guard let index = before.firstIndex(where: { name($0) == item }) else { return self }
        if survives(before[index]) { return self }
        let count = before.count
        guard
            let neighbour = Self.nearestSurvivor(of: index, count: count, survives: { survives(before[$0]) && onScreen(before[$0]) })
                ?? Self.nearestSurvivor(of: index, count: count, survives: { survives(before[$0]) })
        else { return nil }
        var handed = self
        handed.item = name(before[neighbour])
        handed.offset = 0
        if let anchoredTop = top(before[index]), let neighbourTop = top(before[neighbour]) {
            let offset = offset + anchoredTop - neighbourTop
            if abs(offset) <= viewport { handed.offset = offset }
        }
        return handed
    }

    /// Whether a list can animate its change from `before` to `after` and still keep `item`
    /// where it is: the items above it are the same ones, in the same order. Items that arrive,
    /// leave or move above the anchored item are out of sight (above the viewport's top edge),
    /// so such a change is applied without animation and the list re-offsets in the same
    /// layout pass; a change below animates.
    ///
    /// ```swift
    /// ListAnchor.keepsItemsAbove(7, before: [6, 7, 8], after: [6, 7, 9, 8])   // true: animate
    /// ListAnchor.keepsItemsAbove(7, before: [6, 7, 8], after: [5, 6, 7, 8])   // false: re-offset
    /// ```
    package static func keepsItemsAbove<ID: Equatable>(_ item: ID, before: [ID], after: [ID]) -> Bool {
        guard let old = before.firstIndex(of: item), let new = after.firstIndex(of: item), old == new else { return false }
        return before[..<old].elementsEqual(after[..<new])
    }

    /// ``keepsItemsAbove(_:before:after:)`` for a list of sections: the sections up to the
    /// anchored item's must be the same ones too, with the same items, so a section inserted or
    /// removed above it (an empty one included, which moves the item by its header and insets)
    /// makes the change apply without animation.
    ///
    /// ```swift
    /// ListAnchor.keepsItemsAbove(7, before: [("rows", [6, 7])], after: [("new", []), ("rows", [6, 7])])   // false
    /// ```
    package static func keepsItemsAbove<Section: Equatable, ID: Equatable>(
        _ item: ID, before: [(Section, [ID])], after: [(Section, [ID])]
    ) -> Bool {
        guard let old = before.firstIndex(where: { $0.1.contains(item) }), let new = after.firstIndex(where: { $0.1.contains(item) }),
            old == new
        else { return false }
        for index in 0..<old where before[index].0 != after[index].0 || before[index].1 != after[index].1 { return false }
        return before[old].0 == after[old].0 && keepsItemsAbove(item, before: before[old].1, after: after[old].1)
    }

    /// Whether a list that reads `shown` already shows this anchor: the same item, the offsets
    /// within half a point (a position read back from a layout is not bit-exact). A list shows
    /// the value's anchor again only when it does not, so going back to a list UIKit kept alive
    /// moves nothing.
    ///
    /// ```swift
    /// ListAnchor(item: "7", offset: 40).isShown(by: ListAnchor(item: "7", offset: 40.3))   // true
    /// ```
    package func isShown(by shown: ListAnchor?) -> Bool {
        guard let shown else { return false }
        return shown.item == item && abs(shown.offset - offset) < 0.5
    }

    /// This anchor's carousels that a list whose carousels read `shown` still has to move: those
    /// whose anchored item differs, or which it has not read. A carousel is moved to an item
    /// only (UIKit has no setter for its offset), so one at the right item is left where the
    /// user put it.
    ///
    /// ```swift
    /// let wanted = ListAnchor(item: "7", sections: ["recent": ListAnchor(item: "3"), "deals": ListAnchor(item: "12")])
    /// wanted.sectionsToShow(given: ["recent": ListAnchor(item: "3", offset: 20)])   // ["deals": item "12"]
    /// ```
    package func sectionsToShow(given shown: [String: ListAnchor]) -> [String: ListAnchor] {
        sections.filter { key, section in shown[key]?.item != section.item }
    }
}
