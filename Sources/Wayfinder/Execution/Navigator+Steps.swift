// Running steps: one at a time, each awaited, each command ended when the screen reaches it.

extension Navigator {
    /// Starts the next step if nothing is in flight and no report of the host's waits. Always
    /// called inside a change, so a host that completes a step at once, inside `perform`, has
    /// its completion taken after this change (`whenIdle`): steps follow one another in a
    /// loop, never by recursion.
    func advance() {
        // A report of the host's waiting to be taken in (`runHostArrivals`) changes `shown`.
        guard !isStepInFlight, !isInteracting, hostArrivals.isEmpty else { return }
        guard let host else {
            if shown != state {
                shown = state
                noteChange()
            }
            finishReached(settled: true)
            return
        }
        guard var step = TransitionPlanner.nextStep(from: shown, to: state, capabilities: host.capabilities) else {
            finishReached(settled: true)
            return
        }
        if step.isAnimated, !waitingCommands.animates(step, state: state, shown: shown) { step = step.unanimated }
        transitionInFlight = step
        stepsStarted += 1
        let (attachment, number) = (self.attachment, stepsStarted)
        host.perform(step) { [weak self] result in
            // By number, not by comparing steps (which copies both): a completion ends the step
            // in flight only when it is that step's.
            guard let self else { return }
            self.whenIdle(.host) { [self] in
                guard self.attachment == attachment, stepsStarted == number, isStepInFlight else { return }
                finish(step, result)
            }
        }
    }

    /// A step's completion: `shown` takes it in, with what the user did meanwhile, or, when the
    /// host failed it, `state` goes back to what is shown.
    func finish(_ step: TransitionStep<Screen>, _ result: StepResult) {
        transitionInFlight = nil
        let userChanges = changesDuringStep
        changesDuringStep = []
        switch result {
        case .completed:
            // `state` was planned from, so its counter is above every identity the step brings.
            var next = userChanges.reduce(shown.applying(step, counter: state.nextIdentity)) { $0.applying($1) }
            // Once the screen shows what the app wants, `shown` takes `state`'s storage (the same
            // value; `state`'s counter is the higher): equal values held in the same storage are
            // compared, planned from and checked without reading what they share, so the next
            // command under two hundred sheets costs what it costs under one.
            if next == state { next = state }
            shown = next
            finishReached(settled: false)
        case .failed(let failure):
            // Back to what is shown; identities handed out stay handed out.
            shown = userChanges.reduce(shown) { $0.applying($1) }
            var reverted = shown
            reverted.nextIdentity = max(state.nextIdentity, shown.nextIdentity)
            // Where the lists were stays recorded for the screens still shown.
            reverted.listAnchors = state.listAnchors
            reverted.forgetAnchorsOfGoneEntries()
            state = reverted
            interruptAll(.hostFailed(failure.reason))
        }
        noteChange()
        advance()
    }

    /// Ends the requests of the waiting commands the screen has reached (all of them once
    /// settled), each with its outcome.
    func finishReached(settled: Bool) {
        guard !waitingCommands.isEmpty else { return }
        for (request, outcome) in waitingCommands.takeReached(shown: shown, state: state, settled: settled) {
            request.finish(outcome)
        }
    }

    func interruptAll(_ interruption: NavigationOutcome) {
        for request in waitingCommands.takeAll() { request.finish(interruption) }
    }
}
