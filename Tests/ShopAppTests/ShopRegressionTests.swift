import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// Bugs of the sample app found in review, kept as tests of the promise each broke.
@MainActor
@Suite("Shop: regressions")
struct ShopRegressionTests {
    // Only the screen on top speaks: a second tap on Name (already leaving) does not skip Email.
    @Test func doubleTapDoesNotSkipAStep() {
        let shop = ShopTestbed(signedIn: true, onboarded: false)
        let name = shop.navigator.state.topEntry!.id
        shop.app.send(.onboarding(.name("Ada", age: 36)), from: name)
        shop.app.send(.onboarding(.name("Ada", age: 36)), from: name)
        shop.settle()
        #expect(shop.navigator.shown.stack(at: .root)?.screens == [.onboarding(.name), .onboarding(.email)])
    }

    // The screen under an alert still speaks: it owns the alert and is the top entry (events
    // from it were ignored while any alert showed).
    @Test func screenUnderItsAlertStillSpeaks() throws {
        let shop = ShopTestbed(signedIn: true, onboarded: true)
        shop.app.open("shop://product/7")
        shop.settle()
        let product = shop.navigator.state.topEntry!.id
        shop.app.send(.showOffer, from: product)
        shop.settle()
        #expect(shop.navigator.shown.layers.last?.isAlert == true)
        shop.app.send(.addToCart(7), from: product)
        #expect(shop.app.cart.items == [7])
    }

    // Placing an order twice in a row places one order: the overlay is on top after the first.
    @Test func doubleTapPlacesOneOrder() {
        let service = HeldOrders()
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true), orders: service)
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        app.start()
        app.cart.add(3)
        app.navigator.update { state in
            try state.selectTab(.cart)
            try state.push(contentsOf: [.address, .confirmOrder])
        }
        host.settle()
        let confirm = app.navigator.state.topEntry!.id
        app.send(.placeOrder, from: confirm)
        app.send(.placeOrder, from: confirm)
        #expect(service.waiting.count == 1)
        service.waiting.first?()
        host.settle()
        #expect(app.cart.orders.count == 1)
        #expect(app.navigator.shown.topEntry?.screen == .done)
        #expect(host.violations.isEmpty)
    }

    // A cold launch from a notification: the link opened before start() is what is shown.
    @Test func linkBeforeStartIsKept() throws {
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true))
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        let request = app.open("shop://orders/42")
        app.start()
        host.settle()
        #expect(request.finishedOutcome == .completed)
        #expect(app.navigator.shown.stack(at: .tab(.profile))?.screens == [.profile, .orders, .order(42)])
        #expect(app.navigator.shown.root.tabSet?.selected == .profile)
    }

    // resumePending does nothing while the guard that holds the link still fails, even for a
    // link whose own route names no requirement (its screens are guarded).
    @Test func resumeWhileTheGuardFails() throws {
        let shop = ShopTestbed(signedIn: false)
        shop.app.open("shop://product/3")
        #expect(shop.app.links.pending?.route == .product(3))
        let before = shop.navigator.state
        #expect(shop.app.links.resumePending() == nil)
        #expect(shop.navigator.state == before)
        #expect(shop.app.links.pending?.guardID == .signedIn)
    }
}

/// Orders that complete only when the test says so.
@MainActor
final class HeldOrders: OrderService {
    var waiting: [@MainActor () -> Void] = []
    func place(_ items: [Int], completion: @escaping @MainActor () -> Void) { waiting.append(completion) }
}
