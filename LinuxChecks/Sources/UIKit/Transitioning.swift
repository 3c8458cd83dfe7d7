// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// Custom transitions: the navigation delegate's animators and iOS 18's zoom.

// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation · (page shows "-")
// Page: `enum Operation`, cases `none`, `push`, `pop`; conforms to Equatable, Hashable,
// RawRepresentable. The raw type (Int) is UIKit's headers' (NSInteger), not on the page.
extension UINavigationController {
    public enum Operation: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/none
        case none
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/push
        case push
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation/pop
        case pop
    }
}

// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning · (page shows "-")
// Page: `@MainActor protocol UIViewControllerAnimatedTransitioning : NSObjectProtocol`.
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval

    // https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning · (page shows "-")
// Page: `@MainActor protocol UIViewControllerContextTransitioning : NSObjectProtocol`; UIKit makes
// the context, an app never adopts it. Only what the host reads is declared.
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview · iOS 2.0
    var containerView: UIView { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:) · iOS 8.0
    func view(forKey key: UITransitionContextViewKey) -> UIView?

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
    // UNVERIFIED: Apple's page not retrieved; `var transitionWasCancelled: Bool { get }` per the
    // UIKit headers (third-party bindings list it).
    var transitionWasCancelled: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)
}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey · (page shows "-")
// Page: `struct UITransitionContextViewKey`, keys `from` and `to`, `init(rawValue:)`.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from · iOS 8.0
    public static let from = UITransitionContextViewKey(rawValue: "from")
    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to · iOS 8.0
    // UNVERIFIED: the `to` page itself not retrieved; the struct's page lists it beside `from`.
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

extension UIViewController {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition · iOS 18.0
    // Page: `class Transition`.
    @available(iOS 18.0, *)
    @MainActor public class Transition {
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:) · iOS 18.0
        public static func zoom(
            options: UIViewController.Transition.ZoomOptions? = nil,
            sourceViewProvider: @escaping (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
        ) -> Self { fatalError("stub") }

        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomoptions · iOS 18.0
        // UNVERIFIED: the class page not retrieved; the Transition page lists `class ZoomOptions`.
        @MainActor public class ZoomOptions {}

        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext · iOS 18.0
        // The class page was read through a third-party index; its `sourceViewController` page is Apple's.
        @MainActor public class ZoomSourceViewProviderContext {
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoomsourceviewprovidercontext/sourceviewcontroller
            public var sourceViewController: UIViewController { fatalError("stub") }
        }
    }
}
