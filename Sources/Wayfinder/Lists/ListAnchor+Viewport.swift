// Reading an anchor from what a list shows, and the scroll position that shows an anchor: the
// arithmetic of the UIKit list (WayfinderUIKit's ListAnchoring), here so that it is tested.

extension ListAnchor {
    /// One item as a list lays it out, along its scrolling axis: its identity and where it
    /// starts and ends, in the list's content coordinates.
    package struct Placement: Sendable, Equatable {
        package let item: String
        package let top: Double
        package let bottom: Double

        package init(item: String, top: Double, bottom: Double) {
            self.item = item
            self.top = top
            self.bottom = bottom
        }
    }

    /// The anchor of a viewport whose top edge is at `viewportTop` (content coordinates): the
    /// item that reaches furthest up into the viewport among those the top edge is not already
    /// past, and how far the edge is into it; `nil` when no item reaches below the edge.
    ///
    /// `items` may come in any order (a collection view's visible items are unsorted); an item
    /// that ends at or above the top edge is not anchored on, since it is out of sight.
    ///
    /// ```swift
    /// ListAnchor.reading(viewportTop: 130, items: [
    ///     .init(item: "8", top: 150, bottom: 200), .init(item: "7", top: 100, bottom: 150),
    /// ])   // item "7", offset 30
    /// ```
    package static func reading(viewportTop: Double, items: some Sequence<Placement>) -> ListAnchor? {
        var best: Placement?
        for placement in items where placement.bottom > viewportTop {
            guard let current = best else {
                best = placement
                continue
            }
            // The item the top edge is in, or failing that the first below it; ties by identity,
            // so the same screen reads the same anchor whatever order the items came in.
            if (placement.top, placement.item) < (current.top, current.item) { best = placement }
        }
        return best.map { ListAnchor(item: $0.item, offset: viewportTop - $0.top) }
    }

    /// The viewport top (content coordinates) that shows this anchor, its item starting at
    /// `itemTop`: the item's top `offset` points above the viewport's top edge.
    package func viewportTop(itemTop: Double) -> Double {
        itemTop + offset
    }

    /// `viewportTop` (content coordinates) limited to where the list can scroll: from the content's
    /// start (0) to the top that shows its end at the bottom of the visible area
    /// (`contentLength - visibleLength`), or 0 when the content is shorter than the visible area.
    /// A list puts its anchor there: a scroll view does not limit an offset set in code, so an
    /// anchor near the end of a partly loaded list would otherwise show blank space below it.
    ///
    /// ```swift
    /// ListAnchor.clamped(viewportTop: 9_800, contentLength: 10_000, visibleLength: 600)   // 9400
    /// ListAnchor.clamped(viewportTop: -30, contentLength: 10_000, visibleLength: 600)     // 0
    /// ```
    package static func clamped(viewportTop: Double, contentLength: Double, visibleLength: Double) -> Double {
        min(max(viewportTop, 0), max(contentLength - visibleLength, 0))
    }
}
