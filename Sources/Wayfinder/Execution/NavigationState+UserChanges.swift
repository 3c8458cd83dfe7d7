// What the user's own changes do to a navigation value.

extension NavigationState {
    /// The value after a change the user made.
    ///
    /// Applied to `shown` it records what the screen now shows; applied to `state` it removes
    /// exactly what the user removed and keeps the rest of the app's intent (a command issued
    /// during the gesture still happens afterwards). Alerts whose owner left go with it.
    package func applying(_ change: UserChange) -> NavigationState {
        var next = self
        switch change {
        case .popped(_, let removed):
            let gone = Set(removed)
            for (location, stack) in allStacks where stack.entries.contains(where: { gone.contains($0.id) }) {
                let remaining = stack.entries.filter { !gone.contains($0.id) }
                if !remaining.isEmpty || location.mayBeEmpty { next.setStack(ScreenStack(remaining), at: location) }
            }
        case .dismissed(let id), .answeredAlert(let id, _, _):
            next.layers.removeAll { $0.id == id }
        case .selectedTab(let id):
            try? next.selectTab(id)
        case .selectedDetent(let id, let detent):
            if let index = next.layerIndex(id), case .sheet(var style) = next.layers[index].kind, style.detents.contains(detent) {
                style.selectedDetent = detent
                next.layers[index].kind = .sheet(style)
            }
        }
        next.dropOrphanedAlerts()
        return next
    }
}
