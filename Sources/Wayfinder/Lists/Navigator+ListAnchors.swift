extension Navigator {
    /// Records where the list `list` of the screen `entry` is (`nil` forgets it), in ``state``:
    /// call it when the user stops scrolling and when the screen leaves. No transition, no
    /// request: an anchor is not navigation, and ``revision`` does not move for it.
    ///
    /// ```swift
    /// func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    ///     try? navigator.setAnchor(currentAnchor(), of: "products", in: entry)
    /// }
    /// ```
    ///
    /// Recorded while the navigator is in the middle of a change (from an observer, say), it is
    /// recorded right after that change, in the value it left; if that change took the entry
    /// away, the anchor goes with it, as it would have a moment later.
    ///
    /// - Throws: ``NavigationError/entryNotFound(_:)`` when `entry` is not in ``state``; nothing
    ///   changes.
    public func setAnchor(_ anchor: ListAnchor?, of list: String, in entry: EntryID) throws(NavigationError) {
        guard state.entry(entry) != nil else { throw .entryNotFound(entry) }
        // One of the navigator's changes, even when idle: storing `state` tells its observers,
        // and a command one of them issues then waits until the anchor is stored, instead of
        // being stored over by a value computed before it.
        whenIdle { [self] in try? recordAnchor(anchor, of: list, in: entry) }
    }

    private func recordAnchor(_ anchor: ListAnchor?, of list: String, in entry: EntryID) throws(NavigationError) {
        var next = state
        try next.setAnchor(anchor, of: list, in: entry)
        state = next
    }
}
