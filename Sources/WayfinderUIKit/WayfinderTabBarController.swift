#if canImport(UIKit)
import UIKit

/// The tabbed root: a `UITabBarController` that reports the user's taps and refuses them while a
/// transition runs. Tab items are the app's (``UIKitHost`` asks for them).
@MainActor
public final class WayfinderTabBarController: UITabBarController, UITabBarControllerDelegate {
    /// Whether a transition runs now.
    var isBusy: () -> Bool = { false }
    /// The user selected the tab at this position (`NSNotFound` for UIKit's "More", which the
    /// host ignores: Wayfinder shows at most five tabs, 9.4).
    var userSelected: (Int) -> Void = { _ in }

    /// The selected tab's stack: its top screen's status bar style (Platform Rules 10.2).
    override public var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// The selected tab's stack: whether its top screen hides the status bar.
    override public var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The selected tab's stack: whether its top screen lets the system hide the home indicator.
    override public var childForHomeIndicatorAutoHidden: UIViewController? { selectedViewController }

    /// The orientations of the selected tab's top screen.
    override public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        !isBusy()
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        userSelected(selectedIndex)
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }
}
#endif
