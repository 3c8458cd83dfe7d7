import Wayfinder
import WayfinderHosting

/// What the simulated controllers share, like UIKit's window: the clock, the transcript, the
/// violations, and whether a presentation or dismissal is in progress (Platform Rules 1.5).
@MainActor
public final class SimulatedWindow {
    /// The virtual clock every transition runs on.
    public let clock: VirtualClock
    /// How long transitions take.
    public var durations: SimulatedDurations
    /// Whether calls are written to the transcript. Tests read it; a long run (a benchmark, a
    /// soak) can keep none, and then no line is even formatted.
    public var keepsTranscript: Bool
    /// Every controller call, in order, with its time (nothing while ``keepsTranscript`` is off;
    /// the latest ones with a ``transcriptLimit``).
    public private(set) var transcript: [TranscriptLine] = []
    /// How many transcript lines to keep, or `nil` for all. With a limit the oldest lines go:
    /// at least the last `limit` stay, at most twice as many (they go in batches, so writing a
    /// line stays cheap). A long run that reads only the latest lines (the demo's script mode)
    /// keeps its memory flat.
    public var transcriptLimit: Int?
    /// How many transcript lines were written, kept or not.
    public private(set) var transcriptLinesWritten = 0
    /// Every call UIKit would have refused or crashed on.
    public private(set) var violations: [RuleViolation] = []
    /// Every time ``ControllerHost/settle(limit:)`` gave up with actions still scheduled, what
    /// was still in flight: a run that never settles fails a test instead of hanging it.
    public private(set) var stalls: [String] = []
    /// How many transitions ran an animation the user watched.
    public internal(set) var animatedTransitionCount = 0
    /// Whether a presentation or dismissal is in progress anywhere in the window: UIKit's own
    /// reason to drop a call (1.5). No driver is told this; a driver asks each presenter for its
    /// own transitions (``SimulatedController/hasTransitionCoordinator``, 9.17).
    public internal(set) var isPresentationInFlight = false
    /// Whether a user gesture (swipe back, sheet drag, alert dismissal) is in progress; the user
    /// has one hand on the screen at a time.
    public internal(set) var isGestureInFlight = false
    /// The stack whose swipe back the user holds half-way, if any.
    weak var heldSwipe: SimulatedStackController?
    /// The animations running now, for hosts that draw them.
    public private(set) var animations: [SimulatedAnimation] = []
    /// Whether the window is on screen, so its controllers can present (Platform Rules 1.6).
    public private(set) var isVisible: Bool
    /// A fault to inject: while on, the controllers do what they are asked but the completion
    /// handed to them never runs, as if UIKit dropped it, so a test can watch the host's watchdog
    /// end the step.
    public var losesCompletions = false
    /// A fault to inject: while set, every completion the controllers hand back arrives this
    /// much later than the transition's end, as a completion UIKit delivers late (one that
    /// arrives after the host's watchdog gave up, say).
    public var completionLateness: Duration?
    /// A fault to inject: while on, a user's gesture (a swipe back, a sheet dragged down) ends on
    /// screen but its end is never reported to the host, as when a transition coordinator's
    /// completion never comes, so a test can watch the host's interaction deadline end it.
    public var losesGestureEnds = false
    /// How sheets size themselves, and the sheet behaviours a test switches on.
    public var sheetSizing = SimulatedSheetSizing()
    /// The keyboard and the focused text field.
    public let keyboard = SimulatedKeyboard()
    /// The iOS version the window runs (its major number): iOS 18 brought the zoom transition
    /// (`preferredTransition`, Platform Rules 12.4). 18 by default.
    public var systemVersion = 18
    /// What each presented sheet went through, by layer.
    var sheetRecords: [LayerID: SimulatedSheetRecord] = [:]
    private var animationSerial = 0
    private var markSerial = 0
    /// Who hears the window root's appearance callbacks: `true` for `viewDidAppear`, `false`
    /// for `viewDidDisappear`.
    private var appearanceObservers: [@MainActor (_ appeared: Bool) -> Void] = []

    /// A window on `clock`, whose transitions take `durations`.
    ///
    /// - Parameter isVisible: Whether it is on screen already; a window that is not (an app at
    ///   launch, before its first `viewDidAppear`) refuses presentations until
    ///   ``makeKeyAndVisible()``.
    public init(
        clock: VirtualClock = VirtualClock(), durations: SimulatedDurations = .uiKit, keepsTranscript: Bool = true,
        isVisible: Bool = true
    ) {
        self.clock = clock
        self.durations = durations
        self.keepsTranscript = keepsTranscript
        self.isVisible = isVisible
    }

    /// Puts the window on screen (`makeKeyAndVisible()`), or back on screen after ``hide()``: its
    /// root controller gets `viewDidAppear`.
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        log("window visible")
        for observer in appearanceObservers { observer(true) }
    }

    /// Takes the window off screen (`isHidden = true`), as a SwiftUI app takes the embedding
    /// view's container out of its window when a tab is switched away or the view is removed:
    /// its root controller gets `viewDidDisappear`, and presenting from it is refused (Platform
    /// Rules 1.6) until ``makeKeyAndVisible()`` puts it back. A host waits meanwhile (9.13).
    public func hide() {
        guard isVisible else { return }
        isVisible = false
        log("window hidden")
        for observer in appearanceObservers { observer(false) }
    }

    /// Calls `observer` with every appearance callback of the window's root controller from
    /// now on: `true` for `viewDidAppear`, `false` for `viewDidDisappear`.
    func observeAppearance(_ observer: @escaping @MainActor (_ appeared: Bool) -> Void) {
        appearanceObservers.append(observer)
    }

    /// Writes a line; `text` is formatted only when the transcript is kept.
    func log(_ text: @autoclosure () -> String) {
        guard keepsTranscript else { return }
        transcript.append(TranscriptLine(time: clock.now, text: text()))
        transcriptLinesWritten += 1
        if let limit = transcriptLimit, transcript.count >= 2 * max(limit, 1) {
            transcript.removeFirst(transcript.count - limit)
        }
    }

    /// Records that settling gave up after `actions` clock actions.
    func stall(after actions: Int) {
        let running = animations.map { "\($0.kind)" }
        let message = "settle() stopped after \(actions) clock actions with \(clock.scheduledCount) still scheduled"
            + (running.isEmpty ? "" : "; animating: " + running.joined(separator: ", "))
        stalls.append(message)
        log("STALL \(message)")
    }

    /// Records what UIKit would print or crash on as a violation of `rule`. A call UIKit drops
    /// records it and returns without running its completion.
    func violate(_ rule: String, _ message: String) {
        violations.append(RuleViolation(rule: rule, message: message, time: clock.now))
        log("VIOLATION [\(rule)] \(message)")
    }

    /// Hands a controller's completion back as UIKit would, or as the injected fault says: never
    /// (``losesCompletions``), late (``completionLateness``), or at once.
    func deliver(_ completion: @escaping @MainActor () -> Void) {
        if losesCompletions { return }
        guard let lateness = completionLateness else { return completion() }
        clock.schedule(after: lateness, completion)
    }

    /// A number no stack call used before, to mark the controllers a call meets.
    func nextMark() -> Int {
        markSerial += 1
        return markSerial
    }

    /// Whether any transition runs: an animation, a presentation or dismissal, a gesture.
    public var isTransitionRunning: Bool {
        !animations.isEmpty || isPresentationInFlight || isGestureInFlight
    }

    /// Runs `completion` after `duration` when animated (counting the animation and listing it in
    /// ``animations`` meanwhile), or on the clock's next turn when not, as UIKit calls completions
    /// after the run loop turns.
    func transition(
        animated: Bool, duration: Duration, _ kind: SimulatedAnimation.Kind, running transition: ScreenTransition = .system,
        _ completion: @escaping @MainActor () -> Void
    ) {
        guard animated else {
            clock.schedule(after: .zero, completion)
            return
        }
        animatedTransitionCount += 1
        let animation = gesture(kind, duration: duration, running: transition)
        clock.schedule(after: duration) { [weak self] in
            self?.end(animation)
            completion()
        }
    }

    /// Lists a user gesture's animation while it runs.
    func gesture(
        _ kind: SimulatedAnimation.Kind, duration: Duration, running transition: ScreenTransition = .system
    ) -> SimulatedAnimation {
        animationSerial += 1
        var animation = SimulatedAnimation(serial: animationSerial, kind: kind, start: clock.now, duration: duration)
        animation.transition = transition
        animations.append(animation)
        return animation
    }

    func end(_ animation: SimulatedAnimation) {
        // By serial: comparing kinds would walk a push's lists of entries.
        animations.removeAll { $0.serial == animation.serial }
    }
}
