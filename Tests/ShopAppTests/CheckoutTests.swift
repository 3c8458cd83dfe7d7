import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// Checkout ends where it should: Done's Back returns to the cart, and nothing is ordered twice
/// or from an empty cart.
@MainActor
@Suite("Shop: checkout")
struct CheckoutTests {
    /// A ready shop at Confirm with `items` in the cart.
    func atConfirm(items: [Int]) throws -> ShopTestbed {
        let shop = ShopTestbed(signedIn: true)
        for item in items { shop.app.cart.add(item) }
        shop.app.open("shop://cart/checkout")
        shop.settle()
        shop.tap(.addressEntered)
        shop.settle()
        #expect(shop.navigator.shown.topEntry?.screen == .confirmOrder)
        return shop
    }

    // After the order, Back on Done returns to the cart, not to a Confirm with nothing left to
    // order (whose Place order placed an empty order).
    @Test func backFromDoneReturnsToTheCart() throws {
        let shop = try atConfirm(items: [3])
        shop.tap(.placeOrder)
        shop.settle()
        #expect(shop.navigator.shown.stack(at: .tab(.cart))?.screens == [.cart, .done])
        #expect(shop.app.cart.orders.map(\.items) == [[3]])
        #expect(shop.host.tapBack() == .performed)
        shop.settle()
        #expect(shop.navigator.shown.stack(at: .tab(.cart))?.screens == [.cart])
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // Place order with an empty cart orders nothing and shows nothing.
    @Test func emptyCartOrdersNothing() throws {
        let shop = try atConfirm(items: [])
        let before = shop.navigator.state
        shop.tap(.placeOrder)
        shop.settle()
        #expect(shop.app.cart.orders.isEmpty)
        #expect(shop.navigator.state == before)
        #expect(shop.app.cart.placeOrder() == nil)
    }

    // Order numbers count up from 1001, past any number the user already has.
    @Test func orderNumbersCountUp() {
        let cart = CartStore(items: [1], orders: [Order(id: 42, items: [3], status: .delivered)])
        #expect(cart.placeOrder()?.id == 1001)
        cart.add(2)
        #expect(cart.placeOrder()?.id == 1002)
        #expect(cart.order(1002)?.items == [2])
        #expect(cart.order(42)?.status == .delivered)
        #expect(cart.order(7) == nil)
    }
}
