// Signature stub of UIKit for Linux type-checking. See LinuxChecks/README.md.
// Every declaration: the Swift declaration on its developer.apple.com page, iOS 17 or older.
// Imported Objective-C members are overridable in Swift, so class members are `open`.

// MARK: - UIContentContainer

// https://developer.apple.com/documentation/uikit/uicontentcontainer · iOS 8.0 (page shows "-")
@MainActor public protocol UIContentContainer: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsize · iOS 8.0
    var preferredContentSize: CGSize { get }

    // https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:) · iOS 8.0
    // UNVERIFIED: UIKit's own page was not found in the docs corpus. The declaration is the one on
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/preferredcontentsizedidchange(forchildcontentcontainer:)
    // (an override, iOS 13); iOS 8.0 is the availability of its sibling
    // systemLayoutFittingSizeDidChange(forChildContentContainer:).
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)

    // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:) · iOS 8.0
    // Page: `func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

// MARK: - UIViewController

// https://developer.apple.com/documentation/uikit/uiviewcontroller · iOS 2.0
// Page: `@MainActor class UIViewController`; superclass UIResponder (UIKit headers).
@MainActor open class UIViewController: UIResponder, UIContentContainer {

    // MARK: Creating

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) · iOS 2.0
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) · iOS 2.0
    // UNVERIFIED: the UIViewController page was not found in the docs corpus. Declared as every
    // UIKit class page found declares it (`init?(coder: NSCoder)`, e.g. uisearchcontroller/init(coder:)),
    // `required` because UIViewController adopts NSCoding (SwiftUI's UIHostingController page shows
    // `required dynamic init?(coder aDecoder: NSCoder)` overriding it).
    public required init?(coder: NSCoder) { fatalError("stub") }

    // UNVERIFIED: no developer.apple.com page (it is NSObject's `init()`). The SDK imports it for
    // UIViewController as a convenience initializer (`-init` calls `-initWithNibName:nil bundle:nil`),
    // which is why `UIViewController()` and `UINavigationController()` compile on iOS and why a
    // subclass's own `init()` takes no `override` there. Mirrored so host code behaves the same here.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: View

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view · iOS 2.0
    open var view: UIView! { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded · iOS 9.0
    open var viewIfLoaded: UIView? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded · iOS 3.0
    open var isViewLoaded: Bool { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title · iOS 2.0
    open var title: String? { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize · iOS 7.0
    open var preferredContentSize: CGSize { get { fatalError("stub") } set {} }

    // MARK: Life cycle (override points)

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() · iOS 2.0
    open func viewDidLoad() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) · iOS 2.0
    // Page: `func viewWillAppear(_ animated: Bool)`.
    open func viewWillAppear(_ animated: Bool) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:) · iOS 13.0
    // Page: `func viewIsAppearing(_ animated: Bool)` ("the view has accurate geometry").
    open func viewIsAppearing(_ animated: Bool) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) · iOS 2.0
    open func viewDidAppear(_ animated: Bool) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:) · iOS 2.0
    open func viewWillDisappear(_ animated: Bool) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:) · iOS 2.0
    // Page: `func viewDidDisappear(_ animated: Bool)`.
    open func viewDidDisappear(_ animated: Bool) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews() · iOS 5.0
    open func viewDidLayoutSubviews() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange() · iOS 11.0
    // Page: `func viewSafeAreaInsetsDidChange()`.
    open func viewSafeAreaInsetsDidChange() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:) · iOS 8.0
    // UIViewController's default implementation of the UIContentContainer method (the protocol's
    // page: "All UIViewController ... objects provide default implementations").
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        fatalError("stub")
    }

    // See UIContentContainer above (same UNVERIFIED note).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        fatalError("stub")
    }

    // MARK: Presenting

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) · iOS 5.0
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        fatalError("stub")
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) · iOS 5.0
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller · iOS 5.0
    open var presentedViewController: UIViewController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller · iOS 5.0
    open var presentingViewController: UIViewController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed · iOS 5.0
    open var isBeingDismissed: Bool { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented · iOS 5.0
    // UNVERIFIED: page not found in the docs corpus (two look-ups); mirrors isBeingDismissed.
    open var isBeingPresented: Bool { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator · iOS 7.0
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle · iOS 3.2
    open var modalPresentationStyle: UIModalPresentationStyle { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle · iOS 3.0
    open var modalTransitionStyle: UIModalTransitionStyle { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation · iOS 13.0
    open var isModalInPresentation: Bool { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller · iOS 8.0
    open var presentationController: UIPresentationController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller · iOS 15.0
    open var sheetPresentationController: UISheetPresentationController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition · iOS 18.0
    // Page: `var preferredTransition: UIViewController.Transition? { get set }`.
    @available(iOS 18.0, *)
    open var preferredTransition: UIViewController.Transition? { get { fatalError("stub") } set {} }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate · iOS 7.0
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance · iOS 7.0
    // Page: `var modalPresentationCapturesStatusBarAppearance: Bool { get set }`.
    open var modalPresentationCapturesStatusBarAppearance: Bool { get { fatalError("stub") } set {} }

    // MARK: Status bar, home indicator and orientations

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle · iOS 7.0
    // Page: `var childForStatusBarStyle: UIViewController? { get }`.
    open var childForStatusBarStyle: UIViewController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden · iOS 7.0
    // Page: `var childForStatusBarHidden: UIViewController? { get }`.
    open var childForStatusBarHidden: UIViewController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate() · iOS 7.0
    // Page: `func setNeedsStatusBarAppearanceUpdate()`.
    open func setNeedsStatusBarAppearanceUpdate() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden · iOS 11.0
    // Page: `var childForHomeIndicatorAutoHidden: UIViewController? { get }`.
    open var childForHomeIndicatorAutoHidden: UIViewController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofhomeindicatorautohidden() · iOS 11.0
    // Page: `func setNeedsUpdateOfHomeIndicatorAutoHidden()`.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations · iOS 6.0
    // Page: `var supportedInterfaceOrientations: UIInterfaceOrientationMask { get }`.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations() · iOS 16.0
    // Page: `func setNeedsUpdateOfSupportedInterfaceOrientations()`.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { fatalError("stub") }

    // MARK: Containment

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/children · iOS 5.0
    open var children: [UIViewController] { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent · iOS 2.0
    // `weak var parent: UIViewController? { get }`: stored weak, so the setter is kept internal.
    open internal(set) weak var parent: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) · iOS 5.0
    open func addChild(_ childController: UIViewController) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() · iOS 5.0
    open func removeFromParent() { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) · iOS 5.0
    open func willMove(toParent parent: UIViewController?) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) · iOS 5.0
    open func didMove(toParent parent: UIViewController?) { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transition(from:to:duration:options:animations:completion:) · iOS 5.0
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        fatalError("stub")
    }

    // MARK: Enclosing containers

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller (page shows "-")
    // Page: `var navigationController: UINavigationController? { get }`.
    open var navigationController: UINavigationController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller · iOS 2.0
    // UNVERIFIED: page not found in the docs corpus (two look-ups); mirrors navigationController.
    open var tabBarController: UITabBarController? { fatalError("stub") }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem · iOS 2.0 (page shows "-")
    open var tabBarItem: UITabBarItem! { get { fatalError("stub") } set {} }
}

// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask (page shows "-")
// Page: `struct UIInterfaceOrientationMask`, an option set of constants (`portrait`,
// `landscapeLeft`, ..., `all`). UNVERIFIED: the raw value's type (`UInt`, NS_OPTIONS over
// NSUInteger in the headers) and the values, from a third-party copy of the header
// (gist sTinGe/98a48ba2ec2bcb44f3723cfb76e25159); only the members the host uses are declared.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask/all
    public static let all = UIInterfaceOrientationMask(rawValue: 30)
}
