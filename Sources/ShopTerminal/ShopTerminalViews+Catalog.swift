import ShopApp
import Wayfinder
import WayfinderTerminal

/// The catalog screen in the terminal: the rows its model shows, where they are in the list,
/// and the footer the paging's phase makes (a page loading, a page failed with its retry).
extension ShopTerminalViews {
    func catalog(_ id: EntryID, _ action: (String, ShopEvent) -> ScreenContent.Action) -> ScreenContent {
        guard let model = app.models[id, as: CatalogModel.self] else { return ScreenContent(title: "Catalog", lines: ["Loading…"]) }
        let list = model.list
        var lines = [app.catalog.count.formatted + " products" + (list.newCount > 0 ? " · \(list.newCount.formatted) new" : "")]
        lines += Self.carousel(model)
        let footers = [Self.footer(list.earlier, above: true), Self.footer(list.later, above: false)].compactMap { $0 }
        var others: [ScreenContent.Action] = []
        if model.top > 0 {
            others.append(ScreenContent.Action("Back to the top") { [weak model] in model?.scrollToTop() })
        }
        if let failed = Self.failedPage(list) {
            others.append(ScreenContent.Action("Retry page \(failed + 1)") { [weak list] in list?.retry() })
        }
        // The split's sidebar has no tab bar: the other sections open from it, in the detail.
        if app.navigator.state.root.columns != nil {
            others += [action("Cart", .openCart), action("Profile", .openProfile)]
        }
        // The rows fill the phone's height under the lines (the counter among them, a blank
        // line after), beside the other actions and "More…" when rows remain below.
        let room = (phone?.contentRows(tabBar: true) ?? 17) - lines.count - (list.items.isEmpty ? 0 : 1) - footers.count - 1 - others.count
        model.show(rows: model.top + room < list.items.count ? room - 1 : room)
        let rows = Array(model.visible)
        if let first = rows.first, let index = list.items.firstIndex(of: first) {
            lines.append(Self.counter(index..<(index + rows.count), in: list))
        }
        var actions = rows.compactMap { app.product($0) }.map { action("\($0.name) · $\($0.price)", .openProduct($0.id)) }
        if model.top + model.rows < list.items.count {
            actions.append(ScreenContent.Action("More…") { [weak model] in model.map { $0.scroll(by: $0.rows) } })
        }
        return ScreenContent(title: "Catalog", lines: lines + footers, actions: actions + others)
    }

    /// Which rows `rows` (indices in the list) are, in the words the rows use: the new
    /// products (the newest first) and the catalog's loaded rows are numbered apart, so the
    /// rows keep their numbers when new ones arrive above.
    static func counter(_ rows: Range<Int>, in list: ProductList) -> String {
        let new = rows.clamped(to: 0..<list.newCount)
        let loaded = rows.clamped(to: list.newCount..<list.items.count)
        let parts = [
            new.isEmpty ? nil : "New \(new.lowerBound + 1)–\(new.upperBound) of \(list.newCount.formatted)",
            loaded.isEmpty
                ? nil : "Rows \(loaded.lowerBound - list.newCount + 1)–\(loaded.upperBound - list.newCount) of \((list.items.count - list.newCount).formatted) loaded",
        ]
        return parts.compactMap { $0 }.joined(separator: " · ")
    }

    /// Row `index` of the list, numbered as ``counter(_:in:)`` numbers it.
    static func row(_ index: Int, in list: ProductList) -> String {
        index < list.newCount
            ? "new row \(index + 1) of \(list.newCount.formatted)"
            : "row \(index - list.newCount + 1) of \((list.items.count - list.newCount).formatted) loaded"
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
