// What the user does to the controllers, turned into navigation changes. A UIKit host calls
// these from its delegates (`navigationController(_:didShow:animated:)`,
// `presentationControllerDidDismiss(_:)`, `tabBarController(_:didSelect:)`); the simulated
// host calls them when it plays a gesture.

extension ControllerHost {
    /// The user started a gesture: a swipe back or a sheet drag. Commands wait until it ends.
    package func userBeganInteraction() {
        events?(.interactionBegan)
    }

    /// The gesture was cancelled; nothing changed.
    package func userCancelledInteraction() {
        events?(.interactionEnded(nil))
    }

    /// A stack controller lost screens to the user (back button or a finished swipe back):
    /// compares its controllers with what it showed and reports the entries that left.
    package func userChangedStack(_ stack: any StackController, interactive: Bool) {
        guard let (location, record) = stacks.first(where: { $0.value.controller === stack }) else {
            if interactive { events?(.interactionEnded(nil)) }
            return
        }
        let present = Set(stack.screenControllers.map(ObjectIdentifier.init))
        let kept = record.entries.filter { id in screens[id].map { present.contains(ObjectIdentifier($0)) } ?? false }
        let removed = record.entries.filter { !kept.contains($0) }
        guard !removed.isEmpty else {
            if interactive { events?(.interactionEnded(nil)) }
            return
        }
        stacks[location]?.entries = kept
        pruneScreens()
        report(.popped(location, removed: removed), interactive: interactive)
    }

    /// A layer was dismissed by the user (a sheet dragged down).
    package func userDismissedLayer(_ controller: any PresentingController, interactive: Bool) {
        guard let id = layers.first(where: { $0.controller === controller })?.id else {
            if interactive { events?(.interactionEnded(nil)) }
            return
        }
        removeLayers(from: id)
        report(.dismissed(id), interactive: interactive)
    }

    /// The user selected a tab in the tab bar.
    package func userSelectedTab(at index: Int) {
        guard tabOrder.indices.contains(index) else { return }
        events?(.userChanged(.selectedTab(tabOrder[index])))
    }

    /// The user dragged a sheet to another detent.
    package func userSelectedDetent(_ detent: Detent, of controller: any PresentingController) {
        guard let id = layers.first(where: { $0.controller === controller })?.id else { return }
        events?(.userChanged(.selectedDetent(id, detent)))
    }

    /// The user tapped a button of a custom alert: the alert is dismissed, animated, as a user
    /// interaction, and the answer is reported when it is gone (PLATFORM-RULES 6.5).
    package func userAnsweredAlert(_ controller: any PresentingController, button: Int, text: [String]) {
        guard let index = layers.firstIndex(where: { $0.controller === controller }) else { return }
        let id = layers[index].id
        let presenter = index == 0 ? container : layers[index - 1].controller
        events?(.interactionBegan)
        presenter.dismissPresentedController(animated: true) { [weak self] in
            self?.removeLayers(from: id)
            self?.events?(.interactionEnded(.answeredAlert(id, button: button, text: text)))
        }
        // UIKit refuses a dismissal while another transition runs (1.5) and never calls back.
        if presenter.presentedController === controller, !controller.isBeingDismissed {
            events?(.interactionEnded(nil))
        }
    }

    private func report(_ change: UserChange, interactive: Bool) {
        events?(interactive ? .interactionEnded(change) : .userChanged(change))
    }
}
