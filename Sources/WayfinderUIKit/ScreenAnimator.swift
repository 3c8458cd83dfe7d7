#if canImport(UIKit)
import UIKit
import Wayfinder

/// The animator a stack's delegate returns for a screen that fades or slides in (Platform Rules
/// 12.1): the pushed screen comes in over the one it covers, and leaves the same way it came.
/// The transition ends at `completeTransition(_:)`, when the animation is over.
final class ScreenAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let transition: ScreenTransition
    private let pushing: Bool
    private let rightToLeft: Bool

    init(_ transition: ScreenTransition, pushing: Bool, rightToLeft: Bool) {
        self.transition = transition
        self.pushing = pushing
        self.rightToLeft = rightToLeft
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let moving = transitionContext.view(forKey: pushing ? .to : .from) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if pushing {
            container.addSubview(moving)
        } else if let under = transitionContext.view(forKey: .to) {
            container.addSubview(under)
            container.addSubview(moving)  // the leaving screen stays over the one it uncovers
        }
        let shown = container.bounds
        // Where the screen is when out of sight: off its edge, or in place but transparent.
        var away = shown
        if let (dx, dy) = transition.slideOrigin(rightToLeft: rightToLeft) {
            away.origin.x += CGFloat(dx) * shown.width
            away.origin.y += CGFloat(dy) * shown.height
        }
        let fades = transition == .fade
        moving.frame = pushing ? away : shown
        if fades { moving.alpha = pushing ? 0 : 1 }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) { [pushing] in
            moving.frame = pushing ? shown : away
            if fades { moving.alpha = pushing ? 1 : 0 }
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
#endif
