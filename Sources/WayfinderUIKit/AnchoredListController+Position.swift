#if canImport(UIKit)
import UIKit
import Wayfinder

// Reading the list's place and putting a place on screen.

extension AnchoredListController {
    /// Where the list is now: the vertical anchor, with the anchors of the carousels present.
    func position() -> ListAnchor? {
        guard var anchor = anchoring.anchor() else { return nil }
        // The sections shown, read one by one: a copy of the whole snapshot on every record
        // (every scroll end) only for its section identifiers would cost the list's length.
        let present = Set((0..<collectionView.numberOfSections).compactMap { dataSource.sectionIdentifier(for: $0) }.map(Self.key))
        anchor.sections = carousels.filter { present.contains($0.key) }
        return anchor
    }

    /// Shows the value's anchor when one waits, its item is in the list and the view has a size;
    /// only what the list does not show already (going back to a list UIKit kept alive moves
    /// nothing, and a carousel at its anchored item keeps the offset the user gave it).
    func showPendingAnchor() {
        guard isViewLoaded, collectionView.bounds.height > 0, let anchor = sync.waiting(value: value.anchor()) else { return }
        let carouselsToShow = anchor.sectionsToShow(given: carousels)
        if carouselsToShow.isEmpty, anchor.isShown(by: anchoring.anchor()) {
            sync.showed(anchor)
            return
        }
        if show(anchor, carousels: carouselsToShow) { sync.showed(anchor) }
    }

    /// Gives up the anchor waiting to be shown when the user sees the list and the list does not
    /// hold its item (a gone product, a failed page): the list shows its start, recorded as its
    /// place. Returns whether it gave up.
    @discardableResult
    func stopWaitingIfMissing() -> Bool {
        let holding = sync.synced.flatMap { Item($0.item) }.map { dataSource.indexPath(for: $0) != nil } ?? false
        guard sync.laidOut(holding: holding, visible: isVisible) else { return false }
        showStart()
        record()
        return true
    }

    /// Puts back the anchor the list last synced after its geometry changed while it was off
    /// screen (so the user cannot have moved it).
    func keepSyncedAnchor() {
        guard let anchor = sync.kept(visible: isVisible) else { return }
        _ = show(anchor, carousels: [:])
    }

    /// Puts `anchor` on screen: the carousels named first (UIKit scrolls to an item of a carousel
    /// vertically too), then the vertical anchor, which sets the final vertical offset.
    func show(_ anchor: ListAnchor, carousels shown: [String: ListAnchor]) -> Bool {
        collectionView.layoutIfNeeded()
        for carousel in shown.values { showCarousel(at: carousel) }
        return anchoring.apply(anchor)
    }

    /// Shows the list from its start: the top of its content at the top of the visible area.
    func showStart() {
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: -collectionView.adjustedContentInset.top)
    }

    /// The top of `item`'s frame in the layout as it is (before a snapshot is applied).
    func top(of item: Item) -> Double? {
        dataSource.indexPath(for: item).flatMap { collectionView.layoutAttributesForItem(at: $0) }.map { Double($0.frame.minY) }
    }

    /// A section's key in the anchor's `sections`.
    static func key(_ section: Section) -> String { String(describing: section) }
}
#endif
