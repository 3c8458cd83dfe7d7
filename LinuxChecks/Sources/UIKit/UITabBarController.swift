// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.

// https://developer.apple.com/documentation/uikit/uitabbarcontroller · iOS 2.0
// Page: `@MainActor class UITabBarController`; superclass UIViewController. It declares no
// initializers of its own at iOS 17 (`init(tabs:)` is iOS 18), so it inherits
// `init(nibName:bundle:)`, `init?(coder:)` and `init()` from UIViewController.
@MainActor open class UITabBarController: UIViewController {

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers · iOS 2.0
    open var viewControllers: [UIViewController]? { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:) · iOS 2.0
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex · iOS 2.0
    open var selectedIndex: Int { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller · iOS 2.0
    open unowned(unsafe) var selectedViewController: UIViewController?

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate · iOS 2.0
    open weak var delegate: (any UITabBarControllerDelegate)?

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar · iOS 3.0
    open var tabBar: UITabBar { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate · iOS 2.0 (page shows "-")
// Apple's requirements are `optional`; here the two the host uses are required.
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:) · iOS 3.0
    // Apple: `optional func tabBarController(_:shouldSelect:) -> Bool`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:) · iOS 2.0
    // Apple: `optional func tabBarController(_:didSelect:)`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

// https://developer.apple.com/documentation/uikit/uitabbar · iOS 2.0
// Page: `@MainActor class UITabBar`; superclass UIView. Class only: the host never touches it.
@MainActor open class UITabBar: UIView {}
