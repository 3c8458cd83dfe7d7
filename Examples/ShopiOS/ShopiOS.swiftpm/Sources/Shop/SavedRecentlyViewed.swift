import Foundation

/// The products the user opened (the catalog's "Recently viewed"), kept in `UserDefaults` between
/// launches: the app's own data, which the navigation value does not hold. The value holds only
/// where the carousel was, naming one of its cards, so a restored carousel finds its card only
/// when the products come back too.
enum SavedRecentlyViewed {
    private static let key = "shop.recentlyViewed"

    /// The products saved last, the most recent first; none on a first launch.
    static func load(from defaults: UserDefaults = .standard) -> [Int] {
        defaults.array(forKey: key)?.compactMap { $0 as? Int } ?? []
    }

    /// Saves `products`, the most recent first.
    static func save(_ products: [Int], to defaults: UserDefaults = .standard) {
        defaults.set(products, forKey: key)
    }
}
