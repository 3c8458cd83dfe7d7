import Testing
import Wayfinder

/// What a router and a guard say they hold, for the navigation map.
@Suite("Declared links and redirects")
struct DeclaredLinksTests {
    @Test("a router lists its patterns in the order added, with their parameters and where each lands")
    func routerListsItsPatterns() throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        let order = ScreenPath("main", tab: "profile", ["profile", "orders", "order(id)"])
        try router.add("/orders/:id", shows: order) { try $0.parameter("id") }
        try router.add("/compare/:kind/*ids/") { _ in "compare" }
        try router.add("/") { _ in "home" }
        #expect(router.declaredLinks == [
            LinkDeclaration(pattern: "/orders/:id", parameters: ["id"], shows: order),
            LinkDeclaration(pattern: "/compare/:kind/*ids", parameters: ["kind", "ids"], shows: nil),
            LinkDeclaration(pattern: "/", parameters: [], shows: nil),
        ])
        #expect(try router.resolve("shop://orders/42") == "42")
    }

    @Test("a pattern refused is not listed")
    func refusedPatternIsNotListed() throws {
        var router = DeepLinkRouter<String>(schemes: ["shop"])
        try router.add("/orders/:id") { _ in "order" }
        #expect(throws: DeepLinkError.patternDuplicated("/orders/:number")) {
            try router.add("/orders/:number", shows: ScreenPath("main", ["order(number)"])) { _ in "other" }
        }
        #expect(router.declaredLinks.map(\.pattern) == ["/orders/:id"])
    }

    @Test("a screen name reads its parameters from the literal, and prints as written")
    func screenNameLiteral() {
        let options: ScreenName = "options(product, size)"
        #expect(options == ScreenName("options", parameters: ["product", "size"]))
        #expect(options.description == "options(product, size)")
        #expect(("cart" as ScreenName) == ScreenName("cart"))
        #expect(("odd(" as ScreenName).name == "odd(")
        #expect(ScreenPath("main", tab: "profile", ["profile", "order(id)"]).description == "main › profile: profile › order(id)")
        #expect(ScreenPath("signIn", ["signIn"]).description == "signIn: signIn")
    }

    @Test("a guard keeps where its redirect lands; without it, nowhere is declared")
    @MainActor
    func guardListsItsRedirect() {
        let signIn = ScreenPath("signIn", ["signIn"])
        let declared = NavigationGuard<String>(
            "signedIn", isSatisfied: { false }, protects: { $0 == "orders" }, redirectsTo: [signIn],
            redirect: { state in state.switchRoot(to: "signIn", root: "signIn") })
        let undeclared = NavigationGuard<String>("other", isSatisfied: { true }, protects: { _ in false }, redirect: { _ in })
        #expect(declared.redirectsTo == [signIn])
        #expect(undeclared.redirectsTo.isEmpty)
    }
}
