import Wayfinder

extension NavigationMap {
    /// The pushes and presentations a sequence of values shows, each value after the one before
    /// it (`SessionRecording.values` of a recorded session, or any you keep): an entry a
    /// stack did not hold, above the entries it kept, is pushed from the screen under it; a
    /// layer that was not there is presented from the screen on top below it. What only went
    /// away (a pop, a dismissal) is not a transition the map declares.
    ///
    /// ```swift
    /// let seen = NavigationMap.transitions(seenIn: recording.values, naming: \.mapName)
    /// let findings = map.compared(openedLinks: recording.openedLinks, seenTransitions: seen)
    /// ```
    public static func transitions<Screen>(
        seenIn values: [NavigationState<Screen>], naming name: (Screen) -> ScreenName
    ) -> [Transition] {
        var seen: [Transition] = []
        func note(_ transition: Transition) {
            if !seen.contains(transition) { seen.append(transition) }
        }
        for (before, after) in zip(values, values.dropFirst()) {
            for (location, stack) in after.allStacks {
                let kept = Set(before.stack(at: location)?.entries.map(\.id) ?? [])
                let entries = stack.entries
                // Only what lies above the last entry kept was pushed; a stack made anew has its
                // root presented or set, not pushed.
                guard let last = entries.lastIndex(where: { kept.contains($0.id) }) else { continue }
                for index in entries.index(after: last)..<entries.endIndex {
                    note(Transition(from: name(entries[index - 1].screen).name, to: name(entries[index].screen), by: .push))
                }
            }
            let shown = Set(before.layers.map(\.id))
            for (index, layer) in after.layers.enumerated() where !shown.contains(layer.id) {
                let below = index == 0 ? after.root.visibleStack?.top : after.layers[index - 1].stack?.top
                guard let from = below, let to = layer.stack?.root else { continue }
                note(Transition(from: name(from.screen).name, to: name(to.screen), by: .present))
            }
        }
        return seen
    }
}
