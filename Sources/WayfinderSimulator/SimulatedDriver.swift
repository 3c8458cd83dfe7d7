import Wayfinder

/// The simulated controllers as a ``ControllerDriver``: fakes that keep UIKit's rules, in a
/// ``SimulatedWindow`` on a virtual clock. A sheet, cover or overlay is its stack controller
/// presented in that style, as a UIKit host presents a navigation controller.
@MainActor
public final class SimulatedDriver<Screen: Hashable & Sendable>: ControllerDriver {
    /// The clock, transcript and violations the fakes share.
    public let window: SimulatedWindow
    /// The fake window root.
    public let root: SimulatedRootContainer
    /// Whether awaiting a command's outcome runs the virtual clock until nothing is in flight
    /// (on by default, so `await request.outcome` cannot wait for a clock nobody moves). A host
    /// whose clock something else drives, as the terminal's frames do, turns it off.
    public var settlesWhenAwaited = true

    /// A driver whose controllers live in `window`.
    public init(window: SimulatedWindow) {
        self.window = window
        root = SimulatedRootContainer(window: window)
    }

    public var container: SimulatedController { root }
    public var isInWindow: Bool { root.isInWindow }

    public func whenInWindow(_ action: @escaping @MainActor () -> Void) {
        window.whenVisible(action)
    }

    public func makeScreen(for entry: Entry<Screen>) -> SimulatedController {
        SimulatedScreenController(window: window, entryID: entry.id, screen: entry.screen)
    }

    public func makeStack(at location: StackLocation, showing screens: [SimulatedController]) -> SimulatedStackController {
        SimulatedStackController(window: window, location: location, showing: screens)
    }

    public func makeTabs(_ tabs: [TabID], stacks: [SimulatedStackController], selectedIndex: Int) -> SimulatedTabController {
        SimulatedTabController(window: window, tabs: tabs, stacks: stacks, selectedIndex: selectedIndex)
    }

    public func makeLayer(_ kind: LayerKind, id: EntryID, stack: SimulatedStackController?) -> SimulatedController {
        let controller: SimulatedController =
            if case .alert(let alert, _) = kind {
                SimulatedAlertController(window: window, alert: alert, id: id)
            } else {
                stack ?? SimulatedStackController(window: window, location: .layer(id), showing: [])
            }
        controller.layerKind = kind
        controller.layerID = id
        return controller
    }

    public func update(_ layer: SimulatedController, to kind: LayerKind) {
        layer.layerKind = kind
        if case .alert(let alert, _) = kind, let alertController = layer as? SimulatedAlertController {
            alertController.alert = alert
        }
        window.log("update \(layer.name) to \(kind.name)")
    }

    public func controller(for stack: SimulatedStackController) -> SimulatedController { stack }

    public func controller(for tabs: SimulatedTabController) -> SimulatedController { tabs }

    public func screens(of stack: SimulatedStackController) -> [SimulatedController] { stack.screenControllers }

    public func present(
        _ controller: SimulatedController, from presenter: SimulatedController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        try presenter.present(controller, animated: animated, completion: delivered(completion))
    }

    public func dismissPresented(
        from presenter: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        try presenter.dismissPresented(animated: animated, completion: delivered(completion))
    }

    public func setScreens(
        _ screens: [SimulatedController], of stack: SimulatedStackController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        try stack.setScreens(screens, animated: animated, completion: delivered(completion))
    }

    public func selectTab(at index: Int, of tabs: SimulatedTabController) throws(StepFailure.Reason) {
        try tabs.selectTab(at: index)
    }

    public func showContent(
        _ content: SimulatedController, transition: RootTransition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        root.showContent(content, transition: transition, animated: animated, completion: delivered(completion))
    }

    /// `completion`, or nothing while the window loses completions (a fault a test injects).
    private func delivered(_ completion: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        if window.losesCompletions { return {} }
        return completion
    }

    public func deadline(after delay: Duration, _ expire: @escaping @MainActor () -> Void) -> Deadline {
        let ticket = window.clock.schedule(after: delay, expire)
        return Deadline { [weak clock = window.clock] in clock?.cancel(ticket) }
    }

    public func willPerform(_ step: TransitionStep<Screen>) {
        window.log("» \(step.description)")
    }

    public func didFail(_ failure: StepFailure) {
        window.log("» failed: \(failure.reason)")
    }

    public func outcomeAwaited() {
        if settlesWhenAwaited { window.clock.runUntilIdle() }
    }
}
