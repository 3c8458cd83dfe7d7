import Wayfinder

// What the user does to the controllers, turned into navigation changes. A driver calls these
// from the platform's delegates (UIKit: `navigationController(_:willShow:animated:)` and the
// transition coordinator, `presentationControllerDidDismiss(_:)`, `tabBarController(_:didSelect:)`,
// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`); the simulated host calls
// them when it plays a gesture. What counts as a user's change is decided here, not in drivers.

extension ControllerHost {
    /// A stack is about to show `screen` (UIKit's `willShow`). When that starts a pop of the
    /// stack as last settled (a swipe back, the back button, the long-press back menu, a re-tap
    /// of the selected tab), the user's interaction begins and `true` is returned: the driver then
    /// ends it with ``userChangedStack(_:endsInteraction:)`` or ``userCancelledInteraction()``.
    /// First appearance, a tab switch and the host's own steps start nothing
    /// (`SettledStack.popBegins(showing:)`).
    @discardableResult
    package func userWillShow(_ screen: Driver.Controller, in stack: Driver.Stack) -> Bool {
        guard let shown = shownStack(stack), shown.settled.popBegins(showing: shown.entry(of: screen)) else { return false }
        beginInteraction()
        return true
    }

    /// The user started a gesture of their own: a sheet drag, a swipe. Commands wait until it ends.
    package func userBeganInteraction() {
        beginInteraction()
    }

    /// The gesture was cancelled; nothing changed.
    package func userCancelledInteraction() {
        endInteraction(nil)
    }

    /// A stack may have lost screens to the user: compares what it shows with what it showed
    /// when last settled (`SettledStack.popped(now:)`) and reports the entries that left, as
    /// one change however many left. A stack that shows what it showed (a cancelled swipe that
    /// still reached `didShow`, iOS 18) changes nothing.
    ///
    /// - Parameter endsInteraction: Whether this ends an interaction begun with
    ///   ``userWillShow(_:in:)`` or ``userBeganInteraction()``.
    package func userChangedStack(_ stack: Driver.Stack, endsInteraction: Bool) {
        guard let location = location(of: stack), let shown = stacks[location],
            let removed = shown.settled.popped(now: driver.screens(of: stack).map(shown.entry(of:)))
        else {
            if endsInteraction { endInteraction(nil) }
            return
        }
        stacks[location]?.settled.entries.removeLast(removed.count)
        stacks[location]?.screens.removeLast(removed.count)
        report(.popped(location, removed: removed), endsInteraction: endsInteraction)
    }

    /// A layer was dismissed by the user (a sheet dragged down).
    package func userDismissedLayer(_ controller: Driver.Controller, endsInteraction: Bool) {
        guard let id = layerIndex(of: controller).map({ layers[$0].id }) else {
            if endsInteraction { endInteraction(nil) }
            return
        }
        removeLayers(from: id)
        report(.dismissed(id), endsInteraction: endsInteraction)
    }

    /// The user selected a tab in the tab bar. A position outside the tabs (UIKit's `NSNotFound`
    /// for its "More" tab) changes nothing.
    package func userSelectedTab(at index: Int) {
        guard let tabs, tabs.order.indices.contains(index) else { return }
        events?(.userChanged(.selectedTab(tabs.order[index])))
    }

    /// A sheet now rests at the detent with this identifier (``Detent/identifier``): the user
    /// dragged it, or the system moved it for the keyboard (iOS 26 expands a sheet, 9.6), which
    /// `DetentChangeCause` tells apart and the value does not take. An identifier no detent
    /// has changes nothing.
    package func sheetSelectedDetent(identifier: String, of controller: Driver.Controller) {
        guard let detent = Detent(identifier: identifier),
            let id = layerIndex(of: controller).map({ layers[$0].id }),
            !detentChangeIsKeyboards(of: id)
        else { return }
        events?(.userChanged(.selectedDetent(id, detent)))
    }

    /// The user tapped a button of a custom alert. The host dismisses the alert (animated, as
    /// part of the user's interaction) and reports the answer once it is gone (Platform Rules
    /// 6.5), or, when the dismissal's completion is lost or late, at the interaction's deadline
    /// once the alert is gone (9.10); when the platform refuses the dismissal now, the tap
    /// changes nothing.
    package func userAnsweredAlert(_ controller: Driver.Controller, button: Int, text: [String]) {
        guard let index = layerIndex(of: controller) else { return }
        let id = layers[index].id
        let presenter = presenter(ofLayerAt: index)
        guard refusalToDismiss(from: presenter) == nil else { return }
        beginInteraction()
        // Asked again: whoever observes the interaction beginning may have changed the screen
        // (an app presenting its own sheet from a callback, found by the property suite).
        guard refusalToDismiss(from: presenter) == nil else { return endInteraction(nil) }
        alertAnswer = .answeredAlert(id, button: button, text: text)
        driver.dismissPresented(from: presenter, animated: true) { [weak self] in
            self?.removeLayers(from: id)
            self?.endInteraction(.answeredAlert(id, button: button, text: text))
        }
    }

    private func report(_ change: UserChange, endsInteraction: Bool) {
        if endsInteraction { endInteraction(change) } else { events?(.userChanged(change)) }
    }

    // MARK: The interaction's deadline (Platform Rules 9.11)

    private func beginInteraction() {
        interactionDeadline?.cancel()
        interactionDeadline = Deadline(cancel: driver.deadline(after: watchdog) { [weak self] in self?.userInteractionTimedOut() })
        events?(.interactionBegan)
    }

    private func endInteraction(_ change: UserChange?) {
        interactionDeadline?.cancel()
        interactionDeadline = nil
        alertAnswer = nil
        events?(.interactionEnded(change))
    }

    /// The platform never reported the end of the user's gesture (a swipe or drag whose
    /// transition coordinator never completed): what it changed is read from the platform (the
    /// screens each stack shows, the layers still presented) and reported, and the interaction
    /// ends, so that commands stop waiting for it.
    func userInteractionTimedOut() {
        driver.watchdogFired()
        if let gone = layers.indices.first(where: { !isPresented(layerAt: $0) }) {
            let id = layers[gone].id
            removeLayers(from: id)
            // The alert the user answered left: the answer, known since the tap.
            if case .answeredAlert(id, _, _)? = alertAnswer, let answer = alertAnswer {
                events?(.userChanged(answer))
            } else {
                events?(.userChanged(.dismissed(id)))
            }
        }
        for (_, shown) in stacks { userChangedStack(shown.controller, endsInteraction: false) }
        endInteraction(nil)
    }

    private func location(of stack: Driver.Stack) -> StackLocation? {
        stacks.first { $0.value.controller === stack }?.key
    }

    private func shownStack(_ stack: Driver.Stack) -> ShownStack? {
        location(of: stack).flatMap { stacks[$0] }
    }
}
