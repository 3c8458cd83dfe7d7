import ShopApp
import ShopTerminal
import Testing
import Wayfinder

/// What the Shop's screens say, read from the frames a person sees.
@MainActor
@Suite("Shop screens")
struct ShopScreensTests {
    /// Runs script lines on a new demo and returns it, every command having succeeded.
    func demo(_ script: String, signedIn: Bool = true) -> ShopDemo {
        let demo = ShopDemo(signedIn: signedIn)
        demo.settleTransitions()
        var output: [String] = []
        let failures = ScriptRunner(demo: demo, print: { output.append($0) }).run(ScriptRunner.lines(of: script))
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        return demo
    }

    func screen(_ demo: ShopDemo) -> String {
        demo.phone.frame(columns: 44, rows: 24).joined(separator: "\n")
    }

    // "Add to cart" shows its effect on the product.
    @Test func addToCartShowsOnTheProduct() {
        let shop = demo("link shop://product/3\ntap 2")
        #expect(screen(shop).contains("✓ 1 in your cart"))
        _ = ScriptRunner(demo: shop, print: { _ in }).execute("tap 2")
        #expect(screen(shop).contains("✓ 2 in your cart"))
    }

    // The cart names its products as their screens do: a new product is "New product …".
    @Test func cartNamesNewProducts() {
        let shop = demo("wait 1\narrive 1\nlink shop://product/10001\ntap 2\ntab cart")
        #expect(screen(shop).contains("│ New product 10001 "), "\(screen(shop))")
    }

    // One item is "1 item".
    @Test func confirmCountsInWords() {
        let shop = demo("link shop://product/3\ntap 2\ntab cart\ntap 1\ntap 1")
        #expect(shop.navigator.shown.topEntry?.screen == .confirmOrder)
        #expect(screen(shop).contains("│ 1 item "))
    }

    // The orders list puts the newest first, and each order says how far it has come.
    @Test func ordersNewestFirstEachWithItsStatus() {
        let shop = demo("link shop://product/3\ntap 2\ntab cart\ntap 1\ntap 1\ntap 1\nwait\ntab profile\ntap 1")
        let orders = screen(shop)
        let newest = orders.range(of: "1) Order 1001")
        let oldest = orders.range(of: "2) Order 42")
        #expect(newest != nil && oldest != nil, "\(orders)")
        if let newest, let oldest { #expect(newest.lowerBound < oldest.lowerBound) }
        _ = ScriptRunner(demo: shop, print: { _ in }).execute("tap 1")
        #expect(screen(shop).contains("Placed just now"))
        _ = ScriptRunner(demo: shop, print: { _ in }).execute("link shop://orders/42")
        #expect(screen(shop).contains("Delivered"))
        #expect(!screen(shop).contains("Arrives Tuesday"))
        _ = ScriptRunner(demo: shop, print: { _ in }).execute("link shop://orders/7")
        #expect(screen(shop).contains("There is no order 7"))
    }

    // Right after signing in as Ada, onboarding greets Ada and asks her age only.
    @Test func onboardingKnowsWhoSignedIn() {
        let shop = demo("tap 1", signedIn: false)
        #expect(shop.navigator.shown.topEntry?.screen == .onboarding(.name))
        #expect(screen(shop).contains("Hi Ada! How old are you?"))
        #expect(!screen(shop).contains("Sam"))
        _ = ScriptRunner(demo: shop, print: { _ in }).execute("tap 1")  // 15: a guardian is asked
        #expect(shop.navigator.shown.topEntry?.screen == .onboarding(.guardian))
        #expect(shop.app.onboarding?.answers.name == "Ada")
    }

    // A confirm reached with an empty cart (a link to checkout) offers no order to place.
    @Test func emptyConfirmOffersNothing() {
        let shop = demo("link shop://cart/checkout\ntap 1")
        #expect(shop.navigator.shown.topEntry?.screen == .confirmOrder)
        #expect(screen(shop).contains("Your cart is empty."))
        #expect(shop.phone.actions.isEmpty)
    }
}

/// A screen going away shows what it showed until it is gone, whatever its model says now, as
/// a leaving controller's view does: frames drawn every 25 ms while the transition runs.
@MainActor
@Suite("Shop screens leaving")
struct LeavingScreenTests {
    /// The frames drawn while the demo's transitions run, one every 25 ms.
    func framesWhileMoving(_ demo: ShopDemo) -> [String] {
        var frames: [String] = []
        for _ in 0..<40 where !demo.phone.host.animations.isEmpty || frames.isEmpty {
            demo.clock.advance(by: .milliseconds(25))
            frames.append(demo.phone.frame(columns: 80, rows: 24).joined(separator: "\n"))
        }
        return frames
    }

    // Signing out from Profile: Profile leaves as it was, signed in as Ada, never as nobody.
    @Test func profileLeavesAsItWas() {
        let demo = ShopDemo(signedIn: true)
        demo.settleTransitions()
        _ = ScriptRunner(demo: demo, print: { _ in }).execute("tab profile")
        #expect(demo.phone.frame(columns: 80, rows: 24).contains { $0.contains("Signed in as Ada") })
        demo.app.signOut()
        let frames = framesWhileMoving(demo)
        #expect(frames.contains { $0.contains("Signed in as Ada") })
        #expect(!frames.contains { $0.contains("nobody") }, "\(frames.first { $0.contains("nobody") } ?? "")")
        demo.settleTransitions()
        #expect(demo.phone.frame(columns: 80, rows: 24).contains { $0.contains("Sign in as Ada") })
    }
}
