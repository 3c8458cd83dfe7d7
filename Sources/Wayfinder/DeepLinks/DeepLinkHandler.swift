/// Opens links on a navigator: resolves them with a router and applies each as one change, in
/// the fewest transitions.
///
/// Guards decide in one place, the navigator: a link whose change would show a screen a failing
/// guard protects is refused there, and the handler then shows that guard's redirect and keeps
/// the link pending. It opens in the change that makes its guard hold: give that change (after
/// signing in, the switch to the main screens) to ``resumePending(along:animated:)``, and the
/// user sees one transition that lands on the link's screen, never the main screens first. It is
/// dropped by ``dropPending()`` (call it on sign-out). A newer link replaces a pending one. A
/// link that fails to resolve or to apply changes nothing.
///
/// ```swift
/// let links = DeepLinkHandler(navigator: navigator, router: router) { route, state in
///     try appCoordinator.open(route, in: &state)
/// }
/// links.open("shop://orders/42")   // .pending(.signedIn) while signed out: Sign in is shown
/// // … after signing in, in one transition: Main, on Profile › Orders › Order(42)
/// links.resumePending(along: { state in try state.showMain() })
/// ```
@MainActor
public final class DeepLinkHandler<Screen: Hashable & Sendable, Route: Sendable> {
    /// The navigator links open on.
    public let navigator: Navigator<Screen>
    /// The router that reads links into routes.
    public let router: DeepLinkRouter<Route>
    /// The link waiting for a guard, with that guard, if any.
    public private(set) var pending: PendingLink<Route>?
    @usableFromInline let apply: @MainActor (Route, inout NavigationState<Screen>) throws -> Void

    /// A handler.
    ///
    /// - Parameters:
    ///   - navigator: The navigator links open on.
    ///   - router: The router that reads links into routes.
    ///   - apply: Turns a route into a change of the navigation value; errors it throws
    ///     refuse the link (a ``NavigationError`` as ``DeepLinkError/refused(_:)``).
    public init(
        navigator: Navigator<Screen>,
        router: DeepLinkRouter<Route>,
        apply: @escaping @MainActor (Route, inout NavigationState<Screen>) throws -> Void
    ) {
        self.navigator = navigator
        self.router = router
        self.apply = apply
    }

    /// Opens link text (a universal link, a custom-scheme link, a notification's link).
    ///
    /// Inlinable, like the rest of the way a link opens: specialized for the app's screens, a
    /// link costs what the same `update` costs, not 3.5 times as much (BENCHMARKS.md).
    @discardableResult
    @inlinable
    public func open(_ text: String, animated: Bool = true) -> LinkOutcome {
        do {
            return open(try DeepLink(text), animated: animated)
        } catch {
            return .failed(error)
        }
    }

    /// Opens a parsed link.
    @discardableResult
    @inlinable
    public func open(_ link: DeepLink, animated: Bool = true) -> LinkOutcome {
        do {
            return open(try router.resolvedLink(link), animation: AnimationPolicy(animated: animated))
        } catch {
            return .failed(error)
        }
    }

    /// Opens the pending link if the guard it waits for now holds; returns `nil` when none is
    /// pending or the guard still fails. The link is a change of its own: to land on its screen
    /// in the change that made the guard hold, use ``resumePending(along:animated:)``.
    @discardableResult
    public func resumePending(animated: Bool = true) -> LinkOutcome? {
        guard let waiting = pending, navigator.guard(waiting.guardID)?.isSatisfied() != false else { return nil }
        pending = nil
        return open(waiting.resolved, animation: AnimationPolicy(animated: animated))
    }

    /// Makes `change` (the one that follows the guard starting to hold: after signing in, the
    /// switch to the main screens) with the pending link opened on top of it, as one change,
    /// so the user sees one transition that lands on the link's screen. Without a pending link,
    /// or while its guard still fails, `change` alone.
    ///
    /// ```swift
    /// session.signIn(as: name)
    /// links.resumePending(along: { state in try state.showMain() })
    /// // one cross-fade to Main, already on Profile › Orders › Order(42)
    /// ```
    ///
    /// A link that cannot come along (its route no longer applies, or another guard refuses its
    /// screens) leaves `change` to go alone: the link is dropped, or waits for that other guard.
    @discardableResult
    public func resumePending(
        along change: @escaping (inout NavigationState<Screen>) throws -> Void, animated: Bool = true
    ) -> NavigationRequest {
        guard navigator.takesNestedCommand() else {
            return NavigationRequest(finished: .refused(.commandLoop(limit: Navigator<Screen>.nestedCommandLimit)))
        }
        let animation = AnimationPolicy(animated: animated)
        guard navigator.isChanging else {
            return navigator.asOneChange(always: true) { resumeNow(along: change, animation: animation) }
        }
        // Taken once the running change ends, straight into `resumeNow`: going through this
        // method again would find the navigator changing (the arrivals run inside a change) and
        // defer itself once more, until the nested-command limit refused it.
        return navigator.takenLater { [self] in resumeNow(along: change, animation: animation) }
    }

    /// Inside one of the navigator's changes: `change` and the pending link as one change, the
    /// link and its guard read now (a command taken later finds the value and the session as
    /// they are then); `change` alone when no link is pending, its guard still fails, or the
    /// link cannot come along.
    private func resumeNow(
        along change: @escaping (inout NavigationState<Screen>) throws -> Void, animation: AnimationPolicy
    ) -> NavigationRequest {
        guard let waiting = pending, navigator.guard(waiting.guardID)?.isSatisfied() != false else {
            return navigator.updating(animation: animation, change)
        }
        pending = nil
        let together = navigator.updating(animation: animation) { [apply] state in
            try change(&state)
            try apply(waiting.route, &state)
        }
        guard case .refused(let refusal) = together.finishedOutcome else { return together }
        let alone = navigator.updating(animation: animation, change)
        if case .refusedByGuard(let id) = refusal, id != waiting.guardID {
            pending = PendingLink(link: waiting.resolved, guardID: id)
        }
        return alone
    }

    /// Keeps `link` as the one pending (`nil`: none).
    @usableFromInline
    func keepPending(_ link: PendingLink<Route>?) {
        pending = link
    }

    /// Forgets the pending link (on sign-out).
    public func dropPending() {
        pending = nil
    }

    @inlinable
    func open(_ link: ResolvedLink<Route>, animation: AnimationPolicy) -> LinkOutcome {
        guard navigator.takesNestedCommand() else {
            return .failed(.refused(.commandLoop(limit: Navigator<Screen>.nestedCommandLimit)))
        }
        guard navigator.isChanging else {
            // The link and its guard's redirect, one change.
            return navigator.asOneChange(always: true) { openNow(link, animation: animation) }
        }
        // Opened from a callback while the navigator changes: the link is taken right after the
        // change, like any command, and its request tells what became of it.
        return .opened(navigator.takenLater { [self] in openNow(link, animation: animation).outcomeRequest })
    }

    /// Opens `link` inside one of the navigator's changes.
    @inlinable
    func openNow(_ link: ResolvedLink<Route>, animation: AnimationPolicy) -> LinkOutcome {
        let request = navigator.updating(animation: animation) { [apply] state in try apply(link.route, &state) }
        switch request.finishedOutcome {
        case .refused(.refusedByGuard(let id)):
            // The navigator refused with one of its own guards, so it has it.
            guard let failing = navigator.guard(id) else { return .failed(.refused(.refusedByGuard(id))) }
            keepPending(PendingLink(link: link, guardID: id))
            let redirect = navigator.updating(animation: animation) { state in try failing.showRedirect(in: &state) }
            return .pending(id, redirect: redirect)
        case .refused(let error):
            return .failed(.refused(error))
        default:
            keepPending(nil)
            return .opened(request)
        }
    }
}

/// A link that waits for a guard, with the guard it waits for.
///
/// ```swift
/// if let waiting = links.pending {
///     print(waiting.link, waiting.guardID)   // shop://orders/42 signedIn
///     if case .order(let id) = waiting.route { showBanner("Sign in to see order \(id)") }
/// }
/// ```
public struct PendingLink<Route: Sendable>: Sendable {
    /// The link and its route.
    @usableFromInline package let resolved: ResolvedLink<Route>
    /// The guard that refused it; the link opens once this guard holds.
    public let guardID: GuardID

    /// The link.
    public var link: DeepLink { resolved.link }
    /// The link's route.
    public var route: Route { resolved.route }

    @usableFromInline
    init(link: ResolvedLink<Route>, guardID: GuardID) {
        resolved = link
        self.guardID = guardID
    }
}

/// What opening a link did.
///
/// ```swift
/// switch links.open("shop://orders/42") {
/// case .opened(let request): print(await request.outcome)   // completed: Order(42) is shown
/// case .pending(let guardID, _): print("waits for", guardID)  // signed out: Sign in is shown
/// case .failed(let error): print(error)                       // nothing changed
/// }
/// ```
@MainActor
public enum LinkOutcome {
    /// The link's change was accepted; await the request for the screen.
    ///
    /// A link opened while the navigator is changing (from an observer's `onChange`, say) is
    /// taken right after that change, like any command: its request may then still end
    /// ``NavigationOutcome/refused(_:)``, and a guard's refusal leaves the link pending with the
    /// guard's redirect shown, as ``pending(_:redirect:)`` says.
    case opened(NavigationRequest)
    /// The link waits for this guard; its redirect (sign-in) is being shown.
    case pending(GuardID, redirect: NavigationRequest)
    /// The link could not be opened; nothing changed.
    case failed(DeepLinkError)

    /// The error, when the link failed.
    public var error: DeepLinkError? {
        if case .failed(let error) = self { error } else { nil }
    }

    /// The guard waited for, when the link is pending.
    public var pendingGuard: GuardID? {
        if case .pending(let id, _) = self { id } else { nil }
    }

    /// The request, when the link opened.
    public var request: NavigationRequest? {
        if case .opened(let request) = self { request } else { nil }
    }

    /// The outcome as one request, for a link taken after the change it arrived in: the link's
    /// own, or one that ends as the link was refused (by a guard, when it waits behind one).
    @usableFromInline
    var outcomeRequest: NavigationRequest {
        switch self {
        case .opened(let request): request
        case .pending(let id, _): NavigationRequest(finished: .refused(.refusedByGuard(id)))
        case .failed(.refused(let error)): NavigationRequest(finished: .refused(error))
        case .failed(let error): NavigationRequest(finished: .refused(.changeFailed(String(describing: error))))
        }
    }
}
