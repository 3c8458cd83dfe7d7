// Identities: one counter hands them out, and a change cannot make one mean something else.

/// Hands out identities of every kind in order, from one count: the one maker of entries,
/// layers and roots.
struct IdentityCounter {
    var nextID: Int

    init(startingAt next: Int = 0) {
        nextID = next
    }

    /// The next identity, of the kind asked for: `let id: LayerID = counter.next()`.
    mutating func next<ID: CountedIdentity>() -> ID {
        defer { nextID += 1 }
        return ID(nextID)
    }

    mutating func entry<Screen>(_ screen: Screen) -> Entry<Screen> {
        Entry(id: next(), screen: screen)
    }

    mutating func stack<Screen>(_ screens: [Screen]) -> ScreenStack<Screen> {
        ScreenStack(screens.map { entry($0) })
    }

    mutating func tabSet<Screen>(_ tabs: [TabStack<Screen>], selected: TabID) throws(NavigationError) -> TabSet<Screen> {
        try NavigationState<Screen>.checkTabs(tabs.map { $0.id }, selected: selected)
        let built = tabs.map { TabSet<Screen>.Tab(id: $0.id, stack: stack([$0.root] + $0.path)) }
        return TabSet(tabs: built, selected: selected)
    }

    mutating func columnSet<Screen>(_ split: SplitStacks<Screen>) throws(NavigationError) -> ColumnSet<Screen> {
        guard !split.primary.isEmpty else { throw .emptyStack(.column(.primary)) }
        let columns = ColumnSet(
            primary: stack(split.primary), supplementary: split.supplementary.map { stack($0) },
            secondary: stack(split.secondary),
            arrangement: ColumnArrangement(display: split.display, compactColumn: split.compactColumn))
        try NavigationState<Screen>.checkColumns(columns)
        return columns
    }
}

extension NavigationState {
    /// What one identity names: an entry's screen, a layer's kind and owner, or a root.
    enum Meaning {
        case entry(Screen)
        case layer(LayerKind, owner: EntryID?)
        case root(Root<Screen>)

        /// Whether two meanings of one number agree, by the rules of sameness of each kind.
        func agrees(with other: Meaning) -> Bool {
            switch (self, other) {
            case (.entry(let mine), .entry(let theirs)): mine == theirs
            case (.layer(let mine, let owner), .layer(let theirs, let otherOwner)): owner == otherOwner && mine.isSameKind(as: theirs)
            case (.root(let mine), .root(let theirs)): mine.isSameRoot(as: theirs)
            default: false
            }
        }
    }

    /// Every identity in the value by its number (one counter numbers all three kinds), with
    /// what it names: the root, the layers, then the entries of ``allStacks``.
    var identities: [(number: Int, meaning: Meaning)] {
        [(root.id.rawValue, .root(root))]
            + layers.map { ($0.id.rawValue, .layer($0.kind, owner: $0.owner)) }
            + allStacks.flatMap { $0.stack.entries.map { ($0.id.rawValue, .entry($0.screen)) } }
    }

    /// The numbers of ``identities`` alone, in the same order.
    var identityNumbers: [Int] {
        var numbers = [root.id.rawValue]
        for layer in layers { numbers.append(layer.id.rawValue) }
        for (_, stack) in allStacks {
            for entry in stack.entries { numbers.append(entry.id.rawValue) }
        }
        return numbers
    }

    /// The first identity (its number) that names one thing here and another in `state` or,
    /// where `state` does not hold it, in `shown`: the same entry with another screen, a layer
    /// of another kind or owner, a root of another flow or shape, or things of two kinds.
    func identityConflict(with state: NavigationState, _ shown: NavigationState) -> Int? {
        // Only what this value does not hold as `state` does, from before both counters, can
        // conflict: a command's new entries and the entries a stack kept are not looked up.
        let fresh = max(state.nextIdentity, shown.nextIdentity)
        var suspects: [(number: Int, meaning: Meaning)] = []
        if !root.isSameRoot(as: state.root) { suspects.append((root.id.rawValue, .root(root))) }
        for layer in layers where state.layer(layer.id)?.kind != layer.kind {
            suspects.append((layer.id.rawValue, .layer(layer.kind, owner: layer.owner)))
        }
        for (location, stack) in allStacks {
            let before = state.stack(at: location)
            if before == stack { continue }
            let kept = stack.entries.commonPrefixCount(with: before?.entries ?? [], by: ==)
            suspects += stack.entries.dropFirst(kept).map { ($0.id.rawValue, .entry($0.screen)) }
        }
        suspects.removeAll { $0.number >= fresh }
        guard !suspects.isEmpty else { return nil }
        var known: [Int: Meaning] = [:]
        for (number, meaning) in shown.identities + state.identities { known[number] = meaning }
        return suspects.first { number, meaning in known[number].map { !$0.agrees(with: meaning) } ?? false }?.number
    }
}
