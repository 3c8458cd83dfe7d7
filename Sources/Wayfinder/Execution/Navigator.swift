import Observation

/// The single source of truth for navigation.
///
/// A navigator holds two values: ``state``, what the app wants on screen, which every command
/// changes at once; and ``shown``, what the host shows. It walks `shown` toward `state` one
/// transition at a time, awaiting the host's completion of each, so rapid commands coalesce and
/// the newest intent wins. The commands of one turn of the main actor (a `for` loop of pushes)
/// reach the screen as one change. No fixed delays.
///
/// ```swift
/// let navigator = Navigator(NavigationState<Screen>(flow: "main", root: .cart))
/// navigator.attach(host)
/// navigator.push(.product(12))
/// let outcome = await navigator.present(.options, as: .sheet(.fitting)).outcome
/// ```
///
/// Commands may arrive at any moment: one issued in the middle of a change (from an `onChange`,
/// a follower, a guard, a host's callback, a model's `deinit`) is taken right after it, in order.
///
/// Without a host (before `attach(_:)`, after ``detach()``) the navigator is headless: every
/// command completes at once, which is what a flow's unit tests want.
///
/// A navigator is `Observable`: views that read ``state`` or ``shown`` update when they change,
/// and ``revision`` moves once per change for anything that follows it.
@MainActor
@Observable
public final class Navigator<Screen: Hashable & Sendable> {
    /// What the app wants on screen; every command changes it at once.
    public internal(set) var state: NavigationState<Screen> {
        get { observed(keys.state, wanted) }
        set { changing(keys.state) { wanted = newValue } }
    }
    /// What the host shows.
    public internal(set) var shown: NavigationState<Screen> {
        get { observed(keys.shown, onScreen) }
        set { changing(keys.shown) { onScreen = newValue } }
    }
    /// The step the host is performing, if any.
    package internal(set) var transitionInFlight: TransitionStep<Screen>? {
        get { observed(keys.transitionInFlight, stepInFlight) }
        set { changing(keys.transitionInFlight) { stepInFlight = newValue } }
    }
    /// Whether a user gesture (swipe back, sheet drag) is in progress.
    public internal(set) var isInteracting: Bool {
        get { observed(keys.isInteracting, gestureInProgress) }
        set { changing(keys.isInteracting) { gestureInProgress = newValue } }
    }
    /// Moves once after every command (accepted or refused) and every change a host reports,
    /// however many values it touched: what followers follow; views observe ``state`` itself.
    public internal(set) var revision: Int {
        get { observed(keys.revision, changeCount) }
        set { changing(keys.revision) { changeCount = newValue } }
    }

    // Written out over ignored storage so that observers are told of every write (list anchors
    // and the identity counter too), with key paths built once per navigator (BENCHMARKS.md).
    @ObservationIgnored private var wanted: NavigationState<Screen>
    @ObservationIgnored private var onScreen: NavigationState<Screen>
    @ObservationIgnored private var stepInFlight: TransitionStep<Screen>?
    @ObservationIgnored private var gestureInProgress = false
    @ObservationIgnored private var changeCount = 0
    @ObservationIgnored private let keys = ObservedKeys()

    @MainActor
    private struct ObservedKeys {
        let state: KeyPath<Navigator, NavigationState<Screen>> = \.state
        let shown: KeyPath<Navigator, NavigationState<Screen>> = \.shown
        let transitionInFlight: KeyPath<Navigator, TransitionStep<Screen>?> = \.transitionInFlight
        let isInteracting: KeyPath<Navigator, Bool> = \.isInteracting
        let revision: KeyPath<Navigator, Int> = \.revision
    }

    private func observed<Value>(_ key: KeyPath<Navigator, Value>, _ value: Value) -> Value {
        access(keyPath: key)
        return value
    }

    private func changing<Value>(_ key: KeyPath<Navigator, Value>, _ change: () -> Void) {
        withMutation(keyPath: key, change)
    }

    /// Called when the user answers a custom alert, after the alert has left `state`.
    @ObservationIgnored public var onAlertResponse: (@MainActor (AlertResponse) -> Void)?

    /// Conditions that protect screens. While a guard's condition fails, a change that adds a
    /// screen it protects is refused with ``NavigationError/refusedByGuard(_:)``; call
    /// ``reevaluateGuards(animated:)`` when a condition changes.
    @ObservationIgnored public var guards: [NavigationGuard<Screen>] = []
    /// Told of every event, for a recorder; `nil` (the default) costs a command nothing.
    @ObservationIgnored package var onEvent: (@MainActor (NavigatorEvent<Screen>) -> Void)?

    /// Owned by what shows it (a scene, a testbed), never by the navigator, whose app the host's
    /// screens may capture.
    @ObservationIgnored weak var host: (any NavigationHost<Screen>)?
    /// Whether a host is attached (the weak reference empties before a released host detaches).
    @ObservationIgnored var isAttached = false
    /// Whether the last host was released rather than detached, and whether that was reported.
    @ObservationIgnored var isHostReleased = false
    @ObservationIgnored var isHostReleaseReported = false
    @ObservationIgnored var attachment = 0  // moves at every attach and detach: an old host's callbacks are ignored
    @ObservationIgnored var stepsStarted = 0  // a completion is the step in flight's only if none started since
    /// The commands the screen has not reached yet.
    @ObservationIgnored package internal(set) var waitingCommands = WaitingCommands<Screen>()
    /// User changes made while a step runs: they apply to `shown` after that step.
    @ObservationIgnored var changesDuringStep: [UserChange] = []
    @ObservationIgnored var transitionFallbacks: [TransitionFallback] = []  // for the next requests to end
    /// Whether the next step waits for the end of the main actor's turn (`advanceAtEndOfTurn`).
    @ObservationIgnored var waitsForEndOfTurn = false

    // How changes are taken, one at a time (Navigator+Changes.swift).
    @ObservationIgnored var isChanging = false
    @ObservationIgnored var hasChanged = false
    @ObservationIgnored var reportArrivals: [@MainActor () -> Void] = []
    @ObservationIgnored var commandArrivals: [@MainActor () -> Void] = []
    @ObservationIgnored var nestedCommands = 0
    @ObservationIgnored var isMovingRevision = false
    @ObservationIgnored var owesRevision = false
    @ObservationIgnored var followers: [FollowerReference] = []  // told after every change, held weakly

    /// A navigator that starts at `initial`.
    public init(_ initial: NavigationState<Screen>) {
        assert(initial.isValid, "Navigator started with an invalid value: \(initial)")
        wanted = initial
        onScreen = initial
    }

    /// A navigator released mid-transition still ends every request waiting on it, as soon as
    /// the main actor runs (not an `isolated deinit`, which iOS 17 lacks).
    deinit {
        let waiting = waitingCommands.requests
        guard !waiting.isEmpty else { return }
        Task { @MainActor in
            for request in waiting { request.finish(.hostDetached) }
        }
    }

    /// Whether nothing is in flight and the screen shows what the app wants.
    public var isSettled: Bool { transitionInFlight == nil && !isInteracting && shown == state }

    // MARK: Commands

    /// Changes ``state`` however you like, in one change that the planner turns into the fewest
    /// transitions.
    ///
    /// ```swift
    /// navigator.update { state in
    ///     try state.selectTab(.catalog)
    ///     try state.push(.product(3))
    /// }
    /// ```
    ///
    /// If `change` throws, or leaves a value that cannot be shown, nothing changes and the request
    /// is refused with the reason (a ``DeepLinkError`` as ``NavigationError/link(_:)``, an error
    /// not Wayfinder's as ``NavigationError/changeFailed(_:)``).
    @discardableResult
    public func update(
        animated: Bool = true,
        _ change: @escaping (inout NavigationState<Screen>) throws -> Void
    ) -> NavigationRequest {
        update(animation: AnimationPolicy(animated: animated), change)
    }

    /// ``update(animated:_:)`` with the navigator's own animation policy.
    @discardableResult
    package func update(
        animation: AnimationPolicy,
        _ change: @escaping (inout NavigationState<Screen>) throws -> Void
    ) -> NavigationRequest {
        take(.command) { [self] _ in carryOut(animation: animation, change).request }
    }

    /// Shows `target`, a value built from plain screens (a link's, a restored one), keeping the
    /// entries of the same screens (``NavigationState/reconciled(with:)``).
    @discardableResult
    public func navigate(to target: NavigationState<Screen>, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in state = state.reconciled(with: target) }
    }

    /// Pushes a screen onto a stack (by default the top one), to come and go with `transition`.
    @discardableResult
    public func push(_ screen: Screen, onto location: StackLocation? = nil, transition: ScreenTransition = .system, animated: Bool = true)
        -> NavigationRequest
    {
        update(animated: animated) { state in try state.push(screen, onto: location, transition: transition) }
    }

    /// Pushes several screens in one transition.
    @discardableResult
    public func push(contentsOf screens: [Screen], onto location: StackLocation? = nil, animated: Bool = true)
        -> NavigationRequest
    {
        update(animated: animated) { state in try state.push(contentsOf: screens, onto: location) }
    }

    /// Pops screens off a stack (by default the top one).
    @discardableResult
    public func pop(_ count: Int = 1, from location: StackLocation? = nil, animated: Bool = true)
        -> NavigationRequest
    {
        update(animated: animated) { state in try state.pop(count, from: location) }
    }

    /// Pops every screen above an entry.
    @discardableResult
    public func pop(to entry: EntryID, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.pop(to: entry) }
    }

    /// Pops every screen above a stack's root.
    @discardableResult
    public func popToRoot(of location: StackLocation? = nil, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.popToRoot(of: location) }
    }

    /// Replaces a stack's screens, by default keeping every entry whose screen is still there.
    @discardableResult
    public func replaceStack(
        with screens: [Screen], at location: StackLocation? = nil, keeping: EntryKeeping = .sameScreens,
        animated: Bool = true
    ) -> NavigationRequest {
        update(animated: animated) { state in try state.replaceStack(with: screens, at: location, keeping: keeping) }
    }

    /// Removes an entry from its stack, unseen under the top: `navigator.remove(name.id)`.
    @discardableResult
    public func remove(_ entry: EntryID, animated: Bool = true) -> NavigationRequest { update(animated: animated) { try $0.remove(entry) } }

    /// Goes back `count` entries, popping or dismissing what holds them: `navigator.back()`.
    @discardableResult
    public func back(_ count: Int = 1, animated: Bool = true) -> NavigationRequest { update(animated: animated) { try $0.back(count) } }

    /// Goes back to an entry, dismissing the layers above it: `navigator.back(to: cart.id)`.
    @discardableResult
    public func back(to entry: EntryID, animated: Bool = true) -> NavigationRequest { update(animated: animated) { try $0.back(to: entry) } }

    /// Dismisses every layer and pops the visible stack to its root: `navigator.backToRoot()`.
    @discardableResult
    public func backToRoot(animated: Bool = true) -> NavigationRequest { update(animated: animated) { $0.backToRoot() } }

    /// Presents screens in a new layer (a sheet, a cover, an overlay) that comes and goes with `transition`.
    @discardableResult
    public func present(
        _ screen: Screen, path: [Screen] = [], as style: PresentationStyle, transition: ScreenTransition = .system, animated: Bool = true
    ) -> NavigationRequest {
        update(animated: animated) { state in try state.present(screen, path: path, as: style, transition: transition) }
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss(animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.dismiss() }
    }

    /// Dismisses every layer above `layer`, which stays.
    @discardableResult
    public func dismiss(to layer: LayerID, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.dismiss(to: layer) }
    }

    /// Dismisses every layer.
    @discardableResult
    public func dismissAll(animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in state.dismissAll() }
    }

    /// Selects a tab.
    @discardableResult
    public func selectTab(_ id: TabID, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.selectTab(id) }
    }

    /// Shows a custom alert owned by the entry on top.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.showAlert(alert) }
    }

    /// Switches to another flow whose root is a single stack.
    @discardableResult
    public func switchRoot(
        to flow: FlowID, root screen: Screen, path: [Screen] = [], transition: RootTransition = .crossFade,
        animated: Bool = true
    ) -> NavigationRequest {
        update(animated: animated) { state in
            state.switchRoot(to: flow, root: screen, path: path, transition: transition)
        }
    }

    /// Switches to another flow whose root is tabs.
    @discardableResult
    public func switchRoot(
        to flow: FlowID, tabs: [TabStack<Screen>], selected: TabID, transition: RootTransition = .crossFade,
        animated: Bool = true
    ) -> NavigationRequest {
        update(animated: animated) { state in
            try state.switchRoot(to: flow, tabs: tabs, selected: selected, transition: transition)
        }
    }
}
