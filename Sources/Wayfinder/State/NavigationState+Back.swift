// Going back across layers: the path the user can go back along, and the verbs that walk it.

extension NavigationState {
    /// The entries the user can go back through, bottom first: the root's visible stack (the
    /// selected tab's; a split's columns as a compact host stacks them), then the stack of each
    /// sheet, cover and overlay, bottom up. Its last is ``topEntry``; alerts hold no entries and
    /// are not on it.
    ///
    /// ```swift
    /// // root main: catalog › product(7)
    /// // sheet [large]: options › address
    /// state.visiblePath.map(\.screen)   // [.catalog, .product(7), .options, .address]
    /// ```
    public var visiblePath: [Entry<Screen>] {
        visibleStacks.flatMap { $0.stack.entries }
    }

    /// The stacks of ``visiblePath``, bottom first, with their locations.
    var visibleStacks: [(location: StackLocation, stack: ScreenStack<Screen>)] {
        var stacks = root.pathStacks
        for layer in layers {
            if let stack = layer.stack { stacks.append((.layer(layer.id), stack)) }
        }
        return stacks
    }

    /// Goes back `count` entries along ``visiblePath``, whatever holds them: an entry above its
    /// stack's root is popped, a layer's root entry leaves with its layer, and an alert leaves
    /// with its owner. One step back from a sheet's, a cover's or an overlay's root screen
    /// dismisses that layer.
    ///
    /// ```swift
    /// // root main: catalog › product(7); sheet: options › address
    /// try state.back(3)   // the sheet is dismissed and product(7) popped: catalog
    /// ```
    ///
    /// - Throws: ``NavigationError/nothingToPop(_:)`` when `count` is less than 1 (with the top
    ///   stack's location) or leaves no entry (with the root's visible stack's location): the
    ///   root's root screen always stays.
    public mutating func back(_ count: Int = 1) throws(NavigationError) {
        guard count >= 1 else { throw .nothingToPop(topStackLocation) }
        var remaining = count
        for (_, stack) in visibleStacks.reversed() {
            if remaining < stack.count {
                return try back(to: stack.entries[stack.count - 1 - remaining].id)
            }
            remaining -= stack.count
        }
        throw .nothingToPop(root.visibleStackLocation)
    }

    /// Goes back to an entry on ``visiblePath``: every layer above the entry's stack is
    /// dismissed and every entry above it popped. Going back to the top entry changes nothing.
    ///
    /// ```swift
    /// let product = state.topEntry!.id
    /// try state.present(.options, path: [.address], as: .fullScreenCover)
    /// try state.back(to: product)   // the cover is dismissed; product is on top again
    /// ```
    ///
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when no entry on the visible path has this
    ///   identity, even one in the value elsewhere (a tab that is not selected).
    public mutating func back(to entry: EntryID) throws(NavigationError) {
        guard let location = visibleStacks.last(where: { $0.stack.entries.contains { $0.id == entry } })?.location else {
            throw .entryNotFound(entry)
        }
        var next = self
        if case .layer(let id) = location { try next.dismiss(to: id) } else { next.dismissAll() }
        if case .split(let split) = next.root.content, case .column = location {
            // A split goes back along its collapsed stack: the columns after the entry's empty.
            let collapsed = split.collapsed
            guard let index = collapsed.firstIndex(where: { $0.id == entry }) else { throw .entryNotFound(entry) }
            next.root.content = .split(split.expanded(from: Array(collapsed[...index])))
            next.dropOrphanedAlerts()
        } else {
            try next.pop(to: entry)
        }
        self = next
    }

    /// Goes back to the first entry of ``visiblePath``: every layer is dismissed and the root's
    /// visible stack (on tabs, the selected tab's) popped to its root screen; a split's columns
    /// shown when compact are emptied down to the primary's root. Other tabs keep their stacks.
    ///
    /// ```swift
    /// state.backToRoot()
    /// state.topEntry == state.root.visibleStack?.root   // true
    /// ```
    public mutating func backToRoot() {
        dismissAll()
        if let first = root.pathStacks.first?.stack.root { try? back(to: first.id) }
    }

    /// Removes one entry from its stack, wherever the stack is; the entries above it stay and
    /// keep their identities. Removing the top entry is a pop; an entry under the top leaves
    /// unseen. An alert whose owner leaves goes with it.
    ///
    /// ```swift
    /// // root main: welcome › name › email › password
    /// try state.remove(nameEntry)   // welcome › email › password, the same email and password entries
    /// ```
    ///
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when no entry has this identity;
    ///   ``NavigationError/nothingToPop(_:)`` when it is a stack's root screen, which stays as
    ///   long as its stack (a layer goes with ``dismiss(_:)`` or ``back(to:)``).
    public mutating func remove(_ entry: EntryID) throws(NavigationError) {
        guard let location = location(of: entry) else { throw .entryNotFound(entry) }
        try editStack(at: location) { stack, _ throws(NavigationError) in
            guard let index = stack.entries.firstIndex(where: { $0.id == entry }), index > 0 else {
                throw .nothingToPop(location)
            }
            stack.entries.remove(at: index)
        }
    }
}
