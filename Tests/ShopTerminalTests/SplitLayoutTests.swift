import ShopApp
import ShopTerminal
import Testing
import Wayfinder
import WayfinderTerminal

/// `--split`: the catalog is a sidebar and the product it opens the detail, side by side on a
/// wide terminal; narrowing the terminal collapses them into one stack without losing the screen.
@MainActor
@Suite("Keyboard: the split layout")
struct SplitLayoutTests {
    func press(_ keys: String, on keyboard: KeyboardDriver, demo: ShopDemo) {
        for character in keys {
            keyboard.press(.character(character))
            demo.settleTransitions()
        }
    }

    @Test func theCatalogBesideItsProductCollapsesWhenNarrowed() {
        let demo = ShopDemo(signedIn: true, layout: .split)
        demo.settleTransitions()
        let keyboard = KeyboardDriver(demo: demo, status: demo.launchMessage)
        _ = keyboard.frame(columns: 100, rows: 30)
        demo.clock.advance(by: .seconds(1))  // the catalog's first page
        demo.settleTransitions()
        press("1", on: keyboard, demo: demo)
        if demo.navigator.shown.topEntry?.screen != .product(1) { keyboard.press(.enter) }  // ten actions or more
        demo.settleTransitions()
        #expect(demo.navigator.shown.tree() == "root main: split [automatic]\n  primary: catalog\n  secondary*: product(1)")
        let wide = keyboard.frame(columns: 100, rows: 30)
        #expect(wide.contains { $0.contains("┬") }, "\(wide.joined(separator: "\n"))")
        let value = demo.navigator.state

        let narrow = keyboard.frame(columns: 60, rows: 30)
        demo.settleTransitions()
        #expect(!narrow.contains { $0.contains("┬") }, "\(narrow.joined(separator: "\n"))")
        #expect(narrow.contains { $0.contains("‹ Catalog") }, "\(narrow.joined(separator: "\n"))")
        #expect(demo.navigator.state == value)

        _ = keyboard.frame(columns: 100, rows: 30)
        demo.settleTransitions()
        #expect(demo.navigator.state == value)
        #expect(demo.violations.isEmpty, "\(demo.violations)")
    }

    // The demo's clock runs with its frames: links are settled, not awaited.
    @Test func aProductLinkOpensInTheDetailAndOthersAreRefused() {
        let demo = ShopDemo(signedIn: true, layout: .split)
        demo.settleTransitions()
        let product = demo.app.open("shop://product/7")
        demo.settleTransitions()
        #expect(product.finishedOutcome == .completed)
        #expect(demo.navigator.shown.stack(at: .column(.secondary))?.screens == [.product(7)])
        let cart = demo.app.open("shop://cart")
        demo.settleTransitions()
        #expect(cart.finishedOutcome == .refused(.noSuchStack(.tab(.cart))))
        #expect(demo.navigator.shown.stack(at: .column(.secondary))?.screens == [.product(7)])
    }
}
