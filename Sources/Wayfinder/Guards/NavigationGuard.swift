/// A condition that protects screens and links, such as "signed in".
///
/// While the condition fails, no command and no link can put a protected screen on screen: the
/// ``Navigator`` refuses such a change with ``NavigationError/refusedByGuard(_:)``. A
/// ``DeepLinkHandler`` shows the guard's redirect instead and keeps the link pending.
///
/// ```swift
/// let signedIn = NavigationGuard<Screen>(
///     .signedIn,
///     isSatisfied: { session.user != nil },
///     protects: { screen in if case .order = screen { true } else { screen == .settings } },
///     redirect: { state in state.switchRoot(to: .signIn, root: .signIn) })
/// navigator.guards = [signedIn]
/// ```
public struct NavigationGuard<Screen: Hashable & Sendable>: Sendable {
    /// The guard's name, which links name as their requirement.
    public let id: GuardID
    /// Whether the condition holds now.
    public let isSatisfied: @MainActor @Sendable () -> Bool
    /// Whether a screen needs the condition.
    public let protects: @Sendable (Screen) -> Bool
    /// Where ``redirect`` lands, for the navigation map (each place it may show); the navigator
    /// never reads it.
    public let redirectsTo: [ScreenPath]
    /// What to show instead while the condition fails (sign-in).
    public let redirect: @MainActor @Sendable (inout NavigationState<Screen>) throws -> Void

    /// A guard named `id` that protects the screens `protects` accepts; `redirectsTo` says where
    /// `redirect` lands, for the navigation map.
    public init(
        _ id: GuardID,
        isSatisfied: @escaping @MainActor @Sendable () -> Bool,
        protects: @escaping @Sendable (Screen) -> Bool,
        redirectsTo: [ScreenPath] = [],
        redirect: @escaping @MainActor @Sendable (inout NavigationState<Screen>) throws -> Void
    ) {
        self.id = id
        self.isSatisfied = isSatisfied
        self.protects = protects
        self.redirectsTo = redirectsTo
        self.redirect = redirect
    }
}

extension NavigationGuard {
    /// Shows this guard's redirect in `state`: the one place a redirect is applied, for a link
    /// the guard refused (``DeepLinkHandler``) and for a root the guard no longer lets stay
    /// (``Navigator/reevaluateGuards(animated:)``). An error the redirect throws is a
    /// refusal as a change's would be: a ``NavigationError`` as thrown, a ``DeepLinkError`` as
    /// ``NavigationError/link(_:)``, any other ``NavigationError/changeFailed(_:)``.
    @MainActor
    func showRedirect(in state: inout NavigationState<Screen>) throws(NavigationError) {
        do {
            try redirect(&state)
        } catch {
            throw NavigationError(refusing: error)
        }
    }
}
