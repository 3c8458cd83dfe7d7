/// Makes the controllers a ``ControllerHost`` puts on screen: a UIKit host makes hosting
/// controllers and navigation controllers, the simulated host makes fakes.
@MainActor
package protocol ControllerFactory<Screen> {
    /// The app's screen type.
    associatedtype Screen: Hashable & Sendable

    /// A controller that shows one entry's screen.
    func makeScreenController(for entry: Entry<Screen>) -> any PresentingController
    /// A stack controller at `location`, already showing `screens` (root first).
    func makeStackController(at location: StackLocation, showing screens: [any PresentingController]) -> any StackController
    /// A tab controller with one stack controller per tab, in order.
    func makeTabController(tabs: [TabID], stacks: [any StackController], selectedIndex: Int) -> any TabController
    /// The controller to present for a layer: for sheets, covers and overlays, `stack` configured
    /// for that style (or wrapped); for alerts (`stack` is `nil`), the custom alert controller.
    func makeLayerController(_ kind: LayerKind, id: EntryID, stack: (any StackController)?) -> any PresentingController
    /// Changes a presented layer's style in place (a sheet's detents, an alert's text).
    func updateLayerController(_ controller: any PresentingController, to kind: LayerKind)
}
