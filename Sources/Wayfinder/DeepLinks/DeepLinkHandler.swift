/// Opens links on a navigator: resolves them with a router and applies each as one change, in
/// the fewest transitions.
///
/// Guards decide in one place, the navigator: a link whose change would show a screen a failing
/// guard protects is refused there, the navigator shows that guard's redirect instead, and the
/// link waits in ``pending``. It opens in the change that makes its guard hold: give that change
/// (after signing in, the switch to the main screens) to ``resumePending(along:animated:)``, and
/// the user sees one transition that lands on the link's screen. It is dropped by
/// ``dropPending()`` (call it on sign-out). A newer link replaces a pending one.
/// Opening a link is a command like the navigator's: a link that cannot be read or matched, or
/// whose change the navigator refuses, changes nothing, and its request has ended
/// ``NavigationOutcome/refused(_:)`` with the reason.
///
/// ```swift
/// let links = DeepLinkHandler(navigator: navigator, router: router) { route, state in
///     try appCoordinator.open(route, in: &state)
/// }
/// links.open("shop://orders/42")   // signed out: Sign in is shown, the link waits
/// // … after signing in, in one transition: Main, on Profile › Orders › Order(42)
/// links.resumePending(along: { state in try state.showMain() })
/// ```
@MainActor
public final class DeepLinkHandler<Screen: Hashable & Sendable, Route: Sendable> {
    /// The navigator links open on.
    public let navigator: Navigator<Screen>
    /// The router that reads links into routes.
    public let router: DeepLinkRouter<Route>
    let apply: @MainActor (Route, inout NavigationState<Screen>) throws -> Void
    /// The link waiting for a guard, resolved, with that guard.
    var waiting: WaitingLink<Route>?

    /// The link waiting for a guard, its route, and the guard it waits for; `nil` when no link
    /// waits.
    ///
    /// A link waits when a guard refused its change (``open(_:animated:)-(String,_)`` then
    /// showed the guard's redirect). It opens once that guard holds
    /// (``resumePending(along:animated:)``), and is dropped by ``dropPending()`` or replaced by
    /// a newer link.
    ///
    /// ```swift
    /// if let pending = links.pending {
    ///     print(pending.link, pending.guardID)   // shop://orders/42 signedIn
    ///     if case .order(let id) = pending.route { showBanner("Sign in to see order \(id)") }
    /// }
    /// ```
    public var pending: (link: DeepLink, route: Route, guardID: GuardID)? {
        waiting.map { ($0.resolved.link, $0.resolved.route, $0.guardID) }
    }

    /// A handler.
    ///
    /// - Parameters:
    ///   - navigator: The navigator links open on.
    ///   - router: The router that reads links into routes.
    ///   - apply: Turns a route into a change of the navigation value; an error it throws
    ///     refuses the change, as in ``Navigator/update(animated:_:)``: the link's request ends
    ///     ``NavigationOutcome/refused(_:)`` (a ``NavigationError`` as thrown, a ``DeepLinkError`` as
    ///     ``NavigationError/link(_:)``, any other as ``NavigationError/changeFailed(_:)``) and nothing changes.
    public init(
        navigator: Navigator<Screen>,
        router: DeepLinkRouter<Route>,
        apply: @escaping @MainActor (Route, inout NavigationState<Screen>) throws -> Void
    ) {
        self.navigator = navigator
        self.router = router
        self.apply = apply
    }

    /// Opens link text (a universal link, a custom-scheme link, a notification's link) as one
    /// change of the navigation value, and returns that change's request: a command like the
    /// navigator's, which never throws and always ends.
    ///
    /// ```swift
    /// .onOpenURL { url in links.open(url.absoluteString) }
    ///
    /// let request = links.open("shop://orders/42")
    /// #expect(await request.outcome == .completed)   // Order(42) is on screen
    /// #expect(links.open("shop://wishlist").finishedOutcome == .refused(.link(.unmatched(path: "/wishlist"))))
    /// ```
    ///
    /// How its request ends:
    /// - Opened: as the link's change ends; await it for the screen.
    /// - Not a link Wayfinder reads, a scheme or host the router does not accept, a path no
    ///   pattern matches, a parameter that does not parse, the resolver's refusal: it has already
    ///   ended ``NavigationOutcome/refused(_:)`` with that link error (``NavigationError/link(_:)``),
    ///   and nothing changed (a pending link stays pending).
    /// - Refused by the navigator (`apply` threw, or left a value that cannot be shown): it has
    ///   already ended ``NavigationOutcome/refused(_:)`` with the reason, and nothing changed.
    /// - Held back by a guard (signed out, a link to an order): it is the request of the guard's
    ///   redirect (Sign in), made in the same change, and the link waits in ``pending``.
    ///
    /// A link opened while the navigator is changing (from an observer's `onChange`, say) is
    /// taken right after that change, like any command; a guard's refusal then ends its request
    /// ``NavigationOutcome/refused(_:)`` (``NavigationError/refusedByGuard(_:)``), with the
    /// redirect shown and the link in ``pending``.
    @discardableResult
    public func open(_ text: String, animated: Bool = true) -> NavigationRequest {
        navigator.onEvent?(.link(text))
        do {
            return open(try DeepLink(text), animated: animated)
        } catch {
            return NavigationRequest(finished: .refused(.link(error)))
        }
    }

    /// Opens a parsed link as one change of the navigation value, and returns that change's
    /// request, as ``open(_:animated:)-(String,_)`` does.
    ///
    /// ```swift
    /// if let link = try? DeepLink(notificationPayload: ["aps": ["alert": "Shipped"], "link": "shop://orders/42"]) {
    ///     links.open(link)
    /// }
    /// ```
    @discardableResult
    public func open(_ link: DeepLink, animated: Bool = true) -> NavigationRequest {
        do {
            return open(try router.resolvedLink(link), animation: AnimationPolicy(animated: animated))
        } catch {
            return NavigationRequest(finished: .refused(.link(error)))
        }
    }

    /// Opens the pending link if the guard it waits for now holds, and returns the request of its
    /// change (as ``open(_:animated:)-(String,_)`` does); `nil` when no link is pending or its
    /// guard still fails. The link is a change of its own: to land on its screen in the change
    /// that made the guard hold, use ``resumePending(along:animated:)``.
    @discardableResult
    public func resumePending(animated: Bool = true) -> NavigationRequest? {
        guard let link = waiting, navigator.holds(link.guardID) else { return nil }
        waiting = nil
        return open(link.resolved, animation: AnimationPolicy(animated: animated))
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
        let animation = AnimationPolicy(animated: animated)
        // The link and its guard are read when the change is taken: one taken later finds the
        // value and the session as they are then.
        return navigator.take(.command) { [self, apply] _ in
            guard let waiting, navigator.holds(waiting.guardID) else {
                return navigator.carryOut(animation: animation, change).request
            }
            self.waiting = nil
            let together = navigator.carryOut(animation: animation) { state in
                try change(&state)
                try apply(waiting.resolved.route, &state)
            }
            guard case .refused = together.request.finishedOutcome else { return together.request }
            if let other = together.refusingGuard, other != waiting.guardID {
                self.waiting = WaitingLink(link: waiting.resolved, guardID: other)
            }
            return navigator.carryOut(animation: animation, change).request
        }
    }

    /// Forgets the pending link (on sign-out).
    public func dropPending() {
        waiting = nil
    }

    /// Opens `link`: the request of its change, or, when a guard holds it back, of the guard's
    /// redirect, which the navigator shows in its place (``open(_:animated:)-(String,_)``).
    func open(_ link: ResolvedLink<Route>, animation: AnimationPolicy) -> NavigationRequest {
        navigator.take(.command) { [self, apply] isLate in
            let opened = navigator.carryOut(animation: animation, redirecting: true) { state in
                try apply(link.route, &state)
            }
            if let held = opened.refusingGuard {
                waiting = WaitingLink(link: link, guardID: held)
                // Its caller has the link's own request already: it learns the link was held back.
                return isLate ? NavigationRequest(finished: .refused(.refusedByGuard(held))) : opened.request
            }
            if case .refused = opened.request.finishedOutcome { return opened.request }
            waiting = nil
            return opened.request
        }
    }
}

/// A link that waits for a guard, resolved, with the guard it waits for (``DeepLinkHandler/pending``).
struct WaitingLink<Route: Sendable>: Sendable {
    /// The link and its route.
    let resolved: ResolvedLink<Route>
    /// The guard that refused it; the link opens once this guard holds.
    let guardID: GuardID

    init(link: ResolvedLink<Route>, guardID: GuardID) {
        resolved = link
        self.guardID = guardID
    }
}
