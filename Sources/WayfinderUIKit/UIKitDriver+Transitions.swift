#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

/// A screen showing a list that a zoom can come out of and go back into: the app's list screen
/// answers for its items, named as the list's ``ListAnchor`` names them (Platform Rules 12.5).
/// ``AnchoredListController`` adopts it; the host finds it as the screen or among the screen's
/// children (a SwiftUI screen that shows one).
///
/// ```swift
/// extension ProductListController: ListItemViews {
///     func place(of item: String) -> ListItemPlace {
///         guard let path = indexPath(of: item) else { return .gone }
///         return collectionView.indexPathsForVisibleItems.contains(path) ? .visible : .scrolledOut
///     }
///     func bringIntoView(_ item: String) { indexPath(of: item).map { scrollTo($0, animated: false) } }
///     func view(of item: String) -> UIView? { indexPath(of: item).flatMap(collectionView.cellForItem) }
/// }
/// ```
@MainActor
public protocol ListItemViews: AnyObject {
    /// Where the item is: in view, scrolled out, or gone.
    func place(of item: String) -> ListItemPlace
    /// Scrolls the list, without animation, so that the item is in view.
    func bringIntoView(_ item: String)
    /// The item's view (its cell), when it is on screen.
    func view(of item: String) -> UIView?
}

extension UIKitDriver {
    /// The zoom is iOS 18's (`preferredTransition`, Platform Rules 12.4).
    public var zoomsScreens: Bool {
        if #available(iOS 18, *) { true } else { false }
    }

    public func hasCustomTransition(named name: CustomTransitionName) -> Bool { customTransitions[name] != nil }

    /// Keeps the transition for the stack's delegate, and makes a zoom the screen's
    /// `preferredTransition`, whose source view provider asks the host for the list item's view.
    public func setTransition(_ transition: ScreenTransition, of controller: UIViewController) {
        transitions.removeAll { $0.controller == nil || $0.controller === controller }
        if transition != .system { transitions.append(KeptTransition(controller: controller, transition: transition)) }
        // A cover fades or rises with UIKit's own modal transition styles; the other edges, and
        // sheets, keep the system's.
        if controller.modalPresentationStyle == .fullScreen, madeStacks.contains(where: { $0.stack === controller }) {
            if transition == .fade { controller.modalTransitionStyle = .crossDissolve }
            if transition == .system || transition == .slideFromBottom { controller.modalTransitionStyle = .coverVertical }
        }
        guard #available(iOS 18, *) else { return }
        if case .zoom(let source) = transition {
            controller.preferredTransition = .zoom { [weak self] _ in
                guard let screen = self?.host?.zoomSourceList(source) else { return nil }
                return Self.itemViews(in: screen)?.view(of: source.item)
            }
        } else if controller.preferredTransition != nil {
            controller.preferredTransition = nil
        }
    }

    public func place(of item: String, inListOf list: UIViewController) -> ListItemPlace {
        Self.itemViews(in: list)?.place(of: item) ?? .gone
    }

    public func bringIntoView(_ item: String, inListOf list: UIViewController) {
        Self.itemViews(in: list)?.bringIntoView(item)
    }

    /// The list a screen shows: the screen itself, or a list among its children (a SwiftUI
    /// screen's `AnchoredListController`, which its hosting controller holds as a child).
    static func itemViews(in screen: UIViewController) -> (any ListItemViews)? {
        if let list = screen as? ListItemViews { return list }
        for child in screen.children {
            if let list = itemViews(in: child) { return list }
        }
        return nil
    }

    /// Has `stack`'s delegate return the animators of its screens' transitions.
    func runsTransitions(of stack: WayfinderNavigationController) {
        stack.animatorFor = { [weak self, weak stack] screen, pushing in
            guard let self, let stack else { return nil }
            return animator(for: screen, pushing: pushing, in: stack)
        }
    }

    /// The animator for pushing (or popping) `screen`: a fade or slide of the driver's own, the
    /// app's custom one, none for UIKit's own and the zoom (12.1).
    func animator(
        for screen: UIViewController, pushing: Bool, in stack: WayfinderNavigationController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let transition = transitions.first { $0.controller === screen }?.transition ?? .system
        switch transition {
        case .system, .zoom: return nil
        case .custom(let name): return customTransitions[name]?(pushing)
        case .fade, .slideFromLeading, .slideFromTrailing, .slideFromTop, .slideFromBottom:
            return ScreenAnimator(transition, pushing: pushing, rightToLeft: stack.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
    }
}

/// A screen's transition as the driver keeps it, for as long as the screen lives.
struct KeptTransition {
    weak var controller: UIViewController?
    var transition: ScreenTransition
}

extension ControllerHost where Driver == UIKitDriver<Screen> {
    /// The app's custom transitions, by name: the animator for a push (`true`) or a pop of a
    /// screen that names it (Platform Rules 12.1).
    ///
    /// ```swift ios
    /// host.customTransitions["fold"] = { pushing in FoldAnimator(pushing: pushing) }
    /// ```
    public var customTransitions: [CustomTransitionName: @MainActor (_ pushing: Bool) -> any UIViewControllerAnimatedTransitioning] {
        get { driver.customTransitions }
        set { driver.customTransitions = newValue }
    }
}
#endif
