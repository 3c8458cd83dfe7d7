/// Where a stack lives in a navigation value.
///
/// ```swift
/// navigator.push(.product(7), onto: .tab(.catalog))   // while another tab is selected
/// navigator.popToRoot(of: .tab(.profile))
/// navigator.state.topStackLocation                     // .tab(.profile)
/// ```
public enum StackLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The stack of a single-stack root.
    case root
    /// The stack of one tab of a tabbed root.
    case tab(TabID)
    /// The stack of a sheet, cover or overlay layer.
    case layer(LayerID)

    public var description: String {
        switch self {
        case .root: "root"
        case .tab(let id): "tab \(id)"
        case .layer(let id): "layer \(id)"
        }
    }
}
