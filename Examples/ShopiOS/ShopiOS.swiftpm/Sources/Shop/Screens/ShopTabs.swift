import UIKit
import Wayfinder

/// The Shop's tab bar items: titles and SF Symbols are the app's, not the tabs' names.
enum ShopTabs {
    @MainActor
    static func item(for tab: TabID) -> UITabBarItem {
        switch tab {
        case .catalog: UITabBarItem(title: "Catalog", image: UIImage(systemName: "square.grid.2x2"), selectedImage: nil)
        case .cart: UITabBarItem(title: "Cart", image: UIImage(systemName: "cart"), selectedImage: nil)
        default: UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), selectedImage: nil)
        }
    }
}
