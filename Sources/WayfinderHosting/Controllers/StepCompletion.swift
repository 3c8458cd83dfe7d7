import Wayfinder

/// Ends a step once, whichever comes first: the driver's completion, a refusal, or the watchdog.
///
/// When the watchdog's deadline passes, the platform is read first: a call whose effect is on
/// screen completed, though its completion was lost or is late (Platform Rules 9.10). Whatever
/// arrives after the step ended is ignored.
@MainActor
final class StepCompletion<Screen: Hashable & Sendable> {
    private var callback: (@MainActor (StepResult) -> Void)?
    private let step: TransitionStep<Screen>
    private var deadline: Deadline?

    init(_ step: TransitionStep<Screen>, _ callback: @escaping @MainActor (StepResult) -> Void) {
        self.step = step
        self.callback = callback
    }

    /// Whether the step has not ended yet.
    var isRunning: Bool { callback != nil }

    func complete() { finish(.completed) }

    func fail(_ reason: StepFailure) { finish(.failed(FailedStep(step, reason))) }

    /// Starts the watchdog, unless the step already ended (a synchronous completion). At the
    /// deadline, `isOnScreen` reads the platform: the step completes when it shows the step's
    /// effect, and fails with ``StepFailure/noCompletion(after:)`` otherwise.
    func watch<Driver: ControllerDriver>(
        _ driver: Driver, for limit: Duration, isOnScreen: @escaping @MainActor (TransitionStep<Screen>) -> Bool
    ) {
        guard isRunning else { return }
        // Strong: a platform that dropped its completion dropped the last other reference. The
        // deadline is cancelled (and this released) when the step ends first. The driver
        // weakly: it keeps the clock the deadline waits on.
        let cancel = driver.deadline(after: limit) { [weak driver] in
            self.deadline = nil
            driver?.watchdogFired()
            if isOnScreen(self.step) { self.complete() } else { self.fail(.noCompletion(after: limit)) }
        }
        deadline = Deadline(cancel: cancel)
    }

    /// Ends this watch without a result and hands back the step's callback, for the step to be
    /// performed again later (the window left while it waited, Platform Rules 9.19); `nil` when
    /// the step already ended.
    func withdraw() -> (@MainActor (StepResult) -> Void)? {
        let handed = callback
        callback = nil
        deadline?.cancel()
        deadline = nil
        return handed
    }

    private func finish(_ result: StepResult) {
        guard let callback else { return }
        self.callback = nil
        deadline?.cancel()
        deadline = nil
        callback(result)
    }
}
