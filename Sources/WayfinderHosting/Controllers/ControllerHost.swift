import Wayfinder

/// A `NavigationHost` that turns each step into calls on a platform's controllers, through a
/// ``ControllerDriver``.
///
/// This is the one translation from steps to controller calls, written once for every platform:
/// which controller presents (the top of the chain, so an alert covers the tab bar and every
/// sheet), which stack is set, which presenter dismisses a chain, when a step is over. The UIKit
/// host is this over UIKit's controllers; `SimulatedHost` is this over fakes that keep UIKit's
/// rules on a virtual clock.
///
/// ```swift
/// let host = SimulatedHost<ShopScreen>()   // on a device: UIKitHost(screen:)
/// host.watchdog = .seconds(5)              // how long a step waits for UIKit's completion
/// navigator.attach(host)                   // the app keeps `host`; the navigator holds it weakly
/// ```
///
/// Every step ends exactly once: with the driver's completion, with a typed refusal decided
/// before the platform is called, or when the ``watchdog`` runs out. Then the host reads the
/// platform: a call whose effect is on screen completed; any other fails with
/// ``StepFailure/noCompletion(after:)``. A completion that arrives later ends nothing.
///
/// **Who owns whom.** The host owns its driver and the controllers it made; the app owns the
/// host (beside its window); a navigator holds its host weakly.
@MainActor
public final class ControllerHost<Screen, Driver: ControllerDriver>: NavigationHost where Driver.Screen == Screen {
    /// The platform's controllers.
    public let driver: Driver
    /// What the planner may ask of this host.
    package let capabilities: HostCapabilities
    /// How long a step may wait for the platform's completion before it fails with
    /// ``StepFailure/noCompletion(after:)``. UIKit's transitions take well under a
    /// second; the margin covers the simulator's slow animations.
    public var watchdog: Duration = .seconds(10)

    var events: (@MainActor (HostEvent) -> Void)?
    /// The tab bar controller and its tabs in order, when the root has tabs.
    var tabs: (controller: Driver.Tabs, order: [TabID])?
    /// Each stack with what it shows.
    var stacks: [StackLocation: ShownStack] = [:]
    /// The split and what it shows, when the root is a split (ControllerHost+Split.swift).
    var split: ShownSplit?
    /// The presented layers, bottom to top, each with its kind as the host last set it (to put
    /// a sheet the keyboard moved back at its detent).
    var layers: [(id: LayerID, controller: Driver.Controller, kind: LayerKind)] = []
    /// While what an earlier install left presented is being dismissed, or while the container
    /// is not in a window yet, the step that arrives waits here.
    private var waiting: (step: TransitionStep<Screen>, transition: ScreenTransition?, completion: @MainActor (StepResult) -> Void)?
    private var isClearing = false
    /// The deadline of the user's interaction in progress, from the moment the user let go: an
    /// interaction whose end the platform never reports is ended from what the platform shows
    /// (``userInteractionTimedOut()``).
    var interactionDeadline: Deadline?
    /// Whether the user's interaction in progress is still under the finger (a swipe held
    /// half-way): it has no deadline until the platform reports that the user let go.
    var isInteractionHeld = false
    /// The user's answer to an alert whose dismissal runs: known at the tap, reported even when
    /// the dismissal's completion never comes (``userInteractionTimedOut()``).
    var alertAnswer: UserChange?
    /// The keyboard's transitions and the sheets it moved (ControllerHost+Keyboard.swift).
    var keyboard = KeyboardState()

    /// A host over `driver`'s controllers; each host module offers its own initializer
    /// (`UIKitHost(screen:alert:tabItem:)`, `SimulatedHost()`).
    package init(driver: Driver, capabilities: HostCapabilities = .uiKit) {
        self.driver = driver
        self.capabilities = capabilities
    }

    // MARK: NavigationHost

    package func install(_ root: Root<Screen>, events: @escaping @MainActor (HostEvent) -> Void) {
        self.events = events
        // Installed again (a navigator re-attached): the layers it left presented go first, and
        // the first step waits for that (a presentation before it would be refused, 1.4).
        if !layers.isEmpty, refusalToDismiss(layerAt: 0) == nil {
            isClearing = true
            // Watched like a step: a completion that never comes must not keep every step waiting.
            var deadline: Deadline?
            let cleared: @MainActor () -> Void = { [weak self] in
                deadline?.cancel()
                guard let self, isClearing else { return }
                isClearing = false
                resumeWaiting()
            }
            driver.dismissPresented(from: driver.container, animated: false, completion: cleared)
            if isClearing { deadline = Deadline(cancel: driver.deadline(after: watchdog, cleared)) }
        }
        layers = []
        stacks = [:]
        let content = makeRoot(root)
        try? driver.showContent(content, transition: .none, animated: false) {}
    }

    package func atEndOfTurn(_ action: @escaping @MainActor () -> Void) {
        driver.atEndOfTurn(action)
    }

    package func outcomeAwaited() {
        driver.outcomeAwaited()
    }

    /// Forgets the controllers it made, but for the layers still presented, which the next
    /// `install(_:events:)` dismisses; tearing down the window that shows them is the app's.
    package func uninstall() {
        events = nil
        stacks = [:]
        tabs = nil
        split = nil
    }

    package func perform(_ step: TransitionStep<Screen>, completion: @escaping @MainActor (StepResult) -> Void) {
        perform(step, transition: nil, completion: completion)
    }

    package func perform(
        _ step: TransitionStep<Screen>, transition: ScreenTransition?, completion: @escaping @MainActor (StepResult) -> Void
    ) {
        guard !isClearing, driver.isInWindow else {
            waiting = (step, transition, completion)
            if !driver.isInWindow { driver.whenInWindow { [weak self] in self?.resumeWaiting() } }
            return
        }
        driver.note("» \(step.description)")
        let finish = StepCompletion(step) { [weak self] result in
            if case .failed(let failure) = result { self?.driver.note("» failed: \(failure.reason)") }
            completion(result)
        }
        attempt(step, transition, finish)
        finish.watch(driver, for: watchdog) { [weak self] step in self?.isOnScreen(step) ?? false }
    }

    /// How long a step refused for a transition without a coordinator (nothing tells of its
    /// end) waits before it is tried again.
    static var retryInterval: Duration { .milliseconds(50) }

    /// Starts `step`. Refused because a transition the host did not start is running (a system
    /// sheet's, a rotation's, the user's, the app's own dismissal), the step waits for it to end
    /// and is tried again, as often as it is refused so (Platform Rules 9.8, 9.17); when no
    /// transition coordinator tells of the end, it is tried again after ``retryInterval``. The
    /// watchdog bounds the wait.
    private func attempt(_ step: TransitionStep<Screen>, _ transition: ScreenTransition?, _ finish: StepCompletion<Screen>) {
        guard finish.isRunning else { return }
        do {
            try start(step, transition, finish)
        } catch .transitionInFlight {
            let retry: @MainActor () -> Void = { [weak self] in self?.attempt(step, transition, finish) }
            if !driver.afterTransitions(at: controller(actedOnBy: step), retry) {
                _ = driver.deadline(after: Self.retryInterval, retry)
            }
        } catch .notInWindow where !driver.isInWindow {
            // The window left while the step waited for a transition: the step waits for the
            // window, unwatched, as one that arrives while it is away (9.19).
            if let completion = finish.withdraw() { perform(step, transition: transition, completion: completion) }
        } catch {
            finish.fail(error)
        }
    }

    /// The controller whose transitions `step` must wait for: the stack it sets, the first
    /// controller of the chain it presents on or dismisses with a transition running, otherwise
    /// the container.
    private func controller(actedOnBy step: TransitionStep<Screen>) -> Driver.Controller {
        switch step {
        case .setStack(let location, _, _): stacks[shownLocation(of: location)].map { driver.controller(for: $0.controller) } ?? driver.container
        case .present: busyController(from: layers.count)
        case .dismiss(let id, _): layers.firstIndex { $0.id == id }.map(busyController(from:)) ?? driver.container
        case .selectTab, .arrangeColumns, .updateLayer, .replaceRoot: driver.container
        }
    }

    private func resumeWaiting() {
        guard !isClearing, driver.isInWindow, let waiting else { return }
        self.waiting = nil
        perform(waiting.step, transition: waiting.transition, completion: waiting.completion)
    }

    /// Makes the step's one call, with `transition` (``runnable(_:removing:)``). Throws, having
    /// changed nothing, when the step cannot start.
    private func start(_ step: TransitionStep<Screen>, _ transition: ScreenTransition?, _ finish: StepCompletion<Screen>) throws(StepFailure) {
        switch step {
        case .setStack(.column(let column), let entries, let animated):
            try showColumn(column, entries, animated: animated, transition: transition) { finish.complete() }

        case .setStack(let location, let entries, let animated):
            try show(entries, at: location, animated: animated, transition: transition) { finish.complete() }

        case .arrangeColumns(let arrangement):
            try arrangeColumns(arrangement) { finish.complete() }

        case .selectTab(let id):
            guard let tabs, let index = tabs.order.firstIndex(of: id) else { throw .unknownTab(id) }
            try driver.selectTab(at: index, of: tabs.controller)
            finish.complete()

        case .present(let layer, let animated):
            if let refusal = refusalToPresent(layerAt: layers.count) { throw refusal }
            let presenter = presenter(ofLayerAt: layers.count)
            let controller = makeController(for: layer)
            layers.append((layer.id, controller, layer.kind))
            prepare(transition, removing: false, on: controller)
            if layer.kind.endsEditing { driver.endEditing() }
            driver.present(controller, from: presenter, animated: animated) { finish.complete() }

        case .dismiss(let id, let animated):
            guard let index = layers.firstIndex(where: { $0.id == id }) else { throw .layerNotFound(id) }
            if let refusal = refusalToDismiss(layerAt: index) { throw refusal }
            let presenter = presenter(ofLayerAt: index)
            if let top = layers.last { prepare(transition, removing: true, on: top.controller) }
            driver.dismissPresented(from: presenter, animated: animated) { [weak self] in
                self?.removeLayers(from: id)
                finish.complete()
            }

        case .updateLayer(let id, let kind):
            guard let index = layers.firstIndex(where: { $0.id == id }) else { throw .layerNotFound(id) }
            update(layers[index].controller, to: kind)
            layers[index].kind = kind
            finish.complete()

        case .replaceRoot(let root, let animated):
            let (oldStacks, oldTabs, oldSplit) = (stacks, tabs, split)
            stacks = stacks.filter { if case .layer = $0.key { true } else { false } }
            let content = makeRoot(root)
            do {
                try driver.showContent(content, transition: root.transition, animated: animated) { finish.complete() }
            } catch {
                (stacks, tabs, split) = (oldStacks, oldTabs, oldSplit)
                throw error
            }
        }
    }

    // MARK: Building controllers

    func makeStack(at location: StackLocation, _ stack: ScreenStack<Screen>) -> ShownStack {
        let controllers = stack.entries.map { driver.makeScreen(for: $0) }
        let made = ShownStack(
            controller: driver.makeStack(at: location, showing: controllers),
            settled: SettledStack(showing: stack.entries), screens: controllers)
        stacks[location] = made
        return made
    }

    /// The controller presenting `layer`: the app's alert controller, or the layer's stack
    /// configured for its style (a valid value gives every other layer a stack).
    private func makeController(for layer: Layer<Screen>) -> Driver.Controller {
        if case .alert(let alert, let owner) = layer.kind { return driver.makeAlert(alert, id: layer.id, owner: owner) }
        guard let style = layer.presentationStyle else { preconditionFailure("every layer but an alert has a presentation style") }
        let stack = makeStack(at: .layer(layer.id), layer.stack ?? ScreenStack([]))
        return driver.makeLayer(style, id: layer.id, stack: stack.controller)
    }

    /// Restyles a presented layer in place (a sheet's detents; an alert's text, where the host's
    /// capabilities let the planner ask for it).
    func update(_ controller: Driver.Controller, to kind: LayerKind) {
        if case .alert(let alert, _) = kind {
            driver.update(controller, to: alert)
        } else if let style = kind.presentationStyle {
            driver.update(controller, to: style)
        }
    }

    private func makeRoot(_ root: Root<Screen>) -> Driver.Controller {
        split = nil
        switch root.content {
        case .stack(let stack):
            tabs = nil
            return driver.controller(for: makeStack(at: .root, stack).controller)
        case .split(let columns):
            tabs = nil
            return makeSplit(columns)
        case .tabs(let set):
            let stackControllers = set.tabs.map { makeStack(at: .tab($0.id), $0.stack).controller }
            let order = set.tabs.map { $0.id }
            let made = driver.makeTabs(order, stacks: stackControllers, selectedIndex: set.index(of: set.selected) ?? 0)
            tabs = (made, order)
            return driver.controller(for: made)
        }
    }
}
