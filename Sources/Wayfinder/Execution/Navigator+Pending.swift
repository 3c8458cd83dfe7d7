// A command waiting for the screen: what it changed, how it animates, and how it ends.

extension Navigator {
    /// A command the screen has not reached yet.
    @usableFromInline
    struct Pending: Sendable {
        @usableFromInline let request: NavigationRequest
        /// `state` before the command, and the `state` it asked for.
        @usableFromInline var before: NavigationState<Screen>
        @usableFromInline var after: NavigationState<Screen>
        @usableFromInline let animation: AnimationPolicy
        /// Whether a user change made while it waited altered what it asked for.
        @usableFromInline var isMerged = false
        /// Whether the command asked for any change at all.
        @usableFromInline let changesSomething: Bool

        @inlinable
        init(request: NavigationRequest, before: NavigationState<Screen>, after: NavigationState<Screen>, animation: AnimationPolicy) {
            self.request = request
            self.before = before
            self.after = after
            self.animation = animation
            changesSomething = before != after
        }

        /// The command as it stands after the user's `change`: the user's change is kept, and so
        /// is the rest of what the command asked for.
        func merging(_ change: UserChange) -> Pending {
            var merged = self
            merged.before = before.applying(change)
            merged.after = after.applying(change)
            merged.isMerged = isMerged || merged.after != after
            return merged
        }

        /// How the command ended once the screen shows `shown`: completed; merged, when its change
        /// is on screen with the user's; superseded, when a later command or the user's own change
        /// (tapping another tab than the one it selected) left its change off the screen.
        @inlinable
        func outcome(shown: NavigationState<Screen>) -> NavigationOutcome {
            guard after == shown else { return .superseded }
            guard isMerged else { return .completed }
            return changesSomething && after == before ? .superseded : .merged
        }
    }
}
