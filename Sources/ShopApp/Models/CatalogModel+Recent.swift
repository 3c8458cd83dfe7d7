import Wayfinder

/// The catalog's "Recently viewed" carousel: one horizontally scrolling section of the list,
/// whose place is the list anchor's section `"recent"`, an anchor on the card at its leading edge
/// (named by ``recentItem(_:)``).
///
/// The place is recorded whenever the user scrolls the carousel, read back when a model is
/// made for the catalog (a restored session, a rebuilt stack), and kept while the model lives
/// (back from a product, from another tab). A carousel at its start records no section anchor:
/// it shows from its start, the product opened last first. When the product at its leading
/// edge leaves its place (opened again, it goes first; or it falls off the end), its nearest
/// neighbour keeps its place on screen (``RecentlyViewed/start(after:leading:)``).
///
/// ```swift
/// model.scrollRecent(by: 2)     // the anchor's sections["recent"] names the new leading product
/// model.recentVisible           // the products on screen in the carousel
/// ```
extension CatalogModel {
    /// The identity of the carousel's section in the list's anchor.
    public static let recentSection = "recent"
    /// How many cards the carousel shows at once.
    public static let cards = 3

    /// The name of `product`'s card in the carousel's anchor ("recent-3"): the list's names are
    /// unique across the whole list, carousels included, because a host's list screen finds an
    /// anchored item by its name alone (the same product is also a row of the list, "3").
    public nonisolated static func recentItem(_ product: Int) -> String {
        "recent-\(product)"
    }

    /// The product a carousel card's name (``recentItem(_:)``) names, if it names one.
    public nonisolated static func recentProduct(named name: String) -> Int? {
        guard name.hasPrefix("recent-") else { return nil }
        return Int(name.dropFirst("recent-".count))
    }

    /// The products on screen in the carousel, from its leading edge.
    public var recentVisible: ArraySlice<Int> {
        let products = recent.products
        return products[min(recentStart, products.count)..<min(recentStart + Self.cards, products.count)]
    }

    /// The carousel's own anchor: the product at its leading edge, `nil` at its start.
    public var recentAnchor: ListAnchor? {
        guard recentStart > 0, recent.products.indices.contains(recentStart) else { return nil }
        return ListAnchor(item: Self.recentItem(recent.products[recentStart]))
    }

    /// Scrolls the carousel by `cards` (negative: back towards its start): forward as far as a
    /// full set of cards goes, back as far as the first; records its place.
    public func scrollRecent(by cards: Int) {
        let count = recent.products.count
        let end = max(count - Self.cards, 0)
        showRecent(from: cards > 0 ? max(recentStart, min(recentStart + cards, end)) : recentStart + cards)
    }

    /// Shows the carousel from the product at `index` in ``RecentlyViewed/products``, within its
    /// products; records its place.
    func showRecent(from index: Int) {
        recentStart = max(0, min(index, recent.products.count - 1))
        writeAnchor()
    }

    /// Puts the carousel at the place the value's section anchor names: its product at the
    /// leading edge, or the start when the carousel no longer holds it.
    func placeRecent(at anchor: ListAnchor?) {
        recentStart = anchor.flatMap { anchor in recent.products.firstIndex { Self.recentItem($0) == anchor.item } } ?? 0
    }

    /// A product was opened: the carousel keeps its place, or falls back to a neighbour of the
    /// product that left it; the value's anchor says so.
    func recentChanged(_ change: RecentlyViewed.Change) {
        guard recentStart > 0 else { return }
        recentStart = recent.start(after: change, leading: recentStart) ?? 0
        writeAnchor()
    }
}
