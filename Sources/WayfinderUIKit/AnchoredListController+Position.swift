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
    /// nothing, and a carousel at its anchored item keeps the offset the user gave it). Gives the
    /// anchor up when the user sees the list without its item and no page loads
    /// (`ListAppearance`): the list shows its start, recorded as its place.
    func showPendingAnchor() {
        guard isViewLoaded else { return }
        let holds = { [dataSource] (name: String) in Item(name).map { dataSource?.indexPath(for: $0) != nil } ?? false }
        switch appearance.showing(holds: holds, onTop: value.isOnTop(), value: value.anchor()) {
        case .anchor(let anchor):
            guard collectionView.bounds.height > 0 else { return }
            let carouselsToShow = anchor.sectionsToShow(given: carousels)
            if carouselsToShow.isEmpty, anchor.isShown(by: anchoring.anchor()) {
                appearance.sync.showed(anchor)
            } else if show(anchor, carousels: carouselsToShow) {
                appearance.sync.showed(anchor)
            }
        case .start:
            showStart()
            record()
        case .nothing:
            break
        }
    }

    /// Puts back the anchor the list last synced after its geometry changed while it was off
    /// screen (so the user cannot have moved it).
    func keepSyncedAnchor() {
        guard let anchor = appearance.sync.kept(visible: isVisible) else { return }
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
