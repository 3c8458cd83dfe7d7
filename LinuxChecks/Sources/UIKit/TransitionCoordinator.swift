// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// UIKit creates the objects adopting these two protocols; apps only call them, so the
// protocols list only what the host calls.

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext · iOS 7.0 (page shows "-")
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated · iOS 7.0
    // UNVERIFIED: page not found in the docs corpus (two look-ups); declared like its siblings.
    var isAnimated: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/initiallyinteractive · iOS 7.0 (page shows "-")
    var initiallyInteractive: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive · iOS 7.0 (page shows "-")
    var isInteractive: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled · iOS 7.0 (page shows "-")
    var isCancelled: Bool { get }

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/viewcontroller(forkey:) · iOS 2.0 (as the page states)
    // `@discardableResult`: Swift imports Objective-C methods as discardable, so on iOS an unused
    // result does not warn there either. Not shown on the page (it is implicit in the import).
    @discardableResult
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator · iOS 7.0 (page shows "-")
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:) · iOS 7.0 (page shows "-")
    // Apple: `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    //   completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
    // A Swift protocol requirement cannot carry a default argument; the `= nil` is supplied by the
    // protocol extension below, so `animate(alongsideTransition:)` compiles as on iOS.
    // `@discardableResult`: Swift imports Objective-C methods as discardable, so on iOS an unused
    // result does not warn there either. Not shown on the page (it is implicit in the import).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:) · iOS 10.0
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    // Stand-in for the `completion: ... = nil` default of animate(alongsideTransition:completion:).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey · iOS 7.0 (page shows "-")
// Page: `struct UITransitionContextViewControllerKey`. Conformances are those the SDK gives every
// NS_TYPED_ENUM string type (the page does not list them).
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String

    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/init(rawvalue:) · iOS 7.0
    // UNVERIFIED: listed on the struct page; its own page was not retrieved.
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from · iOS 7.0
    public static let from: UITransitionContextViewControllerKey = { fatalError("stub") }()

    // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to · iOS 7.0
    // UNVERIFIED: listed on the struct page; its own page was not retrieved (mirrors `from`).
    public static let to: UITransitionContextViewControllerKey = { fatalError("stub") }()
}
