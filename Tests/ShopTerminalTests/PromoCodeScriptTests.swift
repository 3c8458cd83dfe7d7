import ShopApp
import ShopTerminal
import Testing
import Wayfinder

/// The promo code sheet in the terminal demo's script mode: the cart's "Promo code" brings up a
/// fitting sheet with a field; a rejected code raises an alert over it; an accepted one closes it.
@MainActor
@Suite("Script mode: promo code")
struct PromoCodeScriptTests {
    @Test func promoCodeSheetRunsClean() {
        let demo = ShopDemo(signedIn: true)
        demo.settleTransitions()
        var output: [String] = []
        let script = [
            "link shop://product/3", "tap 2",  // Add to cart
            "link shop://cart", "tap 4",  // Promo code
            "frame", "tap 2",  // Apply NOPE: "Code not valid"
            "frame", "tap 1",  // OK
            "tap 1",  // Apply WELCOME10
            "frame",
        ]
        let failures = ScriptRunner(demo: demo, print: { output.append($0) }).run(script)
        #expect(failures == 0, "\(output.joined(separator: "\n"))")
        #expect(output.contains { $0.contains("Promo code") })
        #expect(output.contains { $0.contains("Code not valid") })
        #expect(output.contains { $0.contains("WELCOME10: 10% off") }, "\(output.joined(separator: "\n"))")
        #expect(demo.app.cart.promoCode == "WELCOME10")
        #expect(demo.navigator.shown.layers.isEmpty)
        #expect(demo.phone.host.violations.isEmpty)
        #expect(demo.navigator.isSettled)
    }
}
