import Wayfinder

/// What a list screen that keeps its place in the navigation value knows of that value: the
/// anchor it last synced (recorded there, or took from there to show), and whether the value
/// holds an anchor the list still has to show. WayfinderUIKit's AnchoredListController asks it,
/// before every write and every show, "may I record, must I show".
///
/// The value has other writers: a deep link rebuilds the stack and anchors the list on the linked
/// item; a screen model may write too. An anchor the list did not sync is another writer's: the
/// list shows it and records nothing until it has (or until the user moves the list), so the
/// list's own place never overwrites it.
///
/// ```swift
/// var sync = ListAnchorSync(value: nil)
/// sync.record(ListAnchor(item: "12"), value: nil)            // item "12": write it
/// // A link anchors the list on product 9000:
/// sync.record(ListAnchor(item: "12"), value: ListAnchor(item: "9000"))   // nil: not over the link's
/// sync.waiting(value: ListAnchor(item: "9000"))               // item "9000": show it
/// ```
package struct ListAnchorSync: Hashable, Sendable {
    /// The anchor the list and the value last agreed on: recorded by the list, or taken from the
    /// value to show.
    package private(set) var synced: ListAnchor?
    /// The value holds ``synced`` and the list does not show it yet.
    package private(set) var pending: Bool
    /// What the value may still hold while the list's last writes are not stored yet: the
    /// navigator stores an anchor recorded in the middle of one of its changes right after that
    /// change, so for a moment the value still holds what the list replaced (or an earlier write
    /// of its own); that is not another writer's anchor. Emptied once the value holds ``synced``.
    private var inFlight: [ListAnchor?] = []

    /// A list made while the value holds `value` for it: it has to show it, if any.
    package init(value: ListAnchor?) {
        synced = value
        pending = value != nil
    }

    /// Looks at what the value holds: an anchor the list neither synced nor is replacing is
    /// another writer's, and the list has to show it (nothing to show when it is `nil`). Returns
    /// whether it was another writer's.
    @discardableResult
    package mutating func observe(_ value: ListAnchor?) -> Bool {
        if value == synced {
            inFlight = []
            return false
        }
        if inFlight.contains(value) { return false }
        synced = value
        inFlight = []
        pending = value != nil
        return true
    }

    /// What to write for a list that reads `position` while the value holds `value`: `nil` (write
    /// nothing) while an anchor waits to be shown, another writer's included, when the list reads
    /// no position, or when the value already holds it.
    package mutating func record(_ position: ListAnchor?, value: ListAnchor?) -> ListAnchor? {
        observe(value)
        guard !pending else { return nil }
        return write(position, over: value)
    }

    /// The user moved the list to `position`: where they put it wins over any anchor waiting to
    /// be shown, another writer's included. What to write, as ``record(_:value:)``.
    package mutating func userMoved(to position: ListAnchor?, value: ListAnchor?) -> ListAnchor? {
        pending = false
        guard position != nil else {
            synced = value
            inFlight = []
            return nil
        }
        return write(position, over: value)
    }

    /// The anchor the list has to show, the value holding `value`: the one waiting, if any.
    package mutating func waiting(value: ListAnchor?) -> ListAnchor? {
        observe(value)
        return pending ? synced : nil
    }

    /// The list shows `anchor` now (it showed it, or already did): nothing waits any more, if it
    /// was the anchor waiting.
    package mutating func showed(_ anchor: ListAnchor) {
        if anchor == synced { pending = false }
    }

    /// A snapshot was laid out while an anchor waits: the list stops waiting, and shows its start,
    /// when the snapshot does not `hold` the anchored item and the list is `visible` (the user
    /// sees the list without the item: a gone product, a page that failed; showing it later
    /// would move the list under the user's eyes). Returns whether it stopped waiting.
    package mutating func laidOut(holding: Bool, visible: Bool) -> Bool {
        guard pending, !holding, visible else { return false }
        pending = false
        return true
    }

    /// The anchor to put back when the list's geometry changes (its insets, its size) while it is
    /// not on screen, so the user cannot have moved it: the one it last synced, unless one waits
    /// (the waiting one is shown instead).
    package func kept(visible: Bool) -> ListAnchor? {
        guard !pending, !visible else { return nil }
        return synced
    }

    private mutating func write(_ position: ListAnchor?, over value: ListAnchor?) -> ListAnchor? {
        guard let position, position != value else {
            synced = value
            inFlight = []
            return nil
        }
        // Until this write is stored, the value holds what it holds now, then each earlier write.
        for held in [value, synced] where !inFlight.contains(held) { inFlight.append(held) }
        synced = position
        return position
    }
}
