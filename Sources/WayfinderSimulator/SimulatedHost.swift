import Wayfinder
import WayfinderHosting

/// A host that models UIKit's controllers by Platform Rules (Wayfinder.docc), on a virtual
/// clock, for tests.
///
/// It is the same ``ControllerHost`` that runs on devices (the one translation of steps into
/// controller calls), over a ``SimulatedDriver``: fake controllers that keep UIKit's rules
/// (transitions in flight, one presented controller per presenter, chain dismissal,
/// `setViewControllers` semantics). It records every call in a transcript and every call UIKit
/// would refuse as a ``RuleViolation``, ending such a step as failed instead of hanging. It also
/// plays the user's gestures.
///
/// ```swift
/// let host = SimulatedHost<Screen>()
/// let navigator = Navigator(NavigationState<Screen>(root: .cart))
/// navigator.attach(host)
/// navigator.push(.product(12))
/// host.settle()                       // runs the virtual clock until nothing is in flight
/// #expect(navigator.shown.tree() == "root main: cart › product(12)")
/// #expect(host.violations.isEmpty)
/// ```
public typealias SimulatedHost<Screen: Hashable & Sendable> = ControllerHost<Screen, SimulatedDriver<Screen>>

extension ControllerHost {
    /// A simulated host, planned for as UIKit is.
    ///
    /// - Parameters:
    ///   - durations: How long transitions take on the virtual clock.
    ///   - keepsTranscript: Whether to write the transcript (on by default; off for long runs).
    ///   - isVisible: Whether the window is on screen from the start (see
    ///     ``SimulatedWindow/makeKeyAndVisible()``).
    public convenience init(
        durations: SimulatedDurations = .uiKit, keepsTranscript: Bool = true, isVisible: Bool = true
    ) where Driver == SimulatedDriver<Screen> {
        self.init(capabilities: .uiKit, durations: durations, keepsTranscript: keepsTranscript, isVisible: isVisible)
    }

    /// A simulated host planned for with another capability profile (the package's planner
    /// tests); the fake controllers model UIKit whatever the profile, so another profile is
    /// checked against UIKit's rules too.
    package convenience init(
        capabilities: HostCapabilities, durations: SimulatedDurations = .uiKit, keepsTranscript: Bool = true,
        isVisible: Bool = true
    ) where Driver == SimulatedDriver<Screen> {
        let window = SimulatedWindow(durations: durations, keepsTranscript: keepsTranscript, isVisible: isVisible)
        self.init(driver: SimulatedDriver(window: window), capabilities: capabilities)
        driver.host = self
    }
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The clock, transcript and violations the fake controllers share.
    public var window: SimulatedWindow { driver.window }
    /// The fake window root.
    public var container: SimulatedRootContainer { driver.root }
    /// The virtual clock.
    public var clock: VirtualClock { window.clock }
    /// Every controller call so far, with its virtual time.
    public var transcript: [TranscriptLine] { window.transcript }
    /// Every call UIKit would have refused or crashed on.
    public var violations: [RuleViolation] { window.violations }
    /// How many transitions ran an animation.
    public var animatedTransitionCount: Int { window.animatedTransitionCount }

    /// Whether awaiting a command's outcome runs the virtual clock until nothing is in flight
    /// (on by default). Turn it off to stop inside a transition while a task awaits, or when
    /// something else drives the clock.
    ///
    /// ```swift
    /// let host = SimulatedHost<Screen>()
    /// navigator.attach(host)
    /// let outcome = await navigator.push(.product(12)).outcome   // .completed, 0.35 s later on the virtual clock
    /// ```
    public var settlesWhenAwaited: Bool {
        get { driver.settlesWhenAwaited }
        set { driver.settlesWhenAwaited = newValue }
    }

    /// Runs the virtual clock until nothing is scheduled, and returns how much virtual time passed.
    ///
    /// - Parameter limit: How many clock actions to run at most. Past it, settling stops and
    ///   records what was still in flight in ``SimulatedWindow/stalls`` (which
    ///   `NavigationTestbed.problems` lists), so a run that never settles fails its test
    ///   instead of hanging it. A change takes a few actions per transition.
    @discardableResult
    public func settle(limit: Int = 100_000) -> Duration {
        let elapsed = clock.runUntilIdle(limit: limit)
        if !clock.isIdle { window.stall(after: limit) }
        return elapsed
    }

    /// Moves the virtual clock forward, running what is due (to stop in the middle of a transition).
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
    }
}
