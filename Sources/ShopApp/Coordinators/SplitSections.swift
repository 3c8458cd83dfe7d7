import Wayfinder

/// The main flow in the split layout: the catalog in the sidebar and, in the detail, the section
/// the user opened beside it (a product, the cart or the profile), each section's screens handled
/// by that section's coordinator, as in the tabs.
@MainActor
final class SplitSections: ShopCoordinator {
    let catalog: CatalogCoordinator
    let cart: CartCoordinator
    let profile: ProfileCoordinator

    init(catalog: CatalogCoordinator, cart: CartCoordinator, profile: ProfileCoordinator) {
        self.catalog = catalog
        self.cart = cart
        self.profile = profile
    }

    /// The coordinator of the section `location` shows: the sidebar is the catalog's; the detail
    /// is the section of the screen at its root.
    func section(at location: StackLocation, in state: NavigationState<ShopScreen>) -> any TabCoordinator {
        guard location == .column(.secondary) else { return catalog }
        switch state.stack(at: location)?.root?.screen {
        case .cart?: return cart
        case .profile?: return profile
        default: return catalog
        }
    }
}

// What the app does for sections: the one rule of who speaks, and a section opened at its root.
extension ShopApp {
    /// Whether `entry`'s screen may send events: the top entry, or the top of a split's column
    /// while no layer covers the columns (a wide window shows the sidebar beside the detail).
    func speaks(_ entry: EntryID) -> Bool {
        let state = navigator.state
        if state.topEntry?.id == entry { return true }
        guard state.layers.isEmpty, case .column(let column)? = state.location(of: entry) else { return false }
        return state.stack(at: .column(column))?.entries.last?.id == entry
    }

    /// Shows a section at its root screen: its tab, or in the split layout the detail.
    func openSection<Child: TabCoordinator>(_ type: Child.Type, at root: ShopScreen) {
        navigator.update { state in
            if state.root.tabs != nil { try state.selectTab(Child.tab) }
            try Child.show([root], in: &state)
        }
    }

    /// The sections' coordinators, while the main flow is a split.
    var splitSections: SplitSections? {
        coordinators[.flow(.main, root: navigator.state.root.id)] as? SplitSections
    }
}
