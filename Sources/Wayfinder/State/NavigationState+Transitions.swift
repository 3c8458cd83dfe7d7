import Foundation

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
        func keptEntries(_ stack: ScreenStack<Screen>) -> ScreenStack<Screen> {
            ScreenStack(stack.entries.map { Entry(id: $0.id, screen: $0.screen, transition: kept($0.transition)) })
        }
        var rootTransition = state.root.transition
        if case .custom(let name) = rootTransition, !known(name) { rootTransition = .crossFade }
        state.root = Root(id: state.root.id, flow: state.root.flow, transition: rootTransition, content: state.root.content)
        for (location, stack) in state.allStacks { state.setStack(keptEntries(stack), at: location) }
        for index in state.layers.indices { state.layers[index].transition = kept(state.layers[index].transition) }
        return (state, unknown.map { .unknownCustom($0) })
    }
}
