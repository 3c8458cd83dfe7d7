/// What turns the value a command left (`after`) back into the value it found (`before`): only
/// what the command changed, so queued commands hold what each changed, not copies of the value.
///
/// A push keeps nothing but where its stack was cut; a removal from the middle, the entry it
/// removed and the identities of those above; a present, how many layers stay; a dismissal, the
/// layers it removed; a root switch, the root it replaced.
package struct ChangeUndo<Screen: Hashable & Sendable>: Sendable {
    /// `before`'s root, when `after` has another one (a switch); `nil` when the root is the same.
    var root: Root<Screen>?
    /// `before`'s selected tab, when the same root selects another one.
    var selectedTab: TabID?
    /// `before`'s column arrangement, when the same split root arranges its columns otherwise.
    var arrangement: ColumnArrangement?
    /// How many of the bottom layers `before` and `after` both hold: the same identities and
    /// kinds of layer.
    var keptLayers: Int
    /// How many layers `after` holds above those.
    var addedLayers: Int
    /// `before`'s layers above those.
    var removedLayers: [Layer<Screen>]
    /// `before`'s kind of each kept layer whose kind changed (a sheet's style), by position.
    var layerKinds: [LayerKindUndo]
    /// The stacks of the root (when the same) and of the kept layers that changed.
    var stacks: [StackUndo]

    /// One stack's part of the undo: `after`'s stack cut to `kept` entries, with `above` on top:
    /// `before`'s entries that `after` no longer holds, and those it still holds above the cut
    /// (after a removal from the middle), named by identity and taken back from `after`.
    struct StackUndo: Sendable {
        let location: StackLocation
        let kept: Int
        let above: [Slot]

        enum Slot: Sendable {
            case gone(Entry<Screen>)
            case kept(EntryID)

            var isKept: Bool { if case .kept = self { true } else { false } }
        }
    }

    /// A kept layer's kind in `before`.
    struct LayerKindUndo: Sendable {
        let index: Int
        let kind: LayerKind
    }

    /// The undo of a change from `before` to `after`.
    package init(from before: NavigationState<Screen>, to after: NavigationState<Screen>) {
        let isSameRoot = before.root.isSameRoot(as: after.root)
        root = isSameRoot ? nil : before.root
        let selected = before.root.selectedTab
        selectedTab = isSameRoot && selected != after.root.selectedTab ? selected : nil
        let arranged = before.root.columnSet?.arrangement
        arrangement = isSameRoot && arranged != after.root.columnSet?.arrangement ? arranged : nil
        stacks = []
        if isSameRoot {
            for (location, stack) in before.root.stacks {
                if let undo = StackUndo(location: location, from: stack, to: after.stack(at: location)) { stacks.append(undo) }
            }
        }
        let mine = before.layers
        let theirs = after.layers
        var kept = 0
        layerKinds = []
        while kept < mine.count, kept < theirs.count, mine[kept].id == theirs[kept].id,
            mine[kept].kind.isSameKind(as: theirs[kept].kind), (mine[kept].stack == nil) == (theirs[kept].stack == nil)
        {
            let layer = mine[kept]
            if layer.kind != theirs[kept].kind { layerKinds.append(LayerKindUndo(index: kept, kind: layer.kind)) }
            if let stack = layer.stack,
                let undo = StackUndo(location: .layer(layer.id), from: stack, to: theirs[kept].stack)
            {
                stacks.append(undo)
            }
            kept += 1
        }
        keptLayers = kept
        addedLayers = theirs.count - kept
        removedLayers = Array(mine[kept...])
    }

    /// Whether the change changed nothing that shows.
    package var isEmpty: Bool {
        root == nil && selectedTab == nil && arrangement == nil && addedLayers == 0 && removedLayers.isEmpty && layerKinds.isEmpty
            && stacks.isEmpty
    }

    /// How many layers and entries the undo holds: what a waiting command costs.
    package var retainedCount: Int {
        let rootEntries = root?.stacks.reduce(0) { $0 + $1.stack.count } ?? 0
        let layerEntries = removedLayers.reduce(0) { $0 + 1 + ($1.stack?.count ?? 0) }
        return rootEntries + layerEntries + stacks.reduce(0) { $0 + $1.above.count { !$0.isKept } }
    }

    /// Turns `value`, the value the change left, into the value it found, in place: undoing
    /// many commands one after the other edits one value.
    package func undo(_ value: inout NavigationState<Screen>) {
        if let root {
            value.root = root
        } else if let selectedTab, case .tabs(var tabs) = value.root.content {
            tabs.selected = selectedTab
            value.root.content = .tabs(tabs)
        } else if let arrangement, case .split(var split) = value.root.content {
            split.arrangement = arrangement
            value.root.content = .split(split)
        }
        if addedLayers > 0 { value.layers.removeSubrange(keptLayers...) }
        for layer in removedLayers { value.layers.append(layer) }
        for undo in layerKinds { value.layers[undo.index].kind = undo.kind }
        for undo in stacks {
            guard var stack = value.stack(at: undo.location) else { continue }
            let cut = undo.above.contains { $0.isKept } ? Array(stack.entries[undo.kept...]) : []
            stack.entries.removeSubrange(undo.kept...)
            var next = cut.startIndex
            for slot in undo.above {
                switch slot {
                case .gone(let entry):
                    stack.entries.append(entry)
                case .kept(let id):
                    // Kept entries are in `before`'s order: one walk over the cut finds them all.
                    while cut[next].id != id { next += 1 }
                    stack.entries.append(cut[next])
                }
            }
            value.setStack(stack, at: undo.location)
        }
    }
}

extension ChangeUndo.StackUndo {
    /// The undo of `stack` becoming `changed`, or `nil` when it did not change.
    init?(location: StackLocation, from stack: ScreenStack<Screen>, to changed: ScreenStack<Screen>?) {
        guard let changed, changed != stack else { return nil }
        let kept = stack.entries.commonPrefixCount(with: changed.entries, by: ==)
        let cut = changed.entries[kept...]
        guard !cut.isEmpty, kept < stack.count else {
            self.init(location: location, kept: kept, above: stack.entries[kept...].map { .gone($0) })
            return
        }
        // An entry `changed` still holds is named by its identity, not copied, when it comes
        // after the last one named: so the undo walks `changed` once, in order.
        var positions: [EntryID: Int] = [:]
        for index in cut.indices { positions[cut[index].id] = index }
        var last = kept - 1
        let above: [Slot] = stack.entries[kept...].map { entry in
            guard let index = positions[entry.id], index > last, cut[index] == entry else { return .gone(entry) }
            last = index
            return .kept(entry.id)
        }
        self.init(location: location, kept: kept, above: above)
    }
}
