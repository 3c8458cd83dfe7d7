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

/// What a region shows: the screen at the bottom of its stack, with the flow, the tab or the
/// layer's style. ``ChildCoordinators`` tells its factory this, so a layer's coordinator is
/// chosen by the screen the layer shows.
///
/// ```swift
/// let children = ChildCoordinators<Screen, AnyObject>(navigator: navigator) { region, content in
///     switch content {
///     case .layer(.sheet, root: .checkout): CheckoutCoordinator(navigator: navigator)
///     case .tab(.profile, _): ProfileCoordinator(navigator: navigator)
///     default: nil
///     }
/// }
/// ```
public enum RegionContent<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The root's flow, with the screen at the bottom of its stack (a split's primary column);
    /// `nil` when the root is tabs.
    case flow(FlowID, root: Screen?)
    /// A tab, with the screen at the bottom of its stack.
    case tab(TabID, root: Screen)
    /// A sheet, cover or overlay, with its style and the screen at the bottom of its stack.
    case layer(PresentationStyle, root: Screen)
    /// A custom alert, with the entry that raised it.
    case alert(NavigationAlert, owner: EntryID)
}

extension NavigationState {
    /// Every region of the value: the root's flow, its tabs, its layers.
    public var regions: Set<NavigationRegion> {
        var regions: Set<NavigationRegion> = [.flow(root.flow, root: root.id)]
        for tab in root.tabSet?.tabs ?? [] { regions.insert(.tab(tab.id, root: root.id)) }
        for layer in layers { regions.insert(.layer(layer.id)) }
        return regions
    }

    /// What `region` shows in this value; `nil` when the region is not in it.
    ///
    /// ```swift
    /// navigator.state.content(of: .tab(.cart, root: navigator.state.root.id))   // .tab(.cart, root: .cart)
    /// ```
    public func content(of region: NavigationRegion) -> RegionContent<Screen>? {
        switch region {
        case .flow(let flow, let id):
            guard root.id == id, root.flow == flow else { return nil }
            return .flow(flow, root: (stack(at: .root) ?? stack(at: .column(.primary)))?.root?.screen)
        case .tab(let tab, let id):
            guard root.id == id, let screen = root.tabSet?[tab]?.stack.root?.screen else { return nil }
            return .tab(tab, root: screen)
        case .layer(let id):
            guard let layer = layer(id) else { return nil }
            if let alert = layer.alert, let owner = layer.owner { return .alert(alert, owner: owner) }
            guard let style = layer.presentationStyle, let screen = layer.stack?.root?.screen else { return nil }
            return .layer(style, root: screen)
        }
    }
}
