// What each identity names, so a change cannot make an identity mean something else.

extension NavigationState {
    /// What one identity names in a value.
    enum Meaning: Hashable {
        case entry(Screen)
        case layer(kind: String, owner: EntryID?)
        case root(FlowID, RootTransition, tabs: [TabID]?)
    }

    /// Every identity in the value with what it names.
    var meanings: [EntryID: Meaning] {
        var meanings: [EntryID: Meaning] = [root.id: .root(root.flow, root.transition, tabs: root.tabs?.tabs.map(\.id))]
        for layer in layers { meanings[layer.id] = .layer(kind: layer.kind.name, owner: layer.owner) }
        for (_, stack) in allStacks {
            for entry in stack.entries { meanings[entry.id] = .entry(entry.screen) }
        }
        return meanings
    }

    /// The first identity that names one thing here and another in `other` (the same entry
    /// with another screen, a layer of another kind or owner, a root of another flow).
    func identityConflict(with other: NavigationState) -> EntryID? {
        let theirs = other.meanings
        return meanings.sorted { $0.key < $1.key }.first { id, meaning in theirs[id].map { $0 != meaning } ?? false }?.key
    }
}
