// The app's own types that CoordinatorsAndScreenModels.md uses without declaring them: a sheet's
// coordinator, a second model type, and the controllers a host's screen factory makes.
import ArticleContext
import UIKit
import Wayfinder

/// The coordinator of the Options sheet.
@MainActor final class OptionsCoordinator {
    init(navigator: Navigator<Screen>, sheet: NavigationRegion) {}
    func start() {}
}

@MainActor final class CartModel {
    init(store: CartStore) {}
}

@MainActor let cartStore = CartStore()

final class ProductController: UIViewController {
    init(model: ProductModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class CartController: UIViewController {
    init(model: CartModel) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class ScreenController: UIViewController {
    init(screen: Screen) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
