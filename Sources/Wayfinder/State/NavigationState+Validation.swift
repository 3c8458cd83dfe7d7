// The rules a navigation value must keep to be shown. Values built with the editing methods keep
// them by construction; decoded and reconciled values are checked here.

extension NavigationState {
    /// Checks every rule a value must keep to be shown.
    ///
    /// - Throws: The first broken rule: an empty stack, a missing tab, something above an alert,
    ///   an alert whose owner is not on top, an invalid sheet style, a duplicated identity, one
    ///   the counter never handed out, or a counter past ``EntryID/counterLimit``.
    @inlinable
    public func validate() throws(NavigationError) {
        // Identities are checked for range as they are met and for duplicates at the end, on a
        // sorted list of plain integers: this runs on every command, and a set of identities
        // costs more than the rest of the walk.
        var ids = try checkRules(fromLayer: 0)
        try Self.checkDistinct(&ids)
    }

    /// ``validate()`` of a value a change made from `previous`, which is valid (a navigator's
    /// `state`), looking only at what the change can have broken.
    ///
    /// The layers `previous` holds in the same storage (``LayerChain/sharedBottomCount(with:)``)
    /// keep the rules they kept there. Their identities cannot reappear in the rest of the value
    /// when every identity the rest holds from before `previous`'s counter was in the rest of
    /// `previous` too (the two parts were disjoint there); otherwise the whole value is checked.
    /// So a push in the top sheet is checked at the same cost under one layer or two hundred.
    @inlinable
    package func validate(after previous: NavigationState) throws(NavigationError) {
        let shared = layerChain.sharedBottomCount(with: previous.layerChain)
        guard shared > 0 else { return try validate() }
        var ids = try checkRules(fromLayer: shared)
        try Self.checkDistinct(&ids)
        let fresh = previous.nextEntryID.rawValue
        guard ids.first.map({ $0 < fresh }) == true else { return }  // sorted: all new
        var before: [Int] = [previous.root.id.rawValue]
        var index = shared
        while index < previous.layerChain.count {
            before.append(previous.layerChain[index].id.rawValue)
            index += 1
        }
        previous.forEachStack(fromLayer: shared) { _, stack in
            for entry in stack.entries { before.append(entry.id.rawValue) }
        }
        before.sort()
        var position = 0
        for id in ids where id < fresh {
            while position < before.count, before[position] < id { position += 1 }
            guard position < before.count, before[position] == id else { return try validate() }
        }
        // Debug builds (the tests) check every such shortcut against the whole walk.
        assert(isValid, "validate(after:) passed a value validate() refuses")
    }

    /// Checks every rule but distinct identities for the root and the layers from `firstLayer`
    /// up, and returns the identities met there, each checked for range.
    @inlinable
    func checkRules(fromLayer firstLayer: Int) throws(NavigationError) -> [Int] {
        var ids: [Int] = []
        // Room for most values at once: growing one element at a time cost three allocations.
        ids.reserveCapacity(32)
        func claim(_ id: EntryID) throws(NavigationError) {
            guard id.rawValue >= 0, id < nextEntryID else { throw .identityOutOfRange(id) }
            ids.append(id.rawValue)
        }

        // A counter that could not count (restored from corrupted data) is refused here, not
        // found out by the first edit.
        guard nextEntryID.rawValue >= 0 else { throw .identityOutOfRange(nextEntryID) }
        try checkRoomForIdentities(below: EntryID.counterLimit)
        try claim(root.id)
        if case .tabs(let tabs) = root.content { try Self.checkTabs(tabs.tabs, id: { $0.id }, selected: tabs.selected) }
        var index = firstLayer
        while index < layerChain.count {
            let layer = layerChain[index]
            try claim(layer.id)
            switch layer.kind {
            case .alert(let alert, let owner):
                guard layer.stack == nil else { throw .malformedLayer(layer.id) }
                guard alert.buttons.isEmpty == false else { throw .alertWithoutButtons }
                guard index == layerChain.count - 1 else { throw .presentedAboveAlert(alert: layer.id) }
                guard visibleTop(below: index)?.id == owner else {
                    throw .alertOwnerNotOnTop(alert: layer.id, owner: owner)
                }
            case .sheet(let style):
                if let problem = style.problem { throw problem }
                guard layer.stack != nil else { throw .malformedLayer(layer.id) }
            case .fullScreenCover, .overlay:
                guard layer.stack != nil else { throw .malformedLayer(layer.id) }
            }
            index += 1
        }
        try forEachStack(fromLayer: firstLayer) { (location, stack) throws(NavigationError) in
            guard !stack.entries.isEmpty else { throw .emptyStack(location) }
            for entry in stack.entries { try claim(entry.id) }
        }
        return ids
    }

    /// Sorts `ids` and throws at the first one that repeats.
    @inlinable
    static func checkDistinct(_ ids: inout [Int]) throws(NavigationError) {
        ids.sort()
        for index in ids.indices.dropFirst() where ids[index] == ids[index - 1] {
            throw .duplicateIdentity(EntryID(rawValue: ids[index]))
        }
    }

    /// Throws when the identity counter is past `limit`: the one rule of room for new identities,
    /// for every value (``EntryID/counterLimit``) and for decoded ones (with more room).
    @inlinable
    func checkRoomForIdentities(below limit: EntryID) throws(NavigationError) {
        guard nextEntryID <= limit else { throw .noRoomForIdentities(next: nextEntryID, limit: limit) }
    }

    /// Whether ``validate()`` passes.
    @inlinable
    public var isValid: Bool {
        do {
            try validate()
            return true
        } catch {
            return false
        }
    }
}

extension NavigationState {
    /// The tab rules, decided here for every value: at least one tab, each name once, the
    /// selected one among them. Asked by ``validate()`` of any value, and of tabs as they are
    /// built (``init(flow:tabs:selected:transition:)``, ``switchRoot(to:tabs:selected:transition:)``).
    @inlinable
    static func checkTabs<Tab>(_ tabs: [Tab], id: (Tab) -> TabID, selected: TabID) throws(NavigationError) {
        guard !tabs.isEmpty else { throw .noTabs }
        if let repeated = tabs.firstRepeated(by: id) { throw .duplicateTab(id(repeated)) }
        guard tabs.contains(where: { id($0) == selected }) else { throw .unknownTab(selected) }
    }
}
