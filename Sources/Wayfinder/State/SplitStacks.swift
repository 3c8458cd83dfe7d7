/// The screens a split root starts with: its columns' stacks, the display the app prefers and
/// the column shown when the host is compact.
///
/// ```swift
/// let shop = try NavigationState<ShopScreen>(split: SplitStacks(
///     primary: [.catalog],            // the sidebar
///     secondary: [.product(7)],       // the detail; empty, a placeholder shows
///     compactColumn: .secondary))     // compact: catalog › product(7)
/// ```
public struct SplitStacks<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The primary column's screens, root first; at least one.
    public var primary: [Screen]
    /// The supplementary column's screens, for a three-column split; `nil` for two columns.
    public var supplementary: [Screen]?
    /// The secondary (detail) column's screens; may be empty.
    public var secondary: [Screen]
    /// Which columns show side by side when the host is wide enough.
    public var display: SplitDisplay
    /// The deepest column the host shows when compact.
    public var compactColumn: SplitColumn

    /// Columns with these screens, shown by the host's width, the detail on top when compact.
    public init(
        primary: [Screen], supplementary: [Screen]? = nil, secondary: [Screen] = [],
        display: SplitDisplay = .automatic, compactColumn: SplitColumn = .secondary
    ) {
        self.primary = primary
        self.supplementary = supplementary
        self.secondary = secondary
        self.display = display
        self.compactColumn = compactColumn
    }
}
