import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// The Shop's transitions on the simulated host: a product zooms out of its catalog row and back
/// into it, the sign-in root switch fades, the Terms cover slides up.
@MainActor
@Suite("Shop transitions")
struct TransitionScenarioTests {
    /// A signed-in Shop whose simulated catalog screen holds the product list, as a zoom finds a
    /// row in it.
    static func shop() -> ShopTestbed {
        let shop = ShopTestbed(signedIn: true)
        shop.host.driver.listItems = { [weak app = shop.app] entry in
            entry.screen == .catalog ? app?.products.items.map(String.init) : nil
        }
        return shop
    }

    // Promise: a product opened from its catalog row zooms out of the row and back into it.
    @Test func productZoomsOutOfItsRowAndBack() async throws {
        let shop = Self.shop()
        let catalog = try #require(shop.navigator.state.stack(at: .tab(.catalog))?.root?.id)
        shop.tap(.openProduct(3))
        shop.settle()
        #expect(shop.navigator.state.topEntry.map { shop.navigator.state.transition(of: $0.id) } == .zoom(from: 3, in: catalog))
        let pop = shop.navigator.pop(from: .tab(.catalog))
        #expect(await pop.outcome == .completed)
        #expect(pop.transitionFallbacks.isEmpty)
        #expect(shop.host.transcript.map(\.text).filter { $0.hasPrefix("zoom") } == ["zoom out of 3", "zoom back into 3"])
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // Promise: a product whose row is gone when it leaves leaves with the system transition,
    // and the pop says so.
    @Test func productWhoseRowIsGoneFallsBack() async throws {
        let shop = Self.shop()
        let catalog = try #require(shop.navigator.state.stack(at: .tab(.catalog))?.root?.id)
        shop.tap(.openProduct(3))
        shop.settle()
        shop.host.list(of: catalog)?.delete("3")
        let pop = shop.navigator.pop(from: .tab(.catalog))
        #expect(await pop.outcome == .completed)
        #expect(pop.transitionFallbacks == [.zoomSourceGone(ZoomSource(list: catalog, item: "3"))])
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // Promise: signing in fades into the main flow.
    @Test func signInFades() {
        let shop = ShopTestbed(signedIn: false)
        shop.app.signIn(as: "Ada")
        #expect(shop.navigator.state.root.transition == .crossFade)
        shop.settle()
        #expect(shop.navigator.shown.root.flow == "main")
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }

    // Promise: the Terms, opened from Settings, slide up in a cover and close again.
    @Test func termsSlideUpInACover() {
        let shop = Self.shop()
        shop.navigator.selectTab(.profile)
        shop.tap(.openSettings)
        shop.settle()
        shop.tap(.openTerms)
        shop.settle()
        let terms = shop.navigator.shown.layers.last
        #expect(terms?.presentationStyle == .fullScreenCover)
        #expect(terms?.transition == .slideFromBottom)
        #expect(terms?.stack?.screens == [.terms])
        shop.tap(.close)
        shop.settle()
        #expect(shop.navigator.shown.layers.isEmpty)
        #expect(shop.problems.isEmpty, "\(shop.problems)")
    }
}
