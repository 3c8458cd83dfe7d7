/// Opens links on a navigator: resolves them with a router and applies each as one change, in
/// the fewest transitions.
///
/// Guards decide in one place, the navigator: a link whose change would show a screen a failing
/// guard protects is refused there, and the handler then shows that guard's redirect and keeps
/// the link ``pending``. It opens in the change that makes its guard hold: give that change (after
/// signing in, the switch to the main screens) to ``resumePending(along:animated:)``, and the
/// user sees one transition that lands on the link's screen, never the main screens first. It is
/// dropped by ``dropPending()`` (call it on sign-out). A newer link replaces a pending one.
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
    ///     ``NavigationOutcome/refused(_:)`` (a ``NavigationError`` as thrown, any other error
    ///     as ``NavigationError/changeFailed(_:)``) and nothing changes.
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
    /// #expect(links.open("shop://wishlist").finishedOutcome == .refused(.linkUnmatched(path: "/wishlist")))
    /// ```
    ///
    /// How its request ends:
    /// - Opened: as the link's change ends; await it for the screen.
    /// - Not a link Wayfinder reads, a scheme or host the router does not accept, a path no
    ///   pattern matches, a parameter that does not parse, the resolver's refusal: it has already
    ///   ended ``NavigationOutcome/refused(_:)`` with that link error, and nothing changed (a
    ///   pending link stays pending).
    /// - Refused by the navigator (`apply` threw, or left a value that cannot be shown): it has
    ///   already ended ``NavigationOutcome/refused(_:)`` with the reason, and nothing changed.
    /// - Held back by a guard (signed out, a link to an order): it is the request of the guard's
    ///   redirect (Sign in), made in the same change, and the link waits in ``pending``.
    ///
    /// A link opened while the navigator is changing (from an observer's `onChange`, say) is
    /// taken right after that change, like any command: its request then ends as the link's
    /// change ends, and a guard's refusal ends it
    /// ``NavigationOutcome/refused(_:)`` (``NavigationError/refusedByGuard(_:)``), with the
    /// redirect shown and the link in ``pending``.
    ///
    /// Inlinable, like the rest of the way a link opens: specialized for the app's screens, a
    /// link costs what the same `update` costs, not 3.5 times as much (BENCHMARKS.md).
    @discardableResult
    public func open(_ text: String, animated: Bool = true) -> NavigationRequest {
        do {
            return open(try DeepLink(text), animated: animated)
        } catch {
            return NavigationRequest(finished: .refused(error))
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
            return NavigationRequest(finished: .refused(error))
        }
    }

    /// Opens the pending link if the guard it waits for now holds, and returns the request of its
    /// change (as ``open(_:animated:)-(String,_)`` does); `nil` when no link is pending or its
    /// guard still fails. The link is a change of its own: to land on its screen in the change
    /// that made the guard hold, use ``resumePending(along:animated:)``.
    @discardableResult
    public func resumePending(animated: Bool = true) -> NavigationRequest? {
        guard let link = waiting, navigator.guard(link.guardID)?.isSatisfied() != false else { return nil }
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
        guard let waiting, navigator.guard(waiting.guardID)?.isSatisfied() != false else {
            return navigator.updating(animation: animation, change)
        }
        self.waiting = nil
        let together = navigator.updating(animation: animation) { [apply] state in
            try change(&state)
            try apply(waiting.resolved.route, &state)
        }
        guard case .refused(let refusal) = together.finishedOutcome else { return together }
        let alone = navigator.updating(animation: animation, change)
        if case .refusedByGuard(let id) = refusal, id != waiting.guardID {
            self.waiting = WaitingLink(link: waiting.resolved, guardID: id)
        }
        return alone
    }

    /// Forgets the pending link (on sign-out).
    public func dropPending() {
        waiting = nil
    }

    /// Opens `link`: the request of its change, or of its guard's redirect when a guard holds it
    /// back (``open(_:animated:)-(String,_)``).
    func open(_ link: ResolvedLink<Route>, animation: AnimationPolicy) -> NavigationRequest {
        guard navigator.takesNestedCommand() else {
            return NavigationRequest(finished: .refused(.commandLoop(limit: Navigator<Screen>.nestedCommandLimit)))
        }
        guard navigator.isChanging else {
            // The link and its guard's redirect, one change.
            return navigator.asOneChange(always: true) { openNow(link, animation: animation).request }
        }
        // Opened from a callback while the navigator changes: the link is taken right after the
        // change, like any command, and its request tells what became of it: refused by the
        // guard that holds it back, when one does.
        return navigator.takenLater { [self] in
            let opened = openNow(link, animation: animation)
            guard let id = opened.heldBy else { return opened.request }
            return NavigationRequest(finished: .refused(.refusedByGuard(id)))
        }
    }

    /// Opens `link` inside one of the navigator's changes: the request of the link's change, or,
    /// when a guard holds the link back, of that guard's redirect, with the guard.
    func openNow(_ link: ResolvedLink<Route>, animation: AnimationPolicy) -> (request: NavigationRequest, heldBy: GuardID?) {
        let request = navigator.updating(animation: animation) { [apply] state in try apply(link.route, &state) }
        switch request.finishedOutcome {
        case .refused(.refusedByGuard(let id)):
            // The navigator refused with one of its own guards, so it has it.
            guard let failing = navigator.guard(id) else { return (request, nil) }
            waiting = WaitingLink(link: link, guardID: id)
            let redirect = navigator.updating(animation: animation) { state in try failing.showRedirect(in: &state) }
            return (redirect, id)
        case .refused:
            return (request, nil)
        default:
            waiting = nil
            return (request, nil)
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
