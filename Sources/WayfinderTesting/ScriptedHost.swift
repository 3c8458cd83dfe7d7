import Wayfinder

/// A host that does only what a recording says its host did: it ends a step, ends the turn and
/// reports the user's doing when told to, so a replay is exact whatever the recorded host was
/// (UIKit with its late and lost callbacks, the app's own presentations, the simulated host).
@MainActor
final class ScriptedHost<Screen: Hashable & Sendable>: NavigationHost {
    let capabilities: HostCapabilities
    /// Where the navigator hears of the user's doing.
    private(set) var events: (@MainActor (HostEvent) -> Void)?
    /// The step in flight's completion.
    private var completion: (@MainActor (StepResult) -> Void)?
    /// What waits for the end of the turn.
    private var endsOfTurn: [@MainActor () -> Void] = []

    init(capabilities: HostCapabilities) {
        self.capabilities = capabilities
    }

    func install(_ root: Root<Screen>, events: @escaping @MainActor (HostEvent) -> Void) {
        self.events = events
    }

    func perform(_ step: TransitionStep<Screen>, completion: @escaping @MainActor (StepResult) -> Void) {
        self.completion = completion
    }

    func uninstall() {
        events = nil
        completion = nil
    }

    func atEndOfTurn(_ action: @escaping @MainActor () -> Void) {
        endsOfTurn.append(action)
    }

    /// Whether a step is in flight.
    var isPerforming: Bool { completion != nil }
    /// Whether the navigator waits for the end of a turn.
    var waitsForEndOfTurn: Bool { !endsOfTurn.isEmpty }

    /// Ends the step in flight with `result`.
    func end(with result: StepResult) {
        let completion = self.completion
        self.completion = nil
        completion?(result)
    }

    /// Ends the turn.
    func endTurn() {
        let actions = endsOfTurn
        endsOfTurn = []
        for action in actions { action() }
    }

    /// Completes every step and ends every turn until the navigator asks for nothing more: how
    /// the recording's start is shown before the replay begins.
    func settle(limit: Int = 10_000) {
        var count = 0
        while (isPerforming || waitsForEndOfTurn), count < limit {
            count += 1
            if isPerforming { end(with: .completed) } else { endTurn() }
        }
    }
}
