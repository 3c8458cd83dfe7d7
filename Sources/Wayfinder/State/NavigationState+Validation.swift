// The rules a navigation value must keep to be shown. Values built with the editing methods keep
// them by construction; decoded and reconciled values are checked here.

extension NavigationState {
    /// Checks every rule a value must keep to be shown.
    ///
    /// - Throws: The first broken rule: an empty stack, a missing tab, something above an alert,
    ///   an alert whose owner is not on top, an invalid sheet style, a duplicated identity, one
    ///   the counter never handed out, or a counter past ``identityCounterLimit``.
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
    /// Skipped: the layers `previous` holds in the same storage
    /// (``LayerChain/sharedBottomCount(with:)``), and the leading entries of each of the root's
    /// stacks that keep their identity at their place (``rootEntriesKept(from:)``): they keep the
    /// rules they kept in `previous`. Their identities cannot reappear in the rest of the value
    /// when every identity the rest holds from before `previous`'s counter was in the rest of
    /// `previous` too (the two parts were disjoint there); otherwise the whole value is checked.
    /// So a push in the top sheet is checked at the same cost under one layer or two hundred, and
    /// a push on the root's stack at the same cost at depth 3 or 10,000 but for one comparison of
    /// identities per entry.
    package func validate(after previous: NavigationState) throws(NavigationError) {
        let shared = layerChain.sharedBottomCount(with: previous.layerChain)
        // Skipping pays where there is much to skip: a short root is walked whole.
        var rootEntries = 0
        forEachStack(fromLayer: layerChain.count) { _, stack in rootEntries += stack.entries.count }
        let kept = rootEntries > Self.rootEntriesWalkedWhole ? rootEntriesKept(from: previous) : []
        guard shared > 0 || kept.contains(where: { $0 > 0 }), nextIdentity >= previous.nextIdentity else {
            return try validate()
        }
        var ids = try checkRules(fromLayer: shared, keepingRootEntries: kept)
        try Self.checkDistinct(&ids)
        let fresh = previous.nextIdentity
        if ids.first.map({ $0 < fresh }) == true {  // sorted: some are not new
            // The identities of the same parts of `previous`, which the rest may hold from before.
            var before: [Int] = [previous.root.id.rawValue]
            var index = shared
            while index < previous.layerChain.count {
                before.append(previous.layerChain[index].id.rawValue)
                index += 1
            }
            var rootStack = 0
            previous.forEachStack(fromLayer: shared) { location, stack in
                var index = Self.firstEntryChecked(at: location, rootStack: &rootStack, keepingRootEntries: kept)
                while index < stack.entries.count {
                    before.append(stack.entries[index].id.rawValue)
                    index += 1
                }
            }
            before.sort()
            var position = 0
            for id in ids where id < fresh {
                while position < before.count, before[position] < id { position += 1 }
                guard position < before.count, before[position] == id else { return try validate() }
            }
        }
        // Debug builds (the tests) check every such shortcut against the whole walk.
        assert(isValid, "validate(after:) passed a value validate() refuses")
    }

    /// Up to how many entries the root's stacks are checked whole after a change: below that,
    /// finding what a change kept costs more than it saves (BENCHMARKS.md).
    static var rootEntriesWalkedWhole: Int { 32 }

    /// For each of the root's stacks, in the order of ``forEachStack(fromLayer:_:)``, how many
    /// leading entries hold the identity `previous`'s stack at the same place holds at the same
    /// index; none when the root, or its tabs, are not the same.
    package func rootEntriesKept(from previous: NavigationState) -> [Int] {
        guard root.id == previous.root.id else { return [] }
        switch (root.content, previous.root.content) {
        case (.stack(let stack), .stack(let earlier)):
            return [Self.entriesKept(stack, from: earlier)]
        case (.tabs(let tabs), .tabs(let earlier)):
            guard tabs.tabs.count == earlier.tabs.count else { return [] }
            var kept: [Int] = []
            kept.reserveCapacity(tabs.tabs.count)
            for index in tabs.tabs.indices {
                let (tab, earlierTab) = (tabs.tabs[index], earlier.tabs[index])
                kept.append(tab.id == earlierTab.id ? Self.entriesKept(tab.stack, from: earlierTab.stack) : 0)
            }
            return kept
        default:
            return []
        }
    }

    /// How many leading entries of `stack` hold the identity `earlier` holds at the same index.
    static func entriesKept(_ stack: ScreenStack<Screen>, from earlier: ScreenStack<Screen>) -> Int {
        stack.entries.commonPrefixCount(with: earlier.entries) { $0.id == $1.id }
    }

    /// Checks every rule but distinct identities for the root and the layers from `firstLayer`
    /// up, and returns the identities met there, each checked for range; the first `kept[i]`
    /// entries of the root's `i`th stack are skipped (``rootEntriesKept(from:)``).
    func checkRules(fromLayer firstLayer: Int, keepingRootEntries kept: [Int] = []) throws(NavigationError) -> [Int] {
        var ids: [Int] = []
        // Room for most values at once: growing one element at a time cost three allocations.
        ids.reserveCapacity(32)
        func claim(_ id: Int) throws(NavigationError) {
            guard id >= 0, id < nextIdentity else { throw .identityOutOfRange(id) }
            ids.append(id)
        }

        // A counter that could not count (restored from corrupted data) is refused here, not
        // found out by the first edit.
        guard nextIdentity >= 0 else { throw .identityOutOfRange(nextIdentity) }
        try checkRoomForIdentities(below: Self.identityCounterLimit)
        try claim(root.id.rawValue)
        if case .tabs(let tabs) = root.content { try Self.checkTabs(tabs.tabs, id: { $0.id }, selected: tabs.selected) }
        var index = firstLayer
        while index < layerChain.count {
            let layer = layerChain[index]
            try claim(layer.id.rawValue)
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
        var rootStack = 0
        try forEachStack(fromLayer: firstLayer) { (location, stack) throws(NavigationError) in
            guard !stack.entries.isEmpty else { throw .emptyStack(location) }
            var index = Self.firstEntryChecked(at: location, rootStack: &rootStack, keepingRootEntries: kept)
            while index < stack.entries.count {
                try claim(stack.entries[index].id.rawValue)
                index += 1
            }
        }
        return ids
    }

    /// The first entry a check after a change looks at in the stack at `location`: past the
    /// `kept[rootStack]` kept in place for the root's stacks (counted in `rootStack`, in the order
    /// of ``forEachStack(fromLayer:_:)``), the first for a layer's.
    static func firstEntryChecked(at location: StackLocation, rootStack: inout Int, keepingRootEntries kept: [Int]) -> Int {
        if case .layer = location { return 0 }
        defer { rootStack += 1 }
        return rootStack < kept.count ? kept[rootStack] : 0
    }

    /// Sorts `ids` and throws at the first one that repeats.
    static func checkDistinct(_ ids: inout [Int]) throws(NavigationError) {
        ids.sort()
        for index in ids.indices.dropFirst() where ids[index] == ids[index - 1] {
            throw .duplicateIdentity(ids[index])
        }
    }

    /// Throws when the identity counter is past `limit`: the one rule of room for new identities,
    /// for every value (``identityCounterLimit``) and for decoded ones (with more room).
    func checkRoomForIdentities(below limit: Int) throws(NavigationError) {
        guard nextIdentity <= limit else { throw .noRoomForIdentities(next: nextIdentity, limit: limit) }
    }

    /// Whether ``validate()`` passes.
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
    static func checkTabs<Tab>(_ tabs: [Tab], id: (Tab) -> TabID, selected: TabID) throws(NavigationError) {
        guard !tabs.isEmpty else { throw .noTabs }
        if let repeated = tabs.firstRepeated(by: id) { throw .duplicateTab(id(repeated)) }
        guard tabs.contains(where: { id($0) == selected }) else { throw .unknownTab(selected) }
    }
}
