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
///    stacks under layers, then the tab switch (a split's arrangement, then its columns off the
///    top of the compact stack), then the stack the tab switch hid, then the layers that stay.
///    The visible stack animates only when it stays visible (a split's detail also when it
///    fills or empties), no layer comes or goes and its top changes: an entry removed or added
///    under the top is unseen.
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
            current = current.applying(step)
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
            if !shown.layers.isEmpty {
                return dismissal(of: shown, from: 0, animated: false, capabilities)
            }
            return .replaceRoot(state.root, animated: animate && state.root.transition != .none)
        }

        // The layers both values keep, bottom up: the same layer, possibly with another stack or
        // style; an alert with other content only where the host updates alerts in place.
        let kept = zip(shown.layers, state.layers).prefix { before, after in
            before.id == after.id && before.kind.isSameKind(as: after.kind)
                && (capabilities.updatesAlertsInPlace || !before.isAlert || before.kind == after.kind)
        }.count
        let removing = shown.layers.count > kept
        let adding = state.layers.count > kept

        // 2. An alert leaves before its owner does.
        if removing, shown.layers[kept].isAlert,
            shown.visibleTop(below: kept)?.id != state.visibleTop(below: kept)?.id
        {
            return dismissal(of: shown, from: kept, animated: animate, capabilities)
        }

        // 3. Edits in place; only the visible stack animates, and only when no layer comes or goes.
        let visibleBefore = shown.animatableStackLocation
        let visibleAfter = state.animatableStackLocation
        // Whether the user watches a stack's edit: one stack in view before and after; in a
        // split, the column on top of the compact stack after the change, or before it when
        // that one does not change (the detail filling or emptying).
        func seen(_ location: StackLocation) -> Bool {
            guard case .column = location, let after = visibleAfter, case .column = after, case .column? = visibleBefore else {
                return location == visibleBefore && location == visibleAfter
            }
            return location == after || (location == visibleBefore && shown.stack(at: after) == state.stack(at: after))
        }
        func stackEdit(at location: StackLocation) -> TransitionStep<Screen>? {
            guard let from = shown.stack(at: location), let to = state.stack(at: location), from != to else { return nil }
            let animated = animate && !removing && !adding && seen(location)
                && from.top != to.top && (from.count != to.count || capabilities.animatesSameDepthReplacement)
            return stackStep(at: location, from: from, to: to, animated: animated, capabilities)
        }

        for tab in state.root.tabs ?? [] where tab != shown.root.selectedTab {
            if let step = stackEdit(at: .tab(tab)) { return step }
        }
        if let selected = state.root.selectedTab, selected != shown.root.selectedTab {
            return .selectTab(selected)
        }
        // A split's columns: the arrangement, the columns a compact host does not show on top,
        // then the one on top before the change and the one on top after it.
        if let before = shown.root.columnSet, let after = state.root.columnSet {
            if before.arrangement != after.arrangement { return .arrangeColumns(after.arrangement) }
            for column in after.columns where !seen(.column(column)) {
                if let step = stackEdit(at: .column(column)) { return step }
            }
        }
        if let step = stackEdit(at: shown.root.visibleStackLocation) { return step }
        if state.root.visibleStackLocation != shown.root.visibleStackLocation,
            let step = stackEdit(at: state.root.visibleStackLocation)
        {
            return step
        }
        for (before, after) in zip(shown.layers, state.layers).prefix(kept) {
            if before.kind != after.kind { return .updateLayer(after.id, after.kind) }
            if let step = stackEdit(at: .layer(after.id)) { return step }
        }

        // 4. Layers that go leave together, revealing the destination.
        if removing {
            return dismissal(of: shown, from: kept, animated: animate, capabilities)
        }

        // 5. New layers arrive one per transition; the last one animates.
        if adding {
            let index = shown.layers.count
            return .present(state.layers[index], animated: animate && index == state.layers.count - 1)
        }
        return nil
    }

    /// Dismisses `shown.layers[index...]`: in one call where the host can; otherwise the top layer
    /// alone, unanimated unless it is the last to go.
    static func dismissal<Screen>(
        of shown: NavigationState<Screen>,
        from index: Int,
        animated: Bool,
        _ capabilities: HostCapabilities
    ) -> TransitionStep<Screen> {
        let top = shown.layers.count - 1
        if capabilities.dismissesLayerChainAtOnce || index == top {
            return .dismiss(shown.layers[index].id, animated: animated)
        }
        return .dismiss(shown.layers[top].id, animated: false)
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
        layers.last?.isAlert == true ? nil : topStackLocation(below: layers.count) { _ in true }
    }
}

