/// The products the user opened, the most recent first, without duplicates and at most
/// ``limit`` of them: the catalog's "Recently viewed" carousel.
///
/// The app's data, not navigation: the navigation value keeps only where the carousel was (the
/// catalog list's anchor, `sections["recent"]`), never its products. The app keeps the list
/// itself where it keeps its other data: the terminal demo carries it over a relaunch and in its
/// `--save` file, the iOS example in `UserDefaults`.
///
/// ```swift
/// let recent = RecentlyViewed(products: [7, 3])
/// recent.open(12)      // [12, 7, 3]
/// recent.open(3)       // [3, 12, 7]: opened again, it comes first
/// ```
@MainActor
public final class RecentlyViewed {
    /// What one opening did to ``products``, as the carousel's place needs it.
    public struct Change: Hashable, Sendable {
        /// The products before.
        public var before: [Int]
        /// The product opened: it is first now, and it left its place in ``before`` if it was
        /// there.
        public var opened: Int

        /// `opened` was opened when the products were `before`.
        public init(before: [Int], opened: Int) {
            self.before = before
            self.opened = opened
        }
    }

    /// Told of every change, after it.
    public typealias Observer = @MainActor (Change) -> Void

    /// How many products the carousel keeps; opening one more drops the oldest.
    public static let limit = 10

    /// The products, the most recently opened first.
    public private(set) var products: [Int]
    /// Who is told of each change, while its owner lives.
    private var observers: [(owner: ProductList.Weak, tell: Observer)] = []

    /// A carousel holding `products` (kept from an earlier run, say), the most recent first:
    /// duplicates after the first and products past ``limit`` are left out.
    public init(products: [Int] = []) {
        var seen = Set<Int>()
        self.products = Array(products.filter { seen.insert($0).inserted }.prefix(Self.limit))
    }

    /// The user opened `product`: it comes first, leaving its place if it was there; the oldest
    /// falls off the end past ``limit``. Opening the first one again changes nothing.
    public func open(_ product: Int) {
        guard products.first != product else { return }
        let before = products
        products.removeAll { $0 == product }
        products.insert(product, at: 0)
        if products.count > Self.limit { products.removeLast(products.count - Self.limit) }
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.tell(Change(before: before, opened: product)) }
    }

    /// Tells `observer` of every change for as long as `owner` lives (a screen's model).
    public func observe(by owner: AnyObject, _ observer: @escaping Observer) {
        observers.removeAll { $0.owner.object == nil }
        observers.append((ProductList.Weak(owner), observer))
    }

    /// Where a carousel whose leading card was `before[leading]` starts after `change`, as an
    /// index in ``products``; `nil` when the carousel is empty.
    ///
    /// The leading product stays the leading card while it keeps its place (products opened
    /// before or after it only move it along). When it leaves its place (opened again, it
    /// went first; or it fell off the end), its nearest neighbour in the order before takes
    /// over, the following one first at equal distance, as the core's anchor maths falls back,
    /// and keeps its own place on screen: the carousel starts as many cards before it as it was
    /// after the leading card. A carousel cannot start past its last card. With no neighbour
    /// left, it starts at its first card.
    ///
    /// ```swift
    /// // [1, 2, 3, 5, 7, 9] starting at 5; 5 is opened again: [5, 1, 2, 3, 7, 9].
    /// // 7, the card after 5, stays second on screen: the carousel starts at 3 (index 3).
    /// ```
    public func start(after change: Change, leading: Int) -> Int? {
        guard !products.isEmpty else { return nil }
        guard change.before.indices.contains(leading) else { return 0 }
        let product = change.before[leading]
        if product != change.opened, let index = products.firstIndex(of: product) { return index }
        let old = change.before
        var distance = 1
        while leading + distance < old.count || leading - distance >= 0 {
            for neighbour in [leading + distance, leading - distance] where old.indices.contains(neighbour) {
                guard old[neighbour] != change.opened, let index = products.firstIndex(of: old[neighbour]) else { continue }
                return min(max(index - (neighbour - leading), 0), products.count - 1)
            }
            distance += 1
        }
        return 0
    }
}
