// Stacks, tabs and columns: reading them, pushing and popping, selecting a tab.

extension NavigationState {
    /// The stack where commands without a location act: the top sheet's or cover's stack, or
    /// the root's visible stack. Overlays and alerts are skipped: a push while a loading overlay
    /// is up lands under it, and a push under an alert takes the alert away with its owner.
    public var topStackLocation: StackLocation {
        topStackLocation(below: layers.count) { layer in
            switch layer.kind {
            case .sheet, .fullScreenCover: true
            case .overlay, .alert: false
            }
        }
    }

    /// The stack of the topmost layer below `index` that `counts` accepts, or the root's visible
    /// stack: the one walk behind every "what is on top" question.
    func topStackLocation(below index: Int, among counts: (Layer<Screen>) -> Bool) -> StackLocation {
        layers[..<index].last(where: counts).map { .layer($0.id) } ?? root.visibleStackLocation
    }

    /// The entry on top of everything the user sees, alerts aside: the top of the topmost
    /// layer that has a stack (an alert has none), or of the root's visible stack. While an
    /// alert is up, this is the alert's owner.
    public var topEntry: Entry<Screen>? {
        stack(at: topStackLocation(below: layers.count) { $0.stack != nil })?.top
    }

    /// The top entry of what layer `index` covers: the entry that owns an alert at `index`.
    func visibleTop(below index: Int) -> Entry<Screen>? {
        stack(at: topStackLocation(below: index) { _ in true })?.top
    }

    /// The stack at a location, if the value has one there.
    public func stack(at location: StackLocation) -> ScreenStack<Screen>? {
        switch location {
        case .root:
            if case .stack(let stack) = root.content { stack } else { nil }
        case .tab(let id):
            root.tabSet?[id]?.stack
        case .column(let column):
            root.columnSet?[column]
        case .layer(let id):
            layer(id)?.stack
        }
    }

    /// Every stack in the value with its location: the root's, then each layer's, bottom up.
    public var allStacks: [(location: StackLocation, stack: ScreenStack<Screen>)] {
        var stacks = root.stacks
        for layer in layers {
            if let stack = layer.stack { stacks.append((.layer(layer.id), stack)) }
        }
        return stacks
    }

    /// Calls `body` with every stack in the value and its location, in the order of ``allStacks``.
    public func forEachStack<Failure: Error>(
        _ body: (StackLocation, ScreenStack<Screen>) throws(Failure) -> Void
    ) throws(Failure) {
        for (location, stack) in allStacks { try body(location, stack) }
    }

    /// Where the entry with this identity is, if it is in the value.
    public func location(of entry: EntryID) -> StackLocation? {
        allStacks.first { $0.stack.entries.contains { $0.id == entry } }?.location
    }

    /// The entry with this identity, wherever it is.
    public func entry(_ id: EntryID) -> Entry<Screen>? {
        for (_, stack) in root.stacks {
            if let index = stack.entries.firstIndex(where: { $0.id == id }) { return stack.entries[index] }
        }
        for layer in layers {
            if let entries = layer.stack?.entries, let index = entries.firstIndex(where: { $0.id == id }) { return entries[index] }
        }
        return nil
    }

    /// Pushes a screen onto a stack.
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - location: The stack; by default ``topStackLocation``.
    ///   - transition: How the screen comes in, and goes out when it is popped.
    public mutating func push(
        _ screen: Screen, onto location: StackLocation? = nil, transition: ScreenTransition = .system
    ) throws(NavigationError) {
        var pushed: EntryID?
        try editStack(at: location) { stack, counter in
            let entry = counter.entry(screen)
            stack.entries.append(entry)
            pushed = entry.id
        }
        if transition != .system, let pushed { transitions[pushed] = transition }
    }

    /// Pushes several screens onto a stack, bottom first; they arrive in one transition.
    public mutating func push(contentsOf screens: [Screen], onto location: StackLocation? = nil) throws(NavigationError) {
        try editStack(at: location) { stack, counter in
            stack.entries += screens.map { counter.entry($0) }
        }
    }

    /// Pops screens off a stack.
    ///
    /// - Throws: ``NavigationError/nothingToPop(_:)`` when the stack holds `count` screens or fewer
    ///   (the root screen of a stack cannot be popped; Platform Rules 3.3), except a split's
    ///   column after the primary, which may be popped empty.
    public mutating func pop(_ count: Int = 1, from location: StackLocation? = nil) throws(NavigationError) {
        let location = location ?? topStackLocation
        try editStack(at: location) { stack, _ throws(NavigationError) in
            let least = location.mayBeEmpty ? 0 : 1
            guard count >= 1, stack.entries.count - count >= least else { throw .nothingToPop(location) }
            stack.entries.removeLast(count)
        }
    }

    /// Pops every screen above an entry, wherever its stack is.
    public mutating func pop(to entry: EntryID) throws(NavigationError) {
        guard let location = location(of: entry) else { throw .entryNotFound(entry) }
        try editStack(at: location) { stack, _ in
            if let index = stack.entries.firstIndex(where: { $0.id == entry }) {
                stack.entries.removeSubrange((index + 1)...)
            }
        }
    }

    /// Pops every screen above a stack's root screen.
    public mutating func popToRoot(of location: StackLocation? = nil) throws(NavigationError) {
        try editStack(at: location) { stack, _ in
            stack.entries.removeSubrange(1...)
        }
    }

    /// Replaces a stack's screens. The entries `keeping` names keep their identities (and so
    /// their screen models); the other screens get new entries. By default every entry whose
    /// screen is still there, in the same order, is kept: a screen removed from the middle
    /// leaves unseen, and a new top is pushed.
    ///
    /// ```swift
    /// // root main: welcome › name › email
    /// try state.replaceStack(with: [.welcome, .email, .password])   // email's entry stays
    /// try state.replaceStack(with: [.welcome, .email], keeping: .root)   // a fresh email
    /// ```
    ///
    /// - Throws: ``NavigationError/emptyStack(_:)`` when `screens` is empty, but at a split's
    ///   column after the primary, which then shows its placeholder.
    public mutating func replaceStack(
        with screens: [Screen], at location: StackLocation? = nil, keeping: EntryKeeping = .sameScreens
    ) throws(NavigationError) {
        try editStack(at: location) { stack, counter in
            stack = counter.reconcile(stack, with: screens, keeping: keeping)
        }
    }

    /// Selects a tab of the tabbed root.
    public mutating func selectTab(_ id: TabID) throws(NavigationError) {
        guard case .tabs(var tabs) = root.content else { throw .noSuchStack(.tab(id)) }
        guard tabs[id] != nil else { throw .unknownTab(id) }
        tabs.selected = id
        root.content = .tabs(tabs)
        dropOrphanedAlerts()
    }

    /// Shows a column of the split root when the host is compact: the collapsed stack ends
    /// with it (with the column before it while it is empty).
    ///
    /// ```swift
    /// try state.replaceStack(with: [.product(7)], at: .column(.secondary))
    /// try state.showColumn(.secondary)   // compact: catalog › product(7)
    /// ```
    ///
    /// - Throws: ``NavigationError/noSuchStack(_:)`` when the root has no such column.
    public mutating func showColumn(_ column: SplitColumn) throws(NavigationError) {
        try arrangeColumns(at: column) { $0.compactColumn = column }
    }

    /// Sets which columns the split root prefers to show side by side.
    ///
    /// - Throws: ``NavigationError/noSuchStack(_:)`` when the root is not a split.
    public mutating func setSplitDisplay(_ display: SplitDisplay) throws(NavigationError) {
        try arrangeColumns(at: .primary) { $0.display = display }
    }

    /// Applies `edit` to the split root's arrangement, if the root has `column`.
    private mutating func arrangeColumns(
        at column: SplitColumn, _ edit: (inout ColumnArrangement) -> Void
    ) throws(NavigationError) {
        guard case .split(var split) = root.content, split[column] != nil else { throw .noSuchStack(.column(column)) }
        edit(&split.arrangement)
        root.content = .split(split)
        dropOrphanedAlerts()
    }

    /// Applies `edit` to one stack (by default ``topStackLocation``), then drops alerts whose
    /// owner left; refuses an empty stack (but a split's detail column), changing nothing.
    mutating func editStack(
        at location: StackLocation?,
        _ edit: (inout ScreenStack<Screen>, inout IdentityCounter) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        let location = location ?? topStackLocation
        guard var stack = stack(at: location) else { throw .noSuchStack(location) }
        var counter = IdentityCounter(startingAt: nextIdentity)
        try edit(&stack, &counter)
        guard !stack.entries.isEmpty || location.mayBeEmpty else { throw .emptyStack(location) }
        nextIdentity = counter.nextID
        setStack(stack, at: location)
        dropOrphanedAlerts()
    }

    /// Stores a stack at an existing location.
    package mutating func setStack(_ stack: ScreenStack<Screen>, at location: StackLocation) {
        switch location {
        case .root:
            root.content = .stack(stack)
        case .tab(let id):
            guard case .tabs(var tabs) = root.content, let index = tabs.index(of: id) else { return }
            tabs.tabs[index].stack = stack
            root.content = .tabs(tabs)
        case .column(let column):
            guard case .split(var split) = root.content else { return }
            split[column] = stack
            root.content = .split(split)
        case .layer(let id):
            guard let index = layerIndex(id) else { return }
            layers[index].stack = stack
        }
    }
}

extension Array {
    /// How many leading elements of `self` match `other` element by element.
    func commonPrefixCount<Other>(with other: [Other], by matches: (Element, Other) -> Bool) -> Int {
        zip(self, other).prefix { matches($0, $1) }.count
    }
}
