import Wayfinder

/// A navigator attached to a simulated host, with the checks every navigation test wants.
///
/// ```swift
/// let testbed = NavigationTestbed(NavigationState<Screen>(root: .cart))
/// testbed.navigator.push(.product(12))
/// testbed.settle()
/// #expect(testbed.tree == "root main: cart › product(12)")
/// #expect(testbed.problems.isEmpty)
/// ```
@MainActor
public final class NavigationTestbed<Screen: Hashable & Sendable> {
    /// The navigator under test.
    public let navigator: Navigator<Screen>
    /// The simulated UIKit host it drives.
    public let host: SimulatedHost<Screen>

    /// A navigator at `initial`, attached to a new simulated host and settled.
    ///
    /// ```swift
    /// let testbed = NavigationTestbed(NavigationState<Screen>(root: .cart))
    /// ```
    public convenience init(_ initial: NavigationState<Screen>, durations: SimulatedDurations = .uiKit) {
        self.init(attaching: Navigator(initial), capabilities: .uiKit, durations: durations)
    }

    /// An app's own navigator, attached to a new simulated host and settled.
    ///
    /// ```swift
    /// let app = ShopApp()
    /// let testbed = NavigationTestbed(attaching: app.navigator)
    /// ```
    public convenience init(attaching navigator: Navigator<Screen>, durations: SimulatedDurations = .uiKit) {
        self.init(attaching: navigator, capabilities: .uiKit, durations: durations)
    }

    /// A navigator at `initial` on a simulated host planned for with another capability profile
    /// (the package's planner tests).
    package convenience init(
        _ initial: NavigationState<Screen>, capabilities: HostCapabilities, durations: SimulatedDurations = .uiKit
    ) {
        self.init(attaching: Navigator(initial), capabilities: capabilities, durations: durations)
    }

    /// An app's own navigator on a simulated host planned for with another capability profile.
    package init(
        attaching navigator: Navigator<Screen>,
        capabilities: HostCapabilities,
        durations: SimulatedDurations = .uiKit
    ) {
        self.navigator = navigator
        host = SimulatedHost(capabilities: capabilities, durations: durations)
        navigator.attach(host)
        host.settle()
    }

    /// Runs the virtual clock until nothing is in flight; returns the virtual time it took.
    ///
    /// - Parameter limit: How many clock actions to run at most; past it, settling stops and
    ///   ``problems`` says what was still in flight, so a run that never settles fails instead
    ///   of hanging.
    @discardableResult
    public func settle(limit: Int = 100_000) -> Duration {
        host.settle(limit: limit)
    }

    /// Performs `change` (commands, links, gestures, even settling in between), settles, and
    /// reports what it took from the start of `change`.
    @discardableResult
    public func measure(_ change: () -> Void) -> SettleReport {
        let start = host.clock.now
        let animatedBefore = host.animatedTransitionCount
        let linesBefore = host.transcript.count
        change()
        settle()
        let lines = host.transcript.dropFirst(linesBefore)
        return SettleReport(
            time: host.clock.now - start,
            animatedTransitions: host.animatedTransitionCount - animatedBefore,
            steps: lines.filter { $0.text.hasPrefix("» ") && !$0.text.hasPrefix("» failed") }.map { String($0.text.dropFirst(2)) },
            transcript: Array(lines))
    }

    /// What is shown, as ``NavigationState/tree(identities:)`` prints it.
    public var tree: String { navigator.shown.tree() }

    /// Everything wrong right now: rule violations, a transition or gesture still in flight,
    /// `shown` differing from `state`, and the fake controllers differing from `shown`.
    public var problems: [String] {
        var problems = host.violations.map { "violation \($0)" }
        problems += host.window.stalls.map { "stalled: \($0)" }
        if navigator.transitionInFlight != nil { problems.append("a transition is still in flight") }
        if navigator.isInteracting { problems.append("a gesture is still in flight") }
        if navigator.shown != navigator.state {
            problems.append("shown differs from state:\n\(navigator.shown)\n---\n\(navigator.state)")
        }
        problems += host.mismatches(with: navigator.shown).map { "controllers: \($0)" }
        return problems
    }
}

/// What one change took to settle on the simulated host.
public struct SettleReport: Hashable, Sendable {
    /// Virtual time from the change to the last completion.
    public var time: Duration
    /// Transitions that ran an animation.
    public var animatedTransitions: Int
    /// The steps the navigator performed, in order.
    public var steps: [String]
    /// The controller calls made, with their times.
    public var transcript: [TranscriptLine]
}
