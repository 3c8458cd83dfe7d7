/// The stable identity of one root: a new root, even of the same flow, gets a new one.
///
/// Handed out by a ``NavigationState`` from the counter that numbers entries and layers too
/// (``NavigationState/nextIdentity``), so no number names a root and anything else. The regions
/// of a root carry it (``NavigationRegion``), so what owned the tabs of a root that was replaced
/// is told apart from what owns the new one's. It encodes as its number alone.
///
/// ```swift
/// let before: RootID = navigator.state.root.id
/// navigator.switchRoot(to: .main, tabs: NavigationState.mainTabs, selected: .catalog)
/// navigator.state.root.id == before   // false: a new root, with new regions
/// ```
public struct RootID: CountedIdentity {
    /// The counter value behind this identity.
    public let rawValue: Int

    /// The identity with this counter value, to refer to a root already in a value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
