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
