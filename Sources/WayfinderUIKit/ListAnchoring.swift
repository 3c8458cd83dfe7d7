#if canImport(UIKit)
import UIKit
import Wayfinder

/// Reads a collection view's scroll position as a ``ListAnchor`` and puts one back: the UIKit
/// half of keeping a list's place in the navigation value (the Lists article of Wayfinder's
/// documentation).
///
/// The app owns the collection view, its data source and its layout; it tells this object how
/// its items are named. Read the anchor when the user stops scrolling and when the screen
/// leaves, and record it with `Navigator.setAnchor(_:of:in:)`; apply the recorded one when the
/// screen shows again (after a pop, a tab switch, a restoration, a stack rebuilt by a link), in
/// `viewIsAppearing(_:)`, when the view's geometry (its safe area, so the insets) is final.
///
/// ```swift
/// let anchoring = ListAnchoring(collectionView) { path in dataSource.itemIdentifier(for: path).map(String.init) }
///     indexPath: { item in Int(item).flatMap(dataSource.indexPath(for:)) }
/// // scrollViewDidEndDecelerating, viewWillDisappear:
/// try? navigator.setAnchor(anchoring.anchor(), of: "products", in: entry)
/// // viewIsAppearing:
/// if let anchor = navigator.state.anchor(of: "products", in: entry) { anchoring.apply(anchor) }
/// ```
///
/// Vertical lists: horizontally scrolling sections keep their own offsets inside the
/// collection view and are not read or applied here (the anchor's `sections` stay as recorded).
@MainActor
public final class ListAnchoring {
    private weak var collectionView: UICollectionView?
    private let identity: (IndexPath) -> String?
    private let indexPath: (String) -> IndexPath?

    /// Anchoring for `collectionView` (held weakly), whose item at an index path is named by
    /// `identity`, and found by name with `indexPath`.
    public init(
        _ collectionView: UICollectionView, identity: @escaping (IndexPath) -> String?,
        indexPath: @escaping (String) -> IndexPath?
    ) {
        self.collectionView = collectionView
        self.identity = identity
        self.indexPath = indexPath
    }

    /// Where the collection view is scrolled to: the item under the top of its visible area and
    /// how far into that item it is; `nil` when nothing is shown.
    public func anchor() -> ListAnchor? {
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
    public func apply(_ anchor: ListAnchor) -> Bool {
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
