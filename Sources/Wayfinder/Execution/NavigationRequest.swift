/// A command given to a ``Navigator``, which can be awaited for its outcome.
///
/// The command has already changed ``Navigator/state`` when the request is returned; awaiting it
/// waits for the screen.
///
/// ```swift
/// let outcome = await navigator.push(.product(12)).outcome
/// ```
@MainActor
public final class NavigationRequest {
    /// The outcome, once the request has ended.
    public private(set) var finishedOutcome: NavigationOutcome?
    private var waiters: [CheckedContinuation<NavigationOutcome, Never>] = []

    init() {}

    init(finished outcome: NavigationOutcome) {
        finishedOutcome = outcome
    }

    /// Whether the request has ended.
    public var isFinished: Bool { finishedOutcome != nil }

    /// How the command ended; waits until it has.
    public var outcome: NavigationOutcome {
        get async {
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
    }
}
