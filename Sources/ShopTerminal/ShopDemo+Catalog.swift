import ShopApp
import Wayfinder

/// The catalog's list in the demo: scrolling it, and the product server's events (products
/// arriving at the top, a failed page retried), for keys and scripts alike.
extension ShopDemo {
    /// The catalog's model when the catalog is the screen on top, with no layer over it.
    var catalogOnScreen: CatalogModel? {
        let display = phone.host.display
        guard display.layers.isEmpty, let top = display.visibleRootStack.last else { return nil }
        return app.models[top, as: CatalogModel.self]
    }

    /// How far a screenful is (J and K): the catalog's rows on screen, or five of a sheet's lines.
    var screenful: Int { catalogOnScreen?.rows ?? 5 }

    /// Scrolls the catalog by `rows`; says which rows it shows and what is loading.
    func scrollCatalog(_ catalog: CatalogModel, by rows: Int) -> (message: String, failed: Bool) {
        if isMoving { return ("wait a moment: the screen is still moving", true) }
        catalog.scroll(by: rows)
        return (catalogPlace(catalog), false)
    }

    /// Scrolls the catalog's "Recently viewed" row by `cards`; says which products it shows.
    func scrollRecent(by cards: Int) -> (message: String, failed: Bool) {
        guard let catalog = catalogOnScreen else { return (obstacle(to: .scroll) ?? "the catalog is not on screen", true) }
        if isMoving { return ("wait a moment: the screen is still moving", true) }
        guard !catalog.recent.products.isEmpty else { return ("nothing viewed yet: open a product first", true) }
        catalog.scrollRecent(by: cards)
        let shown = catalog.recentVisible.map(String.init).joined(separator: ", ")
        return ("recently viewed shows \(shown) (from \(catalog.recentStart + 1) of \(catalog.recent.products.count))", false)
    }

    /// `count` new products arrive from the server at the top of the catalog; says where the
    /// catalog still is (it does not move).
    func productsArrive(_ count: Int) -> (message: String, failed: Bool) {
        guard app.products.isStarted else { return ("the catalog has not loaded yet; sign in first", true) }
        app.products.receiveNew(count)
        let arrived = "\(count.counted("new product")) arrived above"
        guard let catalog = catalogOnScreen ?? catalogModel, let first = catalog.visible.first else { return (arrived, false) }
        return ("\(arrived); product \(first) stays at the top (\(ShopTerminalViews.row(catalog.top, in: catalog.list)))", false)
    }

    /// Asks the server again for the catalog's page that failed.
    func retryPage() -> (message: String, failed: Bool) {
        guard let page = ShopTerminalViews.failedPage(app.products) else { return ("no page of the catalog failed", true) }
        app.products.retry()
        return ("asked for page \(page + 1) again", false)
    }

    /// The catalog tab's model, on screen or not.
    private var catalogModel: CatalogModel? {
        navigator.state.stack(at: CatalogCoordinator.catalogStack(in: navigator.state))?.root.flatMap {
            app.models[$0.id, as: CatalogModel.self]
        }
    }

    /// Which product is at the top, its row, and what the pages are doing.
    private func catalogPlace(_ catalog: CatalogModel) -> String {
        guard let first = catalog.visible.first else { return "the catalog is loading" }
        var place = "the catalog shows product \(first) at the top (\(ShopTerminalViews.row(catalog.top, in: catalog.list)))"
        if case .loading(let page) = app.products.later.phase { place += ", page \(page + 1) loading" }
        if case .loading(let page) = app.products.earlier.phase { place += ", page \(page + 1) loading above" }
        return place
    }
}
