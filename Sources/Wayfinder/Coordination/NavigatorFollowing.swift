import Observation

extension Navigator {
    /// Calls `onChange` with `follower` once after every change, for as long as `follower` lives
    /// (it is held weakly).
    ///
    /// This is Observation, the one way anything follows a navigator: it tracks ``revision``,
    /// which moves once per change after ``state`` and ``shown`` have their new values, so
    /// `onChange` reads them as they now are. Tracking is renewed before `onChange` runs, so a
    /// change that `onChange` itself causes is seen too. Views need none of this: they observe
    /// ``state`` and ``shown`` directly.
    ///
    /// ```swift
    /// navigator.follow(by: analytics) { analytics in
    ///     analytics.screenShown(navigator.shown.topEntry)
    /// }
    /// ```
    public func follow<Follower: AnyObject & Sendable>(by follower: Follower, _ onChange: @escaping @MainActor (Follower) -> Void) {
        withObservationTracking {
            _ = revision
        } onChange: { [weak self, weak follower] in
            // The navigator changes only on the main actor, and this runs inside that change.
            MainActor.assumeIsolated {
                guard let self, let follower else { return }
                self.follow(by: follower, onChange)
                onChange(follower)
            }
        }
    }
}
