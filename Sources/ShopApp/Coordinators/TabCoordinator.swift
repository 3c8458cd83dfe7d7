import Wayfinder

/// What the Shop's child coordinators have in common: they own a region of its navigation.
@MainActor
public protocol ShopCoordinator: AnyObject {}

/// A coordinator that owns one tab of the main flow and handles its screens' events.
@MainActor
public protocol TabCoordinator: Coordinator, ShopCoordinator where Screen == ShopScreen {
    /// The tab it owns.
    static var tab: TabID { get }
    /// Turns an event of one of its screens into navigation; `false` when the event is not its.
    func handle(_ event: ShopEvent, from entry: EntryID) -> Bool
}
