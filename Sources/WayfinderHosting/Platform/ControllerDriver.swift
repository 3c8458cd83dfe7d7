import Wayfinder

/// The platform's controllers, as a ``ControllerHost`` drives them: UIKit's view controllers on a
/// device, fake ones that keep UIKit's rules in tests.
///
/// A driver makes controllers and performs single calls on them; it decides nothing about
/// navigation. ``ControllerHost`` decides which controller presents, which stack is set, which
/// presenter dismisses a chain and when a step is over, once, for every driver.
///
/// ```swift
/// // Code for every host is generic over the driver: UIKitDriver on a device (UIKitHost),
/// // fake controllers that keep UIKit's rules in tests (SimulatedHost).
/// func attach<Driver: ControllerDriver<ShopScreen>>(_ host: ControllerHost<ShopScreen, Driver>) {
///     host.watchdog = .seconds(5)
///     navigator.attach(host)
/// }
/// ```
///
/// The contract:
///
/// - **The driver reports facts; the host decides refusals.** The host reads the platform through
///   the driver (``presentedController(of:)``, ``isPresentationInFlight(at:)``,
///   ``isInWindow(_:)``, ``isTransitionInFlight(in:)``) and checks the preconditions before each
///   call, because UIKit drops a call it refuses without calling back (Platform Rules 1.4–1.6,
///   3.4). A driver's calls never refuse.
/// - **Dismissing from a controller that presents nothing is never asked** (UIKit would dismiss
///   the controller itself, 9.1).
/// - **A completion runs at most once**: inside the call (an unanimated `setViewControllers`,
///   3.5), later, or never, which the host's watchdog (``deadline(after:_:)``) covers.
/// - **Steps wait until ``isInWindow``** (1.6): layers restored at launch are presented once the
///   container is in a window.
@MainActor
public protocol ControllerDriver<Screen>: AnyObject {
    /// The app's screen type.
    associatedtype Screen: Hashable & Sendable
    /// Any controller that can be presented or present (UIKit: `UIViewController`).
    associatedtype Controller: AnyObject
    /// A navigation stack (UIKit: a `UINavigationController` subclass).
    associatedtype Stack: AnyObject
    /// A tab bar controller (UIKit: a `UITabBarController` subclass).
    associatedtype Tabs: AnyObject
    /// A split controller (UIKit: a column-style `UISplitViewController`). A driver without one
    /// shows a split root collapsed, in its compact stack alone.
    associatedtype Split: AnyObject = Stack

    // MARK: The window

    /// The window's root controller: it stays for the app's life, presents the first layer and
    /// shows the root's stack or tabs as its one child.
    var container: Controller { get }
    /// Whether ``container`` is in a window, so that it can present (1.6).
    var isInWindow: Bool { get }
    /// Runs `action` once, when ``container`` enters a window (or at once when it is in one).
    func whenInWindow(_ action: @escaping @MainActor () -> Void)

    // MARK: Making controllers

    /// A controller showing one entry's screen.
    func makeScreen(for entry: Entry<Screen>) -> Controller
    /// A stack at `location` already showing `screens`, root first, without a transition.
    func makeStack(at location: StackLocation, showing screens: [Controller]) -> Stack
    /// A tab bar controller with one stack per tab, in order, `selectedIndex` selected.
    func makeTabs(_ tabs: [TabID], stacks: [Stack], selectedIndex: Int) -> Tabs
    /// The controller to present for a sheet, a cover or an overlay: `stack`, configured for `style`.
    func makeLayer(_ style: PresentationStyle, id: LayerID, stack: Stack) -> Controller
    /// The app's controller to present for an alert raised by the entry `owner`.
    func makeAlert(_ alert: NavigationAlert, id: LayerID, owner: EntryID) -> Controller
    /// Changes a presented sheet's, cover's or overlay's style in place: a sheet's detents.
    func update(_ layer: Controller, to style: PresentationStyle)
    /// Changes a presented alert in place: its text. Asked only where the host's planner updates
    /// alerts in place; on UIKit a changed alert is dismissed and presented anew, so by default
    /// nothing happens.
    func update(_ alertController: Controller, to alert: NavigationAlert)
    /// `stack` as a controller that can be presented or shown (an upcast on UIKit).
    func controller(for stack: Stack) -> Controller
    /// `tabs` as a controller that can be shown (an upcast on UIKit).
    func controller(for tabs: Tabs) -> Controller
    /// A split controller with one stack per column, in order, and `compact`, the stack it
    /// shows while collapsed, set once; `display` says which columns it prefers side by side.
    /// The driver tells the host when it collapses (``ControllerHost/splitCollapses()``) and
    /// expands (``ControllerHost/splitExpands()``), before it shows the other layout.
    func makeSplit(_ columns: [SplitColumn], stacks: [Stack], compact: Stack, display: SplitDisplay) -> Split
    /// `split` as a controller that can be shown (an upcast on UIKit).
    func controller(forSplit split: Split) -> Controller
    /// Sets which columns `split` prefers side by side (`preferredDisplayMode`).
    func arrange(_ split: Split, display: SplitDisplay)
    /// Whether `split` shows its compact stack now (`isCollapsed`).
    func isCollapsed(_ split: Split) -> Bool

    // MARK: Reading

    /// The screens `stack` shows now, root first (`viewControllers`).
    func screens(of stack: Stack) -> [Controller]
    /// The controller `presenter` presents now, whoever presented it (UIKit:
    /// `presentedViewController`, when its `presentingViewController` is `presenter` or one of
    /// its ancestors, 1.2).
    func presentedController(of presenter: Controller) -> Controller?
    /// Whether a presentation or dismissal runs now where `presenter` presents, whoever started
    /// it (1.5).
    func isPresentationInFlight(at presenter: Controller) -> Bool
    /// Whether `controller` is leaving: a dismissal of it runs (`isBeingDismissed`). The host
    /// waits for a presentation it did not make that is leaving, rather than failing (9.17).
    func isBeingDismissed(_ controller: Controller) -> Bool
    /// Whether `controller`'s view is in a window now (1.6).
    func isInWindow(_ controller: Controller) -> Bool
    /// Whether `stack` shows `controller` now (`viewControllers`): a screen it shows cannot be
    /// pushed again (3.2). By default ``screens(of:)`` is searched.
    func isShown(_ controller: Controller, in stack: Stack) -> Bool
    /// Whether a push or pop runs on `stack` now, the user's included (3.4).
    func isTransitionInFlight(in stack: Stack) -> Bool
    /// Whether ``container`` shows `content` as its child now, the switch to it over.
    func isShowingContent(_ content: Controller) -> Bool
    /// Runs `action` once, when the transition running now where `controller` is has ended
    /// (UIKit: its `transitionCoordinator`'s completion), and returns `true`; returns `false`,
    /// keeping nothing, when `controller` has no coordinator. The host retries a step refused for
    /// a transition it did not start (a system sheet's, a rotation's, the app's own dismissal),
    /// and looks again a little later when nothing tells of the end (9.17).
    func afterTransitions(at controller: Controller, _ action: @escaping @MainActor () -> Void) -> Bool

    // MARK: Calls

    /// Presents `controller` from `presenter` (`present(_:animated:completion:)`); the completion
    /// runs once it has appeared (1.1). The host has checked the preconditions.
    func present(
        _ controller: Controller, from presenter: Controller, animated: Bool,
        completion: @escaping @MainActor () -> Void
    )
    /// Dismisses what `presenter` presents and every controller above it, only the top one
    /// animating (`dismiss(animated:completion:)`, 2.2, 2.3). The host has checked that
    /// `presenter` presents something and that no transition runs.
    func dismissPresented(
        from presenter: Controller, animated: Bool, completion: @escaping @MainActor () -> Void
    )
    /// Replaces the screens of `stack` in one transition (`setViewControllers(_:animated:)`,
    /// 3.1); the completion runs when the transition is over, at once when there is none (9.2).
    /// The host has checked the preconditions.
    func setScreens(
        _ screens: [Controller], of stack: Stack, animated: Bool, completion: @escaping @MainActor () -> Void
    )
    /// Pushes the screens of `screens` above the first `shown`, which `stack` shows now (as the
    /// host last set it): a step that only adds screens on top, as `pushViewController(_:animated:)`
    /// does (Platform Rules 3.2). By default this is ``setScreens(_:of:animated:completion:)``,
    /// which UIKit animates as a push (3.1); the simulated driver pushes, unless the stack shows
    /// something else (a push the host did not start), which it sets to `screens`. The host has
    /// checked the preconditions
    /// (`StepFailure.pushing(_:alreadyShown:transitionInFlight:)`).
    func push(
        _ screens: [Controller], above shown: Int, onto stack: Stack, animated: Bool,
        completion: @escaping @MainActor () -> Void
    )
    /// Pops `stack` down to `screens`, the ones it shows now up to the new top: a step that only
    /// removes screens from the top, as `popToViewController(_:animated:)` does. By default this
    /// is ``setScreens(_:of:animated:completion:)``, which UIKit animates as a pop (3.1). The
    /// host has checked the preconditions, as for setting.
    func pop(
        _ stack: Stack, to screens: [Controller], animated: Bool, completion: @escaping @MainActor () -> Void
    )
    /// Selects a tab at once, without animation (`selectedIndex`).
    func selectTab(at index: Int, of tabs: Tabs) throws(StepFailure)
    /// Replaces the container's child with `content`, with `transition` when animated; the
    /// completion runs when the transition is over.
    func showContent(
        _ content: Controller, transition: RootTransition, animated: Bool, completion: @escaping @MainActor () -> Void
    ) throws(StepFailure)

    // MARK: Transitions

    /// Whether the platform zooms a screen out of a view (UIKit: `preferredTransition = .zoom`,
    /// iOS 18). Read in one place, the host's ``ControllerHost/runnable(_:removing:)``.
    var zoomsScreens: Bool { get }
    /// Whether the app gave the driver a custom transition of this name.
    func hasCustomTransition(named name: CustomTransitionName) -> Bool
    /// Makes `controller` (a screen or a layer) come and go with `transition` from now on: UIKit's
    /// `preferredTransition`, or the animator its navigation delegate returns for it. The host
    /// sets it before the step that runs it, on the screen that comes or leaves.
    func setTransition(_ transition: ScreenTransition, of controller: Controller)
    /// Where the item `item` is in the list the screen `list` shows.
    func place(of item: String, inListOf list: Controller) -> ListItemPlace
    /// Scrolls the list the screen `list` shows, without animation, so that `item` is in view.
    func bringIntoView(_ item: String, inListOf list: Controller)

    // MARK: Time

    /// Runs `expire` after `delay` unless the returned deadline is cancelled first: the host's
    /// watchdog for a completion the platform never delivers. A simulated driver uses its
    /// virtual clock.
    /// Returns the function that calls it off.
    func deadline(after delay: Duration, _ expire: @escaping @MainActor () -> Void) -> @MainActor () -> Void
    /// Runs `action` once, when the main actor's current turn is over, never inside this call
    /// (UIKit: the main actor's next job). Not a delay: the host starts a step there, so that
    /// the commands of one turn make one transition. A simulated driver runs it at the next
    /// movement of its virtual clock.
    func atEndOfTurn(_ action: @escaping @MainActor () -> Void)

    // MARK: Notes

    /// A line for a log: the step whose calls the host is about to make (`» push product(3)#4
    /// on root`) or why one failed (`» failed: …`). The simulated transcript keeps it; by
    /// default nothing happens, and the line is never made.
    func note(_ line: @autoclosure () -> String)
    /// The watchdog's deadline passed for a call of the driver's: the host has read the platform
    /// and ended the step. A driver that counts its running calls forgets them, so that a
    /// completion that never comes does not keep it busy, and one that comes late ends nothing
    /// else. By default nothing happens.
    func watchdogFired()
    /// Ends text editing in the window: the focused field resigns and the keyboard hides
    /// (UIKit: `endEditing(true)` on the window). The host calls it before presenting a layer
    /// that covers the field (an alert, a cover or an overlay, Platform Rules 4.11); by default
    /// nothing happens.
    func endEditing()
    /// Someone awaits a command's outcome (a ``NavigationRequest``'s outcome). A driver whose
    /// time is driven by hand runs it; by default nothing happens.
    func outcomeAwaited()
}

extension ControllerDriver where Split == Stack {
    /// Without a split controller, the compact stack alone: always collapsed.
    public func makeSplit(_ columns: [SplitColumn], stacks: [Stack], compact: Stack, display: SplitDisplay) -> Split {
        compact
    }

    public func controller(forSplit split: Split) -> Controller { controller(for: split) }
    public func arrange(_ split: Split, display: SplitDisplay) {}
    public func isCollapsed(_ split: Split) -> Bool { true }
}

extension ControllerDriver {
    public func update(_ alertController: Controller, to alert: NavigationAlert) {}

    public var zoomsScreens: Bool { false }
    public func hasCustomTransition(named name: CustomTransitionName) -> Bool { false }
    public func setTransition(_ transition: ScreenTransition, of controller: Controller) {}
    public func place(of item: String, inListOf list: Controller) -> ListItemPlace { .gone }
    public func bringIntoView(_ item: String, inListOf list: Controller) {}

    public func push(
        _ screens: [Controller], above shown: Int, onto stack: Stack, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        setScreens(screens, of: stack, animated: animated, completion: completion)
    }

    public func isShown(_ controller: Controller, in stack: Stack) -> Bool {
        screens(of: stack).contains { $0 === controller }
    }

    public func pop(
        _ stack: Stack, to screens: [Controller], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        setScreens(screens, of: stack, animated: animated, completion: completion)
    }

    public func note(_ line: @autoclosure () -> String) {}
    public func watchdogFired() {}
    public func endEditing() {}
    public func outcomeAwaited() {}
}

/// A pending ``ControllerDriver/deadline(after:_:)``; cancel it when what it watches is over.
@MainActor
struct Deadline {
    private let cancelling: @MainActor () -> Void

    /// A deadline that `cancel` calls off.
    init(cancel: @escaping @MainActor () -> Void) {
        cancelling = cancel
    }

    /// Calls the deadline off: its action will not run.
    func cancel() { cancelling() }
}

/// Where a list item is, as a driver reads it from the list a screen shows: what the host needs
/// to zoom a screen back into the item it came from.
///
/// ```swift
/// func place(of item: String, inListOf list: UIViewController) -> ListItemPlace {
///     guard let path = (list as? ProductList)?.indexPath(of: item) else { return .gone }
///     return tableView.indexPathsForVisibleRows?.contains(path) == true ? .visible : .scrolledOut
/// }
/// ```
public enum ListItemPlace: Hashable, Sendable {
    /// In the list's viewport.
    case visible
    /// In the list, scrolled out of view.
    case scrolledOut
    /// Not in the list (deleted), or no list shows it.
    case gone
}
