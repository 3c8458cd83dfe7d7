import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// The catalog's "Recently viewed" carousel on the simulated host: its place, kept in the
/// catalog list's anchor as the section "recent", survives a product pushed and popped, another
/// tab, a link and a restored session, and falls back when its product leaves its place.
@MainActor
@Suite("Shop: the recently viewed carousel keeps its place")
struct RecentCarouselScenarioTests {
    /// Opens each product from the catalog and goes back, as a user would.
    private func view(_ products: [Int], in shop: ShopTestbed) {
        for product in products {
            shop.tap(.openProduct(product))
            shop.settle()
            shop.navigator.pop(from: .tab(.catalog))
            shop.settle()
        }
    }

    private func sectionAnchor(_ shop: ShopTestbed) -> Int? {
        shop.catalog?.anchor?.sections[CatalogModel.recentSection].flatMap { CatalogModel.recentProduct(named: $0.item) }
    }

    /// A signed-in Shop that viewed products 1–6 (the carousel: 6, 5, 4, 3, 2, 1), scrolled by
    /// two cards: 4 at its leading edge.
    private func scrolledShop() throws -> ShopTestbed {
        let shop = ShopTestbed(signedIn: true)
        view([1, 2, 3, 4, 5, 6], in: shop)
        let catalog = try #require(shop.catalog)
        #expect(shop.app.recentlyViewed.products == [6, 5, 4, 3, 2, 1])
        #expect(catalog.anchor?.sections.isEmpty == true)  // at its start: no section anchor
        catalog.scrollRecent(by: 2)
        #expect(Array(catalog.recentVisible) == [4, 3, 2])
        #expect(sectionAnchor(shop) == 4)
        return shop
    }

    // Promise: recorded when the user scrolls it; kept back from a product (one the carousel
    // did not hold: everything moves along, 4 stays at the leading edge) and from another tab;
    // the list's own anchor is kept beside it.
    @Test func keepsItsPlaceBackFromAProductAndAnotherTab() throws {
        let shop = try scrolledShop()
        let catalog = try #require(shop.catalog)
        catalog.scroll(by: 20)
        view([30], in: shop)
        #expect(shop.app.recentlyViewed.products == [30, 6, 5, 4, 3, 2, 1])
        #expect(Array(catalog.recentVisible) == [4, 3, 2])
        #expect(sectionAnchor(shop) == 4)
        #expect(catalog.visible.first == 21)
        shop.navigator.selectTab(.profile)
        shop.settle()
        shop.navigator.selectTab(.catalog)
        shop.settle()
        #expect(shop.catalog === catalog)
        #expect(Array(catalog.recentVisible) == [4, 3, 2])
        #expect(shop.catalog?.anchor == ListAnchor(item: 21, sections: ["recent": ListAnchor(item: CatalogModel.recentItem(4))]))
        #expect(shop.problems.isEmpty)
    }

    // Promise: the product at the leading edge opened again goes first; its neighbour after it
    // keeps its place on screen, and the value's section anchor says where the carousel starts.
    @Test func theLeadingProductOpenedAgainFallsBack() throws {
        let shop = try scrolledShop()
        view([4], in: shop)
        let catalog = try #require(shop.catalog)
        #expect(shop.app.recentlyViewed.products == [4, 6, 5, 3, 2, 1])
        #expect(Array(catalog.recentVisible) == [5, 3, 2])  // 3 stays second, 2 third
        #expect(sectionAnchor(shop) == 5)
    }

    // Promise: a link to a product keeps the carousel's place; the list goes to the product.
    // The second link opens the product the carousel shows first, which changes nothing in it.
    @Test func aLinkKeepsTheCarouselsPlace() throws {
        let shop = try scrolledShop()
        for _ in 1...2 {
            shop.app.open("shop://product/9000")
            shop.settle()
            shop.navigator.pop(from: .tab(.catalog))
            shop.settle()
        }
        let catalog = try #require(shop.catalog)
        #expect(catalog.visible.first == 9000)
        #expect(Array(catalog.recentVisible) == [4, 3, 2])
        #expect(shop.catalog?.anchor == ListAnchor(item: 9000, sections: ["recent": ListAnchor(item: CatalogModel.recentItem(4))]))
    }

    // Promise: a write of the carousel's place never puts an older product back in the list's
    // anchor: the list scrolled, then the carousel, while a change runs (from a callback, as a
    // screen model's factory does; the navigator records both anchors after the change), leave
    // the anchor on the list's new top product.
    @Test func theCarouselsWriteKeepsTheListsNewerPlace() throws {
        let shop = try scrolledShop()
        let catalog = try #require(shop.catalog)
        var heldBack: String?
        shop.navigator.update { state in
            try state.selectTab(.catalog)
            catalog.scroll(by: 10)
            catalog.scrollRecent(by: 1)
            heldBack = catalog.anchor?.item
        }
        #expect(heldBack == "1")  // recorded after the change
        shop.settle()
        #expect(catalog.visible.first == 11)
        #expect(catalog.anchor?.item == "11")
        #expect(catalog.anchor?.sections[CatalogModel.recentSection] == catalog.recentAnchor)
        #expect(shop.problems.isEmpty)
    }

    // Promise: restored with the value: a new app, given the products the earlier one kept,
    // shows the carousel from the same product.
    @Test func aRestoredSessionShowsTheSamePlace() throws {
        let before = try scrolledShop()
        let saved = try before.navigator.state.restorationData()
        let after = ShopTestbed(
            signedIn: true, recentlyViewed: before.app.recentlyViewed.products,
            restored: try NavigationState<ShopScreen>.restored(from: saved))
        let catalog = try #require(after.catalog)
        #expect(Array(catalog.recentVisible) == [4, 3, 2])
        #expect(after.catalog?.anchor?.sections["recent"] == ListAnchor(item: CatalogModel.recentItem(4)))
        #expect(after.problems.isEmpty)
    }
}
