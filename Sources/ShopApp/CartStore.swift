import Observation

/// What is in the cart, and the orders placed.
@MainActor
@Observable
public final class CartStore {
    /// Product identifiers in the cart, in the order added.
    public private(set) var items: [Int] = []
    /// Orders placed, newest last.
    public private(set) var orders: [Int] = []

    public init(items: [Int] = []) {
        self.items = items
    }

    public func add(_ product: Int) { items.append(product) }
    public func remove(_ product: Int) { items.removeAll { $0 == product } }

    /// Places an order for what is in the cart and empties it; returns the order's number.
    @discardableResult
    public func placeOrder() -> Int {
        let number = 1000 + orders.count + 1
        orders.append(number)
        items = []
        return number
    }
}
