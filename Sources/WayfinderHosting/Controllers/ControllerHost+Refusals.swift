import Wayfinder

// Whether the platform would take a call now: decided here, once, for every driver, from what
// the driver reads of the platform, before the platform is called. UIKit drops a call it refuses
// with only a console line and never calls back (Platform Rules 1.4–1.6, 3.4), so the host asks
// first and ends the step with a typed reason instead.

extension ControllerHost {
    /// Why presenting from `presenter` would be refused now, if it would: the preconditions of
    /// `present(_:animated:completion:)`, and whether what `presenter` already presents is one of
    /// this host's layers or a presentation Wayfinder did not make (a share sheet, a
    /// `.confirmationDialog`, a `PhotosPicker`: ``NavigationError/foreignPresentation``, 9.8).
    func refusalToPresent(from presenter: Driver.Controller) -> NavigationError? {
        let presented = driver.presentedController(of: presenter)
        let refusal = NavigationError.presenting(
            alreadyPresents: presented != nil, transitionInFlight: driver.isPresentationInFlight(at: presenter),
            inWindow: driver.isInWindow(presenter))
        if refusal == .alreadyPresenting, let presented, layerIndex(of: presented) == nil { return .foreignPresentation }
        return refusal
    }

    /// Why dismissing what `presenter` presents would be refused now, if it would.
    func refusalToDismiss(from presenter: Driver.Controller) -> NavigationError? {
        .dismissing(
            presentsSomething: driver.presentedController(of: presenter) != nil,
            transitionInFlight: driver.isPresentationInFlight(at: presenter))
    }

    /// Why setting `screens` on `stack` would be refused now, if it would.
    func refusalToSet(_ screens: [Driver.Controller], of stack: Driver.Stack) -> NavigationError? {
        .settingScreens(screens, transitionInFlight: driver.isTransitionInFlight(in: stack))
    }

    /// Why pushing `screens` onto `stack` would be refused now, if it would: the driver tells
    /// whether the stack already shows one of them.
    func refusalToPush(_ screens: [Driver.Controller], onto stack: Driver.Stack) -> NavigationError? {
        .pushing(
            screens, alreadyShown: screens.contains { driver.isShown($0, in: stack) },
            transitionInFlight: driver.isTransitionInFlight(in: stack))
    }
}
