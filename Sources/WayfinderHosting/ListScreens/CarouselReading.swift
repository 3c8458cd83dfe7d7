import Wayfinder

/// A carousel's place read from its visible cells as UIKit lays them out: frames along a
/// horizontal axis that grows to the right, whatever the reading direction. In a right-to-left
/// layout the carousel starts at the right, so its leading edge is its visible area's right
/// edge and each card's leading edge is its right edge. WayfinderUIKit's AnchoredListController
/// reads its carousels through it.
///
/// ```swift
/// // A right-to-left carousel 390 points wide, scrolled so its visible area spans 100...490:
/// CarouselReading.anchor(
///     cells: [.init(item: "3", left: 360, right: 500), .init(item: "4", left: 212, right: 352)],
///     visibleLeft: 100, visibleWidth: 390, rightToLeft: true, first: "1")   // "3", 10 points into it
/// ```
package enum CarouselReading {
    /// A visible card: its item and its left and right edges in the section's coordinates.
    package struct Cell: Hashable, Sendable {
        package var item: String
        package var left: Double
        package var right: Double

        package init(item: String, left: Double, right: Double) {
            self.item = item
            self.left = left
            self.right = right
        }
    }

    /// The carousel's anchor: the card its leading edge is in and how far into the card, from
    /// the card's leading edge; `nil` at the carousel's start (`first` anchored, the edge not
    /// into it). `visibleLeft` is the visible area's left edge (the section's content offset),
    /// `visibleWidth` its width.
    package static func anchor(
        cells: [Cell], visibleLeft: Double, visibleWidth: Double, rightToLeft: Bool, first: String?
    ) -> ListAnchor? {
        guard rightToLeft else {
            let placements = cells.map { ListAnchor.Placement(item: $0.item, top: $0.left, bottom: $0.right) }
            return ListAnchor.section(viewportLeading: visibleLeft, items: placements, first: first)
        }
        // Measured leftward from the origin: the same reading, mirrored.
        let placements = cells.map { ListAnchor.Placement(item: $0.item, top: -$0.right, bottom: -$0.left) }
        return ListAnchor.section(viewportLeading: -(visibleLeft + visibleWidth), items: placements, first: first)
    }
}
