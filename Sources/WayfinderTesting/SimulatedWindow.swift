import Wayfinder

/// What the simulated controllers share, like UIKit's window: the clock, the transcript, the
/// violations, and whether a presentation or dismissal is in progress (PLATFORM-RULES 1.5).
@MainActor
public final class SimulatedWindow {
    /// The virtual clock every transition runs on.
    public let clock: VirtualClock
    /// How long transitions take.
    public var durations: SimulatedDurations
    /// Whether calls are written to the transcript. Tests read it; a long run (a benchmark, a
    /// soak) can keep none, and then no line is even formatted.
    public var keepsTranscript: Bool
    /// Every controller call, in order, with its time (nothing while ``keepsTranscript`` is off).
    public private(set) var transcript: [TranscriptLine] = []
    /// Every call UIKit would have refused or crashed on.
    public private(set) var violations: [RuleViolation] = []
    /// How many transitions ran an animation the user watched.
    public private(set) var animatedTransitionCount = 0
    /// Whether a presentation or dismissal is in progress.
    public internal(set) var isPresentationInFlight = false
    /// Whether a user gesture (swipe back, sheet drag, alert dismissal) is in progress; the user
    /// has one hand on the screen at a time.
    public internal(set) var isGestureInFlight = false
    /// The animations running now, for hosts that draw them.
    public private(set) var animations: [SimulatedAnimation] = []
    private var animationSerial = 0

    /// A window on `clock`, whose transitions take `durations`.
    public init(clock: VirtualClock = VirtualClock(), durations: SimulatedDurations = .uiKit, keepsTranscript: Bool = true) {
        self.clock = clock
        self.durations = durations
        self.keepsTranscript = keepsTranscript
    }

    /// Writes a line; `text` is formatted only when the transcript is kept.
    func log(_ text: @autoclosure () -> String) {
        guard keepsTranscript else { return }
        transcript.append(TranscriptLine(time: clock.now, text: text()))
    }

    func violate(_ rule: String, _ message: String) {
        violations.append(RuleViolation(rule: rule, message: message, time: clock.now))
        log("VIOLATION [\(rule)] \(message)")
    }

    /// Runs `completion` after `duration` when animated (counting the animation and listing it in
    /// ``animations`` meanwhile), or on the clock's next turn when not, as UIKit calls completions
    /// after the run loop turns.
    func transition(
        animated: Bool, duration: Duration, _ kind: SimulatedAnimation.Kind, _ completion: @escaping @MainActor () -> Void
    ) {
        guard animated else { return clock.schedule(after: .zero, completion) }
        animatedTransitionCount += 1
        let animation = gesture(kind, duration: duration)
        clock.schedule(after: duration) { [weak self] in
            self?.animations.removeAll { $0 == animation }
            completion()
        }
    }

    /// Lists a user gesture's animation while it runs.
    func gesture(_ kind: SimulatedAnimation.Kind, duration: Duration) -> SimulatedAnimation {
        animationSerial += 1
        let animation = SimulatedAnimation(serial: animationSerial, kind: kind, start: clock.now, duration: duration)
        animations.append(animation)
        return animation
    }

    func end(_ animation: SimulatedAnimation) {
        animations.removeAll { $0 == animation }
    }
}
