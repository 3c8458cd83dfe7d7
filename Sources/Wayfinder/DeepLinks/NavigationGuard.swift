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
    /// What to show instead while the condition fails (sign-in).
    public let redirect: @MainActor @Sendable (inout NavigationState<Screen>) throws -> Void

    /// A guard named `id` that protects the screens `protects` accepts.
    public init(
        _ id: GuardID,
        isSatisfied: @escaping @MainActor @Sendable () -> Bool,
        protects: @escaping @Sendable (Screen) -> Bool,
        redirect: @escaping @MainActor @Sendable (inout NavigationState<Screen>) throws -> Void
    ) {
        self.id = id
        self.isSatisfied = isSatisfied
        self.protects = protects
        self.redirect = redirect
    }
}

extension NavigationState {
    /// The entries whose screen `guard` protects, wherever they are.
    public func entries(protectedBy guard: NavigationGuard<Screen>) -> [Entry<Screen>] {
        allStacks.flatMap { $0.stack.entries.filter { `guard`.protects($0.screen) } }
    }

    /// The value without the screens `guard` protects: each stack is cut below its first
    /// protected entry, and a layer whose root screen is protected goes with every layer above.
    /// `nil` when a root stack itself starts with a protected screen, so only a redirect helps.
    func removing(protectedBy guard: NavigationGuard<Screen>) -> NavigationState? {
        var next = self
        if let index = next.layers.firstIndex(where: { $0.stack?.root.map { `guard`.protects($0.screen) } ?? false }) {
            next.layers.removeSubrange(index...)
        }
        for (location, stack) in next.allStacks {
            guard let cut = stack.entries.firstIndex(where: { `guard`.protects($0.screen) }) else { continue }
            guard cut > 0 else { return nil }
            next.setStack(ScreenStack(Array(stack.entries.prefix(cut))), at: location)
        }
        next.dropOrphanedAlerts()
        return next
    }
}
