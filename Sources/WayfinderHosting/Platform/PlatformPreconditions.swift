import Wayfinder

// UIKit's preconditions for each call a driver makes, decided in one place. UIKit itself drops a
// call that breaks one, with only a console line, and never calls back; every driver (UIKit's and
// the simulated one) asks these before calling, so a refusal is typed and immediate.

extension StepFailure {
    /// Why `present(_:animated:completion:)` would be refused now, if it would.
    ///
    /// ```swift
    /// if let refusal = StepFailure.presenting(
    ///     alreadyPresents: presenter.presentedViewController != nil,
    ///     transitionInFlight: isTransitionRunning,
    ///     inWindow: presenter.viewIfLoaded?.window != nil) { throw refusal }
    /// ```
    package static func presenting(alreadyPresents: Bool, transitionInFlight: Bool, inWindow: Bool) -> Self? {
        if alreadyPresents { return .alreadyPresenting }  // 1.4
        if transitionInFlight { return .transitionInFlight }  // 1.5
        if !inWindow { return .notInWindow }  // 1.6
        return nil
    }

    /// Why `dismiss(animated:completion:)` would be refused now, if it would. Dismissing from a
    /// controller that presents nothing is refused: UIKit would dismiss that controller itself (9.1).
    package static func dismissing(presentsSomething: Bool, transitionInFlight: Bool) -> Self? {
        if !presentsSomething { return .presentsNothing }  // 9.1
        if transitionInFlight { return .transitionInFlight }  // 1.5
        return nil
    }

    /// Why `setViewControllers(_:animated:)` would be refused now, if it would: during another
    /// push or pop (3.4), or with the same controller twice, which UIKit throws on (3.2).
    package static func settingScreens(_ screens: [some AnyObject], transitionInFlight: Bool) -> Self? {
        if transitionInFlight { return .transitionInFlight }  // 3.4
        if hasRepeats(screens) { return .sameControllerTwice }  // 3.2
        return nil
    }

    /// Why `pushViewController(_:animated:)` would be refused now, if it would: during another
    /// push or pop (3.4), or with a controller the stack already shows or one twice among
    /// `screens`, which UIKit throws on (3.2).
    ///
    /// ```swift
    /// if let refusal = StepFailure.pushing(
    ///     [screen], alreadyShown: stack.viewControllers.contains(screen),
    ///     transitionInFlight: stack.transitionCoordinator != nil) { throw refusal }
    /// ```
    package static func pushing(_ screens: [some AnyObject], alreadyShown: Bool, transitionInFlight: Bool) -> Self? {
        if transitionInFlight { return .transitionInFlight }  // 3.4
        if alreadyShown || hasRepeats(screens) { return .sameControllerTwice }  // 3.2
        return nil
    }
}

/// Whether a controller appears twice in `controllers`.
private func hasRepeats(_ controllers: [some AnyObject]) -> Bool {
    Set(controllers.map(ObjectIdentifier.init)).count < controllers.count
}

// Whether the platform would take a call now: decided here, once, for every driver, from what
// the driver reads of the platform, before the platform is called. UIKit drops a call it refuses
// with only a console line and never calls back (Platform Rules 1.4–1.6, 3.4), so the host asks
// first and ends the step with a typed reason instead.

extension ControllerHost {
    /// Why presenting the layer at `index` would be refused now, if it would: the preconditions
    /// of `present(_:animated:completion:)` from its presenter, and whether what the presenter
    /// already presents is one of this host's layers or a presentation Wayfinder did not make (a
    /// share sheet, a `.confirmationDialog`, a `PhotosPicker`: ``StepFailure/foreignPresentation``,
    /// 9.8). Such a presentation that is leaving (a picker the app dismisses in its delegate
    /// callback) is a transition the step waits for (9.17); one that stays fails the step at once.
    func refusalToPresent(layerAt index: Int) -> StepFailure? {
        let presenter = presenter(ofLayerAt: index)
        let presented = driver.presentedController(of: presenter)
        let refusal = StepFailure.presenting(
            alreadyPresents: presented != nil, transitionInFlight: isPresentationInFlight(from: index),
            inWindow: driver.isInWindow(presenter))
        guard refusal == .alreadyPresenting, let presented, layerIndex(of: presented) == nil else { return refusal }
        return driver.isBeingDismissed(presented) ? .transitionInFlight : .foreignPresentation
    }

    /// Why dismissing the layer at `index` (and every one above it) would be refused now, if it
    /// would: UIKit drops the call while a presentation or dismissal runs anywhere in the chain
    /// above the presenter, the app's own included (a share sheet leaving from a screen of a
    /// sheet, 9.17).
    func refusalToDismiss(layerAt index: Int) -> StepFailure? {
        .dismissing(
            presentsSomething: driver.presentedController(of: presenter(ofLayerAt: index)) != nil,
            transitionInFlight: isPresentationInFlight(from: index))
    }

    /// Whether a presentation or dismissal runs where the presenter of the layer at `index`
    /// presents, or where any layer above it does: each presenter is asked for what it alone
    /// tells (its transition coordinator, whether what it presents is being dismissed).
    func isPresentationInFlight(from index: Int) -> Bool {
        busyPresenter(from: index) != nil
    }

    /// The first presenter, from that of the layer at `index` up the chain, with a presentation
    /// or dismissal in flight; the controller a refused step waits at (the presenter when none).
    func busyController(from index: Int) -> Driver.Controller {
        busyPresenter(from: index) ?? presenter(ofLayerAt: index)
    }

    private func busyPresenter(from index: Int) -> Driver.Controller? {
        (index...layers.count).lazy.map(presenter(ofLayerAt:)).first(where: driver.isPresentationInFlight(at:))
    }

    /// Why setting `screens` on `stack` would be refused now, if it would.
    func refusalToSet(_ screens: [Driver.Controller], of stack: Driver.Stack) -> StepFailure? {
        .settingScreens(screens, transitionInFlight: driver.isTransitionInFlight(in: stack))
    }

    /// Why pushing `screens` onto `stack` would be refused now, if it would: the driver tells
    /// whether the stack already shows one of them.
    func refusalToPush(_ screens: [Driver.Controller], onto stack: Driver.Stack) -> StepFailure? {
        .pushing(
            screens, alreadyShown: screens.contains { driver.isShown($0, in: stack) },
            transitionInFlight: driver.isTransitionInFlight(in: stack))
    }
}

/// Whether the user's edge swipe back may begin on a stack whose pop gesture the driver answers
/// for (its navigation bar hidden, Platform Rules 9.23): only above the root screen, where a
/// swipe leaves UIKit's stack unresponsive, and never during a push or pop.
///
/// ```swift
/// func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
///     swipeBackMayBegin(screenCount: viewControllers.count, transitionInFlight: isTransitioning)
/// }
/// ```
package func swipeBackMayBegin(screenCount: Int, transitionInFlight: Bool) -> Bool {
    screenCount > 1 && !transitionInFlight
}
