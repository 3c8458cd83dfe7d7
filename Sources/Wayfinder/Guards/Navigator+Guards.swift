// Guards decide in one place, the navigator: a change that would bring a screen a failing guard
// protects is refused, and a guard that starts to fail takes its screens away.

extension Navigator {
    /// The guard named `id`, if the navigator has it.
    public func `guard`(_ id: GuardID) -> NavigationGuard<Screen>? {
        guards.first { $0.id == id }
    }

    /// The first failing guard that protects a screen `after` adds to `before`.
    func guardRefusing(_ after: NavigationState<Screen>, before: NavigationState<Screen>) -> GuardID? {
        for item in guards where !item.isSatisfied() {
            let existing = Set(before.entries(protectedBy: item).map { $0.id })
            if after.entries(protectedBy: item).contains(where: { !existing.contains($0.id) }) { return item.id }
        }
        return nil
    }

    /// Removes every screen whose guard now fails (cutting each stack below the first one, or
    /// showing the guard's redirect where a root itself is protected), as one change. Call it
    /// when a condition changes, such as on sign-out.
    @discardableResult
    public func reevaluateGuards(animated: Bool = true) -> NavigationRequest {
        // Inside the change, so that one issued while the navigator is changing reads the value
        // it will change.
        update(animated: animated) { [guards] state in
            for item in guards where !item.isSatisfied() && !state.entries(protectedBy: item).isEmpty {
                if let trimmed = state.removing(protectedBy: item) {
                    state = trimmed
                } else {
                    try item.showRedirect(in: &state)
                }
            }
        }
    }
}
