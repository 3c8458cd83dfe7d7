/// A command given to a ``Navigator``, which can be awaited for its outcome.
///
/// The command has already changed ``Navigator/state`` when the request is returned; awaiting it
/// waits for the screen.
///
/// ```swift
/// let outcome = await navigator.push(.product(12)).outcome
/// ```
///
/// On a host whose time is driven by hand (the simulated host's virtual clock), awaiting runs
/// that time until nothing is in flight first (`NavigationHost.outcomeAwaited()`), so an
/// awaited command cannot wait for a clock nobody moves.
@MainActor
public final class NavigationRequest {
    /// The outcome, once the request has ended.
    public private(set) var finishedOutcome: NavigationOutcome?
    /// The screens that came or went with the system transition rather than the one they named
    /// while the screen made its way to this request's change (a zoom whose item was deleted),
    /// known once it has ended: otherwise every transition ran as named.
    public internal(set) var transitionFallbacks: [TransitionFallback] = []
    private var waiters: [CheckedContinuation<NavigationOutcome, Never>] = []
    /// Requests that end as this one does (`forward(to:)`).
    private var forwards: [NavigationRequest] = []
    /// Tells the host that someone awaits: held weakly through the navigator, so a request kept
    /// after its navigator is gone keeps nothing alive.
    private let awaited: (@MainActor () -> Void)?

    init(awaited: (@MainActor () -> Void)? = nil) {
        self.awaited = awaited
    }

    init(finished outcome: NavigationOutcome) {
        finishedOutcome = outcome
        awaited = nil
    }

    /// Whether the request has ended.
    public var isFinished: Bool { finishedOutcome != nil }

    /// How the command ended; waits until it has.
    public var outcome: NavigationOutcome {
        get async {
            if let finishedOutcome { return finishedOutcome }
            awaited?()
            if let finishedOutcome { return finishedOutcome }
            return await withCheckedContinuation { waiters.append($0) }
        }
    }

    func finish(_ outcome: NavigationOutcome) {
        guard finishedOutcome == nil else { return }
        finishedOutcome = outcome
        let waiting = waiters
        waiters = []
        for waiter in waiting { waiter.resume(returning: outcome) }
        let forwarded = forwards
        forwards = []
        for request in forwarded { request.finish(outcome) }
    }

    /// Ends `request` as this one ends: a command taken later on the caller's behalf.
    func forward(to request: NavigationRequest) {
        if let finishedOutcome {
            request.finish(finishedOutcome)
        } else {
            forwards.append(request)
        }
    }
}
