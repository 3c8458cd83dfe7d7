/// A part of the navigation value that a coordinator can own: the root's flow, one tab of the
/// root, or one layer.
///
/// Regions carry the root's identity, so a tab of a new root (after signing out and in again) is
/// a new region, and whatever owned the old one is released.
///
/// ```swift
/// let cart = NavigationRegion.tab(.cart, root: navigator.state.root.id)
/// navigator.state.regions.contains(cart)   // true
/// // Signed out and in again: a new root, whose Cart tab is another region.
/// navigator.switchRoot(to: .main, tabs: NavigationState.mainTabs, selected: .catalog)
/// navigator.state.regions.contains(cart)   // false: what `cart` owned goes once this is shown
/// ```
public enum NavigationRegion: Hashable, Sendable, CustomStringConvertible {
    /// The root, in its flow.
    case flow(FlowID, root: RootID)
    /// One tab of the root.
    case tab(TabID, root: RootID)
    /// One layer (a sheet, cover, overlay or alert).
    case layer(LayerID)

    public var description: String {
        switch self {
        case .flow(let flow, let root): "flow \(flow)\(root)"
        case .tab(let tab, let root): "tab \(tab)\(root)"
        case .layer(let id): "layer \(id)"
        }
    }
}

extension NavigationState {
    /// Every region of the value: the root's flow, its tabs, its layers.
    public var regions: Set<NavigationRegion> {
        var regions: Set<NavigationRegion> = [.flow(root.flow, root: root.id)]
        for tab in root.tabSet?.tabs ?? [] { regions.insert(.tab(tab.id, root: root.id)) }
        for layer in layers { regions.insert(.layer(layer.id)) }
        return regions
    }
}
