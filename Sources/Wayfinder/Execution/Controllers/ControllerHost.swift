/// A ``NavigationHost`` that turns each step into calls on a tree of controllers.
///
/// This is the one translation from steps to controller calls: which controller presents, which
/// stack gets `setViewControllers`, which presenter dismisses a chain, when a step is over. The
/// controllers come from a ``ControllerFactory``; the window's root controller is given.
///
/// After every call it checks that the controller accepted it (UIKit drops a presentation it
/// refuses without an error, PLATFORM-RULES 1.4, 1.5), and ends a refused step as failed rather
/// than waiting for a completion that never comes.
@MainActor
package final class ControllerHost<Factory: ControllerFactory>: NavigationHost {
    package typealias Screen = Factory.Screen

    /// The window's root controller.
    package let container: any RootContainerController
    /// What makes the controllers.
    package let factory: Factory
    /// What the planner may ask of this host (UIKit's by default).
    package let capabilities: HostCapabilities

    var events: (@MainActor (HostEvent) -> Void)?
    var tabController: (any TabController)?
    var tabOrder: [TabID] = []
    /// Each stack controller with the entries it shows, root first.
    var stacks: [StackLocation: (controller: any StackController, entries: [EntryID])] = [:]
    var layers: [(id: EntryID, controller: any PresentingController)] = []
    var screens: [EntryID: any PresentingController] = [:]
    /// While what an earlier install left presented is being dismissed, the step that arrives
    /// waits for that dismissal's completion (UIKit refuses a presentation before it, 1.4).
    private var isClearing = false
    private var waitingStep: (step: TransitionStep<Screen>, completion: @MainActor (StepResult) -> Void)?

    /// A host that presents from `container` and makes its controllers with `factory`.
    package init(container: any RootContainerController, factory: Factory, capabilities: HostCapabilities = .uiKit) {
        self.container = container
        self.factory = factory
        self.capabilities = capabilities
    }

    // MARK: NavigationHost

    package func install(_ root: Root<Screen>, events: @escaping @MainActor (HostEvent) -> Void) {
        self.events = events
        // A host installed again (a navigator re-attached) starts from the root alone.
        if container.presentedController != nil {
            isClearing = true
            container.dismissPresentedController(animated: false) { [weak self] in
                guard let self else { return }
                self.isClearing = false
                if let waiting = self.waitingStep {
                    self.waitingStep = nil
                    self.perform(waiting.step, completion: waiting.completion)
                }
            }
        }
        layers = []
        container.showContent(makeRoot(root), transition: .none, animated: false) {}
    }

    /// Forgets every controller it made; tearing down the window that shows them is the app's.
    package func uninstall() {
        events = nil
        layers = []
        stacks = [:]
        screens = [:]
        tabController = nil
    }

    package func perform(_ step: TransitionStep<Screen>, completion: @escaping @MainActor (StepResult) -> Void) {
        if isClearing {
            waitingStep = (step, completion)
            return
        }
        let finish = Completion(step: step, completion)
        switch step {
        case .setStack(let location, let entries, let animated):
            guard let (stack, before) = stacks[location] else { return finish.fail("no stack controller at \(location)") }
            let controllers = entries.map(screenController(for:))
            // Recorded before the call: without animation the completion runs inside it (3.5).
            stacks[location]?.entries = entries.map { $0.id }
            stack.setScreenControllers(controllers, animated: animated) { [weak self] in
                self?.pruneScreens()
                finish.complete()
            }
            if !stack.screenControllers.elementsEqual(controllers, by: ===) {
                stacks[location]?.entries = before
                pruneScreens()
                finish.fail("the stack controller refused setViewControllers")
            }

        case .selectTab(let id):
            guard let tabs = tabController, let index = tabOrder.firstIndex(of: id) else {
                return finish.fail("there is no tab \(id)")
            }
            tabs.selectTab(at: index)
            tabs.selectedTabIndex == index ? finish.complete() : finish.fail("the tab controller refused the selection")

        case .present(let layer, let animated):
            let presenter = layers.last?.controller ?? container
            let stack = layer.stack.map { makeStack(at: .layer(layer.id), $0) }
            let controller = factory.makeLayerController(layer.kind, id: layer.id, stack: stack)
            presenter.presentController(controller, animated: animated) { finish.complete() }
            guard presenter.presentedController === controller else {
                stacks[.layer(layer.id)] = nil
                pruneScreens()
                return finish.fail("the presenter refused the presentation")
            }
            layers.append((layer.id, controller))

        case .dismiss(let id, let animated):
            guard let index = layers.firstIndex(where: { $0.id == id }) else { return finish.fail("layer \(id) is not presented") }
            let presenter = index == 0 ? container : layers[index - 1].controller
            let presented = layers[index].controller
            presenter.dismissPresentedController(animated: animated) { [weak self] in
                self?.removeLayers(from: id)
                finish.complete()
            }
            if presenter.presentedController === presented, !presented.isBeingDismissed {
                finish.fail("the presenter refused the dismissal")
            }

        case .updateLayer(let id, let kind):
            guard let layer = layers.first(where: { $0.id == id }) else { return finish.fail("layer \(id) is not presented") }
            factory.updateLayerController(layer.controller, to: kind)
            finish.complete()

        case .replaceRoot(let root, let animated):
            let old = Set(stacks.keys.filter { if case .layer = $0 { false } else { true } })
            for location in old { stacks[location] = nil }
            let content = makeRoot(root)
            container.showContent(content, transition: root.transition, animated: animated) { [weak self] in
                self?.pruneScreens()
                finish.complete()
            }
        }
    }

    // MARK: Building controllers

    func screenController(for entry: Entry<Screen>) -> any PresentingController {
        if let existing = screens[entry.id] { return existing }
        let made = factory.makeScreenController(for: entry)
        screens[entry.id] = made
        return made
    }

    private func makeStack(at location: StackLocation, _ stack: ScreenStack<Screen>) -> any StackController {
        let made = factory.makeStackController(at: location, showing: stack.entries.map(screenController(for:)))
        stacks[location] = (made, stack.entries.map { $0.id })
        return made
    }

    private func makeRoot(_ root: Root<Screen>) -> any PresentingController {
        switch root.content {
        case .stack(let stack):
            tabController = nil
            tabOrder = []
            return makeStack(at: .root, stack)
        case .tabs(let tabs):
            let stackControllers = tabs.tabs.map { makeStack(at: .tab($0.id), $0.stack) }
            tabOrder = tabs.tabs.map { $0.id }
            let made = factory.makeTabController(
                tabs: tabOrder, stacks: stackControllers, selectedIndex: tabs.index(of: tabs.selected) ?? 0)
            tabController = made
            return made
        }
    }

    func removeLayers(from id: EntryID) {
        guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
        for layer in layers[index...] { stacks[.layer(layer.id)] = nil }
        layers.removeSubrange(index...)
        pruneScreens()
    }

    /// Forgets the screen controllers no stack shows any more, so they are released.
    func pruneScreens() {
        let live = Set(stacks.values.flatMap { $0.entries })
        screens = screens.filter { live.contains($0.key) }
    }
}

/// Calls a step's completion once, whichever comes first: the controller's callback or a refusal.
@MainActor
private final class Completion<Screen: Hashable & Sendable> {
    private var callback: (@MainActor (StepResult) -> Void)?
    private let step: TransitionStep<Screen>

    init(step: TransitionStep<Screen>, _ callback: @escaping @MainActor (StepResult) -> Void) {
        self.step = step
        self.callback = callback
    }

    func complete() { finish(.completed) }

    func fail(_ reason: String) { finish(.failed(StepFailure(step: step.description, reason: reason))) }

    private func finish(_ result: StepResult) {
        let callback = self.callback
        self.callback = nil
        callback?(result)
    }
}
