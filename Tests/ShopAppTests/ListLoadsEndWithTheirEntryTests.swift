import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// A list's loads are cancelled when its entry leaves the navigation value, by any route, and a
/// late answer changes nothing (issue 23). On the simulated host's virtual clock.
@MainActor
@Suite("Shop: a list's loads end when its entry leaves the value")
struct ListLoadsEndWithTheirEntryTests {
    /// How the catalog's entry leaves the value.
    enum Route: String, CaseIterable, CustomTestStringConvertible {
        /// The user signs out: Sign in replaces the main flow.
        case signOut
        /// A change rebuilds the catalog tab's stack without the catalog at its bottom.
        case stackRebuilt
        /// A restored value (saved at Sign in) is navigated to, replacing the main flow.
        case restorationReplacesTheValue

        var testDescription: String { rawValue }

        @MainActor func take(_ shop: ShopTestbed) throws {
            switch self {
            case .signOut:
                shop.app.signOut()
            case .stackRebuilt:
                shop.navigator.update { state in try state.replaceStack(with: [.product(12)], at: .tab(.catalog)) }
            case .restorationReplacesTheValue:
                let signedOut = ShopTestbed(signedIn: false)
                let saved = try signedOut.navigator.state.restorationData()
                shop.navigator.navigate(to: try NavigationState<ShopScreen>.restored(from: saved))
            }
        }
    }

    // Promise: the page loading when the catalog's entry leaves is cancelled at once: it is the
    // next page to load, and its answer, when it comes, adds nothing.
    @Test(arguments: Route.allCases)
    func theLoadInFlightIsCancelled(route: Route) throws {
        let shop = ShopTestbed(signedIn: true)
        let catalog = try #require(shop.catalog)
        catalog.scroll(by: 40)  // within two screens of the end: page 2 loads
        #expect(isLoading(shop.app.products.later, page: 1))
        try route.take(shop)
        #expect(!catalog.isInValue)
        guard case .idle(next: 1) = shop.app.products.later.phase else {
            Issue.record("the load was not cancelled: \(shop.app.products.later.phase)")
            return
        }
        shop.settle()  // the server's answer comes, late
        #expect(shop.app.products.items.count == 50)
        #expect(shop.catalog == nil || shop.catalog !== catalog)
        #expect(shop.problems.isEmpty)
    }

    // Promise: a late answer changes nothing even when its page is asked for again before it
    // comes: signed out and in again, the new catalog asks for page 2 anew; the first load's
    // answer comes before the second's and is dropped, and the page comes with its own answer.
    @Test func aLateAnswerChangesNothingWhenItsPageLoadsAgain() throws {
        let shop = ShopTestbed(signedIn: true)
        shop.app.products.server.latency = .seconds(2)
        try #require(shop.catalog).scroll(by: 40)  // page 2 asked for at t, answered at t + 2 s
        shop.app.signOut()
        shop.host.advance(by: .milliseconds(500))
        shop.app.signIn(as: "Ada")
        shop.host.advance(by: .milliseconds(500))
        let again = try #require(shop.catalog)
        again.scroll(by: 40)  // page 2 asked for again at t + 1 s, answered at t + 3 s
        #expect(isLoading(shop.app.products.later, page: 1))
        shop.host.advance(by: .milliseconds(1_200))  // t + 2.2 s: the first answer came
        #expect(shop.app.products.items.count == 50)
        #expect(isLoading(shop.app.products.later, page: 1))
        shop.settle()
        #expect(shop.app.products.items.count == 100)
        #expect(again.visible.first == 41)
        #expect(shop.problems.isEmpty)
    }

    private func isLoading(_ paging: ListPaging<Int>, page: Int) -> Bool {
        if case .loading(page) = paging.phase { return true }
        return false
    }
}
