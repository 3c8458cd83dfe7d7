import Wayfinder

// How a push or pop animates: UIKit's own slide, a zoom (iOS 18), or the animator the delegate
// returns (Platform Rules 12).

extension SimulatedStackController {
    /// Animates a push or pop from `oldTop` to `top`, then `finish`. When the delegate returns an
    /// animator for it, UIKit runs that animator, and the transition ends only when it calls
    /// `completeTransition(_:)`, whenever that is, or never (12.1); otherwise a zoom set as the
    /// pushed (or popped) screen's `preferredTransition` asks its source view provider (12.4);
    /// otherwise UIKit's own slide.
    func run(
        _ animation: SimulatedAnimation.Kind, from oldTop: SimulatedController?, to top: SimulatedController?,
        _ finish: @escaping @MainActor () -> Void
    ) {
        let operation: StackOperation = if case .push = animation { .push } else { .pop }
        if let oldTop, let top, let animator = delegate?.animationController?(operation, oldTop, top) {
            window.animatedTransitionCount += 1
            let running = window.gesture(animation, duration: animator.duration, running: animator.transition)
            window.log("\(name) runs the delegate's animator (\(animator.transition))")
            var completed = false
            animator.animate { [weak self] in
                guard !completed else { return }
                completed = true
                self?.window.end(running)
                self?.window.log("\(self?.name ?? "stack"): completeTransition(true)")
                finish()
            }
            return
        }
        let zoomed = (operation == .push ? top : oldTop) as? SimulatedScreenController
        if let zoomed, let zoom = zoomed.zoom {
            let source = zoom.sourceViewProvider()
            window.log("zoom \(operation == .push ? "out of" : "back into") \(source ?? "no source view")")
            let transition = source == nil ? ScreenTransition.system : zoomed.transitionKept
            return window.transition(animated: true, duration: window.durations.push, animation, running: transition, finish)
        }
        window.transition(animated: true, duration: window.durations.push, animation, finish)
    }

    /// Whether the user's pop from `leaving` to `top` runs the delegate's animator: asked as UIKit
    /// asks when the pop begins (the recognizer has begun, ``isPopGestureDriving``). Without an
    /// interaction controller UIKit runs that animator to its end, so the user cannot cancel the
    /// pop (12.3). A zoomed screen's source view provider is asked as it leaves (12.4).
    func userPopRunsAnimator(from leaving: SimulatedController?, to top: SimulatedController?) -> Bool {
        guard let leaving, let top else { return false }
        if let zoom = (leaving as? SimulatedScreenController)?.zoom {
            window.log("zoom back into \(zoom.sourceViewProvider() ?? "no source view")")
        }
        guard let animator = delegate?.animationController?(.pop, leaving, top) else { return false }
        window.log("\(name)'s delegate returns an animator (\(animator.transition)) for the user's pop: it runs to its end")
        return true
    }
}
