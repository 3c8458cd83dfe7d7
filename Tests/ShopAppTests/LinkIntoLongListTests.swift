import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// A link to a product far down the 10,000-row catalog (issue 23): the catalog's list is
/// anchored on that product in the same change, though its row was never drawn.
@MainActor
@Suite("Shop: a link into a long list")
struct LinkIntoLongListTests {
    // Promise: the link shows the product and anchors the catalog on it; going back, the
    // catalog still names that product as where it is, and the anchor leaves with the catalog
    // only when the catalog itself leaves.
    @Test func linkAnchorsTheCatalogOnItsProduct() throws {
        let shop = ShopTestbed(signedIn: true)
        shop.app.open("shop://product/9000")
        shop.settle()
        let catalog = try #require(shop.navigator.state.stack(at: .tab(.catalog))?.root?.id)
        #expect(shop.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog, .product(9000)])
        #expect(shop.navigator.state.anchor(of: CatalogCoordinator.productList, in: catalog)?.item(as: Int.self) == 9000)
        shop.navigator.pop(from: .tab(.catalog))
        shop.settle()
        #expect(shop.navigator.state.anchor(of: CatalogCoordinator.productList, in: catalog)?.item(as: Int.self) == 9000)
        #expect(shop.problems.isEmpty)
    }
}
