/// A controller that can present another one modally: UIKit's `UIViewController`.
///
/// These small protocols model UIKit's controller tree. ``ControllerHost`` turns steps into
/// calls on them; a UIKit host is UIKit's own controllers conforming to them, and the simulated
/// host is fake controllers that enforce UIKit's rules. So the code that decides which controller
/// does what is written once and tested here.
@MainActor
package protocol PresentingController: AnyObject {
    /// The controller this one presents, if any (`presentedViewController`).
    var presentedController: (any PresentingController)? { get }
    /// Whether this controller is being dismissed right now (`isBeingDismissed`).
    var isBeingDismissed: Bool { get }
    /// Presents `controller` (`present(_:animated:completion:)`). The completion runs after
    /// the presented controller has appeared (PLATFORM-RULES 1.1); a refused presentation
    /// leaves ``presentedController`` unchanged (1.4, 1.5).
    func presentController(_ controller: any PresentingController, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Dismisses the controller this one presents and every one above it in one call; only the
    /// top one animates (`dismiss(animated:completion:)`, PLATFORM-RULES 2.2, 2.3).
    func dismissPresentedController(animated: Bool, completion: @escaping @MainActor () -> Void)
}

/// A navigation stack of screen controllers: UIKit's `UINavigationController`.
@MainActor
package protocol StackController: PresentingController {
    /// The screen controllers, root first (`viewControllers`).
    var screenControllers: [any PresentingController] { get }
    /// Replaces the screen controllers in one transition (`setViewControllers(_:animated:)`,
    /// PLATFORM-RULES 3.1); the completion runs when the transition is over (3.5).
    func setScreenControllers(_ controllers: [any PresentingController], animated: Bool, completion: @escaping @MainActor () -> Void)
}

/// A tab bar controller: UIKit's `UITabBarController`, one stack controller per tab.
@MainActor
package protocol TabController: PresentingController {
    /// The selected tab's position (`selectedIndex`).
    var selectedTabIndex: Int { get }
    /// Selects a tab at once, without animation.
    func selectTab(at index: Int)
}

/// The window's root controller: it stays for the app's life, presents the layers, and swaps
/// its one child (the root's stack or tab controller) when the app switches flows.
@MainActor
package protocol RootContainerController: PresentingController {
    /// Replaces the child with `controller`, with `transition` when animated; the completion
    /// runs when the transition is over.
    func showContent(
        _ controller: any PresentingController, transition: RootTransition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    )
}
