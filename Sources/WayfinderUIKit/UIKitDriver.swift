#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

/// UIKit's controllers as a ``ControllerDriver``: the calls, what the host reads before it makes
/// them (Platform Rules 1.4–1.6, 3.2, 3.4, 9.1) and their completions.
/// Every decision about navigation is ``ControllerHost``'s; the delegates report what the user
/// did to it.
@MainActor
public final class UIKitDriver<Screen: Hashable & Sendable>: ControllerDriver {
    /// The window's root controller.
    public let root = WayfinderRootController()
    weak var host: UIKitHost<Screen>?
    private let makeScreenController: @MainActor (Entry<Screen>) -> UIViewController
    private let makeAlertController: @MainActor (NavigationAlert, @escaping @MainActor (Int, [String]) -> Void) -> UIViewController
    private let makeTabItem: @MainActor (TabID) -> UITabBarItem
    /// The calls this driver made whose completion UIKit has not delivered yet, one token each:
    /// a completion that arrives after the watchdog gave up ends its own call, no other.
    private var runningCalls: Set<Int> = []
    private var nextCall = 0
    /// The stacks this driver made, weakly: the host owns them.
    var madeStacks: [WeakStack] = []

    struct WeakStack {
        weak var stack: WayfinderNavigationController?
    }
    /// Tells the host when the keyboard shows and hides (Platform Rules 9.6).
    private var keyboardObserver: KeyboardObserver?
    /// The app's custom transitions: the animator for a push (`true`) or pop.
    var customTransitions: [CustomTransitionName: @MainActor (Bool) -> any UIViewControllerAnimatedTransitioning] = [:]
    /// The transitions of the screens alive that name one (`setTransition(_:of:)`).
    var transitions: [KeptTransition] = []

    init(
        screen: @escaping @MainActor (Entry<Screen>) -> UIViewController,
        alert: @escaping @MainActor (NavigationAlert, @escaping @MainActor (Int, [String]) -> Void) -> UIViewController,
        tabItem: @escaping @MainActor (TabID) -> UITabBarItem
    ) {
        makeScreenController = screen
        makeAlertController = alert
        makeTabItem = tabItem
        keyboardObserver = KeyboardObserver(
            willChange: { [weak self] showing, isLocal in self?.host?.keyboardWillChange(showing: showing, isLocal: isLocal) },
            didChange: { [weak self] isShown, isLocal in self?.host?.keyboardDidChange(isShown: isShown, isLocal: isLocal) })
        root.screenAbove = { [weak self] in
            guard let self else { return nil }
            return host?.screenSpeaking(above: root)
        }
    }

    public var container: UIViewController { root }
    public var isInWindow: Bool { root.isInWindow }

    public func whenInWindow(_ action: @escaping @MainActor () -> Void) {
        root.whenInWindow(action)
    }

    // MARK: Making controllers

    public func makeScreen(for entry: Entry<Screen>) -> UIViewController {
        makeScreenController(entry)
    }

    public func makeStack(at location: StackLocation, showing screens: [UIViewController]) -> WayfinderNavigationController {
        let stack = WayfinderNavigationController()
        stack.setViewControllers(screens, animated: false)
        stack.userWillShow = { [weak self, weak stack] screen, held in
            guard let self, let stack, let host = self.host else { return false }
            return host.userWillShow(screen, in: stack, held: held)
        }
        stack.userLetGo = { [weak self] in self?.host?.userLetGo() }
        stack.userEscaped = { [weak self, weak stack] in
            guard let stack else { return }
            self?.host?.userEscaped(in: stack)
        }
        stack.userChangedStack = { [weak self, weak stack] endsInteraction in
            guard let stack else { return }
            self?.host?.userChangedStack(stack, endsInteraction: endsInteraction)
        }
        stack.userCancelledPop = { [weak self] in self?.host?.userCancelledInteraction() }
        stack.screenAbove = { [weak self, weak stack] in
            guard let self, let stack else { return nil }
            return host?.screenSpeaking(above: stack)
        }
        stack.screenChanged = { [weak root] in root?.screenChanged() }
        runsTransitions(of: stack)
        madeStacks.removeAll { $0.stack == nil }
        madeStacks.append(WeakStack(stack: stack))
        return stack
    }

    public func makeTabs(_ tabs: [TabID], stacks: [WayfinderNavigationController], selectedIndex: Int) -> WayfinderTabBarController {
        for (tab, stack) in zip(tabs, stacks) { stack.tabBarItem = makeTabItem(tab) }
        let controller = WayfinderTabBarController()
        controller.setViewControllers(stacks, animated: false)
        controller.selectedIndex = selectedIndex
        controller.isBusy = { [weak self] in self?.isBusy ?? false }
        controller.userSelected = { [weak self] index in self?.host?.userSelectedTab(at: index) }
        return controller
    }

    public func makeLayer(_ style: PresentationStyle, id: LayerID, stack: WayfinderNavigationController) -> UIViewController {
        LayerStyle.apply(style, to: stack, window: root.viewIfLoaded?.window, events: layerEvents(for: stack))
        return stack
    }

    public func makeAlert(_ alert: NavigationAlert, id: LayerID, owner: EntryID) -> UIViewController {
        weak var made: UIViewController?
        let answer: @MainActor (Int, [String]) -> Void = { [weak self] button, text in
            guard let made else { return }
            self?.host?.userAnsweredAlert(made, button: button, text: text)
        }
        // VoiceOver's escape answers with the cancel button, and without one does nothing
        // (9.15). The alert as made: a changed alert is presented anew, in a container of its
        // own (`HostCapabilities.updatesAlertsInPlace` is false on UIKit).
        let controller = AlertContainer(showing: makeAlertController(alert, answer)) {
            guard let button = alert.escapeButton else { return false }
            answer(button, [])
            return true
        }
        made = controller
        controller.modalPresentationStyle = .overFullScreen
        controller.modalTransitionStyle = .crossDissolve
        return controller
    }

    public func update(_ layer: UIViewController, to style: PresentationStyle) {
        guard case .sheet(let sheetStyle) = style, let sheet = layer.sheetPresentationController else { return }
        sheet.animateChanges { LayerStyle.apply(sheetStyle, to: sheet, of: layer) }
    }


    public func controller(for stack: WayfinderNavigationController) -> UIViewController { stack }

    public func controller(for tabs: WayfinderTabBarController) -> UIViewController { tabs }

    public func screens(of stack: WayfinderNavigationController) -> [UIViewController] { stack.viewControllers }

    /// `presentedViewController` also reports an ancestor's presentation; the presented
    /// controller's own `presentingViewController` tells whether it is this presenter's, or that
    /// of the ancestor UIKit forwarded this presenter's `present` to (Platform Rules 1.2: the root
    /// container embedded in a SwiftUI view is a child of SwiftUI's controller).
    public func presentedController(of presenter: UIViewController) -> UIViewController? {
        guard let presented = presenter.presentedViewController else { return nil }
        return sequence(first: presenter) { $0.parent }.contains { $0 === presented.presentingViewController } ? presented : nil
    }

    public func isPresentationInFlight(at presenter: UIViewController) -> Bool {
        isBusy || presenter.transitionCoordinator != nil || presenter.presentedViewController?.isBeingDismissed == true
    }

    public func isBeingDismissed(_ controller: UIViewController) -> Bool { controller.isBeingDismissed }

    public func isInWindow(_ controller: UIViewController) -> Bool { controller.viewIfLoaded?.window != nil }

    public func isTransitionInFlight(in stack: WayfinderNavigationController) -> Bool {
        stack.isTransitioning || stack.transitionCoordinator != nil
    }

    public func isShowingContent(_ content: UIViewController) -> Bool {
        root.content === content && !root.isTransitioning
    }

    /// The transition coordinator's completion, which UIKit runs for every transition, whoever
    /// started it (a system sheet's presentation, a rotation, the user's swipe): the
    /// controller's own, or that of what it presents (the app's picker leaving, 9.17).
    public func afterTransitions(at controller: UIViewController, _ action: @escaping @MainActor () -> Void) -> Bool {
        guard let coordinator = controller.transitionCoordinator ?? controller.presentedViewController?.transitionCoordinator
        else { return false }
        coordinator.animate(alongsideTransition: nil) { _ in action() }
        return true
    }

    // MARK: Calls

    public func present(
        _ controller: UIViewController, from presenter: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let call = beginCall()
        presenter.present(controller, animated: animated) { [weak self] in
            self?.endCall(call)
            completion()
        }
    }

    public func dismissPresented(
        from presenter: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        let call = beginCall()
        presenter.dismiss(animated: animated) { [weak self] in
            self?.endCall(call)
            completion()
        }
    }

    public func setScreens(
        _ screens: [UIViewController], of stack: WayfinderNavigationController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let call = beginCall()
        stack.isStepRunning = { [weak self] in self?.runningCalls.contains(call) ?? false }
        stack.setScreens(screens, animated: animated) { [weak self] in
            self?.endCall(call)
            completion()
        }
    }

    public func selectTab(at index: Int, of tabs: WayfinderTabBarController) throws(StepFailure) {
        guard (tabs.viewControllers ?? []).indices.contains(index) else { throw .platformRefused("the tab bar has no tab at \(index)") }
        tabs.selectedIndex = index
    }

    public func showContent(
        _ content: UIViewController, transition: RootTransition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure) {
        if root.isTransitioning { throw .transitionInFlight }
        root.show(content, transition: animated ? transition : .none, completion: completion)
    }

    /// The watchdog's deadline. A timer, not a wait for an animation: every step ends with
    /// UIKit's own completion; this only ends one UIKit never completes.
    public func deadline(after delay: Duration, _ expire: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        let task = Task { @MainActor in
            try? await Task.sleep(for: delay)
            if !Task.isCancelled { expire() }
        }
        return { task.cancel() }
    }

    /// The end of the main actor's turn: its next job, on the main queue, after the button
    /// action or callback that runs now has returned.
    public func atEndOfTurn(_ action: @escaping @MainActor () -> Void) {
        Task { @MainActor in action() }
    }

    /// Ends editing in the window before a layer covers the focused field (Platform Rules 4.11):
    /// `endEditing(true)` on the window, which finds the first responder in it and makes it
    /// resign, without asking it.
    public func endEditing() {
        _ = root.viewIfLoaded?.window?.endEditing(true)
    }

    /// A call UIKit did not complete in time (the host has read what UIKit shows and ended the
    /// step) no longer counts as running, so the tab bar and the sheets take the user's taps and
    /// drags again; its completion, if it comes late, ends nothing else.
    /// A user's pop whose coordinator never completed no longer counts as running either: the
    /// host has read the stacks and ended the interaction (Platform Rules 9.11); nor does a root
    /// switch whose completion never came (9.18).
    public func watchdogFired() {
        runningCalls.removeAll()
        root.forgetSwitch()
        for made in madeStacks { made.stack?.forgetUserPop() }
    }

    private func beginCall() -> Int {
        nextCall += 1
        runningCalls.insert(nextCall)
        return nextCall
    }

    private func endCall(_ call: Int) {
        runningCalls.remove(call)
    }

    // MARK: User events

    /// Whether a call of this driver's is still running: the tab bar and the sheets refuse the
    /// user's taps and drags meanwhile.
    var isBusy: Bool { !runningCalls.isEmpty || root.isTransitioning }

    private func layerEvents(for controller: UIViewController) -> LayerStyle.Events {
        LayerStyle.Events(
            mayDismiss: { [weak self] in !(self?.isBusy ?? true) },
            willDismiss: { [weak self] in self?.host?.userBeganInteraction() },
            cancelledDismiss: { [weak self] in self?.host?.userCancelledInteraction() },
            didDismiss: { [weak self, weak controller] in
                guard let controller else { return }
                self?.host?.userDismissedLayer(controller, endsInteraction: true)
            },
            selectedDetent: { [weak self, weak controller] identifier in
                guard let controller else { return }
                self?.host?.sheetSelectedDetent(identifier: identifier, of: controller)
            })
    }
}
#endif
