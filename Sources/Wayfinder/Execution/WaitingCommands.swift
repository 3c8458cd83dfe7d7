/// The commands the screen has not reached yet, oldest first, with how each ends.
///
/// No command keeps a value: each keeps the ``ChangeUndo`` back to the value it found (what the
/// previous one asked for), and the values are rebuilt from `state`, newest first.
///
/// ```swift
/// var waiting = WaitingCommands<Screen>()
/// waiting.append(request, from: before, to: after, animation: .automatic)
/// let ended = waiting.takeReached(shown: shown, state: after, settled: false)
/// ```
package struct WaitingCommands<Screen: Hashable & Sendable>: Sendable {
    /// A command the screen has not reached yet.
    struct Command: Sendable {
        let request: NavigationRequest
        /// What turns the value the command asked for back into the one it found.
        var undo: ChangeUndo<Screen>
        let animation: AnimationPolicy
        /// Whether a user change made while it waited altered what it asked for.
        var isMerged = false
        /// Whether the command asked for any change at all.
        let changesSomething: Bool

        /// How the command ended, given whether the screen shows exactly what it asked for:
        /// completed; merged, when its change is on screen with the user's; superseded, when a
        /// later command or the user's own change (tapping another tab than the one it selected)
        /// left its change off the screen.
        func outcome(isShown: Bool) -> NavigationOutcome {
            guard isShown else { return .superseded }
            guard isMerged else { return .completed }
            return changesSomething && undo.isEmpty ? .superseded : .merged
        }
    }

    private var commands: [Command] = []

    package init() {}

    /// How many commands wait.
    package var count: Int { commands.count }
    package var isEmpty: Bool { commands.isEmpty }
    /// The waiting commands' requests, oldest first.
    package var requests: [NavigationRequest] { commands.map { $0.request } }
    /// How many layers and entries the waiting commands hold (``ChangeUndo/retainedCount``).
    package var retainedCount: Int { commands.reduce(0) { $0 + $1.undo.retainedCount } }

    /// Queues the command of `request`, which changed `before` (the newest command's value, or
    /// `state` when none waits) into `after` (the new `state`). Returns whether it changed
    /// anything that shows.
    @discardableResult
    mutating func append(
        _ request: NavigationRequest, from before: NavigationState<Screen>, to after: NavigationState<Screen>,
        animation: AnimationPolicy
    ) -> Bool {
        let undo = ChangeUndo(from: before, to: after)
        commands.append(Command(request: request, undo: undo, animation: animation, changesSomething: !undo.isEmpty))
        return !undo.isEmpty
    }

    /// Takes out the commands the screen has reached, each with how it ended: the newest whose
    /// value is `shown` completes, with every older one (superseded unless it was reached too).
    /// Once settled, every command ends.
    mutating func takeReached(
        shown: NavigationState<Screen>, state: NavigationState<Screen>, settled: Bool
    ) -> [(request: NavigationRequest, outcome: NavigationOutcome)] {
        guard !commands.isEmpty else { return [] }
        var isShown = [Bool](repeating: false, count: commands.count)
        var reached = settled ? commands.count : 0
        forEachValue(from: state) { index, after in
            isShown[index] = after == shown
            if reached == 0, isShown[index] { reached = index + 1 }
        }
        let done = commands[..<reached].indices.map { (commands[$0].request, commands[$0].outcome(isShown: isShown[$0])) }
        commands.removeFirst(reached)
        return done
    }

    /// Takes out every command's request, for an interruption that ends them all.
    mutating func takeAll() -> [NavigationRequest] {
        defer { commands = [] }
        return requests
    }

    /// Whether an animated step keeps its animation: only if a waiting command whose change it
    /// carries asked for one. A step no waiting command carries (the layers shown at attach)
    /// animates as planned.
    func animates(_ step: TransitionStep<Screen>, state: NavigationState<Screen>, shown: NavigationState<Screen>) -> Bool {
        var before = state
        var after = state
        var isCarried = false
        for index in commands.indices.reversed() {
            commands[index].undo.undo(&before)
            if carries(step, changeFrom: before, to: after, shown: shown) {
                if commands[index].animation == .automatic { return true }
                isCarried = true
            }
            commands[index].undo.undo(&after)
        }
        return !isCarried
    }

    /// Whether `step` carries part of the change a command made from `before` to `after`:
    /// the stack it sets, the layer it presents, a layer it dismisses (from `shown`, the layers it
    /// takes with it), or the root it replaces changed in that command.
    private func carries(
        _ step: TransitionStep<Screen>,
        changeFrom before: NavigationState<Screen>,
        to after: NavigationState<Screen>,
        shown: NavigationState<Screen>
    ) -> Bool {
        switch step {
        case .setStack(let location, _, _):
            return before.stack(at: location) != after.stack(at: location)
        case .present(let layer, _):
            return before.layer(layer.id) != after.layer(layer.id)
        case .dismiss(let id, _):
            guard let index = shown.layerIndex(id) else { return false }
            return shown.layers[index...].contains { before.layer($0.id) != after.layer($0.id) }
        case .replaceRoot:
            return !before.root.isSameRoot(as: after.root)
        case .selectTab(let tab):
            return before.root.tabSet?.selected != after.root.tabSet?.selected && after.root.tabSet?.selected == tab
        case .updateLayer(let id, _):
            return before.layer(id) != after.layer(id)
        case .arrangeColumns(let arrangement):
            let arranged = after.root.columnSet?.arrangement
            return before.root.columnSet?.arrangement != arranged && arranged == arrangement
        }
    }

    /// Takes a user's change into every waiting command: the user's change is kept, and so is
    /// the rest of what each command asked for. `state` is the value before the change.
    mutating func merge(_ change: UserChange, into state: NavigationState<Screen>) {
        var before = state
        var after = state
        var mergedAfter = state.applying(change)
        for index in commands.indices.reversed() {
            commands[index].undo.undo(&before)
            let mergedBefore = before.applying(change)
            if mergedAfter != after { commands[index].isMerged = true }
            commands[index].undo.undo(&after)
            commands[index].undo = ChangeUndo(from: mergedBefore, to: mergedAfter)
            mergedAfter = mergedBefore
        }
    }

    /// Calls `visit` with each command's index and the value it asked for, newest first, rebuilt
    /// from `state` by undoing the newer ones in place. The value is lent: a copy kept past the
    /// call would make the next undo copy what it edits.
    private func forEachValue(from state: NavigationState<Screen>, _ visit: (Int, NavigationState<Screen>) -> Void) {
        var value = state
        for index in commands.indices.reversed() {
            visit(index, value)
            if index > 0 { commands[index].undo.undo(&value) }
        }
    }
}

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
