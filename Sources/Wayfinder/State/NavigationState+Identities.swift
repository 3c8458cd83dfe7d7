// What each identity names, so a change cannot make an identity mean something else.

extension NavigationState {
    /// What one identity names in a value.
    enum Meaning: Hashable {
        case entry(Screen)
        case layer(kind: String, owner: EntryID?)
        case root(FlowID, RootTransition, tabs: [TabID]?)
    }

    /// Calls `body` with every identity in the value and what it names, root first.
    func forEachMeaning(_ body: (EntryID, Meaning) -> Void) {
        body(root.id, .root(root.flow, root.transition, tabs: root.tabs?.tabs.map { $0.id }))
        for layer in layers { body(layer.id, .layer(kind: layer.kind.name, owner: layer.owner)) }
        for (_, stack) in allStacks {
            for entry in stack.entries { body(entry.id, .entry(entry.screen)) }
        }
    }

    /// The first identity that names one thing here and another in one of `others` (the same
    /// entry with another screen, a layer of another kind or owner, a root of another flow).
    /// One map of `others`, one walk of this value: it runs on every command.
    func identityConflict(with others: NavigationState...) -> EntryID? {
        var known: [EntryID: Meaning] = [:]
        for other in others {
            other.forEachMeaning { id, meaning in
                if known[id] == nil { known[id] = meaning }
            }
        }
        var conflict: EntryID?
        forEachMeaning { id, meaning in
            if conflict == nil, let theirs = known[id], theirs != meaning { conflict = id }
        }
        return conflict
    }
}
