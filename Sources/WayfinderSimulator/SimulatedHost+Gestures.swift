import Wayfinder
import WayfinderHosting

/// Whether a simulated user gesture happened.
public enum GestureOutcome: Hashable, Sendable {
    /// The gesture started; it ends on the virtual clock.
    case performed
    /// The platform would not let it start, for this reason.
    case refused(String)
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The user swipes back on the visible stack. The gesture takes ``SimulatedDurations/gesture``
    /// and counts as a transition in flight; cancelled halfway, it changes nothing (Platform Rules 7.1).
    @discardableResult
    public func swipeBack(cancelled: Bool = false) -> GestureOutcome {
        let outcome = holdSwipeBack()
        guard outcome == .performed else { return outcome }
        clock.schedule(after: window.durations.gesture) { [weak self] in self?.letGoOfSwipe(cancelled: cancelled) }
        return .performed
    }

    /// The user starts a swipe back on the visible stack and holds it half-way, for as long as
    /// the test likes, until ``letGoOfSwipe(cancelled:)``. Meanwhile the top screen is off the
    /// stack's `viewControllers`, as UIKit takes it off (Platform Rules 9.20), and the swipe is a
    /// transition in flight.
    ///
    /// ```swift
    /// testbed.host.holdSwipeBack()
    /// testbed.host.advance(by: .seconds(30))      // still under the finger: nothing is popped
    /// testbed.host.letGoOfSwipe(cancelled: true)  // the screen comes back
    /// ```
    @discardableResult
    public func holdSwipeBack() -> GestureOutcome {
        if let busy = busyReason { return .refused(busy) }
        guard let stack = visibleStack else { return .refused("no stack is visible") }
        guard stack.edgeSwipeBegins() else { return .refused("the swipe back does not begin on \(stack.name)") }
        window.isGestureInFlight = true
        guard stack.beginUserPop(.swipe, duration: window.durations.gesture, held: true) else {
            window.isGestureInFlight = false
            return .refused("the stack cannot go back now")
        }
        window.heldSwipe = stack
        return .performed
    }

    /// The user lets go of the held swipe: UIKit reports it through the transition coordinator's
    /// `notifyWhenInteractionChanges(_:)` (the host's deadline starts), then the pop finishes, or
    /// is cancelled and the top screen comes back. Refused when no swipe is held.
    @discardableResult
    public func letGoOfSwipe(cancelled: Bool = false) -> GestureOutcome {
        guard let stack = window.heldSwipe else { return .refused("no swipe is held") }
        window.heldSwipe = nil
        window.log("let go of the swipe back on \(stack.name)\(cancelled ? ", cancelling it" : "")")
        stack.letGoOfUserPop(cancelled: cancelled)
        window.isGestureInFlight = false
        stack.endUserPop(finished: !cancelled)
        return .performed
    }

    /// The app's own code on the visible screen sets its stack's delegate
    /// (`navigationController?.delegate = self`); returns whether the stack took it. The host's
    /// stack refuses it and stays its own delegate, so the user's pops still reach the host
    /// (Platform Rules 10.4).
    ///
    /// ```swift
    /// #expect(!testbed.host.appSetsStackDelegate())
    /// testbed.host.swipeBack()   // still reported
    /// ```
    @discardableResult
    public func appSetsStackDelegate() -> Bool {
        visibleStack?.appSetsDelegate() ?? false
    }

    /// The user taps the back button of the visible stack: an animated pop reported when it ends.
    @discardableResult
    public func tapBack() -> GestureOutcome {
        if visibleStack?.isNavigationBarHidden == true { return .refused("the stack's navigation bar, and its back button, are hidden") }
        return userPop(.backButton, cancelled: false, duration: window.durations.push)
    }

    /// The user drags the top sheet down. Refused when the sheet may not be dismissed by the user
    /// (`isModalInPresentation`, Platform Rules 4.7), which UIKit reports as an attempt to dismiss.
    @discardableResult
    public func dragSheetDown(cancelled: Bool = false) -> GestureOutcome {
        let top = container.topmostPresented
        guard top !== container, case .sheet(let style) = top.layerKind, let presenter = top.presenter else {
            return .refused("no sheet is on top")
        }
        guard style.userCanDismiss else {
            window.log("presentationControllerDidAttemptToDismiss(\(top.name))")
            return .refused("the sheet may not be dismissed by the user")
        }
        if let busy = busyReason { return .refused(busy) }
        userBeganInteraction()
        window.isPresentationInFlight = true
        window.isGestureInFlight = true
        let involved = InTransition([presenter, top])
        window.log("drag \(top.name) down begins")
        let animation = window.gesture(.dismiss(top.chain.compactMap(\.layerID)), duration: window.durations.gesture)
        // Weak: an action waiting on the clock must not keep the controllers, which keep the clock.
        clock.schedule(after: window.durations.gesture) { [weak self, weak top, weak presenter] in
            guard let self, let top, let presenter else { return }
            window.end(animation)
            window.isPresentationInFlight = false
            window.isGestureInFlight = false
            involved.end()
            if cancelled {
                window.log("drag \(top.name) down cancelled")
                if !window.losesGestureEnds { userCancelledInteraction() }
            } else {
                presenter.removePresented(top.chain)
                window.log("drag \(top.name) down finishes: dismissed")
                if !window.losesGestureEnds { userDismissedLayer(top, endsInteraction: true) }
            }
        }
        return .performed
    }

    /// The user drags the top sheet to another of its detents.
    @discardableResult
    public func dragSheet(to detent: Detent) -> GestureOutcome {
        let top = container.topmostPresented
        guard case .sheet(var style) = top.layerKind, style.detents.contains(detent) else {
            return .refused("no sheet on top rests at \(detent)")
        }
        style.selectedDetent = detent
        top.layerKind = .sheet(style)
        window.log("drag \(top.name) to \(detent)")
        sheetSelectedDetent(identifier: detent.identifier, of: top)
        return .performed
    }

    /// The user taps a button of the alert on top; the alert leaves, animated, and the answer is
    /// reported when it has gone. A tap on an alert being dismissed reaches the host too, as
    /// on a device.
    @discardableResult
    public func tapAlertButton(_ index: Int, text: [String] = []) -> GestureOutcome {
        guard let alert = container.topmostPresented as? SimulatedAlertController else { return .refused("no alert is on top") }
        guard alert.alert.buttons.indices.contains(index) else { return .refused("the alert has no button \(index)") }
        // UIKit still delivers touches to an alert while its own dismissal animates it away, so
        // a second tap on it reaches the app (Platform Rules 6.5).
        if !alert.isBeingDismissed, let busy = busyReason { return .refused(busy) }
        window.log("tap \"\(alert.alert.buttons[index].title)\" on \(alert.name)")
        userAnsweredAlert(alert, button: index, text: text)
        return .performed
    }

    /// The user taps the alert button with this title.
    @discardableResult
    public func tapAlertButton(titled title: String, text: [String] = []) -> GestureOutcome {
        guard let alert = container.topmostPresented as? SimulatedAlertController,
            let index = alert.alert.buttons.firstIndex(where: { $0.title == title })
        else { return .refused("no alert on top has a button \"\(title)\"") }
        return tapAlertButton(index, text: text)
    }

    /// The user makes VoiceOver's escape gesture (a two-finger Z scrub,
    /// `accessibilityPerformEscape()`). On an alert on top, the alert answers with its cancel
    /// button (``NavigationAlert/escapeButton``), as if the user had tapped it, with no text;
    /// without a cancel button it does nothing, as UIKit's escape does nothing when no view
    /// handles it (Platform Rules 9.15). Otherwise the visible stack's navigation controller
    /// answers: it pops its top screen, or dismisses the sheet it is in (9.21). Refused, changing
    /// nothing, when nothing answers.
    @discardableResult
    public func performEscape() -> GestureOutcome {
        guard let alert = container.topmostPresented as? SimulatedAlertController else {
            guard let stack = visibleStack else { return .refused("nothing on top answers the escape") }
            if let busy = busyReason { return .refused(busy) }
            window.log("escape on \(stack.name)")
            return stack.performEscape() ? .performed : .refused("\(stack.name) ignores the escape")
        }
        guard let index = alert.alert.escapeButton else { return .refused("the alert has no cancel button") }
        if let busy = busyReason { return .refused(busy) }
        window.log("escape on \(alert.name): \"\(alert.alert.buttons[index].title)\"")
        userAnsweredAlert(alert, button: index, text: [])
        return .performed
    }

    /// The user taps a tab in the tab bar; refused while a layer covers the tab bar. A tap on
    /// the selected tab pops its stack to the root, animated, as `UITabBarController` does (and
    /// does nothing when the stack is at its root).
    @discardableResult
    public func tapTab(_ id: TabID) -> GestureOutcome {
        guard let tabs = container.content as? SimulatedTabController, let index = tabs.tabs.firstIndex(of: id) else {
            return .refused("there is no tab \(id)")
        }
        guard container.presented == nil else { return .refused("a layer covers the tab bar") }
        if let busy = busyReason { return .refused(busy) }
        if index == tabs.selectedTabIndex {
            // UIKit tells the delegate of a re-tap too (`tabBarController(_:didSelect:)` again,
            // Platform Rules 7.1), then pops the tab's stack to its root.
            userSelectedTab(at: index)
            guard tabs.selectedStack.screenControllers.count > 1 else { return .performed }
            return userPop(.tabReselect, keeping: 1, cancelled: false, duration: window.durations.push)
        }
        try? tabs.selectTab(at: index)
        userSelectedTab(at: index)
        return .performed
    }

    /// The stack the user sees, unless an alert or a presentation in progress covers it.
    var visibleStack: SimulatedStackController? {
        let top = container.topmostPresented
        if top === container {
            if let tabs = container.content as? SimulatedTabController { return tabs.selectedStack }
            // A split: its compact stack while collapsed, else its trailing column, the detail.
            if let split = container.content as? SimulatedSplitController { return split.shownControllers.last as? SimulatedStackController }
            return container.content as? SimulatedStackController
        }
        return top as? SimulatedStackController
    }

    /// Why no gesture can start now, if one cannot.
    private var busyReason: String? {
        if window.isGestureInFlight { return "another gesture is in progress" }
        if window.isPresentationInFlight { return "a presentation is in progress" }
        return nil
    }

    /// Pops the visible stack down to `keeping` screens (by default all but the top one), without
    /// the user's finger on it (the back button, a re-tap of the tab). The host hears of it as a
    /// driver does, through the stack's delegate.
    private func userPop(
        _ kind: SimulatedStackController.UserPop, keeping: Int? = nil, cancelled: Bool, duration: Duration
    ) -> GestureOutcome {
        if let busy = busyReason { return .refused(busy) }
        guard let stack = visibleStack else { return .refused("no stack is visible") }
        window.isGestureInFlight = true
        guard stack.beginUserPop(kind, keeping: keeping, duration: duration) else {
            window.isGestureInFlight = false
            return .refused("the stack cannot go back now")
        }
        clock.schedule(after: duration) { [weak window, weak stack] in
            window?.isGestureInFlight = false
            stack?.endUserPop(finished: !cancelled)
        }
        return .performed
    }
}
