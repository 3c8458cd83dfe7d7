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

extension NavigationState {
    /// The transition `step` runs when it starts from this value on its way to `wanted`, or `nil`
    /// when it runs none (unanimated: unseen or coalesced; a tab switch; a stack whose top
    /// stays): only the step that reveals or removes an entry or a layer runs its transition. A
    /// stack's new top that was in the stack is a pop, run with the leaving top's transition,
    /// otherwise a push, run with the new top's (Platform Rules 3.1); a dismissal runs the top
    /// layer's, the one that animates (2.2). A root's is its own ``Root/transition``.
    package func transition(of step: TransitionStep<Screen>, wanted: NavigationState) -> ScreenTransition? {
        guard step.isAnimated else { return nil }
        switch step {
        case .setStack(let location, let entries, _):
            guard let before = stack(at: location)?.entries, let oldTop = before.last, let newTop = entries.last,
                oldTop.id != newTop.id
            else { return nil }
            // What the entry named: in `wanted` while it stays, in this value once it has gone.
            let carrier = before.contains { $0.id == newTop.id } ? oldTop.id : newTop.id
            return wanted.transitions[carrier] ?? transitions[carrier] ?? .system
        case .present(let layer, _): return layer.transition
        case .dismiss: return layers.last?.transition
        case .selectTab, .arrangeColumns, .updateLayer, .replaceRoot: return nil
        }
    }
}
