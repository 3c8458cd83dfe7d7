#if canImport(UIKit)
import Observation
import UIKit
import Wayfinder

/// A list screen whose place is kept in the navigation value: a `UICollectionView` with a
/// diffable data source and a compositional layout, horizontally scrolling sections (carousels)
/// included, that records where it is in ``ListAnchor`` form and shows it again.
///
/// The app owns the items, the cells and each section's layout; this controller owns the
/// position:
/// - **Read** when the user stops scrolling (a tap on the status bar included), when the screen leaves (its entry is no longer on
///   top: a push, a tab switch, a sheet) and after every update, and recorded with
///   `Navigator.setAnchor(_:of:in:)`: the vertical anchor, and each carousel's own anchor in
///   `ListAnchor.sections`, keyed by its section's `description`.
/// - **Shown** as the navigator accepts the change that brings the entry back on top, before the
///   transition that reveals it runs (a pop, a tab switch, a rebuilt stack), and when a new
///   controller is made for an entry that has an anchor (a restored session): as soon as the
///   anchored item is in a snapshot and the view has its size.
/// - **Kept through updates** (``apply(_:animated:)``): the anchor is read, the snapshot
///   applied, and the content offset moved in the same layout pass, so the anchored item does
///   not move on screen; an anchored item that leaves hands over to its nearest surviving
///   neighbour.
///
/// ```swift
/// let list = AnchoredListController<Shelf, Row>(
///     navigator: navigator, entry: entry.id, list: "products",
///     layout: { shelf, environment in shelf == .recent ? carousel() : rows() },
///     cell: { collectionView, path, row in collectionView.dequeueConfiguredReusableCell(using: cells, for: path, item: row) })
/// list.onSelect = { row in open(row) }
/// list.onScroll = { above, below, viewport in
///     if paging.wantsLoad(remaining: below, viewport: viewport) { loadNextPage() }
/// }
/// list.apply(snapshot)   // whenever the items change
/// ```
///
/// It has not run on a device: it is type-checked against UIKit's documented signatures
/// (LinuxChecks). See the Lists article for what UIKit does not offer (no setter for a
/// carousel's offset: a carousel comes back at its anchored item's leading edge).
@MainActor
public final class AnchoredListController<Section: Hashable & Sendable, Item: Hashable & Sendable & LosslessStringConvertible>:
    UIViewController, UICollectionViewDelegate
{
    /// The snapshot this list shows.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

    /// The collection view (made by the controller, with its layout and data source).
    public private(set) var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private var anchoring: ListAnchoring!
    let sectionLayout: (Section, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    private let cellProvider: (UICollectionView, IndexPath, Item) -> UICollectionViewCell?
    private let value: RecordedAnchor

    /// The carousels' anchors as last read (or shown), keyed by their section's `description`.
    var carousels: [String: ListAnchor] = [:]
    /// The value holds an anchor that this list does not show yet (a new controller for a
    /// restored entry, a link's anchor on a page still loading, a revealed entry): while it does,
    /// nothing is recorded, so the wanted place is not overwritten by the list's start.
    private var pending: Bool
    /// Whether the entry was on top at the navigator's last change.
    private var wasOnTop: Bool

    /// Called with the item the user selects.
    ///
    /// ```swift
    /// list.onSelect = { row in events.send(.openProduct(row.product)) }
    /// ```
    public var onSelect: ((Item) -> Void)?

    /// Called as the list scrolls, with the distance (points) from the top of the visible area
    /// to the start of the content, from its bottom to the end of the content, and the visible
    /// height: what `ListPaging.wantsLoad(remaining:viewport:)` takes.
    ///
    /// ```swift
    /// list.onScroll = { above, below, viewport in
    ///     if older.wantsLoad(remaining: below, viewport: viewport) { loadOlder() }
    /// }
    /// ```
    public var onScroll: ((_ above: Double, _ below: Double, _ viewport: Double) -> Void)?

    /// A list for the list `list` of the screen `entry`, its sections laid out by `layout` and
    /// its cells made by `cell`. A section whose layout scrolls orthogonally is a carousel, whose
    /// position is read into the anchor's `sections`.
    public init<Screen>(
        navigator: Navigator<Screen>, entry: EntryID, list: String,
        layout: @escaping (Section, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection,
        cell: @escaping (UICollectionView, IndexPath, Item) -> UICollectionViewCell?
    ) {
        value = RecordedAnchor(navigator: navigator, entry: entry, list: list)
        sectionLayout = layout
        cellProvider = cell
        pending = value.anchor() != nil
        wasOnTop = value.isOnTop()
        super.init(nibName: nil, bundle: nil)
        let compositional = UICollectionViewCompositionalLayout { [weak self] index, environment in
            self?.section(at: index, environment)
        }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: compositional)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: cellProvider)
        anchoring = ListAnchoring(
            collectionView, identity: { [weak self] path in self?.dataSource.itemIdentifier(for: path)?.description },
            indexPath: { [weak self] name in Item(name).flatMap { self?.dataSource.indexPath(for: $0) } })
        collectionView.delegate = self
        followNavigator()
    }

    /// Not available: the list is made in code, with its navigator and entry.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("AnchoredListController is made with init(navigator:entry:list:layout:cell:)")
    }

    /// The items as the list shows them now; build the next snapshot from it or from scratch.
    public var snapshot: Snapshot { dataSource.snapshot() }

    /// Shows `snapshot`, keeping the list's place: the anchored item stays exactly where it is on
    /// screen, however many items arrive, leave or move above it.
    ///
    /// Animated (when `animated`) only when no item above the anchored one changes, nor before a
    /// carousel's anchored item: a change there is above the visible area, so nothing visible
    /// is lost by applying it without animation. Otherwise the snapshot is applied without
    /// animation and the content offset is moved to the anchored item's new place right after,
    /// in the same turn of the main run loop: Core Animation draws the screen once that turn
    /// ends, so the frame in between (the new items at the old offset) is never shown.
    ///
    /// ```swift
    /// var next = list.snapshot
    /// next.appendItems(page.map(Row.product), toSection: .products)
    /// list.apply(next)
    /// ```
    public func apply(_ snapshot: Snapshot, animated: Bool = true) {
        let before = dataSource.snapshot()
        let shown = pending ? nil : position()
        let after = Set(snapshot.itemIdentifiers)
        let anchor = shown.flatMap { shown in
            shown.kept(
                before: before.itemIdentifiers, name: \.description, survives: { after.contains($0) },
                top: { [weak self] item in self?.top(of: item) })
        }
        let carouselsToShow = (anchor?.sections ?? [:]).filter { key, section in
            !keepsItemsAbove(section.item, inSection: key, before: before, after: snapshot)
        }
        let keepsPlace = anchor.map { anchor in
            Item(anchor.item).map { ListAnchor.keepsItemsAbove($0, before: before.itemIdentifiers, after: snapshot.itemIdentifiers) } ?? false
        } ?? true
        let animates = animated && keepsPlace && carouselsToShow.isEmpty
        dataSource.apply(snapshot, animatingDifferences: animates)
        if pending {
            showPendingAnchor()
        } else if let anchor, !animates {
            _ = show(anchor, carousels: carouselsToShow)
        }
        record()
    }

    /// Reads where the list is and records it in the navigation value; the controller calls it
    /// itself (scroll ends, the screen leaves, an update), the app before it saves the value
    /// (a carousel's end of scrolling is not reported by UIKit).
    ///
    /// ```swift
    /// catalogList.record()
    /// let data = try navigator.state.restorationData()
    /// ```
    public func record() {
        guard !pending, let anchor = position(), anchor != value.anchor() else { return }
        value.record(anchor)
    }

    // MARK: View

    /// Puts the collection view in the controller's view.
    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    /// Shows the value's anchor once the view has its size, if not done yet.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        showPendingAnchor()
    }

    /// Records the list's place as the screen leaves (also when the navigator did not take it
    /// away: a sheet over it, the app sent away).
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record()
    }

    // MARK: Position

    /// Where the list is now: the vertical anchor, with the anchors of the carousels present.
    private func position() -> ListAnchor? {
        guard var anchor = anchoring.anchor() else { return nil }
        let present = Set(dataSource.snapshot().sectionIdentifiers.map(Self.key))
        anchor.sections = carousels.filter { present.contains($0.key) }
        return anchor
    }

    /// Shows the value's anchor when one waits, its item is in the list and the view has a size;
    /// only what the list does not show already (going back to a list UIKit kept alive moves
    /// nothing, and a carousel at its anchored item keeps the offset the user gave it).
    private func showPendingAnchor() {
        guard pending, isViewLoaded, collectionView.bounds.height > 0 else { return }
        guard let anchor = value.anchor() else {
            pending = false
            return
        }
        let carouselsToShow = anchor.sectionsToShow(given: carousels)
        if carouselsToShow.isEmpty, anchor.isShown(by: anchoring.anchor()) {
            pending = false
            return
        }
        if show(anchor, carousels: carouselsToShow) { pending = false }
    }

    /// Puts `anchor` on screen: the carousels named first (UIKit scrolls to an item of a carousel
    /// vertically too), then the vertical anchor, which sets the final vertical offset.
    private func show(_ anchor: ListAnchor, carousels shown: [String: ListAnchor]) -> Bool {
        collectionView.layoutIfNeeded()
        for (key, carousel) in shown { showCarousel(key, at: carousel) }
        return anchoring.apply(anchor)
    }

    /// The top of `item`'s frame in the layout as it is (before a snapshot is applied).
    private func top(of item: Item) -> Double? {
        dataSource.indexPath(for: item).flatMap { collectionView.layoutAttributesForItem(at: $0) }.map { Double($0.frame.minY) }
    }

    /// A section's key in the anchor's `sections`.
    static func key(_ section: Section) -> String { String(describing: section) }

    // MARK: Navigation

    /// Follows the navigator's changes: the entry leaving the top records the place; coming
    /// back on top shows the value's anchor, as the change is accepted, before its transition.
    private func followNavigator() {
        value.observe { [weak self] in
            MainActor.assumeIsolated { self?.navigatorChanged() }
        }
    }

    private func navigatorChanged() {
        followNavigator()
        let onTop = value.isOnTop()
        defer { wasOnTop = onTop }
        if wasOnTop, !onTop { record() }
        if !wasOnTop, onTop {
            pending = value.anchor() != nil
            showPendingAnchor()
        }
    }

    // MARK: UICollectionViewDelegate

    /// Reports the scroll position to ``onScroll``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === collectionView, let onScroll else { return }
        let inset = scrollView.adjustedContentInset
        let above = Double(scrollView.contentOffset.y + inset.top)
        let viewport = Double(scrollView.bounds.height - inset.top - inset.bottom)
        onScroll(above, Double(scrollView.contentSize.height) - above - viewport, viewport)
    }

    /// Records the place when the user lifts the finger without a fling.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard scrollView === collectionView, !decelerate else { return }
        userMoved()
    }

    /// Records the place when a fling comes to rest.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === collectionView else { return }
        userMoved()
    }

    /// Records the place when a tap on the status bar has scrolled the list to its top (which
    /// reports neither the end of a drag nor the end of a fling).
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        guard scrollView === collectionView else { return }
        userMoved()
    }

    /// Tells ``onSelect`` which item was selected.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        onSelect?(item)
    }

    /// The user scrolled: the list is where they put it, whatever anchor was waiting.
    private func userMoved() {
        pending = false
        record()
    }
}
#endif
