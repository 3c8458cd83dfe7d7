import Observation

/// An order: what was bought, and how far it has come.
public struct Order: Hashable, Sendable, Identifiable {
    /// How far an order has come.
    public enum Status: Hashable, Sendable {
        /// Placed in this session; on its way.
        case placed
        /// Delivered (an order from before).
        case delivered
    }

    /// The order's number, as its screen and links show it (`shop://orders/42`).
    public let id: Int
    /// The products ordered.
    public let items: [Int]
    /// How far it has come.
    public let status: Status

    /// An order numbered `id` of `items`.
    public init(id: Int, items: [Int], status: Status) {
        self.id = id
        self.items = items
        self.status = status
    }
}

/// What is in the cart, and the orders placed.
@MainActor
@Observable
public final class CartStore {
    /// Product identifiers in the cart, in the order added.
    public private(set) var items: [Int] = []
    /// Every order, the oldest first: those from before, then those placed since.
    public private(set) var orders: [Order]
    /// The promo code applied to the cart, if any.
    public private(set) var promoCode: String?
    /// The codes the Shop accepts, with their discount in percent.
    public static let promoCodes = ["WELCOME10": 10, "SHEETS20": 20]

    /// A cart holding `items`, with the user's earlier `orders`, oldest first.
    public init(items: [Int] = [], orders: [Order] = []) {
        self.items = items
        self.orders = orders
    }

    public func add(_ product: Int) { items.append(product) }
    public func remove(_ product: Int) { items.removeAll { $0 == product } }

    /// Applies `code` (spaces and case do not matter); returns whether the Shop
    /// accepts it. A code it does not accept changes nothing.
    @discardableResult
    public func apply(promoCode code: String) -> Bool {
        let code = code.filter { !$0.isWhitespace }.uppercased()
        guard Self.promoCodes[code] != nil else { return false }
        promoCode = code
        return true
    }

    /// The applied code's discount in percent, 0 without one.
    public var discount: Int { promoCode.flatMap { Self.promoCodes[$0] } ?? 0 }

    /// The order numbered `id`, if the user has one.
    public func order(_ id: Int) -> Order? { orders.first { $0.id == id } }

    /// Places an order for what is in the cart and empties it; returns the order, or `nil` for
    /// an empty cart, which orders nothing.
    @discardableResult
    public func placeOrder() -> Order? {
        guard !items.isEmpty else { return nil }
        // Numbers count up from 1001 and never repeat one from before.
        let order = Order(id: max(orders.map(\.id).max() ?? 0, 1000) + 1, items: items, status: .placed)
        orders.append(order)
        items = []
        return order
    }
}
