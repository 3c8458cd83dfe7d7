import Wayfinder

/// The Catalog tab (or, in the split layout, the sidebar and its detail): the 10,000-row list
/// and the products opened from it.
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
            if state.root.columns != nil {
                try state.replaceStack(with: [.catalog], at: .column(.primary))
                try state.replaceStack(with: [.product(id)], at: .column(.secondary))
                try state.showColumn(.secondary)
            } else {
                try state.replaceStack(with: [.catalog, .product(id)], at: .tab(Self.tab))
            }
            // The list shows the linked product when the user goes back, though its row was
            // never drawn (a lazy list would otherwise have to be scrolled there first). Its
            // carousel keeps its own place.
            if let catalog = state.stack(at: catalogStack(in: state))?.root?.id {
                let sections = state.anchor(of: Self.productList, in: catalog)?.sections ?? [:]
                try state.setAnchor(ListAnchor(item: id, sections: sections), of: Self.productList, in: catalog)
            }
        }
    }

    public func handle(_ event: ShopEvent, from entry: EntryID) -> Bool {
        switch event {
        case .openProduct(let id):
            // In a split the product is the detail, beside the catalog; in a tab it is pushed, and
            // from the catalog's row it zooms out of the row (and back into it).
            if navigator.state.root.columns != nil {
                navigator.update { state in
                    try state.replaceStack(with: [.product(id)], at: .column(.secondary))
                    try state.showColumn(.secondary)
                }
            } else {
                let fromList = navigator.state.entry(entry)?.screen == .catalog
                navigator.push(.product(id), onto: .tab(Self.tab), transition: fromList ? .zoom(from: id, in: entry) : .system)
            }
        default: return false
        }
        return true
    }

    /// Where the catalog's list is: its tab, or a split's sidebar.
    public static func catalogStack(in state: NavigationState<ShopScreen>) -> StackLocation {
        state.root.columns != nil ? .column(.primary) : .tab(Self.tab)
    }
}
