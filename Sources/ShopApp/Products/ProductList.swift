import Wayfinder

/// The catalog's list as loaded so far: the products published while the app runs (the newest
/// first), then the catalog's pages from the server, each direction paged by a ``ListPaging``.
///
/// The app's data, not navigation: the navigation value keeps only where the list was (its
/// ``ListAnchor``). Every change reaches the list's observers as one ``Change``, so a catalog
/// screen keeps its anchored product in place (``CatalogModel``).
///
/// ```swift
/// list.start(at: 9000)      // the page holding product 9000 first
/// list.loadLater()          // the next page, when the user nears the end
/// list.receiveNew(3)        // three products arrive above: nothing on screen moves
/// ```
@MainActor
public final class ProductList {
    /// What changed in ``items``, as one batch.
    public enum Change: Hashable, Sendable {
        /// Products arrived at these indices (in ``items`` after the change): a page, or new
        /// products at the top.
        case inserted(Range<Int>)
        /// The loaded pages gave way to another page (a jump to a product far down); only the
        /// new products at the top stayed.
        case reloaded
        /// A page failed, or nothing else about the items changed.
        case paging
    }

    /// Told of every change, after it.
    public typealias Observer = @MainActor (Change) -> Void

    /// The server the pages come from.
    public let server: ProductServer
    /// The products, in the order shown.
    public private(set) var items: [Int] = []
    /// Later pages (appended at the end): the next page to load.
    public private(set) var later = ListPaging<Int>(first: nil)
    /// Earlier pages (inserted above the first loaded page, below the new products): the page
    /// before the first loaded one.
    public private(set) var earlier = ListPaging<Int>(first: nil)
    /// How many of ``items`` are products published since the app started (at the top).
    public private(set) var newCount = 0
    /// Whether a first page was asked for.
    public private(set) var isStarted = false
    /// Which loads are current: every cancellation starts a new generation, and an answer to a
    /// load of an older one is dropped, even when its page is loading again meanwhile.
    private var generation = 0
    /// Who is told of each change, while its owner lives.
    private var observers: [(owner: Weak, tell: Observer)] = []

    init(server: ProductServer) {
        self.server = server
    }

    /// Tells `observer` of every change for as long as `owner` lives (a screen's model): the
    /// list keeps `owner` weakly, so a model released with its screen is forgotten.
    public func observe(by owner: AnyObject, _ observer: @escaping Observer) {
        observers.removeAll { $0.owner.object == nil }
        observers.append((Weak(owner), observer))
    }

    /// A reference that does not keep its object.
    struct Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Loads the first page: the one holding catalog product `id` (a link's or a restored
    /// anchor's), else the catalog's first. Does nothing once started.
    public func start(at id: Int? = nil) {
        guard !isStarted else { return }
        isStarted = true
        load(from: id.flatMap(server.page(holding:)) ?? 0)
    }

    /// Makes sure catalog product `id` is in the list: when it is not (a link to a product far
    /// down), the loaded pages give way to the page holding it, as a full reload (one batch),
    /// and the pages around it load as the user scrolls. The new products stay at the top.
    public func jump(to id: Int) {
        guard let page = server.page(holding: id) else { return }
        guard isStarted else { return start(at: id) }
        guard !items.contains(id) else { return }
        cancelLoads()
        items.removeSubrange(newCount...)
        notify(.reloaded)
        load(from: page)
    }

    private func load(from first: Int) {
        later = ListPaging(first: first)
        earlier = ListPaging(first: nil)
        startPendingEarlier = first > 0 ? first - 1 : nil
        loadLater()
    }

    /// The page before the first loaded one, waiting for that first page to come.
    private var startPendingEarlier: Int?

    /// Loads the next page at the end, unless one is loading, failed or none is left.
    public func loadLater() {
        guard let page = later.start() else { return }
        ask(page, later: true)
    }

    /// Loads the page above the first loaded one, unless one is loading, failed or none is left.
    public func loadEarlier() {
        guard let page = earlier.start() else { return }
        ask(page, later: false)
    }

    /// Asks the server for `page`; its answer counts only if no cancellation came between.
    private func ask(_ page: Int, later isLater: Bool) {
        let asked = generation
        server.page(page) { [weak self] result in
            guard let self, self.generation == asked else { return }
            self.answered(page, result, later: isLater)
        }
    }

    /// Asks again for a page that failed, in either direction; `false` when none failed.
    @discardableResult
    public func retry() -> Bool {
        if let page = later.retry() {
            ask(page, later: true)
            return true
        }
        if let page = earlier.retry() {
            ask(page, later: false)
            return true
        }
        return false
    }

    /// Ends the loads in flight (the catalog left the navigation value): their pages are the
    /// next to load, and their late answers change nothing, even when the same page is asked
    /// for again before they come.
    public func cancelLoads() {
        generation += 1
        later.cancelAll()
        earlier.cancelAll()
    }

    /// `count` new products arrive from the server, above everything: one batch.
    public func receiveNew(_ count: Int) {
        let new = server.publish(count)
        guard !new.isEmpty else { return }
        items.insert(contentsOf: new, at: 0)
        newCount += new.count
        notify(.inserted(0..<new.count))
    }

    private func answered(_ page: Int, _ result: Result<ProductServer.Page, ProductServer.Failure>, later isLater: Bool) {
        switch result {
        case .success(let answer):
            // A cursor the server hands back although it was loaded fails the page in the
            // paging (a retry row), and its products are dropped. (A cancelled load's late
            // answer never comes here: the generation check above drops it.)
            let taken = isLater
                ? later.finish(page, next: answer.next)
                : earlier.finish(page, next: page > 0 ? page - 1 : nil)
            guard taken else {
                notify(.paging)
                return
            }
            let at = isLater ? items.count : newCount
            if isLater, let pending = startPendingEarlier {
                startPendingEarlier = nil
                earlier = ListPaging(first: pending)
            }
            items.insert(contentsOf: answer.products, at: at)
            notify(.inserted(at..<at + answer.products.count))
        case .failure(let error):
            if isLater { later.fail(page, error: error) } else { earlier.fail(page, error: error) }
            notify(.paging)
        }
    }

    private func notify(_ change: Change) {
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.tell(change) }
    }
}
