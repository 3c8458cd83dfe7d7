import ShopApp
import Testing
import Wayfinder

/// Where the catalog's screen is a list that records its own place (the iOS example's UIKit list,
/// which knows the offset into a row and where each carousel is), the catalog's model writes no
/// anchor: one writer per anchor, so what the screen recorded is what the value keeps.
@MainActor
@Suite("Shop: a list screen that keeps its own place")
struct ListScreenKeepsItsPlaceTests {
    /// A value saved with the catalog 23 points into product 9007's row and its carousel moved to
    /// its third card, as the UIKit list records it.
    static func saved() throws -> NavigationState<ShopScreen> {
        let before = ShopTestbed(signedIn: true, recentlyViewed: [3, 2, 1])
        let catalog = try #require(before.catalog)
        try before.navigator.setAnchor(
            ListAnchor(item: 9007, offset: 23, sections: [CatalogModel.recentSection: ListAnchor(item: CatalogModel.recentItem(1), offset: 12)]),
            of: CatalogCoordinator.productList, in: catalog.entry)
        before.settle()
        return try NavigationState<ShopScreen>.restored(from: try before.navigator.state.restorationData())
    }

    static func anchor(_ shop: ShopTestbed) -> ListAnchor? {
        shop.catalog?.anchor
    }

    // Promise: restored, the anchor the screen recorded stays exactly as it was while the model
    // is made, the anchored product's page and the one above it load, and the screen shows.
    @Test func aRestoredAnchorIsLeftAsTheScreenRecordedIt() throws {
        let saved = try Self.saved()
        let wanted = saved.anchor(of: CatalogCoordinator.productList, in: try #require(saved.stack(at: .tab(.catalog))?.root?.id))
        let shop = ShopTestbed(signedIn: true, recentlyViewed: [3, 2, 1], restored: saved, listScreensKeepTheirPlace: true)
        shop.settle()
        #expect(shop.app.products.items.contains(9007))  // the model still loaded the anchored page
        #expect(Self.anchor(shop) == wanted)
        #expect(shop.catalog?.recordsPlace == false)
    }

    // The terminal demo's model is its own viewport: it records whole rows, with its carousel
    // at a card (the same restored value loses the offset into the row there).
    @Test func theTerminalsModelRecordsItsOwnRows() throws {
        let shop = ShopTestbed(signedIn: true, recentlyViewed: [3, 2, 1], restored: try Self.saved())
        shop.settle()
        #expect(Self.anchor(shop)?.item == "9007")
        #expect(Self.anchor(shop)?.offset == 0)
    }

    // Promise: a link anchors the list on its product; the model follows it (the list goes
    // there) and writes nothing over it, nor over what the screen then records, whatever the
    // list loads meanwhile.
    @Test func aLinksAnchorIsLeftForTheScreen() throws {
        let shop = ShopTestbed(signedIn: true, listScreensKeepTheirPlace: true)
        shop.app.open("shop://product/9000")
        shop.settle()
        shop.navigator.pop(from: .tab(.catalog))
        shop.settle()
        let catalog = try #require(shop.catalog)
        #expect(catalog.visible.first == 9000)
        #expect(Self.anchor(shop) == ListAnchor(item: 9000))
        // The screen shows 9000 and records where it is, 15 points into its row.
        try shop.navigator.setAnchor(ListAnchor(item: 9000, offset: 15), of: CatalogCoordinator.productList, in: catalog.entry)
        shop.app.products.receiveNew(3)  // products arrive above while the user reads
        shop.settle()
        #expect(Self.anchor(shop) == ListAnchor(item: 9000, offset: 15))
        #expect(shop.problems.isEmpty)
    }
}
