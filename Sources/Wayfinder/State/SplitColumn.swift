/// A column of a split root, in the order the columns stand side by side: the primary (a
/// sidebar), the supplementary (an optional middle column) and the secondary (the detail).
///
/// ```swift
/// try navigator.state.replaceStack(with: [.product(7)], at: .column(.secondary))
/// navigator.state.root.columns        // [.primary, .secondary]
/// navigator.state.root.compactColumn  // .secondary
/// ```
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The leading column: a sidebar or the root of the navigation.
    case primary
    /// The optional middle column of a three-column split.
    case supplementary
    /// The detail column; empty, it shows the app's placeholder.
    case secondary

    public var description: String { rawValue }
}

/// Which columns a split root prefers to show side by side when the host is wide enough. A
/// preference: a collapsed host shows one stack whatever it says.
///
/// ```swift
/// try navigator.state.setSplitDisplay(.secondaryOnly)   // the detail alone, the sidebar hidden
/// ```
public enum SplitDisplay: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The host decides, by its width.
    case automatic
    /// Only the secondary column.
    case secondaryOnly
    /// Every column, side by side.
    case allColumns

    public var description: String { rawValue }
}
