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
    /// Why presenting from `presenter` would be refused now, if it would: the preconditions of
    /// `present(_:animated:completion:)`, and whether what `presenter` already presents is one of
    /// this host's layers or a presentation Wayfinder did not make (a share sheet, a
    /// `.confirmationDialog`, a `PhotosPicker`: ``StepFailure/foreignPresentation``, 9.8).
    func refusalToPresent(from presenter: Driver.Controller) -> StepFailure? {
        let presented = driver.presentedController(of: presenter)
        let refusal = StepFailure.presenting(
            alreadyPresents: presented != nil, transitionInFlight: driver.isPresentationInFlight(at: presenter),
            inWindow: driver.isInWindow(presenter))
        if refusal == .alreadyPresenting, let presented, layerIndex(of: presented) == nil { return .foreignPresentation }
        return refusal
    }

    /// Why dismissing what `presenter` presents would be refused now, if it would.
    func refusalToDismiss(from presenter: Driver.Controller) -> StepFailure? {
        .dismissing(
            presentsSomething: driver.presentedController(of: presenter) != nil,
            transitionInFlight: driver.isPresentationInFlight(at: presenter))
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
