import Observation

/// The single source of truth for navigation.
///
/// A navigator holds two values: ``state``, what the app wants on screen, which every command
/// changes at once; and ``shown``, what the host shows. It walks `shown` toward `state` one
/// transition at a time, awaiting the host's completion of each. A command issued during a
/// transition changes `state` at once; when the running transition ends the navigator plans
/// again, so rapid commands coalesce and the newest intent wins. No fixed delays.
///
/// ```swift
/// let navigator = Navigator(NavigationState<Screen>(flow: "main", root: .cart))
/// navigator.attach(host)
/// navigator.push(.product(12))
/// let outcome = await navigator.present(.options, as: .sheet(.fitting)).outcome
/// ```
///
/// Without a host (before ``attach(_:)``, after ``detach()``) the navigator is headless: `shown`
/// follows `state` at once and every command completes at once, which is what a flow's unit
/// tests want.
@MainActor
@Observable
public final class Navigator<Screen: Hashable & Sendable> {
    /// What the app wants on screen; every command changes it at once.
    public private(set) var state: NavigationState<Screen>
    /// What the host shows.
    public private(set) var shown: NavigationState<Screen>
    /// The step the host is performing, if any.
    public private(set) var transitionInFlight: TransitionStep<Screen>?
    /// Whether a user gesture (swipe back, sheet drag) is in progress.
    public private(set) var isInteracting = false

    /// Called when the user answers a custom alert, after the alert has left `state`.
    @ObservationIgnored public var onAlertResponse: (@MainActor (AlertResponse) -> Void)?

    /// Conditions that protect screens. While a guard's condition fails, a change that adds a
    /// screen it protects is refused with ``NavigationError/refusedByGuard(_:)``; call
    /// ``reevaluateGuards()`` when a condition changes.
    @ObservationIgnored public var guards: [NavigationGuard<Screen>] = []
    @ObservationIgnored private var observers: [Int: @MainActor () -> Void] = [:]
    @ObservationIgnored private var nextObserver = 0

    /// The host is owned by what shows it (the window's scene, the terminal demo, a testbed), never
    /// by the navigator: a host's screens may capture the app, which owns the navigator.
    @ObservationIgnored private weak var host: (any NavigationHost<Screen>)?
    /// Changes every time a host is attached or detached, so late callbacks of an old host are ignored.
    @ObservationIgnored private var attachment = 0
    @ObservationIgnored private var pending: [Pending] = []
    /// User changes made while a step runs: the controllers already show that step, so they
    /// apply to `shown` after it.
    @ObservationIgnored private var changesDuringStep: [UserChange] = []
    @ObservationIgnored private var isAdvancing = false
    @ObservationIgnored private var needsAdvance = false

    private struct Pending: Sendable {
        let request: NavigationRequest
        /// What was wanted before the command, and what it asked for.
        var before: NavigationState<Screen>
        var target: NavigationState<Screen>
        let animation: AnimationPolicy
        /// Whether a user change made while it waited altered what it asked for.
        var isMerged = false

        /// The command as it stands after the user's `change`: the user's change is kept, and so
        /// is the rest of what the command asked for.
        func merging(_ change: UserChange) -> Pending {
            var merged = self
            merged.before = before.applying(change)
            merged.target = target.applying(change)
            merged.isMerged = isMerged || merged.target != target
            return merged
        }
    }

    /// A navigator that starts at `initial`.
    public init(_ initial: NavigationState<Screen>) {
        assert(initial.isValid, "Navigator started with an invalid value: \(initial)")
        state = initial
        shown = initial
    }

    /// Calls `onChange` after every change of ``state`` or ``shown``, until the returned
    /// observation is cancelled or released. Screen models and child coordinators follow the
    /// navigation value this way.
    public func observe(_ onChange: @escaping @MainActor () -> Void) -> NavigatorObservation {
        nextObserver += 1
        let key = nextObserver
        observers[key] = onChange
        return NavigatorObservation { [weak self] in self?.observers[key] = nil }
    }

    private func notifyObservers() {
        for key in observers.keys.sorted() { observers[key]?() }
    }

    /// A navigator released mid-transition still ends every request waiting on it, as soon as
    /// the main actor runs (not an `isolated deinit`: that needs a runtime function iOS 17
    /// lacks). Its host keeps showing what it shows; no event of it reaches anyone.
    deinit {
        let waiting = pending.map(\.request)
        guard !waiting.isEmpty else { return }
        Task { @MainActor in
            for request in waiting { request.finish(.interrupted(.hostDetached)) }
        }
    }

    /// Whether nothing is in flight and the screen shows what the app wants.
    public var isSettled: Bool { transitionInFlight == nil && !isInteracting && shown == state }

    // MARK: Hosts

    /// Shows the navigation in `host`: its root at once, then the layers one transition at a
    /// time. A host already attached is detached first.
    ///
    /// The navigator keeps only a weak reference to the host, as a UIKit controller keeps its
    /// delegate: whatever shows the navigation owns the host (a scene keeps its window, a test
    /// its ``NavigationTestbed``). So a host whose screens capture the app, which owns the
    /// navigator, closes no cycle. When the host is released while attached, every waiting
    /// command ends with ``NavigationOutcome/Interruption/hostDetached`` and the navigator is
    /// headless again.
    ///
    /// ```swift
    /// final class SceneDelegate {
    ///     let app = ShopApp()                 // owns the navigator
    ///     var host: SimulatedHost<ShopScreen>? // owned here, beside the window
    ///     func sceneDidConnect() {
    ///         let host = SimulatedHost<ShopScreen>()
    ///         self.host = host
    ///         app.navigator.attach(host)
    ///     }
    /// }
    /// ```
    public func attach(_ host: some NavigationHost<Screen>) {
        if self.host === host { return }
        if self.host != nil { detach() }
        self.host = host
        attachment += 1
        let attachment = self.attachment
        shown = NavigationState(root: state.root, layers: [], nextEntryID: state.nextEntryID)
        notifyObservers()
        let lease = HostLease { [weak self] in
            Task { @MainActor in self?.hostReleased(attachment) }
        }
        host.install(state.root) { [weak self] event in
            withExtendedLifetime(lease) {
                guard let self, self.attachment == attachment else { return }
                self.receive(event)
            }
        }
        advance()
    }

    /// The host of `attachment` was released without a detach.
    private func hostReleased(_ attachment: Int) {
        guard self.attachment == attachment else { return }
        detach()
    }

    /// Tears the host down. Every waiting command ends with
    /// ``NavigationOutcome/Interruption/hostDetached``; the navigator is headless afterwards.
    public func detach() {
        let old = host
        host = nil
        attachment += 1
        old?.uninstall()
        interruptAll(.hostDetached)
        transitionInFlight = nil
        changesDuringStep = []
        isInteracting = false
        shown = state
        notifyObservers()
    }

    // MARK: Commands

    /// Changes the wanted value however you like, in one change that the planner turns into
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
    @discardableResult
    public func update(
        animation: AnimationPolicy = .automatic,
        _ change: (inout NavigationState<Screen>) throws -> Void
    ) -> NavigationRequest {
        // Read once: each read of an observed property costs a run-time key path here.
        let wanted = state
        let onScreen = shown
        var candidate = wanted
        do {
            try change(&candidate)
            try candidate.validate()
        } catch let error as NavigationError {
            return NavigationRequest(finished: .refused(error))
        } catch {
            return NavigationRequest(finished: .refused(.changeFailed(String(describing: error))))
        }
        if let conflict = candidate.identityConflict(with: wanted, onScreen) {
            return NavigationRequest(finished: .refused(.identityConflict(conflict)))
        }
        if let failing = guardRefusing(candidate, current: wanted) {
            return NavigationRequest(finished: .refused(.refusedByGuard(failing)))
        }
        candidate.nextEntryID = max(candidate.nextEntryID, wanted.nextEntryID, onScreen.nextEntryID)
        let request = NavigationRequest()
        state = candidate
        pending.append(Pending(request: request, before: wanted, target: candidate, animation: animation))
        advance()
        notifyObservers()
        return request
    }

    /// The guard named `id`, if the navigator has it.
    public func `guard`(_ id: GuardID) -> NavigationGuard<Screen>? {
        guards.first { $0.id == id }
    }

    /// The first failing guard that protects a screen `candidate` adds to `current`.
    private func guardRefusing(_ candidate: NavigationState<Screen>, current: NavigationState<Screen>) -> GuardID? {
        for item in guards where !item.isSatisfied() {
            let existing = Set(current.entries(protectedBy: item).map(\.id))
            if candidate.entries(protectedBy: item).contains(where: { !existing.contains($0.id) }) { return item.id }
        }
        return nil
    }

    /// Removes every screen whose guard now fails (cutting each stack below the first one, or
    /// showing the guard's redirect where a root itself is protected), as one change. Call it
    /// when a condition changes, such as on sign-out.
    @discardableResult
    public func reevaluateGuards(animation: AnimationPolicy = .automatic) -> NavigationRequest {
        var candidate = state
        for item in guards where !item.isSatisfied() && !candidate.entries(protectedBy: item).isEmpty {
            if let trimmed = candidate.removing(protectedBy: item) {
                candidate = trimmed
            } else {
                do {
                    try item.redirect(&candidate)
                } catch {
                    return NavigationRequest(finished: .refused(.changeFailed(String(describing: error))))
                }
            }
        }
        return update(animation: animation) { state in state = candidate }
    }

    /// Shows `target`, a value built from plain screens (a deep link's, a restored one), keeping
    /// the entries already shown wherever `target` shows the same screens
    /// (``NavigationState/reconciled(with:)``).
    @discardableResult
    public func navigate(to target: NavigationState<Screen>, animation: AnimationPolicy = .automatic) -> NavigationRequest {
        update(animation: animation) { state in state = state.reconciled(with: target) }
    }

    // MARK: Running steps

    /// Starts the next step if nothing is in flight. Re-entrant calls (a host completing a step
    /// synchronously) loop here instead of recursing.
    private func advance() {
        if isAdvancing {
            needsAdvance = true
            return
        }
        isAdvancing = true
        defer { isAdvancing = false }
        repeat {
            needsAdvance = false
            advanceOnce()
        } while needsAdvance
    }

    private func advanceOnce() {
        guard transitionInFlight == nil, !isInteracting else { return }
        guard let host else {
            shown = state
            finishReached(settled: true)
            notifyObservers()
            return
        }
        guard var step = TransitionPlanner.nextStep(from: shown, to: state, capabilities: host.capabilities) else {
            finishReached(settled: true)
            return
        }
        if step.isAnimated, !animates(step) { step = step.unanimated }
        transitionInFlight = step
        let attachment = self.attachment
        host.perform(step) { [weak self] result in
            guard let self, self.attachment == attachment, self.transitionInFlight == step else { return }
            self.transitionInFlight = nil
            let userChanges = self.changesDuringStep
            self.changesDuringStep = []
            switch result {
            case .completed:
                self.shown = userChanges.reduce(self.shown.applying(step)) { $0.applying($1) }
                self.finishReached(settled: false)
                self.notifyObservers()
            case .failed(let failure):
                // Back to what is shown; identities handed out stay handed out.
                self.shown = userChanges.reduce(self.shown) { $0.applying($1) }
                var reverted = self.shown
                reverted.nextEntryID = max(self.state.nextEntryID, self.shown.nextEntryID)
                self.state = reverted
                self.interruptAll(.hostFailed(failure))
                self.notifyObservers()
            }
            self.advance()
        }
    }

    /// Whether an animated step keeps its animation: only if a waiting command whose change it
    /// carries asked for one. A step no waiting command carries (the layers shown at attach)
    /// animates as planned.
    private func animates(_ step: TransitionStep<Screen>) -> Bool {
        var carried = false
        for command in pending where step.isCarried(byChangeFrom: command.before, to: command.target, shown: shown) {
            if command.animation == .automatic { return true }
            carried = true
        }
        return !carried
    }

    /// Ends the requests the screen has reached: the newest whose target is shown completes,
    /// with every older one (superseded unless it was reached too). Once settled, every request
    /// ends.
    private func finishReached(settled: Bool) {
        let reached = settled ? pending.count : (pending.lastIndex { $0.target == shown }.map { $0 + 1 } ?? 0)
        guard reached > 0 else { return }
        let done = pending.prefix(reached)
        pending.removeFirst(reached)
        for item in done { item.request.finish(item.target != shown ? .superseded : item.isMerged ? .merged : .completed) }
    }

    private func interruptAll(_ interruption: NavigationOutcome.Interruption) {
        let done = pending
        pending = []
        for item in done { item.request.finish(.interrupted(interruption)) }
    }

    // MARK: Host events

    private func receive(_ event: HostEvent) {
        switch event {
        case .interactionBegan:
            isInteracting = true
        case .interactionEnded(let change):
            isInteracting = false
            if let change { apply(change) }
            advance()
        case .userChanged(let change):
            apply(change)
            advance()
        case .detached:
            host = nil
            detach()
        }
    }

    private func apply(_ change: UserChange) {
        var response: AlertResponse?
        if case .answeredAlert(let id, let index, let text) = change,
            let layer = shown.layers.first(where: { $0.id == id }),
            let alert = layer.alert, let owner = layer.owner, alert.buttons.indices.contains(index)
        {
            response = AlertResponse(alert: id, owner: owner, button: alert.buttons[index], text: text)
        }
        if transitionInFlight != nil {
            changesDuringStep.append(change)
        } else {
            shown = shown.applying(change)
        }
        state = state.applying(change)
        pending = pending.map { $0.merging(change) }
        notifyObservers()
        if let response { onAlertResponse?(response) }
    }
}
