import Wayfinder

extension SimulatedStackController {
    // MARK: The user's pops: a swipe back, the back button, a re-tap of the tab (Platform Rules 7.1)

    /// How the user pops a stack, in the transcript's words.
    enum UserPop: String {
        case swipe = "swipe back"
        case backButton = "back button"
        /// A tap on the selected tab, which pops its stack to the root.
        case tabReselect = "tab re-tap"
    }

    /// Whether the user's edge swipe begins on this stack: UIKit's own gesture delegate lets it
    /// begin only while the bar shows; a delegate the driver installs answers instead, and one
    /// that lets a swipe begin on the root screen or during a push or pop leaves UIKit's stack
    /// unresponsive, recorded as a violation (9.23).
    func edgeSwipeBegins() -> Bool {
        guard let shouldBegin = popGestureShouldBegin else {
            if !isNavigationBarHidden, delegate?.animationController != nil {
                window.log("the swipe back does not begin on \(name): its delegate answers for animators (12.3)")
                return false
            }
            return !isNavigationBarHidden
        }
        guard shouldBegin() else { return false }
        if screenControllers.count < 2 || isTransitionInFlight {
            window.violate("9.23", "a swipe back began on \(name) with nothing to pop: the stack stops responding")
            return false
        }
        return true
    }


    /// Starts the user's pop down to `keeping` screens (by default all but the top one); refused
    /// when a transition is in flight or nothing is above them. As UIKit does, the screens above
    /// leave `viewControllers` as the pop begins, and come back if it is cancelled (9.20).
    /// The delegate hears `willShow` for the new top, with a coordinator that follows the
    /// user's finger when `held`.
    func beginUserPop(_ kind: UserPop, keeping: Int? = nil, duration: Duration, held: Bool = false) -> Bool {
        let keeping = keeping ?? screenControllers.count - 1
        guard !isTransitionInFlight, keeping >= 1, screenControllers.count > keeping else { return false }
        isTransitionInFlight = true
        transitionBegan()
        let before = shownEntryIDs
        let popped = Array(screenControllers[keeping...])
        screenControllers.removeLast(popped.count)
        shownEntryIDs = Self.entryIDs(of: screenControllers)
        let animation = window.gesture(.pop(location, from: StackEntries(before), to: StackEntries(shownEntryIDs)), duration: duration)
        isPopGestureDriving = kind == .swipe
        let runsAnimator = userPopRunsAnimator(from: popped.last, to: screenControllers.last)
        let coordinator = SimulatedTransitionCoordinator(interactive: held && !runsAnimator, cancellable: !runsAnimator)
        userPop = (kind, popped, animation, coordinator)
        window.log("\(kind.rawValue) on \(name) begins")
        if let top = screenControllers.last { delegate?.willShow(top, coordinator) }
        return true
    }

    /// The user let go of the held pop: its coordinator reports it, and the pop will finish, or
    /// be cancelled when `cancelled`.
    func letGoOfUserPop(cancelled: Bool) {
        userPop?.coordinator.interactionEnded(cancelled: cancelled)
    }

    /// Ends the user's pop: the screens it took off leave when finished, come back when
    /// cancelled. The delegate hears `didShow` for a finished pop only (7.1); the coordinator's
    /// completion follows, lost while ``SimulatedWindow/losesGestureEnds`` is on (9.11).
    func endUserPop(finished: Bool) {
        guard let (kind, popped, animation, coordinator) = userPop else { return }
        let finished = finished || !coordinator.isCancellable
        isPopGestureDriving = false
        isTransitionInFlight = false
        userPop = nil
        window.end(animation)
        transitionEnded()
        if finished {
            for controller in popped where controller.parent === self { controller.parent = nil }
            window.log("\(kind.rawValue) on \(name) finishes: \(popped.map(\.name).joined(separator: ", ")) popped")
            if let top = screenControllers.last { delegate?.didShow(top) }
        } else {
            screenControllers.append(contentsOf: popped)
            shownEntryIDs = Self.entryIDs(of: screenControllers)
            window.log("\(kind.rawValue) on \(name) cancelled")
        }
        coordinator.finish(cancelled: !finished, lost: window.losesGestureEnds)
    }
}
