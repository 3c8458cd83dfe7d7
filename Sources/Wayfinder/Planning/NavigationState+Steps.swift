// What a step does to a navigation value: the runner applies each completed step to `shown`.

extension NavigationState {
    /// The value after a step has been performed; its counter stays above every identity the
    /// step brings, so they are never handed out again.
    package func applying(_ step: TransitionStep<Screen>) -> NavigationState {
        var next = self
        var brought: [Int] = []
        switch step {
        case .setStack(let location, let entries, _):
            next.setStack(ScreenStack(entries), at: location)
            brought = entries.map { $0.id.rawValue }
        case .selectTab(let id):
            if case .tabs(var tabs) = next.root.content {
                tabs.selected = id
                next.root.content = .tabs(tabs)
            }
        case .arrangeColumns(let arrangement):
            if case .split(var split) = next.root.content {
                split.arrangement = arrangement
                next.root.content = .split(split)
            }
        case .present(let layer, _):
            next.layers.append(layer)
            brought = [layer.id.rawValue] + (layer.stack?.entries.map { $0.id.rawValue } ?? [])
        case .dismiss(let id, _):
            if let index = next.layerIndex(id) { next.layers.removeSubrange(index...) }
        case .updateLayer(let id, let kind):
            if let index = next.layerIndex(id) { next.layers[index].kind = kind }
        case .replaceRoot(let root, _):
            next.root = root
            brought = [root.id.rawValue] + root.stacks.flatMap { $0.stack.entries.map { $0.id.rawValue } }
        }
        next.nextIdentity = max(next.nextIdentity, (brought.max() ?? -1) + 1)
        return next
    }
}
