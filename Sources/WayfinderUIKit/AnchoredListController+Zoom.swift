#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

// The zoom's source: the list answers for its items by their names in the anchor, so a screen
// that zoomed out of a row shrinks back into it (Platform Rules 12.5).

extension AnchoredListController: ListItemViews {
    /// Where `item` is: gone when the snapshot holds no item of that name, visible when its cell
    /// is shown and meets the visible area (not under a bar), scrolled out otherwise.
    public func place(of item: String) -> ListItemPlace {
        guard isViewLoaded, let path = indexPath(of: item) else { return .gone }
        guard collectionView.indexPathsForVisibleItems.contains(path),
            let frame = collectionView.layoutAttributesForItem(at: path)?.frame
        else { return .scrolledOut }
        let top = collectionView.visibleTop
        return Double(frame.maxY) > top && Double(frame.minY) < top + collectionView.visibleLength ? .visible : .scrolledOut
    }

    /// Scrolls, without animation, so that `item` is at the top of the visible area (a
    /// carousel's card at its leading edge too), and records that place: the list is where the
    /// user will find it when the zoomed screen has gone.
    public func bringIntoView(_ item: String) {
        guard isViewLoaded, indexPath(of: item) != nil else { return }
        let anchor = ListAnchor(item: item)
        _ = show(anchor, carousels: [item: anchor])
        collectionView.layoutIfNeeded()  // the cells of the new offset, for the zoom to find
        record()
    }

    /// The item's cell, while it is in view.
    public func view(of item: String) -> UIView? {
        guard place(of: item) == .visible, let path = indexPath(of: item) else { return nil }
        return collectionView.cellForItem(at: path)
    }

    private func indexPath(of item: String) -> IndexPath? {
        Item(item).flatMap { dataSource.indexPath(for: $0) }
    }
}
#endif
