import ShopApp
import ShopTerminal
import Testing
import Wayfinder
import WayfinderTerminal

/// `--split`: the catalog is a sidebar and the product, cart or profile it opens the detail, side by side on a
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
    @Test(arguments: [
        ("shop://product/7", [ShopScreen.product(7)]), ("shop://cart", [.cart]), ("shop://cart/checkout", [.cart, .address]),
        ("shop://orders/42", [.profile, .orders, .order(42)]), ("shop://settings", [.profile, .settings]),
    ])
    func everyLinkOpensInTheDetailAsOneValueCollapsedOrExpanded(link: String, detail: [ShopScreen]) {
        var values: [NavigationState<ShopScreen>] = []
        for columns in [100, 60] {
            let demo = ShopDemo(signedIn: true, layout: .split)
            demo.fit(columns: columns)
            demo.settleTransitions()
            let request = demo.app.open(link)
            demo.settleTransitions()
            #expect(request.finishedOutcome == .completed, "\(link) at \(columns) columns")
            #expect(demo.navigator.shown.stack(at: .column(.primary))?.screens == [.catalog])
            #expect(demo.navigator.shown.stack(at: .column(.secondary))?.screens == detail)
            #expect(demo.navigator.shown.root.compactColumn == .secondary)
            #expect(demo.violations.isEmpty, "\(demo.violations)")
            values.append(demo.navigator.state)
        }
        #expect(values[0] == values[1], "\(link)")
    }

    @Test func theSidebarOpensTheCartAndProfileBesideItAndTheirScreensGoOn() {
        let demo = ShopDemo(signedIn: true, layout: .split)
        demo.fit(columns: 100)
        demo.settleTransitions()
        let catalog = demo.navigator.state.stack(at: .column(.primary))!.root!.id
        let detail = { demo.navigator.shown.stack(at: .column(.secondary))?.screens }

        demo.app.send(.openCart, from: catalog)
        demo.settleTransitions()
        #expect(detail() == [.cart])
        demo.app.send(.buy, from: demo.navigator.state.topEntry!.id)  // the cart's coordinator, in the detail
        demo.settleTransitions()
        #expect(detail() == [.cart, .address])

        demo.app.send(.openProfile, from: catalog)  // the sidebar, beside the detail
        demo.settleTransitions()
        #expect(detail() == [.profile])
        demo.app.send(.openOrders, from: demo.navigator.state.topEntry!.id)
        demo.settleTransitions()
        #expect(detail() == [.profile, .orders])

        demo.app.send(.openProduct(3), from: catalog)
        demo.settleTransitions()
        #expect(detail() == [.product(3)])
        #expect(demo.violations.isEmpty, "\(demo.violations)")
    }

    @Test func theCartInTheDetailAsksBeforeRemovingAndRemoves() {
        let demo = ShopDemo(signedIn: true, layout: .split)
        demo.settleTransitions()
        demo.app.cart.add(3)
        _ = demo.app.open("shop://cart")
        demo.settleTransitions()
        demo.app.send(.removeFromCart(3), from: demo.navigator.state.topEntry!.id)
        demo.settleTransitions()
        #expect(demo.phone.host.tapAlertButton(titled: "Remove") == .performed)
        demo.settleTransitions()
        #expect(!demo.app.cart.items.contains(3))
        #expect(demo.violations.isEmpty, "\(demo.violations)")
    }

    @Test func theSidebarListsCartAndProfile() {
        let demo = ShopDemo(signedIn: true, layout: .split)
        demo.settleTransitions()
        let keyboard = KeyboardDriver(demo: demo, status: demo.launchMessage)
        let frame = keyboard.frame(columns: 100, rows: 30).joined(separator: "\n")
        #expect(frame.contains("Cart") && frame.contains("Profile"), "\(frame)")
    }
}
