#if canImport(UIKit)
import UIKit
import Wayfinder

/// UIKit's controllers as a ``ControllerDriver``: the calls, their preconditions
/// (Platform Rules 1.4–1.6, 3.2, 3.4, 9.1, asked before UIKit is called) and their completions.
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
    /// Presentations and dismissals this driver started and UIKit has not finished (1.5).
    private var modalTransitions = 0
    /// Pushes and pops this driver started and UIKit has not finished.
    private var stackTransitions = 0

    init(
        screen: @escaping @MainActor (Entry<Screen>) -> UIViewController,
        alert: @escaping @MainActor (NavigationAlert, @escaping @MainActor (Int, [String]) -> Void) -> UIViewController,
        tabItem: @escaping @MainActor (TabID) -> UITabBarItem
    ) {
        makeScreenController = screen
        makeAlertController = alert
        makeTabItem = tabItem
    }

    public var container: UIViewController { root }
    public var isInWindow: Bool { root.hasAppeared }

    public func whenInWindow(_ action: @escaping @MainActor () -> Void) {
        root.whenAppeared(action)
    }

    // MARK: Making controllers

    public func makeScreen(for entry: Entry<Screen>) -> UIViewController {
        makeScreenController(entry)
    }

    public func makeStack(at location: StackLocation, showing screens: [UIViewController]) -> WayfinderNavigationController {
        let stack = WayfinderNavigationController()
        stack.setViewControllers(screens, animated: false)
        stack.userWillShow = { [weak self, weak stack] screen in
            guard let self, let stack, let host = self.host else { return false }
            return host.userWillShow(screen, in: stack)
        }
        stack.userChangedStack = { [weak self, weak stack] endsInteraction in
            guard let stack else { return }
            self?.host?.userChangedStack(stack, endsInteraction: endsInteraction)
        }
        stack.userCancelledPop = { [weak self] in self?.host?.userCancelledInteraction() }
        stack.stepStarted = { [weak self] in self?.stackTransitions += 1 }
        stack.stepEnded = { [weak self] in self?.stackTransitions -= 1 }
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

    public func makeLayer(_ kind: LayerKind, id: EntryID, stack: WayfinderNavigationController?) -> UIViewController {
        switch kind {
        case .alert(let alert, _):
            weak var made: UIViewController?
            let controller = makeAlertController(alert) { [weak self] button, text in
                guard let made else { return }
                self?.host?.userAnsweredAlert(made, button: button, text: text)
            }
            made = controller
            controller.modalPresentationStyle = .overFullScreen
            controller.modalTransitionStyle = .crossDissolve
            return controller
        case .sheet, .fullScreenCover, .overlay:
            let controller = stack ?? WayfinderNavigationController()
            LayerStyle.apply(kind, to: controller, events: layerEvents(for: controller))
            return controller
        }
    }

    public func update(_ layer: UIViewController, to kind: LayerKind) {
        guard case .sheet(let style) = kind, let sheet = layer.sheetPresentationController else { return }
        sheet.animateChanges { LayerStyle.apply(style, to: sheet, of: layer) }
    }

    public func controller(for stack: WayfinderNavigationController) -> UIViewController { stack }

    public func controller(for tabs: WayfinderTabBarController) -> UIViewController { tabs }

    public func screens(of stack: WayfinderNavigationController) -> [UIViewController] { stack.viewControllers }

    // MARK: Calls

    public func present(
        _ controller: UIViewController, from presenter: UIViewController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        if let refusal = StepFailure.Reason.presenting(
            alreadyPresents: presenter.presentedViewController != nil,
            transitionInFlight: isBusy || presenter.transitionCoordinator != nil,
            inWindow: presenter.viewIfLoaded?.window != nil)
        {
            throw refusal
        }
        modalTransitions += 1
        presenter.present(controller, animated: animated) { [weak self] in
            self?.modalTransitions -= 1
            completion()
        }
    }

    public func dismissPresented(
        from presenter: UIViewController, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        // `presentedViewController` also reports an ancestor's presentation; the presented
        // controller's own `presentingViewController` tells whether it is this presenter's, or
        // that of the ancestor UIKit forwarded this presenter's `present` to (Platform Rules
        // 1.2: the root container embedded in a SwiftUI view is a child of SwiftUI's controller).
        let presents = presenter.presentedViewController.map { presented in
            sequence(first: presenter) { $0.parent }.contains { $0 === presented.presentingViewController }
        } ?? false
        if let refusal = StepFailure.Reason.dismissing(
            presentsSomething: presents, transitionInFlight: isBusy || presenter.presentedViewController?.isBeingDismissed == true)
        {
            throw refusal
        }
        modalTransitions += 1
        presenter.dismiss(animated: animated) { [weak self] in
            self?.modalTransitions -= 1
            completion()
        }
    }

    public func setScreens(
        _ screens: [UIViewController], of stack: WayfinderNavigationController, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        if let refusal = StepFailure.Reason.settingScreens(screens, transitionInFlight: stack.isTransitioning) {
            throw refusal
        }
        stack.setScreens(screens, animated: animated, completion: completion)
    }

    public func selectTab(at index: Int, of tabs: WayfinderTabBarController) throws(StepFailure.Reason) {
        guard (tabs.viewControllers ?? []).indices.contains(index) else { throw .refused("the tab bar has no tab at \(index)") }
        tabs.selectedIndex = index
    }

    public func showContent(
        _ content: UIViewController, transition: RootTransition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure.Reason) {
        if root.isTransitioning { throw .transitionInFlight }
        root.show(content, transition: animated ? transition : .none, completion: completion)
    }

    /// The watchdog's deadline. A timer, not a wait for an animation: every step ends with
    /// UIKit's own completion; this only ends one UIKit never completes.
    public func deadline(after delay: Duration, _ expire: @escaping @MainActor () -> Void) -> Deadline {
        let task = Task { @MainActor in
            try? await Task.sleep(for: delay)
            if !Task.isCancelled { expire() }
        }
        return Deadline { task.cancel() }
    }

    /// A step UIKit never completed (the watchdog gave up on it) no longer counts as running,
    /// so the tab bar and the sheets take the user's taps and drags again.
    public func didFail(_ failure: StepFailure) {
        guard case .noCompletion = failure.reason else { return }
        modalTransitions = 0
        stackTransitions = 0
    }

    // MARK: User events

    /// Whether a call of this driver's is still running: the tab bar and the sheets refuse the
    /// user's taps and drags meanwhile.
    var isBusy: Bool { modalTransitions > 0 || stackTransitions > 0 || root.isTransitioning }

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
