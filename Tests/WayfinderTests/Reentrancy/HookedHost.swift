import Wayfinder
import WayfinderTesting

/// A host of one's own around the simulated host, that calls `hook` at the moments a host talks to
/// its navigator: when asked to perform a step, just before and just after it reports the step's
/// completion, and just after it reports a user event (as an app hears of a gesture). The
/// simulated host does the real work.
@MainActor
final class HookedHost: NavigationHost {
    enum Moment: Hashable, Sendable { case perform, beforeCompletion, afterCompletion, event }

    let simulated = SimulatedHost<Shop>()
    var hook: (Moment) -> Void = { _ in }

    var capabilities: HostCapabilities { simulated.capabilities }

    func install(_ root: Root<Shop>, events: @escaping @MainActor (HostEvent) -> Void) {
        simulated.install(root) { [weak self] event in
            events(event)
            self?.hook(.event)
        }
    }

    func perform(_ step: TransitionStep<Shop>, completion: @escaping @MainActor (StepResult) -> Void) {
        hook(.perform)
        simulated.perform(step) { [weak self] result in
            self?.hook(.beforeCompletion)
            completion(result)
            self?.hook(.afterCompletion)
        }
    }

    func uninstall() { simulated.uninstall() }

    func atEndOfTurn(_ action: @escaping @MainActor () -> Void) { simulated.atEndOfTurn(action) }

    func outcomeAwaited() { simulated.outcomeAwaited() }
}
