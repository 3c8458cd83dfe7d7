// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.

// https://developer.apple.com/documentation/uikit/uinavigationcontroller · iOS 2.0
// Page: `@MainActor class UINavigationController`; superclass UIViewController.
@MainActor open class UINavigationController: UIViewController {

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) · iOS 2.0
    public init(rootViewController: UIViewController) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:) · iOS 2.0
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:) · iOS 2.0
    // UNVERIFIED: page not found in the docs corpus. Swift requires it here (UIViewController's
    // `init?(coder:)` is `required` and this class declares its own designated initializers).
    public required init?(coder aDecoder: NSCoder) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers · iOS 2.0
    open var viewControllers: [UIViewController] { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:) · iOS 3.0
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller · iOS 2.0
    open var topViewController: UIViewController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate · iOS 2.0
    open weak var delegate: (any UINavigationControllerDelegate)?

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer · iOS 7.0
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar · iOS 2.0
    // Page: `var navigationBar: UINavigationBar { get }`.
    open var navigationBar: UINavigationBar { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden · iOS 2.0
    open var isNavigationBarHidden: Bool { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:) · iOS 2.0
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate · iOS 2.0 (page shows "-")
// Apple's requirements are `optional`; Objective-C interop is off on Linux, so the two the host
// uses are required here (a conformer implements exactly these, which also compiles on iOS).
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:) · iOS 2.0
    // Apple: `optional func navigationController(_:willShow:animated:)`.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:) · iOS 2.0
    // Apple: `optional func navigationController(_:didShow:animated:)`.
    // UNVERIFIED: the page itself was not returned by the docs corpus; the protocol page lists it,
    // and The UIKit Host (Wayfinder.docc) quotes this declaration.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:) · iOS 7.0
    // Apple: `optional func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask`.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:) · iOS 7.0
    // Apple: `optional func navigationController(_:animationControllerFor:from:to:) -> (any UIViewControllerAnimatedTransitioning)?`.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

// https://developer.apple.com/documentation/uikit/uinavigationbar · iOS 2.0
// Page: `@MainActor class UINavigationBar`; superclass UIView (UIKit headers; a third-party copy
// of the page shows `class UINavigationBar : UIView`). Class only: the host reads its size.
@MainActor open class UINavigationBar: UIView {}
