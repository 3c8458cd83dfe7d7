#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

// A carousel (a section whose layout scrolls orthogonally) keeps its own offset inside the
// collection view. UIKit reports it to the section's `visibleItemsInvalidationHandler`, before
// each layout pass of the section (every frame while it scrolls): the visible items, with frames
// in the section's coordinates, and a content offset, taken here to be along the same axis in
// the same coordinates (Apple's page does not say; public carousel code computes a card's place
// in the visible area as `item.frame.midX - offset.x` too; not checked on a device). UIKit offers no setter for it: the one
// public way to move a carousel is `scrollToItem(at:at:animated:)` on one of its items, which puts
// that item's left or right edge at that edge of the visible area. So a carousel's anchor is shown
// at its item, without the offset into the item. In a right-to-left layout the carousel starts at
// the right: its leading edge is the visible area's right edge (`CarouselReading`); that UIKit
// then reports frames and the offset in the same left-origin coordinates is not checked on a
// device.

extension AnchoredListController {
    /// The app's layout of the section at `index`, with the carousel reader added to a section
    /// that scrolls orthogonally (after the app's own handler, if it set one).
    func section(at index: Int, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        guard let identifier = dataSource.sectionIdentifier(for: index) else { return nil }
        let layout = sectionLayout(identifier, environment)
        guard layout.orthogonalScrollingBehavior != .none else { return layout }
        let key = Self.key(identifier)
        let theirs = layout.visibleItemsInvalidationHandler
        layout.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
            theirs?(items, offset, environment)
            self?.carouselMoved(key, items: items, leading: offset.x)
        }
        return layout
    }

    /// Reads a carousel's anchor from its visible cells: the cell its leading edge is in, or
    /// none when it is at its start. A call with no visible cell (the section scrolled out of
    /// sight) keeps what was read last.
    private func carouselMoved(_ key: String, items: [any NSCollectionLayoutVisibleItem], leading: CGFloat) {
        var first: String?
        let cells = items.compactMap { visible -> CarouselReading.Cell? in
            guard visible.representedElementCategory == .cell, let item = dataSource.itemIdentifier(for: visible.indexPath) else {
                return nil
            }
            if visible.indexPath.item == 0 { first = item.description }
            return CarouselReading.Cell(item: item.description, left: Double(visible.frame.minX), right: Double(visible.frame.maxX))
        }
        guard !cells.isEmpty else { return }
        carousels[key] = CarouselReading.anchor(
            cells: cells, visibleLeft: Double(leading), visibleWidth: Double(collectionView.bounds.width),
            rightToLeft: isRightToLeft, first: first)
    }

    /// Whether the list reads right to left: its carousels start at the right.
    private var isRightToLeft: Bool { collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Scrolls a carousel to its anchored item (its leading edge at the visible area's leading
    /// edge: the left, or the right in a right-to-left layout; item names are unique across the
    /// list, so the item finds its carousel). The carousel's anchor is what the section reports
    /// next, not this one: a carousel off screen, or one at its end, may not move, and the
    /// recorded anchor says where it is.
    func showCarousel(at anchor: ListAnchor) {
        guard let item = Item(anchor.item), let path = dataSource.indexPath(for: item) else { return }
        collectionView.scrollToItem(at: path, at: isRightToLeft ? .right : .left, animated: false)
    }

    /// Whether the items before `item` in the section `key` are the same in both snapshots: the
    /// carousel's anchored item then stays where it is without help.
    func keepsItemsAbove(_ item: String, inSection key: String, before: Snapshot, after: Snapshot) -> Bool {
        guard let anchored = Item(item),
            let section = after.sectionIdentifiers.first(where: { Self.key($0) == key }),
            before.sectionIdentifiers.contains(section)
        else { return true }
        return ListAnchor.keepsItemsAbove(
            anchored, before: before.itemIdentifiers(inSection: section), after: after.itemIdentifiers(inSection: section))
    }
}
#endif
