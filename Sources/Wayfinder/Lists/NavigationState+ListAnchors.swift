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

    /// Forgets the anchors of entries no longer in the value: the one place an anchor leaves
    /// with its entry (after every change the navigator takes, and on restoration).
    package mutating func forgetGoneEntries() {
        guard !listAnchors.isEmpty || !transitions.isEmpty else { return }
        let present = Set(allStacks.flatMap { $0.stack.entries.map { $0.id } })
        if !listAnchors.isEmpty { listAnchors = listAnchors.filter { present.contains($0.key) } }
        if !transitions.isEmpty { transitions = transitions.filter { present.contains($0.key) } }
    }
}
