/// Ends a step once, whichever comes first: the driver's completion, a refusal, or the watchdog.
///
/// When the watchdog's deadline passes, ``onDeadline`` reads the platform first: a call whose
/// effect is on screen completed, though its completion was lost or is late (Platform Rules
/// 9.10). Whatever arrives after the step ended is ignored.
@MainActor
final class StepCompletion<Screen: Hashable & Sendable> {
    private var callback: (@MainActor (StepResult) -> Void)?
    private let step: TransitionStep<Screen>
    private var deadline: Deadline?
    /// Run when the watchdog's deadline passes, given this step: completes it and returns `true`
    /// when the platform shows the call's effect; otherwise brings the host's records in line
    /// with the platform and returns `false`, and the step fails. Handed the step rather than
    /// capturing it, so that a step that never ends does not keep itself.
    var onDeadline: (@MainActor (StepCompletion) -> Bool)?

    init(_ step: TransitionStep<Screen>, _ callback: @escaping @MainActor (StepResult) -> Void) {
        self.step = step
        self.callback = callback
    }

    /// Whether the step has not ended yet.
    var isRunning: Bool { callback != nil }

    func complete() { finish(.completed) }

    func fail(_ reason: StepFailure.Reason) { finish(.failed(StepFailure(step, reason))) }

    /// Starts the watchdog, unless the step already ended (a synchronous completion).
    /// `beforeReading` runs first when the deadline passes: whatever else the host must read from
    /// the platform at that moment (a user's gesture whose end was lost, too).
    func watch<Driver: ControllerDriver>(
        _ driver: Driver, for limit: Duration, beforeReading: @escaping @MainActor () -> Void
    ) {
        guard isRunning else { return }
        // Strong: a platform that dropped its completion dropped the last other reference. The
        // deadline is cancelled (and this released) when the step ends first.
        // The driver weakly: it keeps the clock the deadline waits on.
        deadline = driver.deadline(after: limit) { [weak driver] in
            self.deadline = nil
            driver?.watchdogFired()
            beforeReading()
            if self.onDeadline?(self) != true { self.fail(.noCompletion(after: limit)) }
        }
    }

    private func finish(_ result: StepResult) {
        guard let callback else { return }
        self.callback = nil
        onDeadline = nil
        deadline?.cancel()
        deadline = nil
        callback(result)
    }
}
