#if canImport(UIKit)
import UIKit
import WayfinderHosting

/// A stack: a `UINavigationController` that is its own delegate, reports the user's pops and
/// gives `setViewControllers(_:animated:)` the completion UIKit lacks (Platform Rules 9.2). Its
/// top screen speaks for the screen: status bar, home indicator, orientations (Platform Rules 10).
///
/// Its `delegate` is its own and stays so: a screen that sets `navigationController?.delegate`
/// would cut the host off from the user's back swipes, so the stack refuses another object (an
/// assertion that says so in debug builds; ignored in release builds) and keeps itself as the
/// delegate (Platform Rules 10.4). A screen's own push and pop come from the navigation value
/// (its `ScreenTransition`), and the edge swipe stays (12.3).
@MainActor
public final class WayfinderNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// Whether showing this screen starts a user's pop (the host decides, by comparison with
    /// the stack as last settled); `held` when the pop is under the user's finger.
    var userWillShow: (_ screen: UIViewController, _ held: Bool) -> Bool = { _, _ in false }
    /// The user let go of a held pop (the coordinator's `notifyWhenInteractionChanges(_:)`).
    var userLetGo: () -> Void = {}
    /// The stack may have lost screens to the user; `true` when that ends a pop `userWillShow` began.
    var userChangedStack: (_ endsInteraction: Bool) -> Void = { _ in }
    /// A pop `userWillShow` began was cancelled (a swipe let go of).
    var userCancelledPop: () -> Void = {}
    /// VoiceOver's escape gesture on this stack: the host pops it or dismisses its sheet as the
    /// user's change (Platform Rules 9.21).
    var userEscaped: () -> Void = {}
    /// The animator for a push (of the screen given) or a pop (of it), from the screen's
    /// transition; `nil` for UIKit's own (Platform Rules 12.1).
    var animatorFor: (_ screen: UIViewController, _ pushing: Bool) -> (any UIViewControllerAnimatedTransitioning)? = { _, _ in nil }
    /// Whether the user's edge swipe is popping the stack: its pop is UIKit's own (12.3).
    private var isSwipeDrivingPop = false
    /// Whether the driver's call setting the screens still runs: the driver's own record, so a
    /// call the host's watchdog gave up on no longer counts (its completion never came).
    var isStepRunning: () -> Bool = { false }
    /// What the layer's presentation controller reports (kept here: UIKit holds its delegate weakly).
    var presentationEvents: LayerStyle.PresentationDelegate?
    /// Whether a step's or a user's push or pop is still running (3.4).
    var isTransitioning: Bool { isUserPopRunning || isStepRunning() }
    /// Whether a user's pop (a swipe, the back button) is still running.
    private var isUserPopRunning = false

    /// Forgets a user's pop whose transition coordinator never completed: the host ended the
    /// interaction at its deadline from what the stack shows (Platform Rules 9.11).
    func forgetUserPop() {
        isUserPopRunning = false
    }
    /// Whether what is under this stack shows through its screens (an overlay's stack): every
    /// screen it shows, a UIKit view or a SwiftUI one in an opaque hosting view, is made clear.
    var showsThrough = false {
        didSet { clearScreens(viewControllers) }
    }

    private func clearScreens(_ screens: [UIViewController]) {
        guard showsThrough else { return }
        for screen in screens { screen.view.backgroundColor = .clear }
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        // A delegate that answers for animators takes UIKit's own gesture delegate away: the
        // stack answers for the edge swipe itself (Platform Rules 12.3).
        interactivePopGestureRecognizer?.delegate = popGesture
    }

    /// The edge swipe's delegate: the swipe begins above the root screen, outside a push or pop,
    /// with or without the bar, which UIKit's own delegate requires (9.23). Kept here: the
    /// recognizer holds its delegate weakly.
    private lazy var popGesture = PopGesture { [unowned self] in
        let begins = swipeBackMayBegin(screenCount: viewControllers.count, transitionInFlight: transitionCoordinator != nil)
        isSwipeDrivingPop = begins
        return begins
    }

    /// The animator for a push or pop: the screen's own (`animatorFor`), none while the user's
    /// swipe drives the pop, so UIKit's interactive pop runs and the user can cancel it (12.3).
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard !isSwipeDrivingPop, operation != .none else { return nil }
        return operation == .push ? animatorFor(toVC, true) : animatorFor(fromVC, false)
    }

    private final class PopGesture: NSObject, UIGestureRecognizerDelegate {
        private let mayBegin: @MainActor () -> Bool

        init(mayBegin: @escaping @MainActor () -> Bool) {
            self.mayBegin = mayBegin
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            mayBegin()
        }
    }

    /// The stack's delegate, which is the stack itself: another object is refused, and the stack
    /// stays its own delegate (the host hears the user's pops through it). `nil` is taken as it
    /// is (UIKit may clear it as the stack goes); the stack sets itself again at its next step.
    override public var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            guard let newValue, newValue !== self else { return super.delegate = newValue }
            assertionFailure(
                "WayfinderNavigationController is its own delegate: the host hears the user's back swipes "
                    + "through it, so another delegate is refused (a custom push or pop animation through the "
                    + "stack's delegate is not supported).")
            super.delegate = self
        }
    }

    // MARK: The screen's wishes (Platform Rules 10)

    /// The top screen of a sheet or an overlay presented above this stack when it is presented
    /// full screen (the host's `screenSpeaking(above:)`); `nil` when its own top screen speaks.
    var screenAbove: () -> UIViewController? = { nil }
    /// The screen the user sees changed here (a push, a pop, the stack came or went): the
    /// window's root asks UIKit to read the screen's wishes again.
    var screenChanged: () -> Void = {}

    /// The top screen's status bar style.
    override public var childForStatusBarStyle: UIViewController? { topViewController }

    /// Whether the top screen hides the status bar.
    override public var childForStatusBarHidden: UIViewController? { topViewController }

    /// Whether the top screen lets the system hide the home indicator.
    override public var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }

    /// The orientations of the screen the user sees: UIKit asks a navigation controller's
    /// delegate, this stack, for them. A sheet's or an overlay's top screen above it speaks,
    /// else the top screen.
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    {
        (screenAbove() ?? topViewController)?.supportedInterfaceOrientations ?? .all
    }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        screenChanged()
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        screenChanged()
    }

    /// `setViewControllers(_:animated:)`, completing when its transition is over: through the
    /// transition coordinator, at once when there is none (not animated, top unchanged, not in
    /// a window). Not a Core Animation transaction's completion block, which waits for every
    /// animation in the new screen too (9.2).
    func setScreens(_ screens: [UIViewController], animated: Bool, completion: @escaping @MainActor () -> Void) {
        delegate = self
        clearScreens(screens)
        setViewControllers(screens, animated: animated)
        guard let coordinator = transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }

    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        // The host's own steps, first appearance and tab switches show the settled top: no pop,
        // which the host decides, also during a step whose completion is late (9.22).
        let coordinator = transitionCoordinator
        guard !isUserPopRunning, userWillShow(viewController, coordinator?.isInteractive == true) else { return }
        guard let coordinator else { return userChangedStack(true) }
        isUserPopRunning = true
        // A swipe held half-way is the user's for as long as they hold it: the host's deadline
        // starts when UIKit reports the finger lifted (Platform Rules 9.20).
        if coordinator.isInteractive { coordinator.notifyWhenInteractionChanges { [weak self] _ in self?.userLetGo() } }
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self else { return }
            isUserPopRunning = false
            isSwipeDrivingPop = false
            // Compared, not inferred: a cancelled swipe leaves the stack as it was (9.3).
            if context.isCancelled { userCancelledPop() } else { userChangedStack(true) }
        }
    }

    /// VoiceOver's escape: answered by the host, never by UIKit's own pop or sheet dismissal,
    /// which no delegate callback reports; taken whether or not the host acts (during a
    /// transition it does nothing), so UIKit does not dismiss the sheet behind its back.
    override public func accessibilityPerformEscape() -> Bool {
        userEscaped()
        return true
    }

    /// A screen's content changed size (a hosting controller with `sizingOptions`
    /// `.preferredContentSize` reports it here): a fitting sheet measures it again.
    override public func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        resizeSheet()
    }

    /// The safe area changed (a bar's size, a rotation; UIKit also calls this just before the
    /// view appears): a fitting sheet measures its content and bar again.
    override public func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        resizeSheet()
    }

    /// A fitting sheet is measured before its first layout (Platform Rules 4.9); once laid
    /// out, with its final width and bar, and before its first frame is drawn, its custom
    /// detents are asked again without animation, so it does not re-fit in sight.
    override public func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if isBeingPresented { resizeSheet() }
    }

    /// Asks a sheet's custom detents (the fitting one) for their heights again, animated
    /// (`invalidateDetents()` inside `animateChanges(_:)`, 4.2) once the sheet is up.
    func resizeSheet() {
        guard let sheet = sheetPresentationController, presentingViewController != nil else { return }
        // While the sheet is presented it is not in sight at its final height yet: no animation.
        if isBeingPresented { return sheet.invalidateDetents() }
        sheet.animateChanges { sheet.invalidateDetents() }
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        isSwipeDrivingPop = false
        // A new top screen in a fitting sheet has a height of its own, and wishes of its own.
        resizeSheet()
        screenChanged()
        // Anything that removed screens without a willShow the host took for a pop; a stack that
        // shows what it showed (iOS 18's cancelled swipe reaching didShow) changes nothing.
        if !isTransitioning { userChangedStack(false) }
    }
}
#endif
