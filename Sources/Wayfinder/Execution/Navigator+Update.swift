// Commands: every change of `state` goes through `update`, where it is validated,
// checked against the guards (Navigator+Guards) and queued for the host.

extension Navigator {
    /// Changes ``state`` however you like, in one change that the planner turns into
    /// the fewest transitions.
    ///
    /// ```swift
    /// navigator.update { state in
    ///     try state.selectTab(.catalog)
    ///     try state.push(.product(3))
    /// }
    /// ```
    ///
    /// If `change` throws, or leaves a value that cannot be shown, the request is refused with
    /// the reason (a ``NavigationError`` as thrown; any other error as
    /// ``NavigationError/changeFailed(_:)``) and nothing changes.
    ///
    /// A command issued while the navigator is changing (from an Observation `onChange`, which
    /// runs while a property is about to change; from a follower, a guard, a host callback, a
    /// screen model's factory or `deinit`, or from inside another `change`) is taken right
    /// after that change has finished, in the order issued, from the value it left. Its request
    /// reports its outcome like any other, refusals included, once it has been taken.
    @discardableResult
    public func update(
        animated: Bool = true,
        _ change: @escaping (inout NavigationState<Screen>) throws -> Void
    ) -> NavigationRequest {
        update(animation: AnimationPolicy(animated: animated), change)
    }

    /// ``update(animated:_:)`` with the navigator's own animation policy.
    @discardableResult
    package func update(
        animation: AnimationPolicy,
        _ change: @escaping (inout NavigationState<Screen>) throws -> Void
    ) -> NavigationRequest {
        guard takesNestedCommand() else {
            return NavigationRequest(finished: .refused(.commandLoop(limit: Self.nestedCommandLimit)))
        }
        guard isChanging else {
            // A refused command moves `revision` too, so that what followers made inside `change`
            // (a child coordinator for a region the change would bring) is released again.
            return asOneChange(always: true) { updating(animation: animation, change) }
        }
        return takenLater { [self] in updating(animation: animation, change) }
    }

    /// How many commands callbacks may issue while the navigator takes one change (with what
    /// they cause in turn) before the rest are refused with ``NavigationError/commandLoop(limit:)``:
    /// far more than any app issues on purpose, few enough that a callback answering every
    /// change with a command stops at once instead of never.
    public static var nestedCommandLimit: Int { 1_000 }

    /// Counts a command issued from a callback (during a change, or while followers are told of
    /// one); `false` past ``nestedCommandLimit``.
    func takesNestedCommand() -> Bool {
        guard isChanging || isMovingRevision else { return true }
        nestedCommands += 1
        return nestedCommands <= Self.nestedCommandLimit
    }

    /// A request for a command that arrived while the navigator was changing: `take` carries the
    /// command out right after that change (inside one of its own), and the request ends as
    /// the one `take` returns. Not inlined: the rare path.
    func takenLater(_ take: @escaping @MainActor () -> NavigationRequest) -> NavigationRequest {
        let request = NavigationRequest { [weak self] in self?.host?.outcomeAwaited() }
        whenIdle(always: true) { take().forward(to: request) }
        return request
    }

    /// Carries out a command inside a change: validates it, checks it against the host and the
    /// guards, and queues it for the host.
    func updating(
        animation: AnimationPolicy, _ change: (inout NavigationState<Screen>) throws -> Void
    ) -> NavigationRequest {
        func refused(_ error: NavigationError) -> NavigationRequest {
            NavigationRequest(finished: .refused(error))
        }
        // Read once: each read of an observed property goes through the observation registrar.
        let before = state
        let onScreen = shown
        var after = before
        do {
            try change(&after)
            try after.validate()
        } catch let error as NavigationError {
            return refused(error)
        } catch {
            return refused(.changeFailed(String(describing: error)))
        }
        if let refusal = refusal(of: after, by: host) {
            return refused(refusal)
        }
        if let conflict = after.identityConflict(with: before, onScreen) {
            return refused(.identityConflict(conflict))
        }
        if let failing = guardRefusing(after, before: before) {
            return refused(.refusedByGuard(failing))
        }
        after.nextIdentity = max(after.nextIdentity, before.nextIdentity, onScreen.nextIdentity)
        after.forgetAnchorsOfGoneEntries()
        let request = NavigationRequest { [weak self] in self?.host?.outcomeAwaited() }
        state = after
        pending.append(Pending(request: request, before: before, after: after, animation: animation))
        noteChange()
        advance()
        return request
    }

    /// Why `host` cannot show `state`, if it cannot: more tabs than it shows.
    func refusal(of state: NavigationState<Screen>, by host: (any NavigationHost<Screen>)?) -> NavigationError? {
        host?.capabilities.tabOverflow(of: state.root).map { .tooManyTabs(count: $0.count, limit: $0.limit) }
    }

    /// Shows `target`, a value built from plain screens (a deep link's, a restored one), keeping
    /// the entries already shown wherever `target` shows the same screens
    /// (``NavigationState/reconciled(with:)``).
    @discardableResult
    public func navigate(to target: NavigationState<Screen>, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in state = state.reconciled(with: target) }
    }
}
