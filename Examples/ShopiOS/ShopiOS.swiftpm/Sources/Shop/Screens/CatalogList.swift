import SwiftUI
import UIKit
import Wayfinder
import WayfinderUIKit

/// The catalog's shelves: the "Recently viewed" carousel, then the paged products. A shelf's
/// `description` ("recent") names its carousel's anchor in the value.
enum CatalogShelf: Hashable, Sendable {
    case recent
    case products
}

/// A row of the catalog: a product of the paged list, a product in the carousel, or the list's
/// footer (a page loading, a failed page to retry). Its `description` is its identity in the
/// anchor, the names the Shop's `CatalogModel` uses, so that either reads what the other wrote: a
/// product's is its number (a link to product 9000 anchors "9000"), a carousel card's
/// `CatalogModel.recentItem(_:)` ("recent-3"), unique in the whole list as the list's reader
/// needs.
enum CatalogRow: Hashable, Sendable, LosslessStringConvertible {
    case product(Int)
    case recent(Int)
    case footer

    var description: String {
        switch self {
        case .product(let id): "\(id)"
        case .recent(let id): CatalogModel.recentItem(id)
        case .footer: "footer"
        }
    }

    init?(_ description: String) {
        if description == "footer" {
            self = .footer
        } else if let id = CatalogModel.recentProduct(named: description) {
            self = .recent(id)
        } else if let id = Int(description) {
            self = .product(id)
        } else {
            return nil
        }
    }
}

/// The catalog's UIKit list inside its SwiftUI screen: the library's `AnchoredListController`,
/// which keeps the list's place (and the carousel's) in the navigation value, and is the zoom's
/// source on iOS 18: a product zooms out of its row (`CatalogRow`'s `description`, the name the
/// coordinator's zoom gives) and back into it, the host finding the list among the screen's
/// children.
struct CatalogList: UIViewControllerRepresentable {
    let entry: EntryID
    let app: ShopApp
    let events: ScreenEvents

    func makeUIViewController(context: Context) -> AnchoredListController<CatalogShelf, CatalogRow> {
        CatalogFeed(app: app, events: events).makeList(for: entry)
    }

    func updateUIViewController(_ list: AnchoredListController<CatalogShelf, CatalogRow>, context: Context) {}
}

/// What the catalog's list shows and does: the products loaded so far (the Shop's `ProductList`,
/// paged as the user nears either end) and the recently viewed ones (the Shop's `RecentlyViewed`,
/// which counts a product as viewed when its screen shows), as snapshots; a tap opens a product
/// or retries a failed page. Kept alive by the list's closures, for as long as the list.
@MainActor
final class CatalogFeed {
    typealias List = AnchoredListController<CatalogShelf, CatalogRow>

    private let app: ShopApp
    private let events: ScreenEvents
    private weak var list: List?

    init(app: ShopApp, events: ScreenEvents) {
        self.app = app
        self.events = events
    }

    /// The list for the catalog's entry, with its first snapshot. The list is the anchor's one
    /// writer: the Shop is made with `listScreensKeepTheirPlace`, so the catalog's
    /// `CatalogModel` only follows links' anchors and loads pages.
    func makeList(for entry: EntryID) -> List {
        // A list cell's one label follows Dynamic Type, and the cell grows with it (estimated heights).
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, CatalogRow> { [app] cell, _, row in
            var content = UIListContentConfiguration.cell()
            content.text = Self.text(of: row, in: app)
            cell.contentConfiguration = content
        }
        let list = List(
            navigator: app.navigator, entry: entry, list: CatalogCoordinator.productList,
            layout: { shelf, _ in Self.layout(of: shelf) },
            cell: { collectionView, path, row in collectionView.dequeueConfiguredReusableCell(using: cells, for: path, item: row) })
        list.onSelect = { [self] row in selected(row) }
        list.onScroll = { [self] above, below, viewport in scrolled(above: above, below: below, viewport: viewport) }
        self.list = list
        app.products.observe(by: self) { [weak self] _ in self?.show() }
        app.recentlyViewed.observe(by: self) { [weak self] _ in self?.show() }
        list.apply(snapshot(), animated: false, loading: isLoading)
        return list
    }

    private func show() {
        list?.apply(snapshot(), loading: isLoading)
    }

    /// Whether a page loads in either direction: on a cold launch the restored or linked
    /// product's page may still be coming, and the list waits for it rather than give it up.
    private var isLoading: Bool {
        app.products.later.isLoading || app.products.earlier.isLoading
    }

    /// The shelves as they are: the carousel when something was viewed, the loaded products, and
    /// a footer while the next page loads, failed, or is still to load.
    private func snapshot() -> List.Snapshot {
        var snapshot = List.Snapshot()
        let viewed = app.recentlyViewed.products
        if !viewed.isEmpty {
            snapshot.appendSections([.recent])
            snapshot.appendItems(viewed.map(CatalogRow.recent), toSection: .recent)
        }
        snapshot.appendSections([.products])
        var rows = app.products.items.map(CatalogRow.product)
        if case .idle(next: nil) = app.products.later.phase {} else { rows.append(.footer) }
        snapshot.appendItems(rows, toSection: .products)
        // The footer keeps its identity while its text follows the page's phase (loading, failed,
        // more below): a diffable data source redraws an identity it already shows only when told
        // to (one it inserts now is drawn anyway).
        if rows.last == .footer, list?.snapshot.itemIdentifiers.contains(.footer) == true {
            snapshot.reconfigureItems([.footer])
        }
        return snapshot
    }

    private func selected(_ row: CatalogRow) {
        switch row {
        case .product(let id), .recent(let id):
            events.send(.openProduct(id))
        case .footer:
            app.products.retry()
        }
    }

    /// Loads the next page in a direction when the list is within two screens of its end there
    /// (the paging's prefetch distance).
    private func scrolled(above: Double, below: Double, viewport: Double) {
        if app.products.later.wantsLoad(remaining: below, viewport: viewport) { app.products.loadLater() }
        if app.products.earlier.wantsLoad(remaining: above, viewport: viewport) { app.products.loadEarlier() }
    }

    private static func text(of row: CatalogRow, in app: ShopApp) -> String {
        switch row {
        case .product(let id), .recent(let id):
            guard let product = app.product(id) else { return "Product \(id)" }
            return "\(product.name) · $\(product.price)"
        case .footer:
            switch app.products.later.phase {
            case .loading: return "Loading…"
            case .failed: return "This page did not load. Tap to retry."
            case .idle: return "More products below"
            }
        }
    }

    /// Rows the width of the screen; the carousel's cards 140 points wide, scrolling sideways.
    /// Heights are estimates: each cell is as tall as its text at the user's text size.
    private static func layout(of shelf: CatalogShelf) -> NSCollectionLayoutSection {
        switch shelf {
        case .products:
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(52))
            return NSCollectionLayoutSection(
                group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        case .recent:
            let size = NSCollectionLayoutSize(widthDimension: .absolute(140), heightDimension: .estimated(72))
            let section = NSCollectionLayoutSection(
                group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
    }
}
