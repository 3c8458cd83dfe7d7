import Wayfinder
import WayfinderHosting

extension SimulatedDriver {
    /// The stack's delegate, as `WayfinderNavigationController` is its own: a `willShow` the
    /// host takes for the start of a user's pop is followed to its end through the coordinator
    /// (the finger lifted, then finished or cancelled); any `didShow` outside a transition lets
    /// the host compare the stack with what it settled (7.1, 9.3, 9.20, 9.22).
    func navigationDelegate(of stack: SimulatedStackController) -> SimulatedNavigationDelegate {
        let id = ObjectIdentifier(stack)
        return SimulatedNavigationDelegate(
            willShow: { [weak self, weak stack] screen, coordinator in
                guard let self, let stack, let reporting = host, !userPopsRunning.contains(id),
                    reporting.userWillShow(screen, in: stack, held: coordinator?.isInteractive == true)
                else { return }
                guard let coordinator else { return reporting.userChangedStack(stack, endsInteraction: true) }
                userPopsRunning.insert(id)
                if coordinator.isInteractive { coordinator.notifyWhenInteractionChanges { [weak self] _ in self?.host?.userLetGo() } }
                coordinator.animate { [weak self, weak stack] context in
                    guard let self, let stack else { return }
                    userPopsRunning.remove(id)
                    if context.isCancelled { host?.userCancelledInteraction() } else { host?.userChangedStack(stack, endsInteraction: true) }
                }
            },
            didShow: { [weak self, weak stack] _ in
                guard let self, let stack, !isTransitioning(id) else { return }
                host?.userChangedStack(stack, endsInteraction: false)
            },
            animationController: { [weak self, weak stack] operation, from, to in
                guard let self, let stack else { return nil }
                // The user's swipe runs UIKit's own interactive pop, which the user can cancel (12.3).
                if leavesUserPopsToUIKit, stack.isPopGestureDriving { return nil }
                return animator(for: (operation == .push ? to : from).transitionKept)
            })
    }

    func isTransitioning(_ stack: ObjectIdentifier) -> Bool {
        stepsRunning.contains(stack) || userPopsRunning.contains(stack)
    }
}
