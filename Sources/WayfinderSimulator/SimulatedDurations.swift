/// How long the simulated host's transitions take on the virtual clock.
///
/// Apple documents none of these (Platform Rules 3.6); the defaults are the best public readings.
public struct SimulatedDurations: Hashable, Sendable {
    /// Push and pop: 0.35 s, read from `_UINavigationParallaxTransition transitionDuration:`
    /// (Platform Rules 3.6).
    public var push: Duration
    /// Built-in modal present and dismiss: 0.4 s, read from
    /// `UIViewControllerBuiltinTransitionViewAnimator transitionDuration:` (Platform Rules 3.6).
    public var modal: Duration
    /// A root switch's cross-fade or slide: 0.3 s. The app picks this duration in UIKit
    /// (`UIView.transition(with:duration:options:)`), so it is this library's default, not UIKit's.
    public var rootTransition: Duration
    /// A user's swipe back or sheet drag from touch to release, as played by the simulated host.
    public var gesture: Duration

    /// Durations of your own, for tests of timing.
    public init(push: Duration, modal: Duration, rootTransition: Duration, gesture: Duration) {
        self.push = push
        self.modal = modal
        self.rootTransition = rootTransition
        self.gesture = gesture
    }

    /// UIKit's defaults as above.
    public static var uiKit: SimulatedDurations {
        SimulatedDurations(
            push: .milliseconds(350), modal: .milliseconds(400),
            rootTransition: .milliseconds(300), gesture: .milliseconds(350))
    }

    /// Every transition instant, for benchmarks of planning and running alone.
    public static var instant: SimulatedDurations {
        SimulatedDurations(push: .zero, modal: .zero, rootTransition: .zero, gesture: .zero)
    }
}
