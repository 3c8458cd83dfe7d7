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
    /// (`SettledStack.popBegins(showing:)`), nor does a `willShow` that arrives late, at the
    /// next layout after a change without animation, for a screen no longer on top of the
    /// stack's `viewControllers` (UIKit takes a popped screen off them as the pop begins, 9.22).
    ///
    /// - Parameter held: Whether the pop is under the user's finger (an interactive swipe, the
    ///   transition coordinator's `isInteractive`): its deadline starts only at
    ///   ``userLetGo()`` (Platform Rules 9.11, 9.20).
    @discardableResult
    package func userWillShow(_ screen: Driver.Controller, in stack: Driver.Stack, held: Bool = false) -> Bool {
        guard let shown = shownStack(stack), driver.screens(of: stack).last === screen,
            shown.settled.popBegins(showing: shown.entry(of: screen))
        else { return false }
        beginInteraction(held: held)
        return true
    }

    /// The user started a gesture of their own: a sheet drag, a swipe. Commands wait until it
    /// ends; a `held` one has no deadline until ``userLetGo()``.
    package func userBeganInteraction(held: Bool = false) {
        beginInteraction(held: held)
    }

    /// The user let go of a held gesture (UIKit: the handler of the transition coordinator's
    /// `notifyWhenInteractionChanges(_:)`): the animation to its end runs on its own now, and the
    /// interaction's deadline starts. A user may hold a swipe half-way as long as they like.
    package func userLetGo() {
        guard isInteractionHeld else { return }
        isInteractionHeld = false
        startInteractionDeadline()
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
        if split != nil { splitAfterUserPop(at: location, removed: removed) }
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
        guard refusalToDismiss(layerAt: index) == nil else { return }
        beginInteraction()
        // Asked again: whoever observes the interaction beginning may have changed the screen
        // (an app presenting its own sheet from a callback, found by the property suite).
        guard refusalToDismiss(layerAt: index) == nil else { return endInteraction(nil) }
        alertAnswer = .answeredAlert(id, button: button, text: text)
        driver.dismissPresented(from: presenter, animated: true) { [weak self] in
            self?.removeLayers(from: id)
            self?.endInteraction(.answeredAlert(id, button: button, text: text))
        }
    }

    /// VoiceOver's escape gesture reached `stack` (UIKit: the navigation controller's
    /// `accessibilityPerformEscape()`, whose own answer pops it or dismisses the page sheet it is
    /// in, the dismissal with no delegate callback, Platform Rules 9.21). The host does it
    /// itself, animated, as the user's interaction: a pop of the top screen when the stack shows
    /// more than one (which the stack's delegate reports as the back button's), else the
    /// dismissal of the sheet the stack is in when the user may dismiss it. Returns whether it
    /// did either; nothing happens during a transition or an interaction.
    @discardableResult
    package func userEscaped(in stack: Driver.Stack) -> Bool {
        guard let location = location(of: stack), let shown = stacks[location], interactionDeadline == nil, !isInteractionHeld
        else { return false }
        if shown.screens.count > 1 {
            // Reported as the back button's pop is: the stack's delegate hears `willShow` for a
            // screen below the settled top, and the coordinator's completion ends it.
            let screens = Array(shown.screens.dropLast())
            guard refusalToSet(screens, of: stack) == nil else { return false }
            driver.pop(stack, to: screens, animated: true) {}
            return true
        }
        guard case .layer(let id) = location, let index = layers.firstIndex(where: { $0.id == id }),
            index == layers.count - 1, case .sheet(let style) = layers[index].kind, style.userCanDismiss,
            refusalToDismiss(layerAt: index) == nil
        else { return false }
        beginInteraction()
        driver.dismissPresented(from: presenter(ofLayerAt: index), animated: true) { [weak self] in
            self?.removeLayers(from: id)
            self?.endInteraction(.dismissed(id))
        }
        return true
    }

    private func report(_ change: UserChange, endsInteraction: Bool) {
        if endsInteraction { endInteraction(change) } else { events?(.userChanged(change)) }
    }

    // MARK: The interaction's deadline, from the moment the user let go (Platform Rules 9.11, 9.20)

    private func beginInteraction(held: Bool = false) {
        interactionDeadline?.cancel()
        interactionDeadline = nil
        isInteractionHeld = held
        if !held { startInteractionDeadline() }
        events?(.interactionBegan)
    }

    private func startInteractionDeadline() {
        interactionDeadline?.cancel()
        interactionDeadline = Deadline(cancel: driver.deadline(after: watchdog) { [weak self] in self?.userInteractionTimedOut() })
    }

    private func endInteraction(_ change: UserChange?) {
        interactionDeadline?.cancel()
        interactionDeadline = nil
        isInteractionHeld = false
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
