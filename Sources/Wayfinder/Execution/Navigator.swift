import Observation

/// The single source of truth for navigation.
///
/// A navigator holds two values: ``state``, what the app wants on screen, which every command
/// changes at once; and ``shown``, what the host shows. It walks `shown` toward `state` one
/// transition at a time, awaiting the host's completion of each. A command issued during a
/// transition changes `state` at once; when the running transition ends the navigator plans
/// again, so rapid commands coalesce and the newest intent wins. No fixed delays.
///
/// ```swift
/// let navigator = Navigator(NavigationState<Screen>(flow: "main", root: .cart))
/// navigator.attach(host)
/// navigator.push(.product(12))
/// let outcome = await navigator.present(.options, as: .sheet(.fitting)).outcome
/// ```
///
/// Commands may arrive at any moment. One issued while the navigator is in the middle of a
/// change (from an Observation `onChange`, which runs while a property is about to change; from
/// a follower, a guard, a host's callback, a screen model's factory or `deinit`, or inside
/// another command's change) is taken right after that change, in the order issued, and its
/// request reports its outcome like any other.
///
/// Without a host (before ``attach(_:)``, after ``detach()``) the navigator is headless: `shown`
/// follows `state` at once and every command completes at once, which is what a flow's unit
/// tests want.
///
/// A navigator is `Observable`: SwiftUI views that read ``state`` or ``shown`` update when they
/// change, and ``revision`` moves once per change for anything that follows it
/// (`follow(by:)`).
@MainActor
public final class Navigator<Screen: Hashable & Sendable>: Observable {
    /// What the app wants on screen; every command changes it at once.
    public internal(set) var state: NavigationState<Screen> {
        get { observed(keys.state, stored.state) }
        set { mutate(keys.state) { stored.state = newValue } }
    }
    /// What the host shows.
    public internal(set) var shown: NavigationState<Screen> {
        get { observed(keys.shown, stored.shown) }
        set { mutate(keys.shown) { stored.shown = newValue } }
    }
    /// The step the host is performing, if any.
    package internal(set) var transitionInFlight: TransitionStep<Screen>? {
        get { observed(keys.transitionInFlight, stored.transitionInFlight) }
        set { mutate(keys.transitionInFlight) { stored.transitionInFlight = newValue } }
    }
    /// Whether a step is in flight, for the navigator's own decisions: unobserved, and a pattern
    /// rather than `== nil`, which copies the step.
    var isStepInFlight: Bool {
        if case .some = stored.transitionInFlight { true } else { false }
    }
    /// Whether a user gesture (swipe back, sheet drag) is in progress.
    public internal(set) var isInteracting: Bool {
        get { observed(keys.isInteracting, stored.isInteracting) }
        set { mutate(keys.isInteracting) { stored.isInteracting = newValue } }
    }

    /// Called when the user answers a custom alert, after the alert has left `state`.
    public var onAlertResponse: (@MainActor (AlertResponse) -> Void)?

    /// Conditions that protect screens. While a guard's condition fails, a change that adds a
    /// screen it protects is refused with ``NavigationError/refusedByGuard(_:)``; call
    /// ``reevaluateGuards(animated:)`` when a condition changes.
    public var guards: [NavigationGuard<Screen>] = []

    /// Moves once after every command (accepted or refused) and after every change of
    /// ``state`` or ``shown`` that a host reports: one move per change, however many values it
    /// touched. Observe it to follow the navigator (screen models and child coordinators do);
    /// views observe ``state`` and ``shown`` themselves.
    public internal(set) var revision: Int {
        get { observed(keys.revision, stored.revision) }
        set { mutate(keys.revision) { stored.revision = newValue } }
    }

    // Observation by hand, not `@Observable`: the macro builds a key path at run time on every
    // read and write of a generic class's property (more than half of a command's cost); these
    // are built once per navigator.
    let registrar = ObservationRegistrar()
    var stored: Stored
    let keys = Keys()

    struct Stored {
        var state: NavigationState<Screen>
        var shown: NavigationState<Screen>
        var transitionInFlight: TransitionStep<Screen>?
        var isInteracting = false
        var revision = 0
    }

    @MainActor
    struct Keys {
        let state: KeyPath<Navigator, NavigationState<Screen>> = \.state
        let shown: KeyPath<Navigator, NavigationState<Screen>> = \.shown
        let transitionInFlight: KeyPath<Navigator, TransitionStep<Screen>?> = \.transitionInFlight
        let isInteracting: KeyPath<Navigator, Bool> = \.isInteracting
        let revision: KeyPath<Navigator, Int> = \.revision
    }

    func observed<Value>(_ key: KeyPath<Navigator, Value>, _ value: Value) -> Value {
        registrar.access(self, keyPath: key)
        return value
    }

    func mutate<Value>(_ key: KeyPath<Navigator, Value>, _ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: key, change)
    }


    /// The host is owned by what shows it (the window's scene, the terminal demo, a testbed), never
    /// by the navigator: a host's screens may capture the app, which owns the navigator.
    weak var host: (any NavigationHost<Screen>)?
    /// Changes every time a host is attached or detached, so late callbacks of an old host are ignored.
    var attachment = 0
    /// How many steps were started: a completion is the step in flight's only if none started since.
    var stepsStarted = 0
    /// Whether a host is attached: decided by attach and detach, not by the weak reference, which
    /// is already empty when the old host was released just before a new one is attached.
    var isAttached = false
    /// The commands the screen has not reached yet.
    package internal(set) var waitingCommands = WaitingCommands<Screen>()
    /// User changes made while a step runs: the controllers already show that step, so they
    /// apply to `shown` after it.
    var changesDuringStep: [UserChange] = []
    /// How deep the navigator is in its own entry points, and whether anything changed there:
    /// ``revision`` moves once, when the outermost one returns.
    var changeDepth = 0
    /// What reached the navigator while it was changing, to run right after that change: what
    /// the host reported (a completion it called back at once, a user event), then the commands
    /// (from an observer's `onChange`, a guard, a change closure, a host callback), each in the
    /// order it came (Navigator+Changes.swift).
    var hostArrivals: [@MainActor () -> Void] = []
    var commandArrivals: [@MainActor () -> Void] = []
    /// How many commands callbacks issued since the navigator last had nothing to do, against
    /// ``nestedCommandLimit``.
    var nestedCommands = 0
    var hasChanged = false
    /// While ``revision`` moves (its followers are being told), a change a follower causes moves
    /// it again afterwards, not inside: so it moves once per change and no follower is told
    /// twice at once.
    var isMovingRevision = false
    var owesRevision = false

    /// A navigator that starts at `initial`.
    public init(_ initial: NavigationState<Screen>) {
        assert(initial.isValid, "Navigator started with an invalid value: \(initial)")
        stored = Stored(state: initial, shown: initial)
    }

    /// A navigator released mid-transition still ends every request waiting on it, as soon as
    /// the main actor runs (not an `isolated deinit`: that needs a runtime function iOS 17
    /// lacks). Its host keeps showing what it shows; no event of it reaches anyone.
    deinit {
        let waiting = waitingCommands.requests
        guard !waiting.isEmpty else { return }
        Task { @MainActor in
            for request in waiting { request.finish(.hostDetached) }
        }
    }

    /// Whether nothing is in flight and the screen shows what the app wants.
    public var isSettled: Bool { transitionInFlight == nil && !isInteracting && shown == state }

    // MARK: Hosts

    /// Shows the navigation in `host`: its root at once, then the layers one transition at a
    /// time. A host already attached is detached first.
    ///
    /// The request returned completes when the host shows the whole value. A value the host
    /// cannot show (more tabs than `HostCapabilities.maximumTabCount`, as restored data may
    /// hold) is refused before anything is shown, with ``NavigationError/tooManyTabs(count:limit:)``:
    /// the navigator stays as it was, headless or on its old host.
    ///
    /// The navigator keeps only a weak reference to the host, as a UIKit controller keeps its
    /// delegate: whatever shows the navigation owns the host (a scene keeps its window, a test
    /// its `NavigationTestbed`). So a host whose screens capture the app, which owns the
    /// navigator, closes no cycle. When the host is released while attached, every waiting
    /// command ends with ``NavigationOutcome/hostDetached`` and the navigator is
    /// headless again.
    ///
    /// ```swift
    /// final class SceneDelegate {
    ///     let app = ShopApp()                 // owns the navigator
    ///     var host: SimulatedHost<ShopScreen>? // owned here, beside the window
    ///     func sceneDidConnect() {
    ///         let host = SimulatedHost<ShopScreen>()
    ///         self.host = host
    ///         app.navigator.attach(host)
    ///     }
    /// }
    /// ```
    @discardableResult
    public func attach<Driver>(_ host: ControllerHost<Screen, Driver>) -> NavigationRequest {
        attachRequest(host)
    }

    /// Attaches a host of the package's own (the tests' recording hosts); apps attach a
    /// ``ControllerHost``.
    @discardableResult
    package func attach(_ host: some NavigationHost<Screen>) -> NavigationRequest {
        attachRequest(host)
    }

    private func attachRequest(_ host: some NavigationHost<Screen>) -> NavigationRequest {
        let request = NavigationRequest { [weak self] in self?.host?.outcomeAwaited() }
        whenIdle { [self] in
            if let refusal = refusal(of: state, by: host) {
                request.finish(.refused(refusal))
                return
            }
            if self.host !== host { attaching(host) }
            // Ends when the host shows the whole value, as a command would.
            waitingCommands.append(request, from: state, to: state, animation: .automatic)
            advance()
        }
        return request
    }

    private func attaching(_ host: some NavigationHost<Screen>) {
        if isAttached { detaching() }
        isAttached = true
        self.host = host
        attachment += 1
        let attachment = self.attachment
        shown = NavigationState(root: state.root, layers: [], nextIdentity: state.nextIdentity)
        noteChange()
        let lease = HostLease { [weak self] in
            Task { @MainActor in self?.hostReleased(attachment) }
        }
        host.install(state.root) { [weak self] event in
            withExtendedLifetime(lease) { self?.receive(event, from: attachment) }
        }
    }

    /// The host of `attachment` was released without a detach.
    private func hostReleased(_ attachment: Int) {
        guard self.attachment == attachment else { return }
        detach()
    }

    /// Tears the host down. Every waiting command ends with
    /// ``NavigationOutcome/hostDetached``; the navigator is headless afterwards.
    public func detach() {
        whenIdle { [self] in detaching() }
    }

    func detaching() {
        let old = host
        host = nil
        isAttached = false
        attachment += 1
        old?.uninstall()
        interruptAll(.hostDetached)
        transitionInFlight = nil
        changesDuringStep = []
        isInteracting = false
        shown = state
        noteChange()
    }
}
