// The host's side: attaching a host, running steps one at a time, each awaited, what the host
// reports, and how each command ends.

extension Navigator {
    // MARK: Hosts

    /// Whether a host shows this navigator. It does not keep its host: once released, the
    /// navigator is headless, and in debug builds the next command says so.
    ///
    /// ```swift
    /// navigator.attach(SimulatedHost<Screen>())   // nothing keeps this host
    /// #expect(!navigator.hasHost)
    /// ```
    public var hasHost: Bool { host != nil }

    /// Attaches a host of the package's own (the tests' recording hosts).
    @discardableResult
    package func attach(_ host: some NavigationHost<Screen>) -> NavigationRequest {
        attachRequest(host)
    }

    /// What every attach does: `host` shows the value, or the value is refused and nothing changes.
    package func attachRequest(_ host: some NavigationHost<Screen>) -> NavigationRequest {
        take(.setting) { [self] _ in
            if let refusal = refusal(of: state, by: host) { return NavigationRequest(finished: .refused(refusal)) }
            if self.host !== host { install(host) }
            // Ends when the host shows the whole value, as a command would.
            let request = newRequest()
            waitingCommands.append(request, from: state, to: state, animation: .automatic)
            advance()
            return request
        }
    }

    private func install(_ host: some NavigationHost<Screen>) {
        if isAttached { uninstall() }
        isAttached = true
        self.host = host
        attachment += 1
        let attachment = self.attachment
        shown = NavigationState(root: state.root, layers: [], nextIdentity: state.nextIdentity)
        hasChanged = true
        (isHostReleased, isHostReleaseReported) = (false, false)
        let lease = HostLease { [weak self] in
            Task { @MainActor in
                guard let self, self.attachment == attachment else { return }
                self.detach()
                self.isHostReleased = true
            }
        }
        host.install(state.root) { [weak self] event in
            withExtendedLifetime(lease) { self?.receive(event, from: attachment) }
        }
    }

    /// Tears the host down. Every waiting command ends with ``NavigationOutcome/hostDetached``;
    /// the navigator is headless afterwards.
    public func detach() {
        take(.setting) { [self] _ in
            uninstall()
            return NavigationRequest(finished: .completed)
        }
    }

    func uninstall() {
        let old = host
        host = nil
        isAttached = false
        attachment += 1
        old?.uninstall()
        interruptAll(.hostDetached)
        transitionInFlight = nil
        changesDuringStep = []
        isInteracting = false
        waitsForEndOfTurn = false
        shown = state
        hasChanged = true
    }

    /// Says once, in debug builds, that commands show nothing because the host was released:
    /// the navigator does not own its host, and an app that forgot to keep it sees no error.
    private func reportReleasedHost() {
        guard isAttached || isHostReleased, !isHostReleaseReported else { return }
        isHostReleaseReported = true
        RuntimeWarning.report(
            "the host of a Navigator<\(Screen.self)> was released, so no screen follows its commands."
                + " Keep the host for as long as it shows the navigation (in the scene delegate,"
                + " the SwiftUI app's model, or the test).")
    }

    // MARK: Steps

    /// Starts the next step when the main actor's turn is over, if nothing is in flight: what
    /// the commands of one turn changed reaches the screen as one change, as SwiftUI makes one
    /// transaction of a turn. `state` has changed already; only the host's step waits, and with
    /// no host `shown` follows at once. A step in flight or a gesture has the rest wait for it.
    func advanceAtEndOfTurn() {
        guard let host, transitionInFlight == nil, !isInteracting else { return advance() }
        guard !waitsForEndOfTurn else { return }
        waitsForEndOfTurn = true
        let attachment = self.attachment
        host.atEndOfTurn { [weak self] in
            guard let self else { return }
            take(.report) { [self] _ in
                // Only the end of the turn this host was asked for, once.
                if self.attachment == attachment, waitsForEndOfTurn {
                    onEvent?(.turnEnded)
                    waitsForEndOfTurn = false
                    advance()
                }
                return NavigationRequest(finished: .completed)
            }
        }
    }

    /// Starts the next step if nothing is in flight, no report of the host's waits and the turn
    /// the navigator waits for is over. Called inside a change, so a host that completes a step
    /// inside `perform` has its completion taken after this change: steps follow one another in
    /// a loop, never by recursion.
    func advance() {
        guard transitionInFlight == nil, !isInteracting, reportArrivals.isEmpty else { return }
        guard let host else {
            reportReleasedHost()
            if shown != state {
                shown = state
                hasChanged = true
            }
            finishReached(settled: true)
            return
        }
        guard !waitsForEndOfTurn else { return }
        guard var step = TransitionPlanner.nextStep(from: shown, to: state, capabilities: host.capabilities) else {
            finishReached(settled: true)
            return
        }
        if step.isAnimated, !waitingCommands.animates(step, state: state, shown: shown) { step = step.unanimated }
        transitionInFlight = step
        onEvent?(.stepStarted(step))
        stepsStarted += 1
        let (attachment, number) = (self.attachment, stepsStarted)
        host.perform(step, transition: shown.transition(of: step, wanted: state)) { [weak self] result in
            guard let self else { return }
            take(.report) { [self] _ in
                // Only the completion of the step in flight ends it.
                if self.attachment == attachment, stepsStarted == number, transitionInFlight != nil {
                    finish(step, result)
                }
                return NavigationRequest(finished: .completed)
            }
        }
    }

    /// A step's completion: `shown` takes it in, with what the user did meanwhile; or, when the
    /// host failed it, `state` goes back to what is shown.
    private func finish(_ step: TransitionStep<Screen>, _ result: StepResult) {
        onEvent?(.stepEnded(result))
        transitionInFlight = nil
        let userChanges = changesDuringStep
        changesDuringStep = []
        switch result {
        case .completed:
            let next = userChanges.reduce(shown.applying(step)) { $0.applying($1) }
            // Settled, `shown` takes `state` itself (the same screens; its counter is the higher),
            // so the two share their storage.
            shown = next == state ? state : next
            finishReached(settled: false)
        case .failed(let failure):
            // Back to what is shown; identities handed out stay handed out, and where the lists
            // were stays recorded for the screens still shown.
            shown = userChanges.reduce(shown) { $0.applying($1) }
            var reverted = shown
            reverted.nextIdentity = max(state.nextIdentity, shown.nextIdentity)
            reverted.listAnchors = state.listAnchors
            reverted.transitions = state.transitions
            reverted.forgetGoneEntries()
            state = reverted
            interruptAll(.hostFailed(failure.reason))
        }
        hasChanged = true
        advance()
    }

    /// Ends the requests of the waiting commands the screen has reached (all of them once
    /// settled), each with its outcome.
    private func finishReached(settled: Bool) {
        defer { if settled { transitionFallbacks = [] } }
        guard !waitingCommands.isEmpty else { return }
        for (request, outcome) in waitingCommands.takeReached(shown: shown, state: state, settled: settled) {
            if !transitionFallbacks.isEmpty { request.transitionFallbacks = transitionFallbacks }
            onEvent?(.outcome(request, outcome))
            request.finish(outcome)
        }
    }

    func interruptAll(_ interruption: NavigationOutcome) {
        for request in waitingCommands.takeAll() {
            onEvent?(.outcome(request, interruption))
            request.finish(interruption)
        }
    }

    // MARK: What the user did

    /// What the host of `attachment` reported the user did; ignored once that host is gone.
    func receive(_ event: HostEvent, from attachment: Int) {
        take(.report) { [self] _ in
            if self.attachment == attachment { receiving(event) }
            return NavigationRequest(finished: .completed)
        }
    }

    private func receiving(_ event: HostEvent) {
        onEvent?(.host(event))
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
        case .transitionFellBack(let fallback):
            transitionFallbacks.append(fallback)
        case .detached:
            host = nil
            uninstall()
        }
    }

    private func apply(_ change: UserChange) {
        // A change that changes nothing (a re-tap of the selected tab; a detent the sheet already
        // rests at) is no change. During a step it is kept: it applies to what the step shows,
        // which `shown` does not hold yet.
        let isStepRunning = transitionInFlight != nil
        var nextState = state.applying(change)
        nextState.forgetGoneEntries()
        let nextShown = isStepRunning ? shown : shown.applying(change)
        guard isStepRunning || nextState != state || nextShown != shown else { return }
        var response: AlertResponse?
        if case .answeredAlert(let id, let index, let text) = change,
            let layer = shown.layer(id),
            let alert = layer.alert, let owner = layer.owner, alert.buttons.indices.contains(index)
        {
            response = AlertResponse(alert: id, owner: owner, button: alert.buttons[index], text: text)
        }
        if isStepRunning {
            changesDuringStep.append(change)
        } else {
            shown = nextShown
        }
        // Before `state` takes the change: the waiting commands are rebuilt from it.
        waitingCommands.merge(change, into: state)
        state = nextState
        hasChanged = true
        if let response { onAlertResponse?(response) }
    }
}
