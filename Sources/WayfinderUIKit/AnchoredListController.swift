#if canImport(UIKit)
import Observation
import UIKit
import Wayfinder
import WayfinderHosting

/// A list screen whose place is kept in the navigation value: a `UICollectionView` with a
/// diffable data source and a compositional layout, horizontally scrolling sections (carousels)
/// included, that records where it is in ``ListAnchor`` form and shows it again.
///
/// The app owns the items, the cells and each section's layout; this controller owns the
/// position:
/// - **Read** when the user stops scrolling (a tap on the status bar included), when the screen
///   leaves (its entry is no longer on top: a push, a tab switch, a sheet), after every update
///   and when the scene resigns the active state (the app leaving the foreground), and recorded with `Navigator.setAnchor(_:of:in:)`: the vertical anchor, and each
///   carousel's own anchor in `ListAnchor.sections`, keyed by its section's `description`. An
///   anchor another writer put in the value (a deep link's) is never recorded over: the list
///   shows it first, unless the user moves the list before.
/// - **Shown** when the navigator's value changes to bring the entry back on top (a pop, a tab
///   switch, a rebuilt stack): the navigator tells its observers once it has handed that step to
///   the host (after the transition started), in the same turn of the main run loop, so the
///   first frame drawn shows the place. (A
///   swipe back reveals the list before the navigator knows of it: the list is where UIKit kept
///   it.) A controller made for an entry that has an anchor (a restored session) shows it as
///   soon as a snapshot holds the anchored item and the view has its size, and again in
///   `viewIsAppearing(_:)`, when its geometry is final. While the app says a page still loads
///   (``apply(_:animated:loading:)``), it keeps waiting, on screen too (a cold launch shows the
///   list before the network's page arrives); once the user sees the list without the item and
///   nothing loads (a gone product, a failed page), it stops waiting and shows the list's start.
/// - **Kept through updates** (``apply(_:animated:loading:)``): the anchor is read, the snapshot
///   applied, and the content offset moved in the same layout pass, so the anchored item does
///   not move on screen; an anchored item that leaves hands over to its nearest surviving
///   neighbour (one on screen first); a snapshot that keeps nothing shows the list's start.
///   Also kept through a size change (rotation).
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
/// list.apply(snapshot, loading: paging.isLoading)   // whenever the items change
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
    var anchoring: ListAnchoring!
    let sectionLayout: (Section, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    private let cellProvider: (UICollectionView, IndexPath, Item) -> UICollectionViewCell?
    let value: RecordedAnchor

    /// The carousels' anchors as their sections last reported them, keyed by their section's
    /// `description`.
    var carousels: [String: ListAnchor] = [:]
    /// What the value holds against what this list last synced (whether it may record, whether
    /// an anchor waits to be shown: a restored entry's, a link's), whether the list appeared and
    /// whether a page still loads: what to show of a waiting anchor is decided there.
    var appearance: ListAppearance
    /// Whether the entry was on top at the navigator's last change.
    var wasOnTop: Bool
    /// The insets or the size changed: the anchor is put back at the next layout.
    var geometryChanged = false
    /// The snapshots, applied one at a time: one applied meanwhile (from a scroll callback)
    /// waits for the one being applied.
    var updates = OneUpdateAtATime<(snapshot: Snapshot, animated: Bool, loading: Bool)>()
    /// Records the list's place as the scene resigns the active state (the app going to the
    /// background, where it may end without a word): scrolling a carousel is reported by no
    /// callback UIKit offers, so the place is read then, before the app saves.
    private var deactivation: SceneDeactivation?

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
        appearance = ListAppearance(value: value.anchor())
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
        deactivation = SceneDeactivation { [weak self] in self?.record() }
    }

    /// Not available: the list is made in code, with its navigator and entry.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("AnchoredListController is made with init(navigator:entry:list:layout:cell:)")
    }

    /// The items as the list shows them now; build the next snapshot from it or from scratch.
    public var snapshot: Snapshot { dataSource.snapshot() }

    /// Whether the user sees the list: it appeared, has not started to leave, and its entry is
    /// the top entry.
    var isVisible: Bool { appearance.isVisible(onTop: value.isOnTop()) }

    // MARK: View

    /// Puts the collection view in the controller's view.
    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    /// Shows the value's anchor once the view has its size, if not done yet; puts the list's
    /// anchor back after its insets changed while it was off screen.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if geometryChanged {
            geometryChanged = false
            keepSyncedAnchor()
        }
        showPendingAnchor()
    }

    /// Shows the value's anchor, if one waits, now that the view's geometry (its safe area, so
    /// the content insets) is final.
    public override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        showPendingAnchor()
    }

    /// The user sees the list: an anchor still waiting for an item the list does not hold, while
    /// no page loads, is given up, and the list shows its start.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearance.appear()
        showPendingAnchor()
    }

    /// Records the list's place as the screen leaves (also when the navigator did not take it
    /// away: a sheet over it, the app sent away).
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearance.disappear()
        record()
    }

    /// Keeps the list's place through a size change (a rotation, a window resized): the anchor
    /// read before it is shown again at the new size.
    public override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard !appearance.sync.pending, let anchor = position() else { return }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            _ = self?.show(anchor, carousels: [:])
        })
    }

    // MARK: UICollectionViewDelegate
    // In the class body: on iOS these witness optional Objective-C requirements, which a member
    // of an extension of a generic class cannot.

    /// Reports the scroll position to ``onScroll``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === collectionView, let onScroll else { return }
        let (above, viewport) = (scrollView.visibleTop, scrollView.visibleLength)
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

    /// The insets changed (the safe area, the bars): the list's anchor is put back at the next
    /// layout, when the list is off screen (the user cannot be scrolling it) or an anchor waits.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        guard scrollView === collectionView else { return }
        geometryChanged = true
        view.setNeedsLayout()
    }

    /// Tells ``onSelect`` which item was selected.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        onSelect?(item)
    }
}
#endif
