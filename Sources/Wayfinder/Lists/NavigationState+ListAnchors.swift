// Where each list of the value's screens was: part of the value, so it survives a rebuilt stack
// and restoration, but not navigation: an anchor is never compared, planned or animated.

extension NavigationState {
    /// Where the list `list` of the screen `entry` was when the app last recorded it, or `nil`.
    ///
    /// ```swift
    /// let catalog = state.stack(at: .tab(.catalog))!.root!.id
    /// try state.setAnchor(ListAnchor(item: 9_000), of: "products", in: catalog)
    /// state.anchor(of: "products", in: catalog)?.item(as: Int.self)   // 9000
    /// ```
    public func anchor(of list: String, in entry: EntryID) -> ListAnchor? {
        listAnchors[entry]?[list]
    }

    /// Records where the list `list` of the screen `entry` is (`nil` forgets it).
    ///
    /// An anchor is not a navigation change: the value compares equal with or without it, so
    /// nothing is planned or animated, and it leaves the value with its entry.
    ///
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when `entry` is not in the value; nothing
    ///   changes.
    public mutating func setAnchor(_ anchor: ListAnchor?, of list: String, in entry: EntryID) throws(NavigationError) {
        guard self.entry(entry) != nil else { throw .entryNotFound(entry) }
        listAnchors[entry, default: [:]][list] = anchor
        if listAnchors[entry]?.isEmpty == true { listAnchors[entry] = nil }
    }

    /// ``forgetAnchorsOfGoneEntries()`` for a value a change made from `previous`, whose anchors
    /// all name entries of `previous` (a navigator's `state`): only the parts the change can have
    /// changed are read, as ``validate(after:)`` reads them (the layers held in the same storage
    /// and the leading entries each root stack kept are skipped), so a command deep in a stack or
    /// under many sheets costs the same with a list's anchor in the value as without.
    package mutating func forgetAnchorsOfGoneEntries(after previous: NavigationState) {
        guard !listAnchors.isEmpty else { return }
        let shared = layerChain.sharedBottomCount(with: previous.layerChain)
        let kept = rootEntriesKept(from: previous)
        let anchored = listAnchors
        let changedBefore = previous.entries(in: anchored, fromLayer: shared, keepingRootEntries: kept)
        let changedAfter = entries(in: anchored, fromLayer: shared, keepingRootEntries: kept)
        // An anchored entry is here when the changed parts hold it now, or when `previous` held
        // its anchor outside them (in what the change kept); one anchored during the change
        // elsewhere is looked for (a command that anchored a list as it changed the value).
        let here = anchored.keys.filter { id in
            changedAfter.contains(id)
                || (previous.listAnchors[id] != nil ? !changedBefore.contains(id) : entry(id) != nil)
        }
        if here.count < anchored.count {
            let present = Set(here)
            listAnchors = anchored.filter { present.contains($0.key) }
        }
        // Debug builds (the tests) check the shortcut against the whole walk.
        assert({
            var whole = self
            whole.forgetAnchorsOfGoneEntries()
            return whole.listAnchors == listAnchors
        }(), "forgetAnchorsOfGoneEntries(after:) kept another set of anchors than the whole walk")
    }

    /// The entries with an anchor in `anchors` among the stacks of the layers from `firstLayer`
    /// and the root's stacks past the leading entries `kept` skips (``firstEntryChecked``).
    func entries(
        in anchors: [EntryID: [String: ListAnchor]], fromLayer firstLayer: Int, keepingRootEntries kept: [Int]
    ) -> Set<EntryID> {
        var found = Set<EntryID>()
        var rootStack = 0
        forEachStack(fromLayer: firstLayer) { location, stack in
            var index = Self.firstEntryChecked(at: location, rootStack: &rootStack, keepingRootEntries: kept)
            while index < stack.entries.count {
                if anchors[stack.entries[index].id] != nil { found.insert(stack.entries[index].id) }
                index += 1
            }
        }
        return found
    }

    /// Forgets the anchors of entries no longer in the value: the one place an anchor leaves
    /// with its entry (after every change the navigator takes, and on restoration).
    package mutating func forgetAnchorsOfGoneEntries() {
        guard !listAnchors.isEmpty else { return }
        var present = Set<EntryID>()
        forEachStack { _, stack in
            for entry in stack.entries where listAnchors[entry.id] != nil { present.insert(entry.id) }
        }
        if present.count < listAnchors.count { listAnchors = listAnchors.filter { present.contains($0.key) } }
    }
}
