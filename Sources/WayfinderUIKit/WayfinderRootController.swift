#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

/// The window's root: it stays for the app's life, presents the first layer, and shows the
/// root's stack or tabs as its one child, switching them with a cross-fade or a slide
/// (`transition(from:to:duration:options:animations:completion:)`).
///
/// In a SwiftUI app it is the one child of the embedding container that appeared last (each
/// `WayfinderView` makes its own, ``containerWillAppear(_:)``), moved there deliberately.
@MainActor
public final class WayfinderRootController: UIViewController {
    /// The child shown now.
    public private(set) var content: UIViewController?
    /// Whether the view is in a window, from its appearance callbacks: until it is, and again
    /// while it is away (a SwiftUI tab switched away), steps wait (1.6, 9.13).
    private let membership = WindowMembership()
    /// Which embedding container holds this controller (9.14).
    private var placement = RootPlacement<UIViewController>()
    /// Whether a root switch is running.
    private(set) var isTransitioning = false

    /// The duration of an animated root switch.
    public var switchDuration: TimeInterval = 0.3

    /// Whether the view is in a window, so that it can present.
    var isInWindow: Bool { membership.isInWindow }

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        membership.appeared()
    }

    /// Called when the view left the window, and when a full-screen presentation covers it
    /// (Platform Rules 5): `presentedViewController` (this controller's presentation or an
    /// ancestor's) tells the second apart, and keeps the controller in the window then (9.13).
    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        membership.disappeared(presenting: presentedViewController != nil)
    }

    // MARK: The screen's wishes (Platform Rules 10)

    /// The top screen of a sheet or an overlay presented above the root, whose wishes speak for
    /// the screen (the host's `screenSpeaking(above:)`); `nil` when the child's top screen speaks.
    var screenAbove: () -> UIViewController? = { nil }

    /// The child shown: its top screen's status bar style (a dark screen's light status bar).
    override public var childForStatusBarStyle: UIViewController? { content }

    /// The child shown: whether its top screen hides the status bar (SwiftUI's `.statusBarHidden()`).
    override public var childForStatusBarHidden: UIViewController? { content }

    /// The child shown: whether its top screen lets the system hide the home indicator.
    override public var childForHomeIndicatorAutoHidden: UIViewController? { content }

    /// The orientations of the screen the user sees: UIKit asks only the window's root (or a
    /// layer presented full screen), so a sheet's or an overlay's top screen speaks through it
    /// (a portrait-only checkout in a sheet), else the child's top screen.
    override public var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        (screenAbove() ?? content)?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    /// The screen the user sees changed (a child, a push or pop, a layer): UIKit reads its
    /// wishes again, as `childForStatusBarStyle`'s page asks when its answer changes.
    func screenChanged() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    /// Runs `action` once the view is in a window: at once, or at its next appearance.
    func whenInWindow(_ action: @escaping @MainActor () -> Void) {
        membership.whenInWindow(action)
    }

    // MARK: Embedding (Platform Rules 9.7, 9.14)

    /// An embedding container is about to appear: this controller moves into it, unless it is
    /// there already.
    package func containerWillAppear(_ container: UIViewController) {
        if let target = placement.appeared(container) { move(into: target) }
    }

    /// An embedding container disappeared: this controller moves to the newest container still
    /// shown, if it was in this one; with none it stays, for this one to show when it is back.
    package func containerDidDisappear(_ container: UIViewController) {
        if let target = placement.disappeared(container) { move(into: target) }
    }

    /// Leaves the current parent and joins `container`, as a container adds and removes a
    /// child: `willMove(toParent: nil)`, the view out, `removeFromParent()`; `addChild(_:)`,
    /// the view in, `didMove(toParent:)`. Never a silent move by `addChild(_:)` alone (9.7).
    private func move(into container: UIViewController) {
        if parent != nil {
            willMove(toParent: nil)
            view.removeFromSuperview()
            removeFromParent()
        }
        container.addChild(self)
        view.frame = container.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(view)
        didMove(toParent: container)
    }

    /// Shows `new` as the child, with `style` (`.none` at once).
    func show(_ new: UIViewController, transition style: RootTransition, completion: @escaping @MainActor () -> Void) {
        let old = content
        content = new
        addChild(new)
        new.view.frame = view.bounds
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard let old, style != .none, isInWindow else {
            old?.willMove(toParent: nil)
            old?.view.removeFromSuperview()
            old?.removeFromParent()
            view.addSubview(new.view)
            new.didMove(toParent: self)
            screenChanged()
            return completion()
        }
        old.willMove(toParent: nil)
        isTransitioning = true
        let bounds = view.bounds
        let options: UIView.AnimationOptions
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let origin = style.slideOrigin(rightToLeft: rightToLeft).map { (x: CGFloat($0.x), y: CGFloat($0.y)) }
        if let origin {
            options = []
            new.view.frame = bounds.offsetBy(dx: origin.x * bounds.width, dy: origin.y * bounds.height)
        } else {
            options = .transitionCrossDissolve
        }
        transition(from: old, to: new, duration: switchDuration, options: options, animations: {
            new.view.frame = bounds
            if let origin {
                old.view.frame = bounds.offsetBy(dx: -origin.x * bounds.width, dy: -origin.y * bounds.height)
            }
        }) { [weak self] _ in
            old.removeFromParent()
            new.didMove(toParent: self)
            self?.isTransitioning = false
            self?.screenChanged()
            completion()
        }
    }
}

#endif
