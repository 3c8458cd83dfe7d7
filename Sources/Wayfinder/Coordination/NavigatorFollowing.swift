import Observation

/// Something that follows a navigator: told once after every change of its ``Navigator/state``
/// or ``Navigator/shown`` (`Navigator.follow(by:)`).
///
/// A protocol, not a closure: the navigator keeps its follower weakly and keeps nothing else of
/// it, so a follower that owns the navigator (an app, a coordinator) closes no cycle.
@MainActor
package protocol NavigatorFollower: AnyObject, Sendable {
    /// The navigator changed: read its values as they now are.
    func navigatorDidChange()
}

extension Navigator {
    /// Tells `follower` once after every change, for as long as `follower` lives (it is held
    /// weakly, and nothing else of it is kept).
    ///
    /// This is Observation, the one way anything follows a navigator: it tracks ``revision``,
    /// which moves once per change after ``state`` and ``shown`` have their new values, so the
    /// follower reads them as they now are. Tracking is renewed before the follower is told, so a
    /// change the follower itself causes is seen too. Views need none of this: they observe
    /// ``state`` and ``shown`` directly.
    ///
    /// ```swift
    /// final class Analytics: NavigatorFollower {
    ///     let navigator: Navigator<Screen>
    ///     init(navigator: Navigator<Screen>) {
    ///         self.navigator = navigator
    ///         navigator.follow(by: self)
    ///     }
    ///     func navigatorDidChange() { record(navigator.shown.topEntry) }
    /// }
    /// ```
    package func follow(by follower: some NavigatorFollower) {
        withObservationTracking {
            _ = revision
        } onChange: { [weak self, weak follower] in
            // The navigator changes only on the main actor, and this runs inside that change.
            MainActor.assumeIsolated {
                guard let self, let follower else { return }
                self.follow(by: follower)
                follower.navigatorDidChange()
            }
        }
    }
}
