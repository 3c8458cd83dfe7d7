import Wayfinder

/// Makes the simulated controllers; a sheet, cover or overlay is its stack controller presented
/// in that style, as a UIKit host presents a navigation controller.
@MainActor
public struct SimulatedControllerFactory<Screen: Hashable & Sendable>: ControllerFactory {
    /// The window the controllers live in.
    public let window: SimulatedWindow

    /// A factory whose controllers live in `window`.
    public init(window: SimulatedWindow) {
        self.window = window
    }

    package func makeScreenController(for entry: Entry<Screen>) -> any PresentingController {
        SimulatedScreenController(window: window, entryID: entry.id, title: "\(entry.screen)")
    }

    package func makeStackController(at location: StackLocation, showing screens: [any PresentingController]) -> any StackController {
        SimulatedStackController(window: window, location: location, showing: screens)
    }

    package func makeTabController(tabs: [TabID], stacks: [any StackController], selectedIndex: Int) -> any TabController {
        SimulatedTabController(
            window: window, tabs: tabs, stacks: stacks.compactMap { $0 as? SimulatedStackController },
            selectedIndex: selectedIndex)
    }

    package func makeLayerController(_ kind: LayerKind, id: EntryID, stack: (any StackController)?) -> any PresentingController {
        let controller: SimulatedController
        if case .alert(let alert, _) = kind {
            controller = SimulatedAlertController(window: window, alert: alert, id: id)
        } else {
            controller = (stack as? SimulatedStackController) ?? SimulatedStackController(window: window, location: .layer(id), showing: [])
        }
        controller.layerKind = kind
        controller.layerID = id
        return controller
    }

    package func updateLayerController(_ controller: any PresentingController, to kind: LayerKind) {
        guard let controller = controller as? SimulatedController else { return }
        controller.layerKind = kind
        if case .alert(let alert, _) = kind, let alertController = controller as? SimulatedAlertController {
            alertController.alert = alert
        }
        window.log("update \(controller.name) to \(kind.name)")
    }
}
