import Wayfinder

// The transition a step runs, as the platform can run it: the one place that decides what falls
// back to the system transition, and where a zoom finds its source again.

extension ControllerHost {
    /// The transition the platform runs for `transition`, reporting to the navigator when it
    /// falls back to the system one: a zoom where the platform has none (before iOS 18), a
    /// custom name the app did not give the driver, or, when the screen leaves (`removing`), a
    /// zoom whose source item is gone from its list. A source scrolled out of view is brought
    /// into view first, unanimated, behind the zoomed screen, so it zooms back into its row.
    package func runnable(_ transition: ScreenTransition, removing: Bool) -> ScreenTransition {
        switch transition {
        case .zoom(let source):
            guard driver.zoomsScreens else { return fellBack(.zoomUnavailable) }
            guard removing else { return transition }
            guard let list = screen(of: source.list) else { return fellBack(.zoomSourceGone(source)) }
            switch driver.place(of: source.item, inListOf: list) {
            case .visible: return transition
            case .scrolledOut:
                driver.bringIntoView(source.item, inListOf: list)
                return transition
            case .gone: return fellBack(.zoomSourceGone(source))
            }
        case .custom(let name):
            return driver.hasCustomTransition(named: name) ? transition : fellBack(.unknownCustom(name))
        case .system, .fade, .slideFromLeading, .slideFromTrailing, .slideFromTop, .slideFromBottom:
            return transition
        }
    }

    /// The view a zoom returns to when its screen leaves by the user's gesture, which the host
    /// hears of only as it happens: the driver's zoom asks it here (UIKit's source view
    /// provider). The list controller showing `source`, after ``runnable(_:removing:)``; `nil`
    /// when the item is gone, which is reported.
    package func zoomSourceList(_ source: ZoomSource) -> Driver.Controller? {
        guard runnable(.zoom(from: source), removing: true) != .system else { return nil }
        return screen(of: source.list)
    }

    /// Sets on `controller`, the screen or layer that comes or leaves, the transition the
    /// platform runs for `transition`. The system one needs nothing: a controller is made with
    /// none, and the one a step sets is its own entry's.
    func prepare(_ transition: ScreenTransition?, removing: Bool, on controller: Driver.Controller) {
        guard let transition, transition != .system else { return }
        driver.setTransition(runnable(transition, removing: removing), of: controller)
    }

    private func fellBack(_ fallback: TransitionFallback) -> ScreenTransition {
        driver.note("» \(fallback)")
        events?(.transitionFellBack(fallback))
        return .system
    }

    /// The controller showing the entry `id`, in whichever stack shows it.
    package func screen(of id: EntryID) -> Driver.Controller? {
        for stack in stacks.values {
            if let index = stack.settled.entries.firstIndex(of: id) { return stack.screens[index] }
        }
        return nil
    }
}
