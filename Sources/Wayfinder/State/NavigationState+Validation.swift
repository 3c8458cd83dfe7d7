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
        for (index, layer) in layerChain.enumerated() {
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
        }
        try forEachStack { (location, stack) throws(NavigationError) in
            guard !stack.entries.isEmpty else { throw .emptyStack(location) }
            for entry in stack.entries { try claim(entry.id) }
        }
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
