import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// The Shop's links, good and bad, through a signed-in app on a simulated host.
@MainActor
@Suite("Shop: link table")
struct LinkTableTests {
    /// A link that must open: the tab it selects and that tab's stack.
    struct Good: Sendable, CustomTestStringConvertible {
        let text: String
        let tab: TabID
        let stack: [ShopScreen]
        init(_ text: String, _ tab: TabID, _ stack: [ShopScreen]) { (self.text, self.tab, self.stack) = (text, tab, stack) }
        var testDescription: String { text }
    }

    /// A link that must fail with exactly this error.
    struct Bad: Sendable, CustomTestStringConvertible {
        let text: String
        let error: DeepLinkError
        init(_ text: String, _ error: DeepLinkError) { (self.text, self.error) = (text, error) }
        var testDescription: String { text.isEmpty ? "(empty)" : String(text.debugDescription.prefix(60)) }
    }

    nonisolated static let order42: [ShopScreen] = [.profile, .orders, .order(42)]
    nonisolated static let good: [Good] = [
        Good("shop://product/3", .catalog, [.catalog, .product(3)]),
        Good("https://shop.example/product/3", .catalog, [.catalog, .product(3)]),
        Good("shop://product/3/", .catalog, [.catalog, .product(3)]),
        Good("SHOP://PRODUCT/3", .catalog, [.catalog, .product(3)]),
        Good("shop://product/%33", .catalog, [.catalog, .product(3)]),
        Good("shop://product/3?ref=push&utm_source=mail", .catalog, [.catalog, .product(3)]),
        Good("https://SHOP.EXAMPLE/product/10000/", .catalog, [.catalog, .product(10000)]),
        Good("shop://product/9223372036854775807", .catalog, [.catalog, .product(Int.max)]),
        Good("shop://cart", .cart, [.cart]),
        Good("https://shop.example/cart/", .cart, [.cart]),
        Good("shop://Cart?coupon=SPRING", .cart, [.cart]),
        Good("shop://cart/checkout", .cart, [.cart, .address]),
        Good("https://shop.example/cart/checkout?step=2", .cart, [.cart, .address]),
        Good("shop://orders/42", .profile, order42),
        Good("https://shop.example/orders/42", .profile, order42),
        Good("Https://Shop.Example/orders/42/", .profile, order42),
        Good("shop://orders/%34%32/", .profile, order42),
        Good("shop://orders/42#details", .profile, order42),
        Good("shop://settings", .profile, [.profile, .settings]),
        Good("https://shop.example/settings/", .profile, [.profile, .settings]),
    ]

    nonisolated static let spaces = DeepLinkError.malformed("the link holds spaces, control or non-ASCII characters; encode them")
    nonisolated static let longLink = "shop://product/" + String(repeating: "1", count: 3000)
    nonisolated static let longQuery = "https://shop.example/product/3?ref=" + String(repeating: "a", count: 2100)
    nonisolated static let bad: [Bad] = [
        Bad("ftp://product/3", .schemeUnsupported("ftp")),
        Bad("myshop://product/3", .schemeUnsupported("myshop")),
        Bad("mailto:orders@shop.example", .schemeUnsupported("mailto")),
        Bad("javascript:alert(1)", .schemeUnsupported("javascript")),
        Bad("https://evil.example/product/3", .hostUnsupported("evil.example")),
        Bad("https://shop.example.com/product/3", .hostUnsupported("shop.example.com")),
        Bad("https://www.shop.example/cart", .hostUnsupported("www.shop.example")),
        Bad("shop://wishlist", .unmatched(path: "/wishlist")),
        Bad("https://shop.example/help/faq", .unmatched(path: "/help/faq")),
        Bad("shop://product", .unmatched(path: "/product")),
        Bad("shop://orders", .unmatched(path: "/orders")),
        Bad("shop://product/3/options", .unmatched(path: "/product/3/options")),
        Bad("shop://cart/checkout/now", .unmatched(path: "/cart/checkout/now")),
        Bad("shop://settings/privacy", .unmatched(path: "/settings/privacy")),
        Bad("shop://Cart/Checkout", .unmatched(path: "/cart/Checkout")),
        Bad("https://shop.example/CART", .unmatched(path: "/CART")),
        Bad("shop://", .unmatched(path: "/")),
        Bad("shop:", .unmatched(path: "/")),
        Bad("https://shop.example", .unmatched(path: "/")),
        Bad("shop://product/abc", .parameterInvalid(name: "id", value: "abc", expected: "Int")),
        Bad("shop://orders/4x2", .parameterInvalid(name: "id", value: "4x2", expected: "Int")),
        Bad("shop://orders/99999999999999999999", .parameterInvalid(name: "id", value: "99999999999999999999", expected: "Int")),
        Bad("shop://product/9223372036854775808", .parameterInvalid(name: "id", value: "9223372036854775808", expected: "Int")),
        Bad("shop://product/3.0", .parameterInvalid(name: "id", value: "3.0", expected: "Int")),
        Bad("shop://product/0x2A", .parameterInvalid(name: "id", value: "0x2A", expected: "Int")),
        Bad("shop://product/%203", .parameterInvalid(name: "id", value: " 3", expected: "Int")),
        Bad("shop://orders/-", .parameterInvalid(name: "id", value: "-", expected: "Int")),
        Bad("shop://orders//42", .emptySegment(position: 1)),
        Bad("https://shop.example/orders//42", .emptySegment(position: 1)),
        Bad("shop://orders/42//", .emptySegment(position: 2)),
        Bad("https://shop.example//cart", .emptySegment(position: 0)),
        Bad("shop://orders/4%2F2", .encodedSlash(segment: "4%2F2")),
        Bad("shop://cart%2Fcheckout", .malformed("the host \"cart%2fcheckout\" is percent-encoded; write it as plain text")),
        Bad("https://shop.example/cart%2Fcheckout", .encodedSlash(segment: "cart%2Fcheckout")),
        Bad(longLink, .tooLong(length: 3015, limit: 2048)),
        Bad(longQuery, .tooLong(length: 2135, limit: 2048)),
        Bad("", .malformed("the link is empty")),
        Bad("shop://product/ 3", spaces),
        Bad("shop://orders/42 ", spaces),
        Bad("shop://cart\n", spaces),
        Bad("shop://product/３", spaces),
        Bad("product/3", .malformed("\"product/3\" is not a URL with a scheme")),
        Bad("shop", .malformed("\"shop\" is not a URL with a scheme")),
        Bad("https:///orders/42", .malformed("a web link needs a host")),
        Bad("https://ada@shop.example/orders/42", .malformed("the link holds credentials")),
        Bad("shop://orders/%zz", .malformed("bad percent-encoding in \"shop://orders/%zz\"")),
        Bad("shop://cart?coupon=%zz", .malformed("bad percent-encoding in \"shop://cart?coupon=%zz\"")),
        Bad("shop://product/-5", .parameterInvalid(name: "id", value: "-5", expected: "positive Int")),
        Bad("shop://orders/0", .parameterInvalid(name: "id", value: "0", expected: "positive Int")),
        Bad("http://shop.example/orders/7", .schemeUnsupported("http")),
        Bad("shop://orders:80/42", .malformed("the link names a port")),
        // Integers are digits only, in one spelling; hosts are plain text and not empty.
        Bad("shop://product/+3", .parameterInvalid(name: "id", value: "+3", expected: "Int")),
        Bad("shop://product/0003", .parameterInvalid(name: "id", value: "0003", expected: "Int")),
        Bad("shop://product/0042", .parameterInvalid(name: "id", value: "0042", expected: "Int")),
        Bad("shop://orders/-0", .parameterInvalid(name: "id", value: "-0", expected: "Int")),
        Bad("shop:///product/3", .malformed("the host is empty: write shop://product/3, not shop:///product/3")),
        Bad("shop://%70roduct/3", .malformed("the host \"%70roduct\" is percent-encoded; write it as plain text")),
        Bad("https://shop%2Eexample/cart", .hostUnsupported("shop%2eexample")),
    ]

    /// A signed-in Shop on a simulated host, settled on Main with the Catalog tab at its root.
    static func signedInShop() -> (ShopApp, SimulatedHost<ShopScreen>) {
        let app = ShopApp(session: Session(user: "Ada", hasOnboarded: true))
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        app.start()
        host.settle()
        return (app, host)
    }

    /// The tree of Main with every tab at its root but `tab`, which shows `stack` and is selected.
    static func mainTree(_ tab: TabID, _ stack: [ShopScreen]) -> String {
        let tabs: [(TabID, [ShopScreen])] = [(.catalog, [.catalog]), (.cart, [.cart]), (.profile, [.profile])]
        let lines = tabs.map { id, root in
            "  \(id)\(id == tab ? "*" : ""): " + (id == tab ? stack : root).map { "\($0)" }.joined(separator: " › ")
        }
        return (["root main: tabs"] + lines).joined(separator: "\n")
    }

    // Promise: a good link opens its tab and stack from Main, as one change, with no UIKit rule broken.
    @Test(arguments: good)
    func goodLinkOpens(_ link: Good) throws {
        let (app, host) = Self.signedInShop()
        let animations = host.animatedTransitionCount
        let request = app.open(link.text)
        host.settle()
        #expect(request.finishedOutcome == .completed)
        #expect(app.navigator.shown.tree() == Self.mainTree(link.tab, link.stack))
        #expect(app.navigator.shown == app.navigator.state)
        #expect(app.navigator.shown.stack(at: .tab(link.tab))?.screens == link.stack)
        #expect(app.navigator.shown.root.tabSet?.selected == link.tab)
        #expect(host.animatedTransitionCount - animations <= 1)
        #expect(host.violations.isEmpty, "\(host.violations)")
    }

    // Promise: a good link unwinds a sheet and its alert, selects the tab and builds the stack, in at most one animation.
    @Test(arguments: good)
    func goodLinkUnwindsLayers(_ link: Good) throws {
        let (app, host) = Self.signedInShop()
        app.navigator.push(.product(7), onto: .tab(.catalog))
        app.navigator.present(.options(product: 7), as: .sheet(.fitting))
        app.navigator.showAlert(.optionsQuestion)
        host.settle()
        try #require(app.navigator.shown.layers.count == 2)
        let animations = host.animatedTransitionCount
        let request = app.open(link.text)
        host.settle()
        #expect(request.finishedOutcome == .completed)
        #expect(app.navigator.shown.layers.isEmpty)
        #expect(app.navigator.shown.stack(at: .tab(link.tab))?.screens == link.stack)
        #expect(app.navigator.shown.root.tabSet?.selected == link.tab)
        #expect(app.navigator.shown == app.navigator.state)
        #expect(host.animatedTransitionCount - animations <= 1)
        #expect(host.violations.isEmpty, "\(host.violations)")
    }

    // Promise: a bad link fails with its exact typed error and changes nothing: state, shown, the host's transcript.
    @Test(arguments: bad)
    func badLinkChangesNothing(_ link: Bad) throws {
        let (app, host) = Self.signedInShop()
        app.open("shop://orders/42")
        app.navigator.present(.options(product: 7), as: .sheet(.fitting))
        host.settle()
        let (state, shown, lines) = (app.navigator.state, app.navigator.shown, host.transcript.count)
        #expect(app.open(link.text).finishedOutcome == .refused(.link(link.error)))
        #expect(app.navigator.state == state)
        #expect(app.navigator.shown == shown)
        #expect(host.transcript.count == lines)
        host.settle()
        #expect(app.navigator.state == state)
        #expect(app.navigator.shown == shown)
        #expect(host.transcript.count == lines)
        #expect(app.links.pending == nil)
        #expect(host.violations.isEmpty, "\(host.violations)")
    }

    // Promise: signed out, a guarded link (orders, settings) or a Main one waits behind Sign in, never shown.
    @Test(arguments: ["shop://orders/42", "https://shop.example/orders/42", "shop://settings", "shop://product/3"])
    func signedOutLinkWaits(_ text: String) throws {
        let app = ShopApp(session: Session())
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        app.start()
        host.settle()
        let redirect = app.open(text)
        #expect(app.links.pending?.guardID == .signedIn)
        host.settle()
        #expect(redirect.finishedOutcome == .completed)  // Sign in's request: already on it
        #expect(app.navigator.shown.tree() == "root signIn: signIn")
        #expect(app.navigator.state == app.navigator.shown)
        #expect(app.links.pending?.link == (try DeepLink(text)))
        #expect(!host.transcript.contains { $0.text.contains("order(") || $0.text.contains("settings") || $0.text.contains("product(") })
        #expect(host.violations.isEmpty, "\(host.violations)")
    }

    // Promise: signed out, a bad link fails with its exact typed error, keeps Sign in, and leaves nothing pending.
    @Test(arguments: [
        Bad("shop://orders/abc", .parameterInvalid(name: "id", value: "abc", expected: "Int")),
        Bad("ftp://orders/42", .schemeUnsupported("ftp")), Bad("shop://orders//42", .emptySegment(position: 1)),
    ])
    func signedOutBadLinkFails(_ link: Bad) throws {
        let app = ShopApp(session: Session())
        let host = SimulatedHost<ShopScreen>()
        app.navigator.attach(host)
        app.start()
        host.settle()
        let (state, lines) = (app.navigator.state, host.transcript.count)
        #expect(app.open(link.text).finishedOutcome == .refused(.link(link.error)))
        host.settle()
        #expect(app.navigator.state == state)
        #expect(app.navigator.shown == state)
        #expect(host.transcript.count == lines)
        #expect(app.links.pending == nil)
    }
}
