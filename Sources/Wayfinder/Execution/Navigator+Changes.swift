import Observation

// How the navigator is changed: everything from outside (commands, links, host reports) comes in
// through `take`, one change at a time, and `revision` moves once per change.

extension Navigator {
    /// How something reaches the navigator through ``take(_:_:)``.
    package enum Arrival: Sendable {
        /// A report of the host's (a step's completion, a user event): a fact about the screen,
        /// taken before the commands that wait with it.
        case report
        /// A command (`update`, a link): counted against ``nestedCommandLimit`` when a callback
        /// issues it, and ``revision`` moves for it even when it is refused, so that what
        /// followers made for it (a child coordinator for a region it would bring) is released.
        case command
        /// A change to the navigator itself (attaching a host, recording a list anchor), taken
        /// in order with the commands.
        case setting
    }

    /// How many commands callbacks may issue while the navigator takes one change (with what
    /// they cause in turn) before the rest are refused with ``NavigationError/commandLoop(limit:)``:
    /// far more than any app issues on purpose, few enough that a callback answering every
    /// change with a command stops at once instead of never.
    public static var nestedCommandLimit: Int { 1_000 }

    /// How many accepted commands may wait for the screen at once (issued while transitions run,
    /// without awaiting) before the next is refused with
    /// ``NavigationError/tooManyWaitingCommands(limit:)`` and changes nothing: far more than a
    /// person or a link issues, a bound on a loop that never awaits. Unlike
    /// ``nestedCommandLimit``, it counts commands the screen has not reached, whoever issued them.
    ///
    /// ```swift
    /// for product in products { navigator.push(.product(product)) }  // at most 1,000 wait
    /// ```
    public static var waitingCommandLimit: Int { 1_000 }

    /// The one way in: runs `change` as one of the navigator's changes, and returns a request
    /// that ends as the one `change` returns.
    ///
    /// When the navigator is idle, `change` runs now (`isLate` is `false`). When it is in the
    /// middle of a change (an Observation `onChange` runs while a property is about to change; a
    /// host may complete a step inside `perform`), `change` runs right after that change, in
    /// the order things arrived, the host's reports first (`isLate` is `true`), so nothing plans
    /// from a value the navigator has not finished storing. A command issued from a callback
    /// past ``nestedCommandLimit`` is refused instead.
    ///
    /// ```swift
    /// navigator.take(.command) { _ in navigator.carryOut(animation: .automatic) { try $0.pop() }.request }
    /// ```
    @discardableResult
    package func take(
        _ arrival: Arrival, _ change: @escaping @MainActor (_ isLate: Bool) -> NavigationRequest
    ) -> NavigationRequest {
        if arrival == .command, isChanging || isMovingRevision {
            nestedCommands += 1
            guard nestedCommands <= Self.nestedCommandLimit else {
                return NavigationRequest(finished: .refused(.commandLoop(limit: Self.nestedCommandLimit)))
            }
        }
        guard isChanging else {
            return asOneChange {
                if arrival == .command { hasChanged = true }
                return change(false)
            }
        }
        let request = newRequest()
        let later: @MainActor () -> Void = { [self] in
            if arrival == .command { hasChanged = true }
            change(true).forward(to: request)
        }
        if arrival == .report { reportArrivals.append(later) } else { commandArrivals.append(later) }
        return request
    }

    /// Runs `body`, then what arrived meanwhile, as one change: ``revision`` moves once at its
    /// end if anything changed.
    private func asOneChange(_ body: () -> NavigationRequest) -> NavigationRequest {
        isChanging = true
        let request = body()
        runArrivals()
        isChanging = false
        if hasChanged {
            hasChanged = false
            moveRevision()
        }
        if !isMovingRevision { nestedCommands = 0 }
        return request
    }

    /// Runs what arrived during the change, inside it: the host's reports, then one command,
    /// then the reports that command brought (a step completed at once), and so on.
    private func runArrivals() {
        runReports()
        while !commandArrivals.isEmpty {
            let commands = commandArrivals
            commandArrivals = []
            for command in commands {
                command()
                runReports()
            }
        }
    }

    /// Takes in what the host reported, then plans from it (`advance` starts no step while a
    /// report waits: it would start from a screen that is no longer there).
    private func runReports() {
        guard !reportArrivals.isEmpty else { return }
        while !reportArrivals.isEmpty {
            let reports = reportArrivals
            reportArrivals = []
            for report in reports { report() }
        }
        advance()
    }

    /// Moves ``revision`` once and tells the followers; when they are being told (a follower
    /// caused this change), once more right after, never inside.
    private func moveRevision() {
        if isMovingRevision {
            owesRevision = true
            return
        }
        isMovingRevision = true
        defer { isMovingRevision = false }
        repeat {
            owesRevision = false
            revision &+= 1
            tellFollowers()
        } while owesRevision
    }

    /// A request of this navigator's: awaiting it lets a host whose time is driven by hand run it.
    func newRequest() -> NavigationRequest {
        NavigationRequest { [weak self] in self?.host?.outcomeAwaited() }
    }

    // MARK: Carrying out a command

    /// Carries out a command's change; only inside ``take(_:_:)``. The change is validated,
    /// checked against the host and the guards, and queued for the host.
    ///
    /// Returns the change's request and, when a failing guard refused the change, that guard.
    /// With `redirecting`, the guard's redirect is carried out in its place, and the request is
    /// the redirect's.
    ///
    /// ```swift
    /// navigator.take(.command) { _ in
    ///     navigator.carryOut(animation: .automatic, redirecting: true) { try $0.push(.order(42)) }.request
    /// }
    /// ```
    package func carryOut(
        animation: AnimationPolicy, redirecting: Bool = false,
        _ change: (inout NavigationState<Screen>) throws -> Void
    ) -> (request: NavigationRequest, refusingGuard: GuardID?) {
        assert(isChanging, "carryOut runs only inside take")
        func refused(_ error: NavigationError) -> (NavigationRequest, GuardID?) {
            onEvent?(.refused(error))
            return (NavigationRequest(finished: .refused(error)), nil)
        }
        guard waitingCommands.count < Self.waitingCommandLimit else {
            return refused(.tooManyWaitingCommands(limit: Self.waitingCommandLimit))
        }
        let before = state
        let onScreen = shown
        var after = before
        do {
            try change(&after)
            try after.validate()
        } catch {
            return refused(NavigationError(refusing: error))
        }
        if let refusal = refusal(of: after, by: host) {
            return refused(refusal)
        }
        if let conflict = after.identityConflict(with: before, onScreen) {
            return refused(.identityConflict(conflict))
        }
        if let failing = guardRefusing(after, before: before) {
            guard redirecting else { return (refused(.refusedByGuard(failing.id)).0, failing.id) }
            let redirect = carryOut(animation: animation) { state in try failing.showRedirect(in: &state) }
            return (redirect.request, failing.id)
        }
        after.nextIdentity = max(after.nextIdentity, before.nextIdentity, onScreen.nextIdentity)
        after.forgetGoneEntries()
        let request = newRequest()
        state = after
        onEvent?(.command(after, animation, request))
        let changesScreen = waitingCommands.append(request, from: before, to: after, animation: animation)
        hasChanged = true
        // A command that changes nothing on screen has nothing to wait for.
        if changesScreen { advanceAtEndOfTurn() } else { advance() }
        return (request, nil)
    }

    /// Why `host` cannot show `state`, if it cannot: more tabs than it shows. Asked before a
    /// change or an attach reaches the host, so a host never sees a root it cannot show.
    func refusal(of state: NavigationState<Screen>, by host: (any NavigationHost<Screen>)?) -> NavigationError? {
        guard let limit = host?.capabilities.maximumTabCount, let count = state.root.tabSet?.tabs.count else { return nil }
        return count > limit ? .tooManyTabs(count: count, limit: limit) : nil
    }

    // MARK: List anchors

    /// Records where the list `list` of the screen `entry` is (`nil` forgets it), in ``state``:
    /// call it when the user stops scrolling and when the screen leaves. An anchor is not
    /// navigation: no transition, no request, and ``revision`` does not move.
    ///
    /// ```swift
    /// func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    ///     try? navigator.setAnchor(currentAnchor(), of: "products", in: entry)
    /// }
    /// ```
    ///
    /// Recorded while the navigator is changing, it is recorded right after that change; if
    /// that change took the entry away, the anchor goes with it.
    ///
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when `entry` is not in ``state``; nothing
    ///   changes.
    public func setAnchor(_ anchor: ListAnchor?, of list: String, in entry: EntryID) throws(NavigationError) {
        guard state.entry(entry) != nil else { throw .entryNotFound(entry) }
        // Taken as a change even when idle: a command an observer of `state` issues then waits
        // until the anchor is stored.
        take(.setting) { [self] _ in
            var next = state
            if (try? next.setAnchor(anchor, of: list, in: entry)) != nil { state = next }
            return NavigationRequest(finished: .completed)
        }
    }

    // MARK: Guards

    /// The guard named `id`, if the navigator has it.
    public func `guard`(_ id: GuardID) -> NavigationGuard<Screen>? {
        guards.first { $0.id == id }
    }

    /// Whether the guard named `id` holds now; one the navigator no longer has holds.
    package func holds(_ id: GuardID) -> Bool {
        self.guard(id)?.isSatisfied() != false
    }

    /// Removes every screen whose guard now fails (cutting each stack below the first one, or
    /// showing the guard's redirect where a root itself is protected), as one change. Call it
    /// when a condition changes, such as on sign-out.
    @discardableResult
    public func reevaluateGuards(animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { [guards] state in
            for item in guards where !item.isSatisfied() && !state.entries(protectedBy: item).isEmpty {
                if let trimmed = state.removing(protectedBy: item) {
                    state = trimmed
                } else {
                    try item.showRedirect(in: &state)
                }
            }
        }
    }

    /// The first failing guard that protects a screen `after` adds to `before`.
    private func guardRefusing(
        _ after: NavigationState<Screen>, before: NavigationState<Screen>
    ) -> NavigationGuard<Screen>? {
        guards.first { item in
            guard !item.isSatisfied() else { return false }
            let existing = Set(before.entries(protectedBy: item).map { $0.id })
            return after.entries(protectedBy: item).contains { !existing.contains($0.id) }
        }
    }

    // MARK: Following

    /// Tells `follower` once after every change, for as long as `follower` lives: it is held
    /// weakly, and nothing else of it is kept. Following twice with one follower tells it once.
    ///
    /// The follower is told after ``state``, ``shown`` and ``revision`` hold their new values,
    /// in the order followers began to follow. Commands it issues are taken right after the
    /// notice, each as one more change it is told of too.
    ///
    /// ```swift
    /// final class Log: NavigatorFollower {
    ///     let navigator: Navigator<Screen>
    ///     init(navigator: Navigator<Screen>) {
    ///         self.navigator = navigator
    ///         navigator.follow(by: self)
    ///     }
    ///     func navigatorDidChange() { print(navigator.revision, navigator.shown.tree()) }
    /// }
    /// ```
    public func follow(by follower: some NavigatorFollower) {
        guard !followers.contains(where: { $0.follower === follower }) else { return }
        followers.append(FollowerReference(follower: follower))
    }

    /// Tells every live follower of the change, and forgets those released.
    private func tellFollowers() {
        followers.removeAll { $0.follower == nil }
        for reference in followers { reference.follower?.navigatorDidChange() }
    }
}
