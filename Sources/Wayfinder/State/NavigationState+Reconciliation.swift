// Reconciliation: a value built from plain screens (a deep link's target) takes over the
// identities of what is already shown wherever it shows the same thing.

extension NavigationState {
    /// `target`, with the identities of this value wherever the two show the same thing, and new
    /// identities (from this value's counter) everywhere else.
    ///
    /// The root is kept when the flow and the shape (single stack, the same tabs, or a split
    /// with the same columns) match; in
    /// each kept stack every entry whose screen is still there, in the same order, keeps its
    /// identity (``EntryKeeping/sameScreens``). Layers are kept
    /// bottom up while they are of the same kind and show the same root screen (or the same alert).
    /// So Profile › Orders › Order(1) → Profile › Orders › Order(42) keeps two entries, and
    /// their screen models, and replaces one.
    public func reconciled(with target: NavigationState) -> NavigationState {
        var counter = IdentityCounter(startingAt: nextIdentity)
        var identities: [EntryID: EntryID] = [:]  // target's identity → the result's

        func adopt(_ current: ScreenStack<Screen>?, _ wanted: ScreenStack<Screen>) -> ScreenStack<Screen> {
            let stack = counter.reconcile(current, with: wanted.screens)
            for (old, new) in zip(wanted.entries, stack.entries) { identities[old.id] = new.id }
            return stack
        }

        let keepsRoot = root.hasSameShape(as: target.root)
        let rootID = keepsRoot ? root.id : counter.next()
        let content: Root<Screen>.Content
        switch target.root.content {
        case .stack(let wanted):
            content = .stack(adopt(keepsRoot ? stack(at: .root) : nil, wanted))
        case .tabs(let wanted):
            var tabs = wanted
            for index in tabs.tabs.indices {
                let location = StackLocation.tab(tabs.tabs[index].id)
                tabs.tabs[index].stack = adopt(keepsRoot ? stack(at: location) : nil, wanted.tabs[index].stack)
            }
            content = .tabs(tabs)
        case .split(let wanted):
            var split = wanted
            for column in wanted.columns {
                split[column] = wanted[column].map { adopt(keepsRoot ? stack(at: .column(column)) : nil, $0) }
            }
            content = .split(split)
        }
        // A kept root keeps its own transition: only a new root arrives with the target's.
        let transition = keepsRoot ? root.transition : target.root.transition
        let newRoot = Root(id: rootID, flow: target.root.flow, transition: transition, content: content)

        var newLayers: [Layer<Screen>] = []
        var matching = keepsRoot
        for (index, wanted) in target.layers.enumerated() {
            let current = matching && index < layers.count ? layers[index] : nil
            var kind = wanted.kind
            if case .alert(let alert, let owner) = wanted.kind {
                kind = .alert(alert, owner: identities[owner] ?? owner)
            }
            // A shown layer stays when it is of the same kind and shows the same: an alert the
            // same alert, any other layer the same root screen.
            let stays = current.map { current in
                current.kind.isSameKind(as: kind)
                    && (current.isAlert ? current.kind == kind : current.stack?.root?.screen == wanted.stack?.root?.screen)
            } ?? false
            if let current, stays {
                newLayers.append(
                    Layer(id: current.id, kind: kind, stack: wanted.stack.map { adopt(current.stack, $0) }, transition: current.transition))
            } else {
                matching = false
                let id: LayerID = counter.next()
                newLayers.append(Layer(id: id, kind: kind, stack: wanted.stack.map { adopt(nil, $0) }, transition: wanted.transition))
            }
        }
        var result = NavigationState(root: newRoot, layers: newLayers, nextIdentity: counter.nextID)
        // Lists keep where they were on the entries this value keeps; the target's own anchors,
        // recorded on its entries, move to the identities those entries take here.
        result.listAnchors = listAnchors
        for (old, anchors) in target.listAnchors {
            if let new = identities[old] { result.listAnchors[new, default: [:]].merge(anchors) { _, theirs in theirs } }
        }
        result.transitions = transitions
        for (old, transition) in target.transitions {
            if let new = identities[old] { result.transitions[new] = transition }
        }
        result.forgetGoneEntries()
        return result
    }
}

