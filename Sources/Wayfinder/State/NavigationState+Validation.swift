// The rules a navigation value must keep to be shown. The editing methods keep them by
// construction; decoded, reconciled and changed values are checked here.

extension NavigationState {
    /// Checks every rule a value must keep to be shown.
    ///
    /// ```swift
    /// let state = try JSONDecoder().decode(NavigationState<Screen>.self, from: data)   // validated
    /// try state.validate()                                                             // passes
    /// ```
    ///
    /// - Throws: The first broken rule: an empty stack (a split's detail may be empty), a
    ///   missing tab or column, something above an alert,
    ///   an alert whose owner is not on top, an invalid sheet style, more layers than
    ///   ``maximumLayerCount``, a duplicated identity, one
    ///   the counter never handed out, or a counter past ``identityCounterLimit``.
    public func validate() throws(NavigationError) {
        // A counter that could not count (restored from corrupted data) is refused here, not
        // found out by the first edit.
        guard nextIdentity >= 0 else { throw .identityOutOfRange(nextIdentity) }
        try checkRoomForIdentities(below: Self.identityCounterLimit)
        if let tabs = root.tabs, let selected = root.selectedTab { try Self.checkTabs(tabs, selected: selected) }
        if let columns = root.columnSet { try Self.checkColumns(columns) }
        guard layers.count <= Self.maximumLayerCount else {
            throw .tooManyLayers(count: layers.count, limit: Self.maximumLayerCount)
        }
        for (index, layer) in layers.enumerated() {
            switch layer.kind {
            case .alert(let alert, let owner):
                guard layer.stack == nil else { throw .malformedLayer(layer.id) }
                guard !alert.buttons.isEmpty else { throw .alertWithoutButtons }
                guard index == layers.count - 1 else { throw .presentedAboveAlert(alert: layer.id) }
                guard visibleTop(below: index)?.id == owner else { throw .alertOwnerNotOnTop(alert: layer.id, owner: owner) }
            case .sheet(let style):
                if let problem = style.problem { throw problem }
                guard layer.stack != nil else { throw .malformedLayer(layer.id) }
            case .fullScreenCover, .overlay:
                guard layer.stack != nil else { throw .malformedLayer(layer.id) }
            }
        }
        for (location, stack) in allStacks where stack.entries.isEmpty && !location.mayBeEmpty { throw .emptyStack(location) }
        let numbers = identityNumbers
        if let outside = numbers.first(where: { !(0..<nextIdentity).contains($0) }) { throw .identityOutOfRange(outside) }
        let sorted = numbers.sorted()
        for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
            throw .duplicateIdentity(sorted[index])
        }
    }

    /// Whether ``validate()`` passes.
    public var isValid: Bool {
        (try? validate()) != nil
    }

    /// The split rules, for every value and for splits as they are built: the column shown when
    /// compact is one of the split's.
    static func checkColumns(_ columns: ColumnSet<Screen>) throws(NavigationError) {
        let compact = columns.arrangement.compactColumn
        guard columns[compact] != nil else { throw .noSuchStack(.column(compact)) }
    }

    /// Throws when the identity counter is past `limit`: the one rule of room for new identities,
    /// for every value (``identityCounterLimit``) and for decoded ones (with more room).
    func checkRoomForIdentities(below limit: Int) throws(NavigationError) {
        guard nextIdentity <= limit else { throw .noRoomForIdentities(next: nextIdentity, limit: limit) }
    }

    /// The tab rules, for every value and for tabs as they are built: at least one tab, each
    /// name once, the selected one among them.
    static func checkTabs(_ tabs: [TabID], selected: TabID) throws(NavigationError) {
        guard !tabs.isEmpty else { throw .noTabs }
        if let repeated = tabs.firstRepeated(by: \.self) { throw .duplicateTab(repeated) }
        guard tabs.contains(selected) else { throw .unknownTab(selected) }
    }
}
