// What each identity names, so a change cannot make an identity mean something else.

extension NavigationState {
    /// What one identity names in a value: compared by the one rules of sameness (a root's
    /// ``Root/hasSameShape(as:)`` and transition, a layer's `LayerKind.isSameKind(as:)` and
    /// owner), never by a second copy of them.
    enum Meaning: Equatable {
        case entry(Screen)
        case layer(LayerKind, owner: EntryID?)
        case root(Root<Screen>)

        static func == (lhs: Meaning, rhs: Meaning) -> Bool {
            switch (lhs, rhs) {
            case (.entry(let mine), .entry(let theirs)): mine == theirs
            case (.layer(let mine, let owner), .layer(let theirs, let otherOwner)): owner == otherOwner && mine.isSameKind(as: theirs)
            case (.root(let mine), .root(let theirs)): mine.transition == theirs.transition && mine.hasSameShape(as: theirs)
            default: false
            }
        }
    }

    /// What the root's identity names.
    var rootMeaning: Meaning {
        .root(root)
    }

    /// What a layer's identity names: its kind of layer and, for an alert, its owner.
    static func meaning(of layer: Layer<Screen>) -> Meaning {
        .layer(layer.kind, owner: layer.owner)
    }

    /// Calls `body` with every identity in the value, by its number (one counter numbers all
    /// three kinds, so a number is the key that finds one naming two things), and what it
    /// names, root first.
    func forEachMeaning(_ body: (Int, Meaning) -> Void) {
        body(root.id.rawValue, rootMeaning)
        for layer in layerChain { body(layer.id.rawValue, Self.meaning(of: layer)) }
        forEachStack { _, stack in
            for entry in stack.entries { body(entry.id.rawValue, .entry(entry.screen)) }
        }
    }

    /// The first identity (its number) that names one thing here and another in `state` or,
    /// failing that, in `shown` (the same entry with another screen, a layer of another kind or
    /// owner, a root of another flow, or things of two kinds).
    ///
    /// It runs on every command, so it looks only at what a change can have made ambiguous: an
    /// identity at the same place meaning the same as in `state` cannot conflict, and neither
    /// can one handed out after both values (a new entry). A push looks at one entry.
    func identityConflict(with state: NavigationState, _ shown: NavigationState) -> Int? {
        let fresh = max(state.nextIdentity, shown.nextIdentity)
        var suspects: [(Int, Meaning)] = []
        if root.id.rawValue < fresh, !root.isSameRoot(as: state.root) {
            suspects.append((root.id.rawValue, rootMeaning))
        }
        // The layers `state` holds in the same storage are `state`'s own, meaning what they
        // meant: a push in the top sheet looks at the top layer alone, under any number.
        let shared = layerChain.sharedBottomCount(with: state.layerChain)
        for index in shared..<layerChain.count where layerChain[index].id.rawValue < fresh {
            let layer = layerChain[index]
            let meaning = Self.meaning(of: layer)
            let theirs = state.layer(layer.id).map(Self.meaning(of:))
            if theirs != meaning { suspects.append((layer.id.rawValue, meaning)) }
        }
        forEachStack(fromLayer: shared) { location, stack in
            let entries = stack.entries
            let theirs = state.stack(at: location)?.entries ?? []
            // Entries kept where they were, as they were, first: most of every stack. An index
            // walk, not `zip(...).prefix`, which costs a metadata look-up per element here.
            var kept = 0
            let common = min(entries.count, theirs.count)
            while kept < common, entries[kept].id == theirs[kept].id, entries[kept].screen == theirs[kept].screen {
                kept += 1
            }
            for index in kept..<entries.count where entries[index].id.rawValue < fresh {
                suspects.append((entries[index].id.rawValue, .entry(entries[index].screen)))
            }
        }
        guard !suspects.isEmpty else { return nil }
        var known: [Int: Meaning] = [:]
        for other in [state, shown] {
            other.forEachMeaning { id, meaning in
                if known[id] == nil { known[id] = meaning }
            }
        }
        return suspects.first { id, meaning in known[id].map { $0 != meaning } ?? false }?.0
    }
}
