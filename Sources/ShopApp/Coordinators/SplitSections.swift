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
