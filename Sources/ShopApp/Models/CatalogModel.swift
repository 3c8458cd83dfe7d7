import Observation
import Wayfinder

/// The model of the Catalog screen: which product is at the top of its viewport, kept in the
/// navigation value as the list's anchor, and the list's pages loaded as the user scrolls.
///
/// It writes the anchor (``Navigator/setAnchor(_:of:in:)``) whenever the user scrolls and the
/// list changes, so the value always says where the list is when the screen leaves (a product
/// pushed, another tab, the app killed); a model made for the screen when it shows again (a
/// restored session, a rebuilt stack) reads it back. Products that arrive above the anchored
/// one push it down by as many rows as arrived, so it stays where it was on screen: the core's
/// anchor maths for insertions of one row each (the sample compiles as an app, against the
/// public API only, where that maths is not; a test checks the two agree).
///
/// It shows one horizontally scrolling section too, "Recently viewed" (``recent``), whose
/// place is kept in the same anchor, as its section `"recent"` (see ``scrollRecent(by:)``).
///
/// Its list's loads belong to its entry: when the entry leaves the navigation value, by any
/// route (signing out, a stack rebuilt without it, a restored value put in its place), the
/// loads in flight are cancelled and their late answers change nothing; the model starts no
/// load while its entry is out of the value.
///
/// ```swift
/// let model = app.models[entry, as: CatalogModel.self]
/// model?.scroll(by: 5)          // the anchor now names the product at the new top
/// model?.visible                // the products on screen
/// ```
@MainActor
public final class CatalogModel: ScreenModel {
    /// How many rows the screen shows: as many as its view has room for (``show(rows:)``).
    public private(set) var rows = 5
    /// The list it shows.
    public let list: ProductList
    /// The index in ``ProductList/items`` of the row at the top of the viewport.
    public private(set) var top = 0
    /// The product at ``top`` when the list last had its place, `nil` while the anchored
    /// product has not come yet (its page is loading).
    private var placed: Int?
    let navigator: Navigator<ShopScreen>
    /// The products the user opened, shown as the "Recently viewed" carousel.
    public let recent: RecentlyViewed
    /// The index in ``RecentlyViewed/products`` of the carousel's leading card: 0 at its
    /// start (and while it is empty).
    public internal(set) var recentStart = 0
    /// Whether the entry is in the navigation value: its loads run only while it is.
    public private(set) var isInValue = true
    /// The product the list's anchor names, as far as this model knows: its own last write
    /// (which a running change may still hold back: ``Navigator/setAnchor(_:of:in:)`` records
    /// after it), or the value's, when another writer (a link) changed it since the model last
    /// looked. The carousel's writes keep it, so they never put back an older product.
    private var anchoredItem: String?
    /// The product the value's anchor named when the model last looked.
    private var seenItem: String?
    /// Whether this model records the list's place; `false` where the screen is a list that
    /// records its own (one writer per anchor: the model's rows are not what the user sees).
    public let recordsPlace: Bool

    init(
        entry: Entry<ShopScreen>, list: ProductList, recent: RecentlyViewed, navigator: Navigator<ShopScreen>,
        recordsPlace: Bool = true, report: @escaping @MainActor (ShopEvent, EntryID) -> Void
    ) {
        self.recordsPlace = recordsPlace
        self.list = list
        self.recent = recent
        self.navigator = navigator
        super.init(entry: entry, report: report)
        // A model made for an entry already gone (shown while a later change took it away)
        // starts nothing.
        isInValue = navigator.state.entry(self.entry) != nil
        seenItem = anchor?.item
        anchoredItem = seenItem
        followNavigator()
        placeRecent(at: anchor?.sections[Self.recentSection])
        recent.observe(by: self) { [weak self] change in self?.recentChanged(change) }
        list.observe(by: self) { [weak self] change in self?.listChanged(change) }
        guard isInValue else { return }
        let anchored = anchor?.item(as: Int.self)
        list.start(at: anchored)
        appear()  // at the anchored product, loading its page when the list was started elsewhere
        loadNearEdges()
    }

    /// Follows every change of the navigation value (observation of the navigator's
    /// `revision`, which moves after `state` has its new value): cancels the list's loads when
    /// the entry leaves the value, whatever took it away, and calls ``appear()`` whenever the
    /// catalog comes on top again (a pop, a tab selected, a stack rebuilt by a link), once the
    /// command that reveals it is accepted and the host has been handed its step (the host's
    /// `perform` runs before `revision` moves), in the same run-loop turn: the list is at its
    /// anchor in the first frame the transition draws.
    private func followNavigator() {
        withObservationTracking {
            _ = navigator.revision
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.followNavigator()
                self.valueChanged()
            }
        }
    }

    private func valueChanged() {
        let wasInValue = isInValue
        isInValue = navigator.state.entry(entry) != nil
        if wasInValue, !isInValue { list.cancelLoads() }  // the one place a catalog's loads end
        let item = anchor?.item
        if item != seenItem {
            seenItem = item
            anchoredItem = item ?? anchoredItem  // another writer's (a link's), or this model's, landed
        }
        if isInValue, navigator.state.topEntry?.id == entry { appear() }
    }

    /// Where the list is, as the navigation value keeps it.
    public var anchor: ListAnchor? {
        navigator.state.anchor(of: CatalogCoordinator.productList, in: entry)
    }

    /// The products on screen, from the top of the viewport.
    public var visible: ArraySlice<Int> {
        list.items[min(top, list.items.count)..<min(top + rows, list.items.count)]
    }

    /// The screen shows (again): when the value's anchor names another product than the one at
    /// the top (a link anchored the list on its product meanwhile), the list goes there,
    /// loading the page that holds it if needed. The model calls it itself when its screen
    /// comes on top; cheap when nothing changed.
    public func appear() {
        guard isInValue, let wanted = anchor?.item(as: Int.self) else { return }
        if list.items.indices.contains(top), list.items[top] == wanted { return }
        if let index = list.items.firstIndex(of: wanted) {
            top = index
            placed = wanted
            loadNearEdges()
        } else {
            placed = nil
            list.jump(to: wanted)
        }
    }

    /// Scrolls by `distance` rows (negative: up), as far as the loaded products go; records the anchor
    /// and loads the next page in that direction when it is within two screens.
    public func scroll(by distance: Int) {
        // Down as far as a full screen of loaded rows goes (never up: a list anchored near its
        // loaded end stays until the next page comes); up as far as the first row.
        let end = max(list.items.count - rows, 0)
        top = distance > 0 ? max(top, min(top + distance, end)) : max(0, min(top + distance, list.items.count - 1))
        recordAnchor()
        loadNearEdges()
    }

    /// The screen has room for `rows` rows (at least one), as a list's height says how many
    /// it shows: pages load for that many.
    public func show(rows: Int) {
        guard max(rows, 1) != self.rows else { return }
        self.rows = max(rows, 1)
        loadNearEdges()
    }

    /// Back to the first product: the newest, or the catalog's first page.
    public func scrollToTop() {
        scroll(by: -top)
    }

    /// Records where the list is in the navigation value (when it stops scrolling, when it
    /// changes, when its screen leaves).
    public func recordAnchor() {
        guard list.items.indices.contains(top) else { return }
        placed = list.items[top]
        writeAnchor(item: String(list.items[top]))
    }

    /// Writes the list's anchor with the carousel's own anchor in it: on `item`, else on the
    /// product the anchor names (a link may have named one the list has not reached yet), else
    /// on the product at the top.
    func writeAnchor(item: String? = nil) {
        guard isInValue, recordsPlace, let item = item ?? anchoredItem ?? placed.map(String.init) else { return }
        anchoredItem = item
        let sections = recentAnchor.map { [Self.recentSection: $0] } ?? [:]
        try? navigator.setAnchor(ListAnchor(item: item, sections: sections), of: CatalogCoordinator.productList, in: entry)
    }

    private func loadNearEdges() {
        guard isInValue else { return }
        let viewport = Double(rows)
        if list.later.wantsLoad(remaining: Double(list.items.count - top - rows), viewport: viewport) { list.loadLater() }
        if list.earlier.wantsLoad(remaining: Double(top - list.newCount), viewport: viewport) { list.loadEarlier() }
    }

    /// The list changed. Rows inserted at or above the top row push it down by as many rows, so
    /// the anchored product stays where it was on screen; rows below move nothing. Until the
    /// anchored product has come (a link's or a restored session's, on a page still loading),
    /// the anchor is left as it is, and the list goes to it once its page comes.
    private func listChanged(_ change: ProductList.Change) {
        guard isInValue else { return }
        switch change {
        case .paging:
            return
        case .inserted(let rows) where placed != nil:
            if rows.lowerBound <= top { top += rows.count }
        case .inserted, .reloaded:
            if let wanted = anchor?.item(as: Int.self) {
                guard let index = list.items.firstIndex(of: wanted) else {
                    placed = nil
                    return
                }
                top = index  // the page holding the anchored product came
            } else {
                top = 0  // the first page, with no place recorded yet
            }
        }
        recordAnchor()
        loadNearEdges()
    }
}
