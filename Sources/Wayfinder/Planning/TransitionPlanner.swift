/// Works out the ordered, platform-legal transitions that take the screen from what is shown
/// to what the app wants (its `state`). Pure: no clock, no host, no side effects.
///
/// The plan is built one step at a time by ``nextStep(from:to:capabilities:animation:)``, and each
/// step is chosen from the two values alone. So planning again after any step, as the runner does
/// when a command arrives mid-transition, continues the same plan.
///
/// The order within one change:
/// 1. A root switch first dismisses every layer without animation, then replaces the root.
/// 2. An alert whose owner is about to leave the screen goes first, animated: an alert is never
///    shown without the entry that raised it.
/// 3. Edits the user cannot see are applied without animation: stacks of unselected tabs and
///    stacks under layers, then the tab switch, then the stack the tab switch hid, then the
///    layers that stay. The visible stack animates only when it stays visible and no layer comes
///    or goes.
/// 4. Layers that go leave in one dismissal (one per layer where the host needs it), animated:
///    it reveals the destination.
/// 5. New layers are presented one per transition; only the last animates.
///
/// So at most two transitions animate per change: the dismissal that reveals the destination and
/// the transition that shows it.
package enum TransitionPlanner {
    /// Every step from `shown` to `state`, in order. Empty when they are equal.
    package static func plan<Screen>(
        from shown: NavigationState<Screen>,
        to state: NavigationState<Screen>,
        capabilities: HostCapabilities,
        animation: AnimationPolicy = .automatic
    ) -> [TransitionStep<Screen>] {
        var steps: [TransitionStep<Screen>] = []
        var current = shown
        while let step = nextStep(from: current, to: state, capabilities: capabilities, animation: animation) {
            steps.append(step)
            current = current.applying(step, counter: state.nextIdentity)
        }
        return steps
    }

    /// The first step from `shown` to `state`, or `nil` when they are equal.
    ///
    /// Both values must be valid (``NavigationState/validate()``).
    package static func nextStep<Screen>(
        from shown: NavigationState<Screen>,
        to state: NavigationState<Screen>,
        capabilities: HostCapabilities,
        animation: AnimationPolicy = .automatic
    ) -> TransitionStep<Screen>? {
        guard shown != state else { return nil }
        let animate = animation == .automatic

        // 1. Root switch: layers go unseen, then the new root arrives with its own transition.
        guard shown.root.isSameRoot(as: state.root) else {
            if !shown.layerChain.isEmpty {
                return dismissal(of: shown, from: 0, animated: false, capabilities)
            }
            return .replaceRoot(state.root, animated: animate && state.root.transition != .none)
        }

        // The layers both values keep. Those under the top that both store together are equal
        // unread (a push in the top sheet plans at the same cost under any number of layers); the
        // rest are walked by index: `zip` and `let layer = layers[index]` copy every layer they read.
        let shared = shown.layerChain.sharedBottomCount(with: state.layerChain)
        var kept = shared
        let common = min(shown.layerChain.count, state.layerChain.count)
        while kept < common, shown.layerChain[kept].isSameLayer(as: state.layerChain[kept], capabilities) { kept += 1 }
        let removing = shown.layerChain.count > kept
        let adding = state.layerChain.count > kept

        // 2. An alert leaves before its owner does.
        if removing, shown.layerChain[kept].isAlert,
            shown.visibleTop(below: kept)?.id != state.visibleTop(below: kept)?.id
        {
            return dismissal(of: shown, from: kept, animated: animate, capabilities)
        }

        // 3. Edits in place; only the visible stack animates, and only when no layer comes or goes.
        let visibleBefore = shown.animatableStackLocation
        let visibleAfter = state.animatableStackLocation
        func stackEdit(
            at location: StackLocation,
            from: ScreenStack<Screen>? = nil, to: ScreenStack<Screen>? = nil
        ) -> TransitionStep<Screen>? {
            guard let from = from ?? shown.stack(at: location), let to = to ?? state.stack(at: location), from != to else {
                return nil
            }
            let animated = animate && !removing && !adding && location == visibleBefore && location == visibleAfter
                && (from.count != to.count || capabilities.animatesSameDepthReplacement)
            return stackStep(at: location, from: from, to: to, animated: animated, capabilities)
        }

        let shownRootStack = shown.root.visibleStackLocation
        // The same root, so the same tabs in the same order: the stacks pair up by position
        // (walked in place, not listed: a list would cost an allocation per step planned).
        if case .tabs(let wanted) = state.root.content, case .tabs(let current) = shown.root.content {
            for index in wanted.tabs.indices where wanted.tabs[index].id != current.selected {
                let location = StackLocation.tab(wanted.tabs[index].id)
                if let step = stackEdit(at: location, from: current.tabs[index].stack, to: wanted.tabs[index].stack) {
                    return step
                }
            }
        }
        if let selected = state.root.tabSet?.selected, selected != shown.root.tabSet?.selected {
            return .selectTab(selected)
        }
        if let step = stackEdit(at: shownRootStack) { return step }
        for index in shared..<kept {
            if shown.layerChain[index].kind != state.layerChain[index].kind {
                return .updateLayer(state.layerChain[index].id, state.layerChain[index].kind)
            }
            // The layers' own stacks: looking each up by identity would make a push under many
            // layers cost the square of their number.
            let location = StackLocation.layer(state.layerChain[index].id)
            if let step = stackEdit(at: location, from: shown.layerChain[index].stack, to: state.layerChain[index].stack) { return step }
        }

        // 4. Layers that go leave together, revealing the destination.
        if removing {
            return dismissal(of: shown, from: kept, animated: animate, capabilities)
        }

        // 5. New layers arrive one per transition; the last one animates.
        if adding {
            let index = shown.layerChain.count
            return .present(state.layerChain[index], animated: animate && index == state.layerChain.count - 1)
        }
        return nil
    }

    /// Dismisses `shown.layerChain[index...]`: in one call where the host can; otherwise the top layer
    /// alone, unanimated unless it is the last to go.
    static func dismissal<Screen>(
        of shown: NavigationState<Screen>,
        from index: Int,
        animated: Bool,
        _ capabilities: HostCapabilities
    ) -> TransitionStep<Screen> {
        let top = shown.layerChain.count - 1
        if capabilities.dismissesLayerChainAtOnce || index == top {
            return .dismiss(shown.layerChain[index].id, animated: animated)
        }
        return .dismiss(shown.layerChain[top].id, animated: false)
    }

    /// Replaces a stack in one step where the host can; otherwise pops to the common prefix in
    /// one step, then pushes one entry per step. Only the step that completes the stack animates.
    static func stackStep<Screen>(
        at location: StackLocation,
        from: ScreenStack<Screen>,
        to: ScreenStack<Screen>,
        animated: Bool,
        _ capabilities: HostCapabilities
    ) -> TransitionStep<Screen> {
        if capabilities.replacesStackAtOnce {
            return .setStack(location, to.entries, animated: animated)
        }
        let common = from.entries.commonPrefixCount(with: to.entries, by: ==)
        if common < from.count {
            // Pops go at once; a new root entry replaces the stack in the same step.
            let kept = Array(to.entries.prefix(max(common, 1)))
            return .setStack(location, kept, animated: animated && kept.count == to.count)
        }
        let next = Array(to.entries.prefix(from.count + 1))
        return .setStack(location, next, animated: animated && next.count == to.count)
    }
}

extension NavigationState {
    /// The stack whose change the user would watch: the top layer's (unless it is an alert,
    /// which covers it), or the root's visible stack.
    var animatableStackLocation: StackLocation? {
        layerChain.last?.isAlert == true ? nil : topStackLocation(below: layerChain.count) { _ in true }
    }
}

extension Layer {
    /// The same layer, possibly with another stack or style; an alert with other content only
    /// where the host updates alerts in place (`HostCapabilities.updatesAlertsInPlace`).
    func isSameLayer(as other: Layer, _ capabilities: HostCapabilities) -> Bool {
        id == other.id && isSameKind(as: other) && (capabilities.updatesAlertsInPlace || !isAlert || kind == other.kind)
    }
}
