import Wayfinder

/// What a list screen that keeps its place does about an anchor waiting to be shown (a restored
/// session's, a link's) as its items arrive and the user comes to see it: show the anchor once
/// the list holds its item; keep waiting while a page that may hold it still loads, even on
/// screen (a cold launch shows the list before the network's page arrives); give up and show
/// the list's start only when the user sees the list without the item and nothing loads (a gone
/// product, a page that failed). WayfinderUIKit's AnchoredListController asks it after every
/// snapshot and when it appears.
///
/// ```swift
/// let restored = ListAnchor(item: "42")
/// var list = ListAppearance(value: restored)   // a restored session's list waits for "42"
/// list.appear()
/// list.loading = true
/// list.showing(holds: { _ in false }, onTop: true, value: restored)   // .nothing: its page loads
/// list.loading = false
/// list.showing(holds: { $0 == "42" }, onTop: true, value: restored)   // .anchor: the page came
/// ```
package struct ListAppearance: Hashable, Sendable {
    /// What the value holds against what the list last synced.
    package var sync: ListAnchorSync
    /// Between the list's appearance and the start of its disappearance.
    package private(set) var appeared = false
    /// Whether a page the anchored item may be in is still loading (the app says so with each
    /// snapshot): "still loading", not "gone".
    package var loading = false

    /// What the list shows now about the anchor waiting.
    package enum Showing: Hashable, Sendable {
        /// Show this anchor: it waits and the list holds its item.
        case anchor(ListAnchor)
        /// The anchor is given up: show the list's start and record it as the list's place.
        case start
        /// Nothing to do: no anchor waits, or it waits for its item.
        case nothing
    }

    /// A list made while the value holds `value` for it: it has to show it, if any.
    package init(value: ListAnchor?) {
        sync = ListAnchorSync(value: value)
    }

    /// The user sees the list (UIKit's `viewDidAppear(_:)`).
    package mutating func appear() { appeared = true }

    /// The list starts to leave (`viewWillDisappear(_:)`).
    package mutating func disappear() { appeared = false }

    /// Whether the user sees the list: it appeared and its entry is on top.
    package func isVisible(onTop: Bool) -> Bool { appeared && onTop }

    /// What to show about the anchor waiting, the list holding the items `holds` answers yes to,
    /// its entry on top or not (`onTop`), the value holding `value`. Gives the anchor up (and
    /// returns ``Showing/start``) only when the user sees the list, its item is missing and no
    /// page loads.
    package mutating func showing(holds: (String) -> Bool, onTop: Bool, value: ListAnchor?) -> Showing {
        guard let anchor = sync.waiting(value: value) else { return .nothing }
        if holds(anchor.item) { return .anchor(anchor) }
        guard !loading, sync.laidOut(holding: false, visible: isVisible(onTop: onTop)) else { return .nothing }
        return .start
    }
}
