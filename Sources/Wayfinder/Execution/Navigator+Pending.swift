// A command waiting for the screen: what it changed, how it animates, and how it ends.

extension Navigator {
    /// A command the screen has not reached yet.
    ///
    /// It keeps no copy of the value it asked for (`after`) nor of the one it found (`before`):
    /// the newest waiting command's `after` is `state`, and each one's `before` is the previous
    /// one's `after`, so `walkPending` rebuilds them all from `state` with each command's
    /// `undo`. Commands queued by the thousand then take memory in proportion to what each
    /// changed, not to the value times their number.
    struct Pending: Sendable {
        let request: NavigationRequest
        /// What turns the value the command asked for back into the one it found.
        var undo: ChangeUndo<Screen>
        let animation: AnimationPolicy
        /// Whether a user change made while it waited altered what it asked for.
        var isMerged = false
        /// Whether the command asked for any change at all.
        let changesSomething: Bool

        init(request: NavigationRequest, before: NavigationState<Screen>, after: NavigationState<Screen>, animation: AnimationPolicy) {
            self.request = request
            undo = ChangeUndo(from: before, to: after)
            self.animation = animation
            changesSomething = !undo.isEmpty
        }

        /// How the command ended, given whether the screen shows exactly what it asked for:
        /// completed; merged, when its change is on screen with the user's; superseded, when a
        /// later command or the user's own change (tapping another tab than the one it selected)
        /// left its change off the screen.
        func outcome(isShown: Bool) -> NavigationOutcome {
            guard isShown else { return .superseded }
            guard isMerged else { return .completed }
            return changesSomething && undo.isEmpty ? .superseded : .merged
        }
    }

    /// Calls `visit` with each waiting command's index and the value it asked for (`after`),
    /// from the newest to the oldest, rebuilt from `state` by undoing the newer ones in place;
    /// stops when `visit` returns `false`. The value is lent: a copy kept past the call would
    /// make each undo copy the stack it edits.
    func walkPending(_ visit: (Int, NavigationState<Screen>) -> Bool) {
        var value = state
        for index in pending.indices.reversed() {
            guard visit(index, value) else { return }
            if index > 0 { pending[index].undo.undo(&value) }
        }
    }

    /// Calls `visit` with each waiting command's index, the value it found (`before`) and the one
    /// it asked for (`after`), from the newest to the oldest; stops when `visit` returns `false`.
    /// Holding both copies the stack each command edited: for a command's animation and a
    /// user's change, not for every step's completion (`walkPending`).
    func walkPendingChanges(_ visit: (Int, NavigationState<Screen>, NavigationState<Screen>) -> Bool) {
        var after = state
        for index in pending.indices.reversed() {
            var before = after
            pending[index].undo.undo(&before)
            guard visit(index, before, after) else { return }
            after = before
        }
    }

    /// Takes a user's change into every waiting command: the user's change is kept, and so is
    /// the rest of what each command asked for. `state` must not have taken it yet.
    func mergePending(_ change: UserChange) {
        walkPendingChanges { index, before, after in
            let merged = (before: before.applying(change), after: after.applying(change))
            pending[index].undo = ChangeUndo(from: merged.before, to: merged.after)
            pending[index].isMerged = pending[index].isMerged || merged.after != after
            return true
        }
    }
}
