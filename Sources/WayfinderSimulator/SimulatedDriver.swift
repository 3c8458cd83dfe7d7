import Wayfinder
import WayfinderHosting

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
    /// Whether screens are made as an app that caches one controller per entry makes them: the
    /// same entry gets the same controller again, so a stack asked to show an entry twice would
    /// show one controller twice (Platform Rules 3.2). Off by default.
    public var reusesScreenControllers = false
    private var madeScreens: [EntryID: SimulatedController] = [:]
    /// The app's custom transitions by name: the animators its navigation delegate returns.
    public var customTransitions: [CustomTransitionName: SimulatedCustomTransition] = [:]
    /// The items of the list an entry's screen shows, for screens that show one (`nil` for the
    /// others): what a zoom finds its source in (``SimulatedScreenController/list``).
    public var listItems: (@MainActor (Entry<Screen>) -> [String]?)?
    /// How many rows a list's viewport shows.
    public var listViewportRows = 8
    /// How the driver keeps the edge swipe working beside its animators (Platform Rules 12.3): it
    /// answers for the pop gesture, and returns no animator for the user's pop, which UIKit's
    /// own interactive transition runs. A test turns either off to watch a driver fall in.
    package var answersPopGesture = true
    package var leavesUserPopsToUIKit = true
    /// Told of each entry whose screen is being built, as `UIKitHost(screen:)`'s factory is: a
    /// test reads there what an app's factory reads (the screen's model).
    public var onMakeScreen: (@MainActor (Entry<Screen>) -> Void)?
    /// Whether the root is in the window, as its appearance callbacks report it: the same
    /// decision the UIKit root controller makes (Platform Rules 9.13). The fakes know the truth
    /// on their own (``isInWindow(_:)``, 1.6), so a wrong answer fails a step instead of letting
    /// it wait.
    private let membership: WindowMembership

    /// A driver whose controllers live in `window`.
    public init(window: SimulatedWindow) {
        self.window = window
        let root = SimulatedRootContainer(window: window)
        let membership = WindowMembership(isInWindow: root.isInWindow)
        self.root = root
        self.membership = membership
        window.observeAppearance { [weak root, weak membership] appeared in
            if appeared {
                membership?.appeared()
            } else {
                membership?.disappeared(presenting: root?.presented?.isInWindow == true)
            }
        }
    }

    public var container: SimulatedController { root }
    public var isInWindow: Bool { membership.isInWindow }

    public func whenInWindow(_ action: @escaping @MainActor () -> Void) {
        membership.whenInWindow(action)
    }

    public func makeScreen(for entry: Entry<Screen>) -> SimulatedController {
        onMakeScreen?(entry)
        if reusesScreenControllers, let made = madeScreens[entry.id] { return made }
        let made = SimulatedScreenController(window: window, entryID: entry.id, screen: entry.screen)
        made.makeList = { [weak self] in
            guard let self, let items = listItems?(entry) else { return nil }
            return SimulatedList(items: items, visibleCount: listViewportRows)
        }
        if reusesScreenControllers { madeScreens[entry.id] = made }
        return made
    }

    /// The window's horizontal size class (``ControllerHost/changeHorizontalSizeClass(to:)``):
    /// regular, as on an iPad, until a test changes it.
    public internal(set) var horizontalSizeClass: SimulatedSizeClass = .regular

    /// The host this driver reports the user's changes to, as the UIKit driver does.
    weak var host: ControllerHost<Screen, SimulatedDriver<Screen>>?
    /// The stacks a call of this driver's is changing now, and those a user's pop with a
    /// coordinator runs on: the navigation delegate ignores their `didShow` (as the UIKit
    /// stack's `isTransitioning` does), and a user's pop's `willShow`, until the call or the pop
    /// completes or the watchdog gives up. A `willShow` during a step whose completion is late
    /// still reaches the host, which alone tells a pop from the step's own screen.
    var stepsRunning: Set<ObjectIdentifier> = []
    var userPopsRunning: Set<ObjectIdentifier> = []

    public func makeStack(at location: StackLocation, showing screens: [SimulatedController]) -> SimulatedStackController {
        let stack = SimulatedStackController(window: window, location: location, showing: screens)
        // As the UIKit navigation controller overrides `accessibilityPerformEscape()` (9.21).
        stack.escapeAnswer = { [weak self, weak stack] in
            guard let stack, let host = self?.host else { return false }
            return host.userEscaped(in: stack)
        }
        stack.delegate = navigationDelegate(of: stack)
        // As the UIKit stack answers for its edge swipe, which an animator (12.3) and a hidden bar
        // (9.23) would take away.
        if answersPopGesture {
            stack.popGestureShouldBegin = { [weak stack] in
                guard let stack else { return false }
                return swipeBackMayBegin(screenCount: stack.screenControllers.count, transitionInFlight: stack.isTransitionInFlight)
            }
        }
        // As `WayfinderNavigationController` refuses another delegate (10.4).
        stack.keepsOwnDelegate = true
        return stack
    }

    /// `completion`, once the call on `stack` it ends has been recorded as running.
    private func running(
        on stack: SimulatedStackController, _ completion: @escaping @MainActor () -> Void
    ) -> @MainActor () -> Void {
        let id = ObjectIdentifier(stack)
        stepsRunning.insert(id)
        return { [weak self] in
            self?.stepsRunning.remove(id)
            completion()
        }
    }

    public func makeTabs(_ tabs: [TabID], stacks: [SimulatedStackController], selectedIndex: Int) -> SimulatedTabController {
        SimulatedTabController(window: window, tabs: tabs, stacks: stacks, selectedIndex: selectedIndex)
    }

    public func makeLayer(_ style: PresentationStyle, id: LayerID, stack: SimulatedStackController) -> SimulatedController {
        // As the UIKit host's layer style does (Platform Rules 9.12); the stack answers for its
        // edge swipe, bar or not (9.23).
        stack.isNavigationBarHidden = !style.showsNavigationBar
        stack.layerKind = style.layerKind
        stack.layerID = id
        return stack
    }

    public func makeAlert(_ alert: NavigationAlert, id: LayerID, owner: EntryID) -> SimulatedController {
        let controller = SimulatedAlertController(window: window, alert: alert, id: id)
        controller.layerKind = .alert(alert, owner: owner)
        controller.layerID = id
        return controller
    }

    /// Restyles a presented sheet in place, as UIKit's sheet presentation controller does.
    public func update(_ layer: SimulatedController, to style: PresentationStyle) {
        guard case .sheet = style else {
            return window.log("update \(layer.name) to \(style.layerKind.name) ignored: UIKit keeps its view")
        }
        layer.layerKind = style.layerKind
        window.log("update \(layer.name) to \(style.layerKind.name)")
    }

    /// An alert keeps the content it was made with: on a device it is the app's own controller,
    /// which UIKit keeps showing as it was (Platform Rules 9.9), so the planner presents a changed
    /// alert anew on a host without ``HostCapabilities/updatesAlertsInPlace``.
    public func update(_ alertController: SimulatedController, to alert: NavigationAlert) {
        window.log("update \(alertController.name) to alert ignored: UIKit keeps its view")
    }

    public func controller(for stack: SimulatedStackController) -> SimulatedController { stack }

    public func controller(for tabs: SimulatedTabController) -> SimulatedController { tabs }

    public func screens(of stack: SimulatedStackController) -> [SimulatedController] { stack.screenControllers }

    public func presentedController(of presenter: SimulatedController) -> SimulatedController? { presenter.presented }

    /// What one presenter tells a UIKit driver: its own transition coordinator, and whether what
    /// it presents is being dismissed (Platform Rules 9.17); never the window's whole state.
    public func isPresentationInFlight(at presenter: SimulatedController) -> Bool {
        presenter.hasTransitionCoordinator || presenter.presented?.isBeingDismissed == true
    }

    public func isBeingDismissed(_ controller: SimulatedController) -> Bool { controller.isBeingDismissed }

    public func isInWindow(_ controller: SimulatedController) -> Bool { controller.isInWindow }

    public func isShown(_ controller: SimulatedController, in stack: SimulatedStackController) -> Bool {
        controller.parent === stack
    }

    /// As the UIKit driver reads it: a push or pop of the stack's, or a transition coordinator,
    /// its own or an ancestor's (a presentation from the root container).
    public func isTransitionInFlight(in stack: SimulatedStackController) -> Bool {
        stack.isTransitionInFlight || stack.hasTransitionCoordinator
    }

    public func isShowingContent(_ content: SimulatedController) -> Bool {
        root.content === content && !root.isSwitching
    }

    public func afterTransitions(at controller: SimulatedController, _ action: @escaping @MainActor () -> Void) -> Bool {
        controller.whenTransitionsEnd(action)
    }

    public func present(
        _ controller: SimulatedController, from presenter: SimulatedController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        presenter.present(controller, animated: animated, completion: completion)
    }

    public func dismissPresented(
        from presenter: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        presenter.dismissPresented(animated: animated, completion: completion)
    }

    public func setScreens(
        _ screens: [SimulatedController], of stack: SimulatedStackController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        stack.setScreens(screens, animated: animated, completion: running(on: stack, completion))
    }

    public func push(
        _ screens: [SimulatedController], above shown: Int, onto stack: SimulatedStackController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        // The stack changed behind the host's back (a push it did not start): set it as the host
        // means it, as the default does. Its count and top tell, without walking it.
        let showing = stack.screenControllers
        guard showing.count == shown, shown > 0, showing[shown - 1] === screens[shown - 1] else {
            return stack.setScreens(screens, animated: animated, completion: running(on: stack, completion))
        }
        stack.push(Array(screens[shown...]), animated: animated, completion: running(on: stack, completion))
    }

    public func pop(
        _ stack: SimulatedStackController, to screens: [SimulatedController], animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        stack.pop(to: screens, animated: animated, completion: running(on: stack, completion))
    }

    public func selectTab(at index: Int, of tabs: SimulatedTabController) throws(StepFailure) {
        try tabs.selectTab(at: index)
    }

    public func showContent(
        _ content: SimulatedController, transition: RootTransition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure) {
        // As the UIKit root container: one switch at a time.
        if root.isSwitching { throw .transitionInFlight }
        root.showContent(content, transition: transition, animated: animated, completion: completion)
    }

    public func deadline(after delay: Duration, _ expire: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        let ticket = window.clock.schedule(after: delay, expire)
        return { [weak clock = window.clock] in clock?.cancel(ticket) }
    }

    /// The end of the turn, on the virtual clock: at its next movement, at the time it shows
    /// now, so a test's timings stay exact.
    public func atEndOfTurn(_ action: @escaping @MainActor () -> Void) {
        window.clock.schedule(after: .zero, action)
    }

    public func note(_ line: @autoclosure () -> String) {
        window.log(line())
    }

    /// As the UIKit driver: a root switch, a stack's call or a user's pop whose completion never
    /// came no longer runs.
    public func watchdogFired() {
        root.forgetSwitch()
        stepsRunning.removeAll()
        userPopsRunning.removeAll()
    }

    public func endEditing() {
        window.endEditing()
    }

    public func outcomeAwaited() {
        if settlesWhenAwaited { window.clock.runUntilIdle() }
    }
}
