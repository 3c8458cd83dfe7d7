#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

/// Reads a collection view's scroll position as a ``ListAnchor`` and puts one back: the piece
/// `AnchoredListController` is built on. Internal: recorded on its own, a list's place would
/// overwrite an anchor another writer set (a link's, waiting to be shown); the list screen asks
/// `ListAnchorSync` before every write.
///
/// Vertical lists: horizontally scrolling sections keep their own offsets inside the
/// collection view and are not read or applied here (the anchor's `sections` stay as recorded).
@MainActor
final class ListAnchoring {
    private weak var collectionView: UICollectionView?
    private let identity: (IndexPath) -> String?
    private let indexPath: (String) -> IndexPath?

    /// Anchoring for `collectionView` (held weakly), whose item at an index path is named by
    /// `identity`, and found by name with `indexPath`.
    init(
        _ collectionView: UICollectionView, identity: @escaping (IndexPath) -> String?,
        indexPath: @escaping (String) -> IndexPath?
    ) {
        self.collectionView = collectionView
        self.identity = identity
        self.indexPath = indexPath
    }

    /// Where the collection view is scrolled to: the item under the top of its visible area and
    /// how far into that item it is; `nil` when nothing is shown.
    func anchor() -> ListAnchor? {
        guard let collectionView else { return nil }
        let placements = collectionView.indexPathsForVisibleItems.compactMap { path -> ListAnchor.Placement? in
            guard let item = identity(path), let frame = collectionView.layoutAttributesForItem(at: path)?.frame else {
                return nil
            }
            return ListAnchor.Placement(item: item, top: Double(frame.minY), bottom: Double(frame.maxY))
        }
        return ListAnchor.reading(viewportTop: collectionView.visibleTop, items: placements)
    }

    /// Scrolls so that `anchor`'s item is where the anchor says, without animation, as far as the
    /// content scrolls (a scroll view does not limit an offset set in code: an anchor near the
    /// end of a short or partly loaded list shows the end of the content at the bottom, not
    /// blank space); `false` (and nothing moves) when the item is not in the collection view.
    @discardableResult
    func apply(_ anchor: ListAnchor) -> Bool {
        guard let collectionView, let path = indexPath(anchor.item) else { return false }
        // The layout as it is now, so that the item's frame is the one the user will see.
        collectionView.layoutIfNeeded()
        guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame else { return false }
        let top = ListAnchor.clamped(
            viewportTop: anchor.viewportTop(itemTop: Double(frame.minY)), contentLength: Double(collectionView.contentSize.height),
            visibleLength: collectionView.visibleLength)
        collectionView.contentOffset = CGPoint(
            x: collectionView.contentOffset.x, y: CGFloat(top) - collectionView.adjustedContentInset.top)
        return true
    }
}
#endif
