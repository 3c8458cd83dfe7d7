// Reading and editing the stacks of a navigation value.

extension NavigationState {
    /// The stack where commands without a location act: the top sheet's or cover's stack, or
    /// the root's visible stack. Overlays and alerts are skipped: a push while a loading overlay
    /// is up lands under it, and a push under an alert takes the alert away with its owner.
    public var topStackLocation: StackLocation {
        topStackLocation(below: layerChain.count) { layer in
            switch layer.kind {
            case .sheet, .fullScreenCover: true
            case .overlay, .alert: false
            }
        }
    }

    /// The stack on top of the layers below `index` that `counts` accepts: the topmost such
    /// layer's, or the root's visible stack when there is none. The one walk behind every "what
    /// is on top" question (``topStackLocation``, ``topEntry``, an alert's owner, the stack the
    /// user watches).
    func topStackLocation(below index: Int, among counts: (Layer<Screen>) -> Bool) -> StackLocation {
        var position = index
        while position > 0 {
            position -= 1
            if counts(layerChain[position]) { return .layer(layerChain[position].id) }
        }
        return root.visibleStackLocation
    }

    /// The entry on top of everything the user sees, alerts aside: the top of the topmost
    /// layer that has a stack (an alert has none), or of the root's visible stack. While an
    /// alert is up, this is the alert's owner.
    public var topEntry: Entry<Screen>? {
        stack(at: topStackLocation(below: layerChain.count) { $0.stack != nil })?.top
    }

    /// The stack at a location, if the value has one there.
    public func stack(at location: StackLocation) -> ScreenStack<Screen>? {
        switch location {
        case .root:
            if case .stack(let stack) = root.content { return stack }
            return nil
        // Index walks, not `first(where:)`: the per-command checks call this from code that is
        // not specialized for the app's screens, where each generic call looks up metadata.
        case .tab(let id):
            guard case .tabs(let tabs) = root.content else { return nil }
            for index in tabs.tabs.indices where tabs.tabs[index].id == id { return tabs.tabs[index].stack }
            return nil
        case .layer(let id):
            return layerChain.index(of: id).flatMap { layerChain[$0].stack }
        }
    }

    /// Every stack in the value with its location: the root's, then each layer's, bottom up.
    public var allStacks: [(location: StackLocation, stack: ScreenStack<Screen>)] {
        var stacks: [(location: StackLocation, stack: ScreenStack<Screen>)] = []
        forEachStack { location, stack in stacks.append((location, stack)) }
        return stacks
    }

    /// Calls `body` with every stack in the value and its location, in the order of
    /// ``allStacks``, without building the list: the walk every per-command check makes.
    public func forEachStack<Failure: Error>(
        _ body: (StackLocation, ScreenStack<Screen>) throws(Failure) -> Void
    ) throws(Failure) {
        try forEachStack(fromLayer: 0, body)
    }

    /// ``forEachStack(_:)`` without the stacks of the layers below `firstLayer`: the walk of a
    /// check that knows those layers are unchanged (``LayerChain/sharedBottomCount(with:)``).
    package func forEachStack<Failure: Error>(
        fromLayer firstLayer: Int, _ body: (StackLocation, ScreenStack<Screen>) throws(Failure) -> Void
    ) throws(Failure) {
        switch root.content {
        case .stack(let stack):
            try body(.root, stack)
        case .tabs(let tabs):
            for tab in tabs.tabs { try body(.tab(tab.id), tab.stack) }
        }
        var index = firstLayer
        while index < layerChain.count {
            let layer = layerChain[index]
            if let stack = layer.stack { try body(.layer(layer.id), stack) }
            index += 1
        }
    }

    /// Where the entry with this identity is, if it is in the value.
    public func location(of entry: EntryID) -> StackLocation? {
        allStacks.first { $0.stack.entries.contains { $0.id == entry } }?.location
    }

    /// The entry with this identity, wherever it is.
    public func entry(_ id: EntryID) -> Entry<Screen>? {
        for (_, stack) in allStacks {
            if let entry = stack.entries.first(where: { $0.id == id }) { return entry }
        }
        return nil
    }

    /// The top entry of what layer `index` covers: the layer below's stack, or the root's
    /// visible stack. This is the entry that owns an alert at `index`.
    func visibleTop(below index: Int) -> Entry<Screen>? {
        stack(at: topStackLocation(below: index) { _ in true })?.top
    }

    // MARK: Editing stacks

    /// Pushes a screen onto a stack.
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - location: The stack; by default ``topStackLocation``.
    public mutating func push(_ screen: Screen, onto location: StackLocation? = nil) throws(NavigationError) {
        try push(contentsOf: [screen], onto: location)
    }

    /// Pushes several screens onto a stack, bottom first; they arrive in one transition.
    public mutating func push(contentsOf screens: [Screen], onto location: StackLocation? = nil) throws(NavigationError) {
        let location = location ?? topStackLocation
        try editStack(at: location) { stack, counter in
            stack.entries += screens.map { counter.entry($0) }
        }
    }

    /// Pops screens off a stack.
    ///
    /// - Throws: ``NavigationError/nothingToPop(_:)`` when the stack holds `count` screens or fewer
    ///   (the root screen of a stack cannot be popped; Platform Rules 3.3).
    public mutating func pop(_ count: Int = 1, from location: StackLocation? = nil) throws(NavigationError) {
        let location = location ?? topStackLocation
        try editStack(at: location) { stack, _ throws(NavigationError) in
            guard count >= 1, stack.entries.count > count else { throw .nothingToPop(location) }
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
        let location = location ?? topStackLocation
        try editStack(at: location) { stack, _ in
            stack.entries.removeSubrange(1...)
        }
    }

    /// Replaces a stack's screens. The longest prefix of equal screens keeps its entries (and so
    /// their screen models); the rest are new.
    ///
    /// - Throws: ``NavigationError/emptyStack(_:)`` when `screens` is empty.
    public mutating func replaceStack(with screens: [Screen], at location: StackLocation? = nil) throws(NavigationError) {
        let location = location ?? topStackLocation
        try editStack(at: location) { stack, counter in
            stack = counter.reconcile(stack, with: screens)
        }
    }

    /// Selects a tab of the tabbed root.
    public mutating func selectTab(_ id: TabID) throws(NavigationError) {
        guard case .tabs(var tabs) = root.content else { throw .noSuchStack(.tab(id)) }
        guard tabs.index(of: id) != nil else { throw .unknownTab(id) }
        var next = self
        tabs.selected = id
        next.root.content = .tabs(tabs)
        next.dropOrphanedAlerts()
        self = next
    }

    /// Applies `edit` to one stack, then drops alerts whose owner left; refuses empty stacks.
    mutating func editStack(
        at location: StackLocation,
        _ edit: (inout ScreenStack<Screen>, inout IdentityCounter) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        guard var stack = stack(at: location) else { throw .noSuchStack(location) }
        var counter = IdentityCounter(startingAt: nextIdentity)
        try edit(&stack, &counter)
        guard !stack.entries.isEmpty else { throw .emptyStack(location) }
        var next = self
        next.nextIdentity = counter.nextID
        next.setStack(stack, at: location)
        next.dropOrphanedAlerts()
        self = next
    }

    /// Stores a stack at an existing location.
    mutating func setStack(_ stack: ScreenStack<Screen>, at location: StackLocation) {
        switch location {
        case .root:
            root.content = .stack(stack)
        case .tab(let id):
            guard case .tabs(var tabs) = root.content, let index = tabs.index(of: id) else { return }
            tabs.tabs[index].stack = stack
            root.content = .tabs(tabs)
        case .layer(let id):
            guard let index = layerChain.index(of: id) else { return }
            layerChain[editing: index].stack = stack
        }
    }

    /// Removes every alert whose owner is no longer on top of the layer it covers: an alert
    /// leaves in the same change as the entry that raised it.
    mutating func dropOrphanedAlerts() {
        var index = 0
        while index < layerChain.count {
            if let owner = layerChain[index].owner, visibleTop(below: index)?.id != owner {
                layerChain.removeSubrange(index...)
            } else {
                index += 1
            }
        }
    }
}

extension IdentityCounter {
    /// Keeps the entries of the longest prefix of equal screens, makes new ones for the rest.
    mutating func reconcile<Screen>(_ current: ScreenStack<Screen>?, with screens: [Screen]) -> ScreenStack<Screen> {
        let kept = (current?.entries ?? []).commonPrefix(with: screens) { $0.screen == $1 }
        return ScreenStack(kept + screens.dropFirst(kept.count).map { entry($0) })
    }
}

extension Array {
    /// The leading elements of `self` that match `other` element by element.
    func commonPrefix<Other>(with other: [Other], by matches: (Element, Other) -> Bool) -> [Element] {
        Array(prefix(commonPrefixCount(with: other, by: matches)))
    }

    /// How many leading elements of `self` match `other` element by element.
    func commonPrefixCount<Other>(with other: [Other], by matches: (Element, Other) -> Bool) -> Int {
        var count = 0
        while count < self.count, count < other.count, matches(self[count], other[count]) { count += 1 }
        return count
    }
}
