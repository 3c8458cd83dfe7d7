/// Opens links on a navigator: resolves them with a router, checks their guards, and applies
/// each as one change, in the fewest transitions.
///
/// A link whose guard fails shows the guard's redirect and is kept pending. It opens when
/// ``resumePending()`` finds the condition holds (call it after signing in), and is dropped by
/// ``dropPending()`` (call it on sign-out). A newer link replaces a pending one. A link that
/// fails to resolve changes nothing.
///
/// ```swift
/// let links = DeepLinkHandler(navigator: navigator, router: router) { route, state in
///     try appCoordinator.open(route, in: &state)
/// }
/// links.open("shop://orders/42")   // .pending(.signedIn) while signed out: Sign in is shown
/// // … after signing in:
/// links.resumePending()            // Profile › Orders › Order(42)
/// ```
@MainActor
public final class DeepLinkHandler<Screen: Hashable & Sendable, Route: Sendable> {
    /// The navigator links open on.
    public let navigator: Navigator<Screen>
    /// The router that reads links into routes.
    public let router: DeepLinkRouter<Route>
    /// The link waiting for its guard, if any.
    public private(set) var pending: ResolvedLink<Route>?
    /// The guard the pending link waits for.
    public private(set) var pendingGuard: GuardID?
    private let apply: @MainActor (Route, inout NavigationState<Screen>) throws -> Void

    /// A handler.
    ///
    /// - Parameter apply: Turns a route into a change of the navigation value; errors it throws
    ///   refuse the link (a ``NavigationError`` as ``DeepLinkError/refused(_:)``).
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
    @discardableResult
    public func open(_ text: String, animation: AnimationPolicy = .automatic) -> LinkOutcome {
        do {
            return open(try DeepLink(text), animation: animation)
        } catch {
            return .failed(error)
        }
    }

    /// Opens a parsed link.
    @discardableResult
    public func open(_ link: DeepLink, animation: AnimationPolicy = .automatic) -> LinkOutcome {
        do {
            return open(try router.resolve(link), animation: animation)
        } catch {
            return .failed(error)
        }
    }

    /// Opens the pending link if its guard now holds; returns `nil` when none is pending or the
    /// guard still fails.
    @discardableResult
    public func resumePending(animation: AnimationPolicy = .automatic) -> LinkOutcome? {
        guard let link = pending, failingGuard(for: link) == nil else { return nil }
        if let id = pendingGuard, navigator.guards.first(where: { $0.id == id })?.isSatisfied() == false { return nil }
        pending = nil
        pendingGuard = nil
        return open(link, animation: animation)
    }

    /// Forgets the pending link (on sign-out).
    public func dropPending() {
        pending = nil
        pendingGuard = nil
    }

    private func open(_ link: ResolvedLink<Route>, animation: AnimationPolicy) -> LinkOutcome {
        if let failing = failingGuard(for: link) { return hold(link, behind: failing, animation: animation) }
        let request = navigator.update(animation: animation) { state in try apply(link.route, &state) }
        switch request.finishedOutcome {
        case .refused(.refusedByGuard(let id)):
            guard let failing = navigator.guards.first(where: { $0.id == id }) else { return .failed(.refused(.refusedByGuard(id))) }
            return hold(link, behind: failing, animation: animation)
        case .refused(let error):
            return .failed(.refused(error))
        default:
            pending = nil
            pendingGuard = nil
            return .opened(request)
        }
    }

    /// The link's own requirement when it fails; a requirement no guard answers to fails too.
    private func failingGuard(for link: ResolvedLink<Route>) -> NavigationGuard<Screen>? {
        guard let requirement = link.requirement else { return nil }
        guard let found = navigator.guards.first(where: { $0.id == requirement }) else {
            return NavigationGuard(requirement, isSatisfied: { false }, protects: { _ in false }, redirect: { _ in })
        }
        return found.isSatisfied() ? nil : found
    }

    private func hold(_ link: ResolvedLink<Route>, behind failing: NavigationGuard<Screen>, animation: AnimationPolicy) -> LinkOutcome {
        pending = link
        pendingGuard = failing.id
        let redirect = navigator.update(animation: animation) { state in try failing.redirect(&state) }
        return .pending(failing.id, redirect: redirect)
    }
}

/// What opening a link did.
@MainActor
public enum LinkOutcome {
    /// The link's change was accepted; await the request for the screen.
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
}
