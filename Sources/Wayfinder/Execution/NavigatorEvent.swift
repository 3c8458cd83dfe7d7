/// What happened to a navigator, as a recorder reads it (``Navigator/onEvent``): the commands it
/// took, what its host reported and did, and how each request ended, in the order the navigator
/// took them.
package enum NavigatorEvent<Screen: Hashable & Sendable> {
    /// A command was accepted: `state` became this value; the request ends when it is shown.
    case command(NavigationState<Screen>, AnimationPolicy, NavigationRequest)
    /// A command was refused and changed nothing.
    case refused(NavigationError)
    /// A link was opened (before it is read: refused or not).
    case link(String)
    /// The host reported the user's doing.
    case host(HostEvent)
    /// The end of the main actor's turn the navigator waited for came.
    case turnEnded
    /// The navigator asked the host to perform this step.
    case stepStarted(TransitionStep<Screen>)
    /// The host ended the step in flight.
    case stepEnded(StepResult)
    /// A request that waited for the screen ended.
    case outcome(NavigationRequest, NavigationOutcome)
}

extension Navigator {
    /// What the attached host can do, if a host is attached.
    package var hostCapabilities: HostCapabilities? { host?.capabilities }

    /// Whether a recording may start here: a host shows exactly `state`, nothing is in flight
    /// or waiting, so what follows depends on nothing but the value.
    package var isAtRest: Bool {
        host != nil && isSettled && waitingCommands.isEmpty && !waitsForEndOfTurn
    }
}
