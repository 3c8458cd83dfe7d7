import ShopApp
import Wayfinder
import WayfinderTerminal

/// The catalog screen in the terminal: the rows its model shows, where they are in the list,
/// and the footer the paging's phase makes (a page loading, a page failed with its retry).
extension ShopTerminalViews {
    func catalog(_ id: EntryID, _ action: (String, ShopEvent) -> ScreenContent.Action) -> ScreenContent {
        guard let model = app.models[id, as: CatalogModel.self] else { return ScreenContent(title: "Catalog", lines: ["Loading…"]) }
        let list = model.list
        let rows = Array(model.visible)
        var actions = rows.compactMap { app.product($0) }.map { action("\($0.name) · $\($0.price)", .openProduct($0.id)) }
        if model.top + CatalogModel.rows < list.items.count {
            actions.append(ScreenContent.Action("More…") { [weak model] in model?.scroll(by: CatalogModel.rows) })
        }
        if model.top > 0 {
            actions.append(ScreenContent.Action("Back to the top") { [weak model] in model?.scrollToTop() })
        }
        if let failed = Self.failedPage(list) {
            actions.append(ScreenContent.Action("Retry page \(failed + 1)") { [weak list] in list?.retry() })
        }
        var lines = [app.catalog.count.formatted + " products" + (list.newCount > 0 ? " · \(list.newCount.formatted) new" : "")]
        lines += Self.carousel(model)
        if let first = rows.first, let index = list.items.firstIndex(of: first) {
            lines.append("Rows \(index + 1)–\(index + rows.count) of \(list.items.count) loaded")
        }
        lines += [Self.footer(list.earlier, above: true), Self.footer(list.later, above: false)].compactMap { $0 }
        return ScreenContent(title: "Catalog", lines: lines, actions: actions)
    }

    /// The "Recently viewed" row, once a product was opened: the cards on screen, `‹` when
    /// some are before them, `›` when some are after, and where they are among all.
    static func carousel(_ model: CatalogModel) -> [String] {
        let products = model.recent.products
        let cards = model.recentVisible
        guard let first = cards.first, let index = products.firstIndex(of: first) else { return [] }
        let row = (index > 0 ? "‹ " : "  ") + cards.map(String.init).joined(separator: " · ")
            + (index + cards.count < products.count ? " ›" : "")
        let place = products.count > cards.count ? " \(index + 1)–\(index + cards.count) of \(products.count)" : ""
        return ["Recently viewed\(place):", row]
    }

    /// What a direction's paging shows: nothing when idle, else its page loading or failed.
    private static func footer(_ paging: ListPaging<Int>, above: Bool) -> String? {
        switch paging.phase {
        case .idle: nil
        case .loading(let page): "Loading page \(page + 1)\(above ? " above" : "")…"
        case .failed(_, let error): "Failed: \(error) (retry below)"
        }
    }

    static func failedPage(_ list: ProductList) -> Int? {
        for paging in [list.later, list.earlier] {
            if case .failed(let page, _) = paging.phase { return page }
        }
        return nil
    }
}
