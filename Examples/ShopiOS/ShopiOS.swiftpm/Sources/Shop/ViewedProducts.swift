/// What the catalog's "Recently viewed" carousel needs from wherever the viewed products are
/// kept: the products (the most recent first), telling it that one was opened, and being told
/// of changes while an owner lives.
///
/// A seam of closures, so that the carousel does not care where they are kept: today the
/// example's own ``ViewedProducts``. Once the Shop's shared model keeps them (`ShopApp`'s
/// `RecentlyViewed`, branch `shop-recent`), an initializer from that model (its `products`,
/// `open(_:)` and `observe(by:_:)`) replaces this one, and ``Shop`` passes `app.recentlyViewed`.
@MainActor
struct RecentProducts {
    /// The products, the most recently viewed first.
    let products: () -> [Int]
    /// Product `id` was opened from the catalog.
    let open: (Int) -> Void
    /// Tells the observer of every change for as long as the owner lives.
    let observe: (_ owner: AnyObject, _ observer: @escaping @MainActor () -> Void) -> Void

    /// The carousel reading the example's own store.
    init(_ viewed: ViewedProducts) {
        products = { viewed.products }
        open = { viewed.viewed($0) }
        observe = { owner, observer in viewed.observe(by: owner, observer) }
    }
}

/// The products the user opened from the catalog, the most recent first: the example's own
/// stand-in for the Shop's shared model, kept by the scene's ``Shop``, not saved.
@MainActor
final class ViewedProducts {
    /// How many products the carousel keeps.
    static let limit = 10

    /// The products, the most recently viewed first.
    private(set) var products: [Int] = []
    private var observers: [(owner: Owner, tell: @MainActor () -> Void)] = []

    /// Product `id` was opened: it moves to the front.
    func viewed(_ id: Int) {
        guard products.first != id else { return }
        products.removeAll { $0 == id }
        products.insert(id, at: 0)
        if products.count > Self.limit { products.removeLast(products.count - Self.limit) }
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.tell() }
    }

    /// Tells `observer` of every change for as long as `owner` lives.
    func observe(by owner: AnyObject, _ observer: @escaping @MainActor () -> Void) {
        observers.removeAll { $0.owner.object == nil }
        observers.append((Owner(object: owner), observer))
    }

    /// An observer's owner, held weakly.
    private struct Owner {
        weak var object: AnyObject?
    }
}
