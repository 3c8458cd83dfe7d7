import Testing
import Wayfinder
import WayfinderTesting

/// A shop written as the usual SwiftUI article writes it: a `Route` enum behind a `Router` that
/// screens call (`router.show(.product(3))`, `router.goBack()`), and deep links that land
/// through the same router. Each of the router's methods is one line over the navigator; a link
/// is one change from whatever is on screen.
@MainActor
@Suite("Scenarios: a Router facade with deep links")
struct RouterScenarioTests {
    enum Route: Hashable, Sendable {
        case home, product(Int), cart, checkout, orders, order(Int)
    }

    enum Link: Sendable {
        case product(Int), order(Int)
    }

    @MainActor
    final class Router {
        let navigator: Navigator<Route>
        let links: DeepLinkHandler<Route, Link>

        init(navigator: Navigator<Route>) throws {
            self.navigator = navigator
            var router = DeepLinkRouter<Link>(schemes: ["shop"])
            try router.add("/product/:id") { .product(try $0.parameter("id", as: Int.self)) }
            try router.add("/orders/:id") { .order(try $0.parameter("id", as: Int.self)) }
            links = DeepLinkHandler(navigator: navigator, router: router) { link, state in
                state.dismissAll()
                switch link {
                case .product(let id): try state.replaceStack(with: [.home, .product(id)], at: .root)
                case .order(let id): try state.replaceStack(with: [.home, .orders, .order(id)], at: .root)
                }
            }
        }

        @discardableResult func show(_ route: Route) -> NavigationRequest { navigator.push(route) }
        @discardableResult func showCart() -> NavigationRequest { navigator.present(.cart, as: .sheet) }
        @discardableResult func goBack() -> NavigationRequest { navigator.back() }
        @discardableResult func goHome() -> NavigationRequest { navigator.backToRoot() }
        @discardableResult func open(_ url: String) -> NavigationRequest { links.open(url) }
    }

    /// Home › Product(3), the cart in a sheet with checkout pushed, settled.
    func shopping() throws -> (NavigationTestbed<Route>, Router) {
        let testbed = NavigationTestbed(NavigationState<Route>(root: .home))
        let router = try Router(navigator: testbed.navigator)
        router.show(.product(3))
        router.showCart()
        router.show(.checkout)
        testbed.settle()
        #expect(testbed.tree == "root main: home › product(3)\nsheet [large]: cart › checkout")
        return (testbed, router)
    }

    var durations: SimulatedDurations { .uiKit }

    // Promise: a link lands from anywhere in one change: the sheet leaves (one animation) over
    // the stack already set, and the entries already shown (Home) keep their identities.
    @Test func linkLandsFromASheetInOneAnimation() async throws {
        let (testbed, router) = try shopping()
        let home = testbed.navigator.state.visiblePath[0].id
        let report = testbed.measure { router.open("shop://orders/42") }
        #expect(testbed.tree == "root main: home › orders › order(42)")
        #expect(report.animatedTransitions == 1)
        #expect(report.time == durations.modal)
        #expect(testbed.navigator.state.visiblePath[0].id == home)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: the router's back methods cross the sheet as the user would expect.
    @Test func goBackAndGoHomeCrossTheSheet() throws {
        let (testbed, router) = try shopping()
        router.goBack()
        testbed.settle()
        #expect(testbed.tree == "root main: home › product(3)\nsheet [large]: cart")
        router.goBack()
        testbed.settle()
        #expect(testbed.tree == "root main: home › product(3)")
        router.showCart()
        testbed.settle()
        let report = testbed.measure { router.goHome() }
        #expect(testbed.tree == "root main: home")
        #expect(report.animatedTransitions == 1)
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: a link the router cannot read or match is refused with its typed error and
    // changes nothing, wherever the user is.
    @Test func badLinksChangeNothing() async throws {
        let (testbed, router) = try shopping()
        let before = testbed.navigator.state
        for (url, error) in [
            ("shop://orders/abc", DeepLinkError.parameterInvalid(name: "id", value: "abc", expected: "Int")),
            ("shop://wishlist", DeepLinkError.unmatched(path: "/wishlist")),
        ] {
            #expect(await router.open(url).outcome == .refused(.link(error)))
            #expect(testbed.navigator.state == before)
        }
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }

    // Promise: a link that arrives while a push is still animating waits for it (UIKit takes
    // one transition at a time), then lands; both complete, each once the screen showed it.
    @Test func linkDuringAPushWaitsAndWins() async throws {
        let testbed = NavigationTestbed(NavigationState<Route>(root: .home))
        let router = try Router(navigator: testbed.navigator)
        let push = router.show(.product(1))
        testbed.host.advance(by: .milliseconds(100))
        let link = router.open("shop://product/7")
        testbed.settle()
        #expect(await push.outcome == .completed)
        #expect(await link.outcome == .completed)
        #expect(testbed.tree == "root main: home › product(7)")
        #expect(testbed.problems.isEmpty, "\(testbed.problems)")
    }
}
