import Foundation
import ShopApp
import Testing
import Wayfinder
import WayfinderTesting

/// The catalog as a paged list from the simulated product server, its place kept in the
/// navigation value (issue 23, S11–S13), on the simulated host's virtual clock.
@MainActor
@Suite("Shop: the catalog keeps its place")
struct CatalogListScenarioTests {
    /// The product at the top of the catalog's viewport, once the server has answered.
    private func topProduct(_ shop: ShopTestbed) -> Int? {
        shop.settle()
        return shop.catalog?.visible.first
    }

    private func anchoredProduct(_ shop: ShopTestbed) -> Int? {
        shop.catalog?.anchor?.item(as: Int.self)
    }

    // Promise (S11): back from a product and from another tab, the catalog shows the product
    // it showed at the top before, and the value names it.
    @Test func keepsItsPlaceBackFromAProductAndAnotherTab() throws {
        let shop = ShopTestbed(signedIn: true)
        let catalog = try #require(shop.catalog)
        #expect(shop.app.products.items.count == 50)
        catalog.scroll(by: 30)
        #expect(topProduct(shop) == 31)
        #expect(anchoredProduct(shop) == 31)
        shop.tap(.openProduct(33))
        shop.settle()
        #expect(shop.navigator.shown.stack(at: .tab(.catalog))?.screens == [.catalog, .product(33)])
        shop.navigator.pop(from: .tab(.catalog))
        shop.settle()
        #expect(topProduct(shop) == 31)
        shop.navigator.selectTab(.cart)
        shop.settle()
        shop.navigator.selectTab(.catalog)
        shop.settle()
        #expect(shop.catalog === catalog)
        #expect(topProduct(shop) == 31)
        #expect(anchoredProduct(shop) == 31)
        #expect(shop.problems.isEmpty)
    }

    // Promise (S12): products arriving above the top row move nothing on screen, a burst of
    // 1,000 too; the anchor still names the same product.
    @Test func productsArrivingAboveMoveNothing() throws {
        let shop = ShopTestbed(signedIn: true)
        let catalog = try #require(shop.catalog)
        catalog.scroll(by: 20)
        let shown = Array(catalog.visible)
        shop.app.products.receiveNew(3)
        #expect(Array(catalog.visible) == shown)
        #expect(catalog.top == 23)
        shop.app.products.receiveNew(1_000)
        #expect(Array(catalog.visible) == shown)
        #expect(anchoredProduct(shop) == 21)
        #expect(shop.app.products.items.prefix(2) == [11_003, 11_002])
        catalog.scrollToTop()
        #expect(topProduct(shop) == 11_003)
        #expect(shop.app.product(11_003)?.name == "New product 11003")
    }

    // Promise: the sample keeps its place as the core's anchor maths says, for new products
    // above, pages below and pages above (the sample, compiled as an app, cannot call it).
    @Test func theSampleAgreesWithTheAnchorMaths() throws {
        let shop = ShopTestbed(signedIn: true)
        shop.app.open("shop://product/9000")
        shop.settle()
        shop.navigator.pop(from: .tab(.catalog))
        shop.settle()
        let catalog = try #require(shop.catalog)
        var checked = 0
        // New products above; a scroll up that loads the page above; a scroll down that loads
        // the page below; new products again.
        for step in [0, -45, 0, 1000, 0, -1000] {
            if step != 0 { catalog.scroll(by: step) }
            let before = shop.app.products.items
            let top = catalog.top
            if step == 0 { shop.app.products.receiveNew(3) }
            shop.settle()
            let after = shop.app.products.items
            let old = Set(before)
            let insertions = after.indices.filter { !old.contains(after[$0]) }.map {
                ListEdits.Insertion(index: $0, item: String(after[$0]), height: 1)
            }
            guard !insertions.isEmpty else { continue }
            let maths = try ListAnchor(item: before[top]).reanchored(
                at: top, count: before.count, after: ListEdits(insertions: insertions),
                item: { String(before[$0]) }, top: { Double($0) })
            #expect(maths.index == catalog.top)
            #expect(after[catalog.top] == before[top])
            checked += 1
        }
        #expect(checked == 6)
    }

    // Promise (S12): the third page fails once; the footer's phase says so, nothing is added
    // and nothing moves; a retry loads it, and the row at the top stays.
    @Test func aFailedPageIsRetried() throws {
        let shop = ShopTestbed(signedIn: true)
        let catalog = try #require(shop.catalog)
        catalog.scroll(by: 40)  // within two screens of the end: page 2 loads
        shop.settle()
        #expect(shop.app.products.items.count == 100)
        catalog.scroll(by: 45)  // page 3 (index 2), the one that fails once
        #expect(isLoading(shop.app.products.later, page: 2))
        shop.settle()
        guard case .failed(2, let error) = shop.app.products.later.phase else {
            Issue.record("page 3 did not fail: \(shop.app.products.later.phase)")
            return
        }
        #expect("\(error)" == "page 3 timed out")
        #expect(shop.app.products.items.count == 100)
        #expect(topProduct(shop) == 86)
        #expect(shop.app.products.retry())
        shop.settle()
        #expect(shop.app.products.items.count == 150)
        #expect(topProduct(shop) == 86)
        #expect(!shop.app.products.retry())
    }

    // Promise (S13): a link to product 9000 and back shows the catalog at 9000, though its row
    // was never drawn: the first page loaded is the one holding it.
    @Test func aLinkDeepIntoTheListAndBack() throws {
        let shop = ShopTestbed(signedIn: true)
        shop.app.open("shop://product/9000")
        shop.settle()
        shop.navigator.pop(from: .tab(.catalog))
        shop.settle()
        #expect(topProduct(shop) == 9000)
        #expect(anchoredProduct(shop) == 9000)
        #expect(shop.problems.isEmpty)
    }

    // Promise (S13): a restored session shows the catalog where it was: a new app, a new list
    // loaded from the server, the same product at the top.
    @Test func aRestoredSessionShowsTheSamePlace() throws {
        let before = ShopTestbed(signedIn: true)
        try #require(before.catalog).scroll(by: 30)
        before.app.open("shop://product/9000")
        before.settle()
        before.navigator.pop(from: .tab(.catalog))
        before.settle()
        #expect(topProduct(before) == 9000)
        try #require(before.catalog).scroll(by: 7)
        #expect(topProduct(before) == 9007)
        let saved = try before.navigator.state.restorationData()
        let after = ShopTestbed(signedIn: true, restored: try NavigationState<ShopScreen>.restored(from: saved))
        #expect(topProduct(after) == 9007)
        // The page holding 9007 first, then the one above, within two screens of the top.
        #expect(after.app.products.items.first == 8951)
        try #require(after.catalog).scroll(by: -60)
        after.settle()
        #expect(after.app.products.items.first == 8901)
        #expect(topProduct(after) == 8951)
        #expect(after.problems.isEmpty)
    }

    // Promise: a load in flight when the catalog leaves the value (signing out) is cancelled;
    // its late answer adds nothing, and its page is the next to load.
    @Test func signingOutCancelsTheLoadInFlight() throws {
        let shop = ShopTestbed(signedIn: true)
        try #require(shop.catalog).scroll(by: 40)
        #expect(isLoading(shop.app.products.later, page: 1))
        shop.app.signOut()
        shop.settle()
        #expect(shop.app.products.items.count == 50)
        guard case .idle(next: 1) = shop.app.products.later.phase else {
            Issue.record("the load was not cancelled: \(shop.app.products.later.phase)")
            return
        }
    }

    private func isLoading(_ paging: ListPaging<Int>, page: Int) -> Bool {
        if case .loading(page) = paging.phase { return true }
        return false
    }
}
