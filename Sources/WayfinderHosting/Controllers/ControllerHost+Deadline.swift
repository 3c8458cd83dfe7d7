import Wayfinder

// A step whose completion has not come by the watchdog's deadline (Platform Rules 9.10): the
// host reads the platform, once, in one place, rather than trusting the call or the missing
// completion.

extension ControllerHost {
    /// Whether `step`'s call shows on screen now with its transition over, read at the
    /// watchdog's deadline: the step then completed, though its completion was lost or is late.
    ///
    /// A gesture begun meanwhile whose end was lost is read first (9.11): what the user changed
    /// is part of what the platform shows. What the user removed since (a layer dragged away, a
    /// stack popped) was reported on its own, so the host's records, not the call's arguments,
    /// are compared with the platform. A layer the platform does not show leaves the records.
    func isOnScreen(_ step: TransitionStep<Screen>) -> Bool {
        if interactionDeadline != nil { userInteractionTimedOut() }
        switch step {
        case .setStack(let location, _, _):
            // Gone with its layer: the user dragged the layer away.
            guard let record = stacks[shownLocation(of: location)] else { return true }
            return !driver.isTransitionInFlight(in: record.controller)
                && driver.screens(of: record.controller).elementsEqual(record.screens, by: ===)

        case .present(let layer, _):
            // Gone from the records: it appeared, and the user dismissed it since.
            guard let index = layers.firstIndex(where: { $0.id == layer.id }) else { return true }
            guard isPresented(layerAt: index) else {
                removeLayers(from: layer.id)
                return false
            }
            return !driver.isPresentationInFlight(at: presenter(ofLayerAt: index))

        case .dismiss(let id, _):
            // Gone when its presenter no longer presents it, whatever it presents since (the
            // app's own sheet, say).
            guard let index = layers.firstIndex(where: { $0.id == id }) else { return true }
            guard !isPresented(layerAt: index) else { return false }
            removeLayers(from: id)
            return true

        case .replaceRoot:
            let content = tabs.map { driver.controller(for: $0.controller) } ?? (stacks[.root] ?? stacks[.column(.primary)]).map { driver.controller(for: $0.controller) }
            return content.map(driver.isShowingContent) ?? false

        case .selectTab, .arrangeColumns, .updateLayer:
            return false  // synchronous: they never wait for a completion
        }
    }
}
