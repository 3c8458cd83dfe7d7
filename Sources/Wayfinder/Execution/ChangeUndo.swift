// How a waiting command keeps the value it found without a copy of it: as what it would take to
// turn the value it left back into that one. Commands queued one after the other each found the
// value the previous one left, so the navigator keeps whole values for none of them: it rebuilds
// each from `state`, undoing the newer ones (`Navigator.walkPending`). Ten thousand queued pushes
// keep ten thousand small records, not ten thousand copies of a stack that grows with each.

/// What turns the value a command left (`after`) back into the value it found (`before`).
package enum ChangeUndo<Screen: Hashable & Sendable>: Sendable {
    /// Only these stacks changed: each is `after`'s, cut to `kept` entries, with `above` on top.
    case stacks([StackUndo])
    /// Anything else changed (the root, a layer, a tab's selection): `before` itself, whose
    /// unchanged parts share their storage with `after`.
    case whole(NavigationState<Screen>)

    /// One stack's part of the undo.
    package struct StackUndo: Sendable {
        let location: StackLocation
        let kept: Int
        let above: [Entry<Screen>]

        init(location: StackLocation, kept: Int, above: [Entry<Screen>]) {
            self.location = location
            self.kept = kept
            self.above = above
        }
    }

    /// The undo of a change from `before` to `after`.
    package init(from before: NavigationState<Screen>, to after: NavigationState<Screen>) {
        guard before.isArranged(like: after) else {
            self = .whole(before)
            return
        }
        var undos: [StackUndo] = []
        before.forEachStack { location, stack in
            // Arranged alike, so `after` has a stack wherever `before` has one.
            guard let changed = after.stack(at: location), changed != stack else { return }
            let kept = stack.entries.commonPrefixCount(with: changed.entries, by: ==)
            undos.append(StackUndo(location: location, kept: kept, above: Array(stack.entries[kept...])))
        }
        self = .stacks(undos)
    }

    /// Whether the change changed nothing that shows.
    package var isEmpty: Bool {
        if case .stacks(let undos) = self { undos.isEmpty } else { false }
    }

    /// Turns `value`, the value the change left, into the value it found: in place where only
    /// stacks changed, so undoing many pushes one after the other edits one stack.
    package func undo(_ value: inout NavigationState<Screen>) {
        switch self {
        case .whole(let before):
            value = before
        case .stacks(let undos):
            for undo in undos {
                guard var stack = value.takeStack(at: undo.location) else { continue }
                stack.entries.removeSubrange(undo.kept...)
                stack.entries.append(contentsOf: undo.above)
                value.setStack(stack, at: undo.location)
            }
        }
    }
}

extension NavigationState {
    /// Whether the two values differ in their stacks' entries at most: the same root (identity,
    /// flow, tabs and selection) and the same layers (identity, kind, style).
    func isArranged(like other: NavigationState) -> Bool {
        guard root.isSameRoot(as: other.root), root.tabSet?.selected == other.root.tabSet?.selected,
            layers.count == other.layers.count
        else { return false }
        for index in layers.indices {
            let mine = layers[index]
            let theirs = other.layers[index]
            guard mine.id == theirs.id, mine.kind == theirs.kind, (mine.stack == nil) == (theirs.stack == nil) else {
                return false
            }
        }
        return true
    }

    /// The stack at `location`, taken out (an empty one stands in), so that it can be edited in
    /// place and put back with `setStack`.
    mutating func takeStack(at location: StackLocation) -> ScreenStack<Screen>? {
        guard let stack = stack(at: location) else { return nil }
        setStack(ScreenStack([]), at: location)
        return stack
    }
}
