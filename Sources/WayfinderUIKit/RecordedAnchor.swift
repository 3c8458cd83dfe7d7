#if canImport(UIKit)
import Observation
import Wayfinder

/// Where one list of one entry is kept in a navigator's value: the anchor recorded there, the
/// entry being on top, and the navigator's changes, without the list screen being generic over
/// the navigator's screen type.
@MainActor
struct RecordedAnchor {
    /// The anchor the value holds for the list, or nil.
    let anchor: () -> ListAnchor?
    /// Records an anchor for the list (nothing when the entry is gone).
    let record: (ListAnchor) -> Void
    /// Whether the entry is the top entry of the value (the one the user sees).
    let isOnTop: () -> Bool
    /// Calls its argument once, when the navigator next changes (`revision` is about to move, the
    /// new `state` already set).
    let observe: (@escaping @Sendable () -> Void) -> Void

    init<Screen>(navigator: Navigator<Screen>, entry: EntryID, list: String) {
        anchor = { [weak navigator] in navigator?.state.anchor(of: list, in: entry) }
        record = { [weak navigator] anchor in try? navigator?.setAnchor(anchor, of: list, in: entry) }
        isOnTop = { [weak navigator] in navigator?.state.topEntry?.id == entry }
        observe = { [weak navigator] onChange in
            guard let navigator else { return }
            withObservationTracking {
                _ = navigator.revision
            } onChange: {
                onChange()
            }
        }
    }
}
#endif
