// What a step does to a navigation value: the runner applies each completed step to `shown`.

extension NavigationState {
    /// The value after a step has been performed.
    package func applying(_ step: TransitionStep<Screen>) -> NavigationState {
        applying(step, counter: step.highestIdentity.map { $0 + 1 } ?? nextIdentity)
    }

    /// The value after `step`, its counter at least `counter`: the counter of the value the step
    /// was planned toward, which is above every identity the step brings. So no walk of the
    /// step's entries: planning and running a push cost the same at any stack depth.
    func applying(_ step: TransitionStep<Screen>, counter: Int) -> NavigationState {
        var next = self
        switch step {
        case .setStack(let location, let entries, _):
            next.setStack(ScreenStack(entries), at: location)
        case .selectTab(let id):
            if case .tabs(var tabs) = next.root.content {
                tabs.selected = id
                next.root.content = .tabs(tabs)
            }
        case .present(let layer, _):
            next.layerChain.append(layer)
        case .dismiss(let id, _):
            if let index = next.layerChain.index(of: id) {
                next.layerChain.removeSubrange(index...)
            }
        case .updateLayer(let id, let kind):
            if let index = next.layerChain.index(of: id) {
                next.layerChain[editing: index].kind = kind
            }
        case .replaceRoot(let root, _):
            next.root = root
        }
        next.nextIdentity = max(next.nextIdentity, counter)
        return next
    }
}

extension TransitionStep {
    /// The highest identity the step brings in, so a value that applies it never hands it out again.
    var highestIdentity: Int? {
        switch self {
        case .setStack(_, let entries, _): entries.map { $0.id.rawValue }.max()
        case .present(let layer, _): ([layer.id.rawValue] + (layer.stack?.entries.map { $0.id.rawValue } ?? [])).max()
        case .replaceRoot(let root, _): ([root.id.rawValue] + root.stacks.flatMap { $0.stack.entries.map { $0.id.rawValue } }).max()
        case .selectTab, .dismiss, .updateLayer: nil
        }
    }
}
