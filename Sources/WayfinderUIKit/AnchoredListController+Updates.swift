#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

// Applying the app's snapshots while keeping the list's place, and recording that place.

extension AnchoredListController {
    /// Shows `snapshot`, keeping the list's place: the anchored item stays exactly where it is on
    /// screen, however many items arrive, leave or move above it.
    ///
    /// Animated (when `animated`) only when no item or section above the anchored item changes,
    /// nor before a carousel's anchored item: a change there is above the visible area, so
    /// nothing visible is lost by applying it without animation. Otherwise the snapshot is
    /// applied without animation and the content offset is moved to the anchored item's new
    /// place right after, in the same turn of the main run loop: Core Animation draws the screen
    /// once that turn ends, so the frame in between (the new items at the old offset) is never
    /// shown. When nothing the list showed is left, the list shows its start. A snapshot applied
    /// while one is being applied (from a scroll callback the first one causes) is applied right
    /// after it; of several, the last.
    ///
    /// `loading` says whether a page still loads that may hold the item of an anchor waiting to
    /// be shown (a restored session's, a link's): while it does, the list keeps waiting for the
    /// item, on screen too; a snapshot without the item and without a page loading gives the
    /// anchor up once the user sees the list (a gone product, a failed page), and the list shows
    /// its start.
    ///
    /// ```swift
    /// var next = list.snapshot
    /// next.appendItems(page.map(Row.product), toSection: .products)
    /// list.apply(next, loading: false)   // the page came: nothing else loads
    /// ```
    public func apply(_ snapshot: Snapshot, animated: Bool = true, loading: Bool = false) {
        guard var current = updates.arrive((snapshot, animated, loading)) else { return }
        while true {
            appearance.loading = current.loading
            applyKeepingPlace(current.snapshot, animated: current.animated)
            guard let next = updates.finished() else { break }
            current = next
        }
        record()
    }

    /// Reads where the list is and records it in the navigation value; the controller calls it
    /// itself (scroll ends, the screen leaves, an update, the scene resigning the active state),
    /// the app before it saves the value at another time (a carousel's end of scrolling is not
    /// reported by UIKit). Records nothing while an anchor waits to be shown (another writer's,
    /// a restored one).
    ///
    /// ```swift
    /// catalogList.record()
    /// let data = try navigator.state.restorationData()
    /// ```
    public func record() {
        guard let anchor = appearance.sync.record(position(), value: value.anchor()) else { return }
        value.record(anchor)
    }

    /// The user scrolled: the list is where they put it, whatever anchor was waiting.
    func userMoved() {
        guard let anchor = appearance.sync.userMoved(to: position(), value: value.anchor()) else { return }
        value.record(anchor)
    }

    private func applyKeepingPlace(_ snapshot: Snapshot, animated: Bool) {
        appearance.sync.observe(value.anchor())
        let before = dataSource.snapshot()
        let shown = appearance.sync.pending ? nil : position()
        let after = Set(snapshot.itemIdentifiers)
        let onScreen = Set(collectionView.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0) })
        let viewport = collectionView.visibleLength
        let kept = shown.flatMap { shown in
            shown.kept(
                before: before.itemIdentifiers, name: \.description, survives: { after.contains($0) },
                top: { [weak self] item in self?.top(of: item) }, onScreen: { onScreen.contains($0) }, viewport: viewport)
        }
        let carouselsToShow = (kept?.sections ?? [:]).filter { key, section in
            !keepsItemsAbove(section.item, inSection: key, before: before, after: snapshot)
        }
        let keepsPlace =
            carouselsToShow.isEmpty
            && (kept.flatMap { Item($0.item) }.map {
                ListAnchor.keepsItemsAbove($0, before: Self.sections(of: before), after: Self.sections(of: snapshot))
            } ?? false)
        switch ListAnchor.placing(shown: shown, kept: kept, keepsPlace: keepsPlace, animated: animated) {
        case .asAsked:
            dataSource.apply(snapshot, animatingDifferences: animated)
        case .animate:
            dataSource.apply(snapshot, animatingDifferences: true)
        case .reanchor(let anchor):
            dataSource.apply(snapshot, animatingDifferences: false)
            _ = show(anchor, carousels: carouselsToShow)
        case .start:
            dataSource.apply(snapshot, animatingDifferences: false)
            showStart()
        }
        if appearance.sync.pending { showPendingAnchor() }
    }

    /// The snapshot's sections with their items, as the core compares them.
    static func sections(of snapshot: Snapshot) -> [(Section, [Item])] {
        snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
    }
}
#endif
