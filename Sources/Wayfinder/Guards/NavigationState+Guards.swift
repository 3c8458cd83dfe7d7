// What a guard protects in a value, and the value without it.

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
