import Wayfinder

/// What the Shop's child coordinators have in common: they own a region of its navigation.
@MainActor
public protocol ShopCoordinator: AnyObject {}

/// A coordinator that owns one tab of the main flow and handles its screens' events.
///
/// Routes are the coordinator's own type, and turning one into a change is a static, pure
/// function of its type: a parent hands a child's type exactly what it understands, checked by
/// the compiler, with no instance to look up (and so no cast), and nothing made inside a change
/// that could outlive a refused one.
@MainActor
public protocol TabCoordinator: ShopCoordinator {
    /// What this coordinator can be asked to show.
    associatedtype Route
    /// The tab it owns.
    static var tab: TabID { get }
    /// Changes `state` to show `route` in this coordinator's tab. Pure: it only edits the value,
    /// so it is tested without a host, and a parent combines it with its own edits into one
    /// change (`try ProfileCoordinator.open(.settings, in: &state)`).
    static func open(_ route: Route, in state: inout NavigationState<ShopScreen>) throws
    /// Turns an event of one of its screens into navigation; `false` when the event is not its.
    func handle(_ event: ShopEvent, from entry: EntryID) -> Bool
}

extension TabCoordinator {
    /// Where the coordinator's screens are: its tab, or in the split layout the detail column,
    /// which shows the section the user opened beside the catalog.
    static func stack(in state: NavigationState<ShopScreen>) -> StackLocation {
        state.root.columns == nil ? .tab(tab) : .column(.secondary)
    }

    /// Replaces the coordinator's stack with `screens`; in the split layout the detail then shows
    /// them, and a collapsed host shows the detail.
    static func show(_ screens: [ShopScreen], in state: inout NavigationState<ShopScreen>) throws {
        try state.replaceStack(with: screens, at: stack(in: state))
        if state.root.columns != nil { try state.showColumn(.secondary) }
    }
}
