import Wayfinder

/// A host that models UIKit's controllers by PLATFORM-RULES.md, on a virtual clock, for tests.
///
/// It is a `ControllerHost` (the same translation of steps into controller calls that runs on
/// devices) over fake controllers that keep UIKit's rules: transitions in flight, one presented
/// controller per presenter, chain dismissal, `setViewControllers` semantics. It records every
/// call in a transcript and every call UIKit would refuse as a ``RuleViolation``, ending such a
/// step as failed instead of hanging. It also plays the user's gestures.
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
@MainActor
public final class SimulatedHost<Screen: Hashable & Sendable>: NavigationHost {
    /// The clock, transcript and violations the fake controllers share.
    public let window: SimulatedWindow
    /// The fake window root.
    public let container: SimulatedRootContainer
    /// The translation of steps into calls on the fake controllers.
    package let controllers: ControllerHost<SimulatedControllerFactory<Screen>>

    /// A simulated host.
    ///
    /// - Parameters:
    ///   - capabilities: What the planner may ask of it; the fake controllers model UIKit
    ///     whatever the profile, so a SwiftUI profile is checked against UIKit's rules too.
    ///   - durations: How long transitions take on the virtual clock.
    ///   - keepsTranscript: Whether to write the transcript (on by default; off for long runs).
    public init(capabilities: HostCapabilities = .uiKit, durations: SimulatedDurations = .uiKit, keepsTranscript: Bool = true) {
        window = SimulatedWindow(durations: durations, keepsTranscript: keepsTranscript)
        container = SimulatedRootContainer(window: window)
        controllers = ControllerHost(
            container: container, factory: SimulatedControllerFactory(window: window), capabilities: capabilities)
    }

    public var capabilities: HostCapabilities { controllers.capabilities }
    /// The virtual clock.
    public var clock: VirtualClock { window.clock }
    /// Every controller call so far, with its virtual time.
    public var transcript: [TranscriptLine] { window.transcript }
    /// Every call UIKit would have refused or crashed on.
    public var violations: [RuleViolation] { window.violations }
    /// How many transitions ran an animation.
    public var animatedTransitionCount: Int { window.animatedTransitionCount }

    public func install(_ root: Root<Screen>, events: @escaping @MainActor (HostEvent) -> Void) {
        controllers.install(root, events: events)
    }

    public func perform(_ step: TransitionStep<Screen>, completion: @escaping @MainActor (StepResult) -> Void) {
        window.log("» \(step.description)")
        // Weak: a completion waiting on the clock must not keep the window that keeps the clock.
        controllers.perform(step) { [weak window] result in
            if case .failed(let failure) = result { window?.log("» failed: \(failure.reason)") }
            completion(result)
        }
    }

    public func uninstall() {
        controllers.uninstall()
    }

    /// Runs the virtual clock until nothing is scheduled, and returns how much virtual time passed.
    @discardableResult
    public func settle() -> Duration {
        clock.runUntilIdle()
    }

    /// Moves the virtual clock forward, running what is due (to stop in the middle of a transition).
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
    }
}
