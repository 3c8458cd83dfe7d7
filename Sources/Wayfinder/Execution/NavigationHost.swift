/// What shows the navigation: the package's seam between the navigator and a host. Every host an
/// app attaches is a `ControllerHost` (`UIKitHost`, `SimulatedHost`); the tests' recording
/// hosts implement this protocol directly.
///
/// A host holds no navigation logic. It shows a root when a ``Navigator`` attaches, performs one
/// `TransitionStep` at a time and calls back when its animation is over, and reports what the
/// *user* did (swiped back, dragged a sheet away, tapped an alert button or a tab).
///
/// In a `ControllerHost` the translation of steps into controller calls is written once, in
/// `WayfinderHosting`, and a driver supplies the controllers (a `ControllerDriver`).
@MainActor
package protocol NavigationHost<Screen>: AnyObject, Sendable {
    /// The app's screen type.
    associatedtype Screen: Hashable & Sendable

    /// What the host can do in one transition.
    var capabilities: HostCapabilities { get }

    /// Shows `root` at once, without animation, and keeps `events` to report what the user does.
    /// The navigator then brings in the layers one transition at a time.
    func install(_ root: Root<Screen>, events: @escaping @MainActor (HostEvent) -> Void)

    /// Performs one step and calls `completion` once, when its animation is over (at once for an
    /// unanimated step), or with a failure when the platform refused it.
    func perform(_ step: TransitionStep<Screen>, completion: @escaping @MainActor (StepResult) -> Void)

    /// Performs one step with `transition`, the one the planner says it runs
    /// (`NavigationState.transition(of:)`; `nil`: none named). By default the step alone.
    func perform(
        _ step: TransitionStep<Screen>, transition: ScreenTransition?, completion: @escaping @MainActor (StepResult) -> Void)

    /// Tears down what ``install(_:events:)`` showed; no event is reported afterwards.
    func uninstall()

    /// Runs `action` once, when the main actor's current turn is over (never inside this call):
    /// the navigator starts a step there, so that the commands of one turn (a `for` loop of
    /// pushes, two in one button action) reach the screen as one change. A scheduling
    /// primitive, not a delay: UIKit's host runs `action` as the main actor's next job; the
    /// simulated host at the next movement of its virtual clock (`settle`, `advance(by:)`, an
    /// awaited outcome).
    func atEndOfTurn(_ action: @escaping @MainActor () -> Void)

    /// Someone awaits the ``NavigationRequest/outcome`` of a command that has not ended yet.
    ///
    /// A host whose time passes by itself (UIKit's animations) does nothing, the default. A host
    /// whose time is driven by hand runs it here, so that awaiting cannot wait for time nobody
    /// moves: the simulated host runs its virtual clock until nothing is in flight.
    func outcomeAwaited()
}

extension NavigationHost {
    package func outcomeAwaited() {}

    package func perform(
        _ step: TransitionStep<Screen>, transition: ScreenTransition?, completion: @escaping @MainActor (StepResult) -> Void
    ) {
        perform(step, completion: completion)
    }
}

/// What a host reports to its navigator.
package enum HostEvent: Hashable, Sendable, Codable {
    /// The user started a gesture (a swipe back, a sheet drag). Until it ends it counts as a
    /// transition in flight: commands wait for it.
    case interactionBegan
    /// The gesture ended: finished with `change`, or cancelled when `nil`.
    case interactionEnded(UserChange?)
    /// The user changed something in one go (tapped a tab, an alert button, the back button).
    case userChanged(UserChange)
    /// A screen came or went with the system transition rather than the one it named.
    case transitionFellBack(TransitionFallback)
    /// The host went away; every waiting command ends with ``NavigationOutcome/interrupted(_:)``.
    case detached
}

/// A change the user made on screen, which the navigator applies to both `shown` and `state`.
package enum UserChange: Hashable, Sendable, Codable {
    /// Entries were popped off a stack (back button, swipe back).
    case popped(StackLocation, removed: [EntryID])
    /// A layer was dismissed by the user (a sheet dragged down).
    case dismissed(LayerID)
    /// A tab was selected in the tab bar.
    case selectedTab(TabID)
    /// An alert button was tapped, with the text of the alert's text fields.
    case answeredAlert(LayerID, button: Int, text: [String])
    /// A sheet was dragged to another detent.
    case selectedDetent(LayerID, Detent)
}

/// How a host ended a step.
package enum StepResult: Hashable, Sendable {
    /// The step's animation is over and the screen shows its result.
    case completed
    /// The platform refused the step; the screen is as before it.
    case failed(FailedStep)
}
