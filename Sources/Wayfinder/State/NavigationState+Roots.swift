// Roots: a value's first root, and switching flows. Every layer goes with the old root.

extension NavigationState {
    /// A value with only a root, in `flow`, whose identities are counted from `first`: the root's
    /// first, then those `content` hands out.
    init<Failure>(
        flow: FlowID, transition: RootTransition, identitiesFrom first: Int,
        content: (inout IdentityCounter) throws(Failure) -> Root<Screen>.Content
    ) throws(Failure) {
        var counter = IdentityCounter(startingAt: first)
        let id: RootID = counter.next()
        let content = try content(&counter)
        self.init(root: Root(id: id, flow: flow, transition: transition, content: content), layers: [], nextIdentity: counter.nextID)
    }

    /// Replaces the root with a single stack in another flow; every layer goes with the old root.
    public mutating func switchRoot(
        to flow: FlowID,
        root screen: Screen,
        path: [Screen] = [],
        transition: RootTransition = .crossFade
    ) {
        self = NavigationState(flow: flow, transition: transition, identitiesFrom: nextIdentity) { counter in
            .stack(counter.stack([screen] + path))
        }
    }

    /// Replaces the root with tabs in another flow; every layer goes with the old root.
    public mutating func switchRoot(
        to flow: FlowID,
        tabs: [TabStack<Screen>],
        selected: TabID,
        transition: RootTransition = .crossFade
    ) throws(NavigationError) {
        self = try NavigationState(flow: flow, transition: transition, identitiesFrom: nextIdentity) {
            (counter) throws(NavigationError) in .tabs(try counter.tabSet(tabs, selected: selected))
        }
    }

    /// Replaces the root with a split in another flow; every layer goes with the old root.
    ///
    /// ```swift
    /// try state.switchRoot(to: .main, split: SplitStacks(primary: [.catalog], secondary: [.product(7)]))
    /// ```
    public mutating func switchRoot(
        to flow: FlowID, split: SplitStacks<Screen>, transition: RootTransition = .crossFade
    ) throws(NavigationError) {
        self = try NavigationState(flow: flow, transition: transition, identitiesFrom: nextIdentity) {
            (counter) throws(NavigationError) in .split(try counter.columnSet(split))
        }
    }
}
