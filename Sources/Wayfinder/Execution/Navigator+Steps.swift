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
        if step.isAnimated, !animates(step) { step = step.unanimated }
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
            var next = userChanges.reduce(shown.applying(step)) { $0.applying($1) }
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

    /// Whether an animated step keeps its animation: only if a waiting command whose change it
    /// carries asked for one. A step no waiting command carries (the layers shown at attach)
    /// animates as planned.
    func animates(_ step: TransitionStep<Screen>) -> Bool {
        var carried = false
        var asked = false
        let shown = self.shown
        walkPendingChanges { index, before, after in
            guard step.isCarried(byChangeFrom: before, to: after, shown: shown) else { return true }
            carried = true
            asked = pending[index].animation == .automatic
            return !asked
        }
        return asked || !carried
    }

    /// Ends the requests the screen has reached: the newest whose `after` is shown completes,
    /// with every older one (superseded unless it was reached too). Once settled, every request
    /// ends.
    func finishReached(settled: Bool) {
        guard !pending.isEmpty else { return }
        let shown = self.shown
        // Which waiting commands asked for exactly what is shown, newest first.
        var isShown = [Bool](repeating: false, count: pending.count)
        var reached = settled ? pending.count : 0
        walkPending { index, after in
            isShown[index] = after == shown
            if reached == 0, isShown[index] { reached = index + 1 }
            return true
        }
        guard reached > 0 else { return }
        // Taken out whole and read in place.
        var done: [Pending] = []
        swap(&done, &pending)
        if reached < done.count {
            pending = Array(done[reached...])
            done.removeSubrange(reached...)
        }
        for index in done.indices { done[index].request.finish(done[index].outcome(isShown: isShown[index])) }
    }

    func interruptAll(_ interruption: NavigationOutcome) {
        var done: [Pending] = []
        swap(&done, &pending)
        for index in done.indices { done[index].request.finish(interruption) }
    }
}
