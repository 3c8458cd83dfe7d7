#if canImport(UIKit)
import UIKit
import Wayfinder

/// The window's root: it stays for the app's life, presents the first layer, and shows the
/// root's stack or tabs as its one child, switching them with a cross-fade or a slide
/// (`transition(from:to:duration:options:animations:completion:)`).
@MainActor
public final class WayfinderRootController: UIViewController {
    /// The child shown now.
    public private(set) var content: UIViewController?
    /// Whether the view has appeared in a window: until then nothing is presented (1.6).
    private(set) var hasAppeared = false
    /// Whether a root switch is running.
    private(set) var isTransitioning = false
    private var appearanceWaiters: [@MainActor () -> Void] = []

    /// The duration of an animated root switch.
    public var switchDuration: TimeInterval = 0.3

    override public func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasAppeared else { return }
        hasAppeared = true
        let waiting = appearanceWaiters
        appearanceWaiters = []
        for action in waiting { action() }
    }

    func whenAppeared(_ action: @escaping @MainActor () -> Void) {
        if hasAppeared { action() } else { appearanceWaiters.append(action) }
    }

    /// Shows `new` as the child, with `style` (`.none` at once).
    func show(_ new: UIViewController, transition style: RootTransition, completion: @escaping @MainActor () -> Void) {
        let old = content
        content = new
        addChild(new)
        new.view.frame = view.bounds
        new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard let old, style != .none, hasAppeared else {
            old?.willMove(toParent: nil)
            old?.view.removeFromSuperview()
            old?.removeFromParent()
            view.addSubview(new.view)
            new.didMove(toParent: self)
            return completion()
        }
        old.willMove(toParent: nil)
        isTransitioning = true
        let bounds = view.bounds
        let options: UIView.AnimationOptions
        if case .slide(let edge) = style {
            options = []
            new.view.frame = bounds.offsetBy(dx: edge.offset.x * bounds.width, dy: edge.offset.y * bounds.height)
        } else {
            options = .transitionCrossDissolve
        }
        transition(from: old, to: new, duration: switchDuration, options: options, animations: {
            new.view.frame = bounds
            if case .slide(let edge) = style {
                old.view.frame = bounds.offsetBy(dx: -edge.offset.x * bounds.width, dy: -edge.offset.y * bounds.height)
            }
        }) { [weak self] _ in
            old.removeFromParent()
            new.didMove(toParent: self)
            self?.isTransitioning = false
            completion()
        }
    }
}

extension RootTransition.Edge {
    /// Where the new root starts, in widths and heights of the container.
    fileprivate var offset: (x: CGFloat, y: CGFloat) {
        switch self {
        case .leading: (-1, 0)
        case .trailing: (1, 0)
        case .top: (0, -1)
        case .bottom: (0, 1)
        }
    }
}
#endif
