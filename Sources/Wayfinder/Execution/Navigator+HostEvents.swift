// What the user did on screen, as the host reports it.

extension Navigator {
    /// What the host of `attachment` reported the user did; ignored once that host is gone.
    func receive(_ event: HostEvent, from attachment: Int) {
        whenIdle(.host) { [self] in
            guard self.attachment == attachment else { return }
            receiving(event)
        }
    }

    private func receiving(_ event: HostEvent) {
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
            detaching()
        }
    }

    private func apply(_ change: UserChange) {
        // A change that changes nothing (a re-tap of the selected tab, which UIKit reports as a
        // selection again, 7.1; a detent the sheet already rests at) is no change: no revision.
        // During a step it is kept: it applies to what the step shows, which `shown` does not
        // hold yet (a tab tapped in the tabs a root switch is bringing in).
        var nextState = state.applying(change)
        nextState.forgetAnchorsOfGoneEntries()
        let nextShown = isStepInFlight ? shown : shown.applying(change)
        guard isStepInFlight || nextState != state || nextShown != shown else { return }
        var response: AlertResponse?
        if case .answeredAlert(let id, let index, let text) = change,
            let layer = shown.layer(id),
            let alert = layer.alert, let owner = layer.owner, alert.buttons.indices.contains(index)
        {
            response = AlertResponse(alert: id, owner: owner, button: alert.buttons[index], text: text)
        }
        if isStepInFlight {
            changesDuringStep.append(change)
        } else {
            shown = nextShown
        }
        // Before `state` takes the change: the waiting commands are rebuilt from it.
        mergePending(change)
        state = nextState
        noteChange()
        if let response { onAlertResponse?(response) }
    }
}
