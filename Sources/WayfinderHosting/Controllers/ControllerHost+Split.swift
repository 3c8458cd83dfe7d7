import Wayfinder

// A split root, shown as a compact host shows it: its collapsed columns in one stack, which the
// host keeps where the primary column's stack would be. A step that sets a column shows the new
// projection; what the user pops off it maps back into the columns by position.

extension ControllerHost {
    /// Where the host keeps the stack a step at `location` changes: a split's columns share the
    /// one stack of their projection.
    func shownLocation(of location: StackLocation) -> StackLocation {
        if split != nil, case .column = location { .column(.primary) } else { location }
    }

    /// Shows `columns` as their collapsed stack, remembering them as what the host shows.
    func showSplit(_ columns: ColumnSet<Screen>, animated: Bool, completion: @escaping @MainActor () -> Void) throws(StepFailure) {
        try show(columns.collapsed, at: .column(.primary), animated: animated, completion: completion)
        split = columns
    }

    /// The columns after the user popped the projection down to `count` entries.
    func splitAfterUserPop(keeping count: Int) {
        guard let columns = split else { return }
        split = columns.expanded(from: Array(columns.collapsed.prefix(count)))
    }
}
