import Wayfinder

/// The Cart tab (or, in the split layout, the detail beside the catalog): the cart, its
/// products, and checkout (Buy → Address → Confirm → Done).
@MainActor
public final class CartCoordinator: TabCoordinator {
    public enum Route: Hashable, Sendable {
        case cart
        case checkout
    }

    public static let tab = TabID.cart
    private let navigator: Navigator<ShopScreen>
    private let store: CartStore
    private let orders: any OrderService
    /// The item the "Remove item?" alert asks about.
    public private(set) var removal: Int?

    init(navigator: Navigator<ShopScreen>, store: CartStore, orders: any OrderService) {
        self.navigator = navigator
        self.store = store
        self.orders = orders
    }

    public static func open(_ route: Route, in state: inout NavigationState<ShopScreen>) throws {
        switch route {
        case .cart: try show([.cart], in: &state)
        case .checkout: try show([.cart, .address], in: &state)
        }
    }

    public func handle(_ event: ShopEvent, from entry: EntryID) -> Bool {
        let stack = Self.stack(in: navigator.state)
        switch event {
        case .openProduct(let id): navigator.push(.product(id), onto: stack)
        case .buy: navigator.push(.address, onto: stack)
        case .addressEntered: navigator.push(.confirmOrder, onto: stack)
        case .placeOrder:
            // An empty cart orders nothing (Confirm offers no Place order then; a link can still reach it).
            guard !store.items.isEmpty else { return true }
            navigator.present(.placingOrder, as: .overlay)
            orders.place(store.items) { [weak self] in _ = self?.handle(.orderPlaced, from: entry) }
        case .orderPlaced:
            store.placeOrder()
            // Done replaces checkout: its Back returns to the cart, never to a Confirm with
            // nothing left to order.
            navigator.update { state in
                state.dismissAll()
                try state.replaceStack(with: [.cart, .done], at: stack)
            }
        case .finishCheckout: navigator.popToRoot(of: stack)
        case .enterPromoCode: navigator.present(.promoCode, as: .sheet(.fitting))
        case .removeFromCart(let id):
            removal = id
            navigator.showAlert(.removeItem)
        default: return false
        }
        return true
    }

    /// The user answered "Remove item?".
    func answered(_ action: AlertAction) {
        if action == .remove, let removal { store.remove(removal) }
        removal = nil
    }
}
