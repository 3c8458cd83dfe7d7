import Foundation

extension NavigationState {
    /// How the entry `entry` is pushed and popped again: the transition it was pushed with.
    ///
    /// ```swift
    /// navigator.push(.product(7), transition: .fade)
    /// navigator.state.transition(of: navigator.state.topEntry!.id)   // .fade
    /// ```
    public func transition(of entry: EntryID) -> ScreenTransition { transitions[entry] ?? .system }
}

// Custom transitions restored from data: a name the app no longer registers falls back.

extension NavigationState where Screen: Codable {
    /// Restores a value saved with ``restorationData()``, as ``restored(from:)`` does, and turns
    /// every custom transition whose name is not in `customTransitions` into the system one (a
    /// root's into a cross-fade), saying so once per name: the app renamed or dropped it.
    ///
    /// ```swift
    /// let (start, fallbacks) = try NavigationState<Screen>.restored(from: data, customTransitions: [.fold])
    /// for fallback in fallbacks { print(fallback) }   // no custom transition is named "curl"; …
    /// ```
    ///
    /// - Throws: A ``RestorationError`` that says what was wrong; nothing is restored.
    public static func restored(
        from data: Data, customTransitions: Set<CustomTransitionName>
    ) throws(RestorationError) -> (state: NavigationState, fallbacks: [TransitionFallback]) {
        var state = try restored(from: data)
        var unknown: [CustomTransitionName] = []
        func known(_ name: CustomTransitionName) -> Bool {
            if customTransitions.contains(name) { return true }
            if !unknown.contains(name) { unknown.append(name) }
            return false
        }
        func kept(_ transition: ScreenTransition) -> ScreenTransition {
            if case .custom(let name) = transition, !known(name) { .system } else { transition }
        }
        var rootTransition = state.root.transition
        if case .custom(let name) = rootTransition, !known(name) { rootTransition = .crossFade }
        state.root = Root(id: state.root.id, flow: state.root.flow, transition: rootTransition, content: state.root.content)
        state.transitions = state.transitions.filter { kept($0.value) != .system }
        for index in state.layers.indices { state.layers[index].transition = kept(state.layers[index].transition) }
        return (state, unknown.map { .unknownCustom($0) })
    }
}
