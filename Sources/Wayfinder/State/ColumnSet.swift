/// The columns of a split root: the primary stack, an optional supplementary stack and the
/// secondary stack, with the display the app prefers and the column shown when compact. Apps
/// read them through ``Root/columns``, ``Root/compactColumn`` and ``NavigationState/stack(at:)``.
///
/// Whether the host shows the columns side by side or collapsed into one stack is the host's
/// trait, never part of the value.
package struct ColumnSet<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The leading column's stack; never empty.
    package var primary: ScreenStack<Screen>
    /// The middle column's stack, when the split has three columns; may be empty.
    package var supplementary: ScreenStack<Screen>?
    /// The detail's stack; empty, the column shows a placeholder.
    package var secondary: ScreenStack<Screen>
    /// The display the app prefers and the column shown when compact.
    package var arrangement: ColumnArrangement

    package init(
        primary: ScreenStack<Screen>, supplementary: ScreenStack<Screen>?, secondary: ScreenStack<Screen>,
        arrangement: ColumnArrangement
    ) {
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.arrangement = arrangement
    }

    /// The columns the split has, leading first.
    package var columns: [SplitColumn] {
        supplementary == nil ? [.primary, .secondary] : [.primary, .supplementary, .secondary]
    }

    /// A column's stack, if the split has that column.
    package subscript(column: SplitColumn) -> ScreenStack<Screen>? {
        get {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .secondary: secondary
            }
        }
        set {
            guard let newValue else { return }
            switch column {
            case .primary: primary = newValue
            case .supplementary: if supplementary != nil { supplementary = newValue }
            case .secondary: secondary = newValue
            }
        }
    }
}

/// How a split root prefers to show its columns: side by side (``SplitDisplay``) and, when
/// the host is compact, which column is on top.
package struct ColumnArrangement: Hashable, Sendable, Codable {
    /// Which columns show side by side when the host is wide enough.
    package var display: SplitDisplay
    /// The deepest column the collapsed stack shows.
    package var compactColumn: SplitColumn

    package init(display: SplitDisplay, compactColumn: SplitColumn) {
        self.display = display
        self.compactColumn = compactColumn
    }
}

extension ColumnSet: Codable where Screen: Codable {}
