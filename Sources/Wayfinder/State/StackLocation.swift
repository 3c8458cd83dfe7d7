/// Where a stack lives in a navigation value.
///
/// ```swift
/// navigator.push(.product(7), onto: .tab(.catalog))   // while another tab is selected
/// navigator.popToRoot(of: .tab(.profile))
/// navigator.state.topStackLocation                     // .tab(.profile)
/// navigator.replaceStack(with: [.product(7)], at: .column(.secondary))   // a split's detail
/// ```
public enum StackLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stack of a single-stack root.
    case root
    /// The stack of one tab of a tabbed root.
    case tab(TabID)
    /// The stack of one column of a split root.
    case column(SplitColumn)
    /// The stack of a sheet, cover or overlay layer.
    case layer(LayerID)

    public var description: String {
        switch self {
        case .root: "root"
        case .tab(let id): "tab \(id)"
        case .column(let column): "column \(column)"
        case .layer(let id): "layer \(id)"
        }
    }

    /// Whether the stack may hold no entry: a split's columns after the primary, which then
    /// show a placeholder (or, collapsed, leave the column before them on top).
    package var mayBeEmpty: Bool {
        if case .column(let column) = self { column != .primary } else { false }
    }
}
