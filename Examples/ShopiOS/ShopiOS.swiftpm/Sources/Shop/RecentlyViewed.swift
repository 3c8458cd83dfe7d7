/// The products the user opened from the catalog, the most recent first: what the catalog's
/// "Recently viewed" carousel shows.
///
/// The example's own stand-in, kept by the scene's ``Shop``, until the Shop's shared model
/// (`Sources/ShopApp`) has recently viewed products of its own; the carousel reads only
/// ``products`` and ``observe(by:_:)``, so it can be pointed at that model then.
@MainActor
final class RecentlyViewed {
    /// How many products the carousel keeps.
    static let limit = 10

    /// The products, the most recently viewed first.
    private(set) var products: [Int] = []
    private var observers: [(owner: Owner, tell: @MainActor () -> Void)] = []

    /// Product `id` was opened: it moves to the front.
    func viewed(_ id: Int) {
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
