import Wayfinder

// A split root: one stack controller per column side by side, and one more the platform shows
// when the width is compact, holding the collapsed columns (`ColumnSet.collapsed`). Collapsing
// and expanding move the same screen controllers between them, unanimated: the value, the
// layers and the screens stay. While collapsed the compact stack is kept where the primary
// column's is, so a step or a user's pop on any column goes through it.

extension ControllerHost {
    /// The split controller, its stacks and the columns they show, when the root is a split.
    struct ShownSplit {
        let controller: Driver.Split
        /// Each column's stack controller.
        let columnStacks: [SplitColumn: Driver.Stack]
        /// The stack the platform shows while collapsed.
        let compact: Driver.Stack
        /// What the host shows, column by column.
        var columns: ColumnSet<Screen>
        var isCollapsed = false
    }

    /// Where the host keeps the stack a step at `location` changes: while collapsed, the
    /// columns the compact stack shows share it (kept at the primary column's place); a column
    /// it does not show keeps its own.
    func shownLocation(of location: StackLocation) -> StackLocation {
        guard let split, split.isCollapsed, case .column(let column) = location,
            split.columns.collapsedColumns.contains(column)
        else { return location }
        return .column(.primary)
    }

    /// Makes a split's controllers, collapsed at once where the platform made it so.
    func makeSplit(_ columns: ColumnSet<Screen>) -> Driver.Controller {
        var stacks: [SplitColumn: Driver.Stack] = [:]
        for column in columns.columns {
            stacks[column] = makeStack(at: .column(column), columns[column] ?? ScreenStack([])).controller
        }
        let compact = driver.makeStack(at: .column(.primary), showing: [])
        let controller = driver.makeSplit(
            columns.columns, stacks: columns.columns.compactMap { stacks[$0] }, compact: compact,
            display: columns.arrangement.display)
        split = ShownSplit(controller: controller, columnStacks: stacks, compact: compact, columns: columns)
        if driver.isCollapsed(controller) { splitCollapses() }
        return driver.controller(forSplit: controller)
    }

    /// Sets a column's stack, or the compact stack's projection while collapsed.
    func showColumn(
        _ column: SplitColumn, _ entries: [Entry<Screen>], animated: Bool, transition: ScreenTransition?,
        completion: @escaping @MainActor () -> Void
    ) throws(StepFailure) {
        guard let before = split, var columns = split?.columns, columns[column] != nil else { throw .noSuchStack(.column(column)) }
        columns[column] = ScreenStack(entries)
        // Recorded before the call: without animation the completion runs inside it (3.5).
        split?.columns = columns
        do {
            if before.isCollapsed, columns.collapsedColumns.contains(column) {
                try show(columns.collapsed, at: .column(.primary), animated: animated, transition: transition, completion: completion)
            } else {
                try show(entries, at: .column(column), animated: animated, transition: transition, completion: completion)
            }
        } catch {
            split = before
            throw error
        }
    }

    /// Sets the preferred display and the column shown when compact. Collapsed, the compact
    /// stack then shows other columns: they come out and go in again, the same screens.
    func arrangeColumns(_ arrangement: ColumnArrangement, completion: @MainActor () -> Void) throws(StepFailure) {
        guard let shown = split else { throw .noSuchStack(.column(.primary)) }
        if shown.isCollapsed {
            // Tried again when the push or pop ends (3.4).
            if movingStacks(of: shown).contains(where: { driver.isTransitionInFlight(in: $0) }) { throw .transitionInFlight }
            expand()
            split?.columns.arrangement = arrangement
            collapse()
        } else {
            split?.columns.arrangement = arrangement
        }
        driver.arrange(shown.controller, display: arrangement.display)
        completion()
    }

    /// The platform collapses the split (its width became compact): the columns' screens move,
    /// the same controllers, onto the compact stack. Called again while collapsed, it does nothing.
    package func splitCollapses() {
        guard let shown = split, !shown.isCollapsed else { return }
        if waitsForTransitions(of: movingStacks(of: shown), { [weak self] in self?.splitCollapses() }) { return }
        collapse()
    }

    /// The platform expands the split (its width became regular): the compact stack's screens
    /// move back, the same controllers, to their columns. Called again while expanded, it does nothing.
    package func splitExpands() {
        guard let shown = split, shown.isCollapsed else { return }
        if waitsForTransitions(of: movingStacks(of: shown), { [weak self] in self?.splitExpands() }) { return }
        expand()
    }

    /// The stacks a collapse or expansion moves screens between.
    private func movingStacks(of shown: ShownSplit) -> [Driver.Stack] {
        shown.columns.collapsedColumns.compactMap { shown.columnStacks[$0] } + [shown.compact]
    }

    private func collapse() {
        guard var shown = split, !shown.isCollapsed else { return }
        var screens: [Driver.Controller] = []
        for column in shown.columns.collapsedColumns {
            screens += stacks[.column(column)]?.screens ?? []
        }
        // Each stack lets its screens go before another takes them, so none is taken from it (11.6).
        for column in shown.columns.collapsedColumns {
            guard let stack = stacks[.column(column)] else { continue }
            driver.setScreens([], of: stack.controller, animated: false) {}
            stacks[.column(column)] = nil
        }
        let collapsed = shown.columns.collapsed
        stacks[.column(.primary)] = ShownStack(controller: shown.compact, settled: SettledStack(showing: collapsed), screens: screens)
        driver.setScreens(screens, of: shown.compact, animated: false) {}
        shown.isCollapsed = true
        split = shown
    }

    private func expand() {
        guard var shown = split, shown.isCollapsed, let compact = stacks[.column(.primary)] else { return }
        driver.setScreens([], of: shown.compact, animated: false) {}
        var remaining = compact.screens[...]
        for column in shown.columns.collapsedColumns {
            guard let stack = shown.columnStacks[column], let entries = shown.columns[column]?.entries else { continue }
            let screens = Array(remaining.prefix(entries.count))
            remaining = remaining.dropFirst(entries.count)
            driver.setScreens(screens, of: stack, animated: false) {}
            stacks[.column(column)] = ShownStack(controller: stack, settled: SettledStack(showing: entries), screens: screens)
        }
        shown.isCollapsed = false
        split = shown
    }

    /// Whether one of `stacks` runs a push or pop, which would drop a move (3.4): the move is
    /// made again, with the layout the platform has by then, once the transitions end.
    private func waitsForTransitions(of stacks: [Driver.Stack], _ move: @escaping @MainActor () -> Void) -> Bool {
        guard let busy = stacks.first(where: { driver.isTransitionInFlight(in: $0) }), let controller = split?.controller else {
            return false
        }
        let again: @MainActor () -> Void = { [weak self] in
            guard let self, split?.controller === controller else { return }
            if driver.isCollapsed(controller) == (split?.isCollapsed == false) { move() }
        }
        if !driver.afterTransitions(at: driver.controller(for: busy), again) { _ = driver.deadline(after: Self.retryInterval, again) }
        return true
    }

    /// The columns after the user popped `removed` off the stack at `location`.
    func splitAfterUserPop(at location: StackLocation, removed: [EntryID]) {
        guard var shown = split, case .column(let column) = location else { return }
        if shown.isCollapsed, shown.columns.collapsedColumns.contains(column) {
            let collapsed = shown.columns.collapsed
            shown.columns = shown.columns.expanded(from: Array(collapsed.prefix(collapsed.count - removed.count)))
        } else if let stack = shown.columns[column] {
            shown.columns[column] = ScreenStack(Array(stack.entries.dropLast(removed.count)))
        }
        split = shown
    }
}
