// Collapse is a projection: the one stack a compact host shows is computed from the columns,
// and what the user does to it maps back into the columns by position.

extension ColumnSet {
    /// The columns a collapsed host shows one above the other: from the primary to the column
    /// shown when compact.
    package var collapsedColumns: [SplitColumn] {
        let columns = self.columns
        let last = columns.firstIndex(of: arrangement.compactColumn) ?? columns.count - 1
        return Array(columns[...last])
    }

    /// The stack the user sees when the host is compact: the entries of ``collapsedColumns``,
    /// leading column first. Popping it past the detail's root empties the detail.
    package var collapsed: [Entry<Screen>] {
        collapsedColumns.flatMap { self[$0]?.entries ?? [] }
    }

    /// The columns once the collapsed stack shows `compact`: the collapsed columns take its
    /// entries in order, each up to its own count, and the last of them takes any beyond; the
    /// columns a collapsed host does not show keep theirs. `expanded(from: collapsed)` is `self`.
    package func expanded(from compact: [Entry<Screen>]) -> ColumnSet {
        var result = self
        var remaining = compact[...]
        let shown = collapsedColumns
        for (index, column) in shown.enumerated() {
            let count = index == shown.count - 1 ? remaining.count : min(self[column]?.count ?? 0, remaining.count)
            result[column] = ScreenStack(Array(remaining.prefix(count)))
            remaining = remaining.dropFirst(count)
        }
        return result
    }
}
