import Wayfinder

/// The Catalog tab: the 10,000-row list and the products opened from it.
@MainActor
public final class CatalogCoordinator: TabCoordinator {
    public enum Route: Hashable, Sendable {
        case product(Int)
    }

    public static let tab = TabID.catalog
    /// The catalog's list of products, as its anchor names it.
    public static let productList = "products"
    private let navigator: Navigator<ShopScreen>

    init(navigator: Navigator<ShopScreen>) {
        self.navigator = navigator
    }

    public static func open(_ route: Route, in state: inout NavigationState<ShopScreen>) throws {
        switch route {
        case .product(let id):
            try state.replaceStack(with: [.catalog, .product(id)], at: .tab(Self.tab))
            // The list shows the linked product when the user goes back, though its row was
            // never drawn (a lazy list would otherwise have to be scrolled there first). Its
            // carousel keeps its own place.
            if let catalog = state.stack(at: .tab(Self.tab))?.root?.id {
                let sections = state.anchor(of: Self.productList, in: catalog)?.sections ?? [:]
                try state.setAnchor(ListAnchor(item: id, sections: sections), of: Self.productList, in: catalog)
            }
        }
    }

    public func handle(_ event: ShopEvent, from entry: EntryID) -> Bool {
        switch event {
        case .openProduct(let id):
            // From the catalog's row, the product zooms out of it (and back into it).
            let fromList = navigator.state.entry(entry)?.screen == .catalog
            navigator.push(.product(id), onto: .tab(Self.tab), transition: fromList ? .zoom(from: id, in: entry) : .system)
        default: return false
        }
        return true
    }
}
