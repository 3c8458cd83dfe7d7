// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.

// MARK: - Styles

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle · iOS 3.2 (page shows "-")
// Page: `enum UIModalPresentationStyle`. Only the cases the host uses; all are iOS 17 or older.
// `Sendable` as the SDK imports every C enum (the page does not list conformances); no raw values,
// so `UIModalPresentationStyle(rawValue:)` does not compile here (stricter than iOS, never looser).
public enum UIModalPresentationStyle: Sendable {
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen · iOS 3.2 (page shows "-")
    case fullScreen
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet · iOS 3.2
    case pageSheet
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet · iOS 3.2
    case formSheet
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom · iOS 7.0
    case custom
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen · iOS 8.0
    case overFullScreen
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic · iOS 13.0
    case automatic
}

// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle · iOS 3.0 (page shows "-")
// Page: `enum UIModalTransitionStyle`. Only the cases the host uses.
public enum UIModalTransitionStyle: Sendable {
    // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/coververtical · iOS 3.0 (page shows "-")
    case coverVertical
    // https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/crossdissolve · iOS 3.0
    // Listed on the enum page (its own page was not retrieved; `case crossDissolve` is in the API
    // table of The UIKit Host, Wayfinder.docc).
    case crossDissolve
}

// MARK: - UIPresentationController

// https://developer.apple.com/documentation/uikit/uipresentationcontroller · iOS 8.0
// Page: `@MainActor class UIPresentationController`; superclass NSObject (UIKit headers).
@MainActor open class UIPresentationController: NSObject {

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:) · iOS 8.0
    // Declared so that NSObject's `init()` is not inherited (UIKit does not offer it here either).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller · iOS 8.0
    open var presentedViewController: UIViewController { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller · iOS 8.0
    open var presentingViewController: UIViewController { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate · iOS 8.0
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview · iOS 8.0
    open var containerView: UIView? { fatalError("stub") }
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate · iOS 8.0 (page shows "-")
// Apple's requirements are `optional`; here the four the host uses are required.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:) · iOS 13.0
    // Apple: `optional func presentationControllerShouldDismiss(_:) -> Bool`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:) · iOS 13.0
    // Apple: `optional func presentationControllerWillDismiss(_:)`.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:) · iOS 13.0
    // Apple: `optional func presentationControllerDidDismiss(_:)`.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:) · iOS 13.0
    // Apple: `optional func presentationControllerDidAttemptToDismiss(_:)`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// MARK: - Custom transitions

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate · iOS 7.0 (page shows "-")
// Every requirement is `optional` in UIKit and the host list names none, so none is declared:
// the protocol exists for `UIViewController.transitioningDelegate`. A host that adopts custom
// transitions (The UIKit Host, Wayfinder.docc: Layers) adds the methods it implements here,
// each confirmed first.
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}
