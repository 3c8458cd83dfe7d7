import Wayfinder

/// What the simulated controllers show, as plain data: the root's stacks and the presented chain.
/// A host that draws (the terminal) draws this, so it shows exactly what the controllers hold,
/// including layers still animating in or out.
public struct SimulatedDisplay: Hashable, Sendable {
    /// The root's content.
    public enum Root: Hashable, Sendable {
        /// Nothing installed yet.
        case none
        /// One stack's entries, root first.
        case stack([EntryID])
        /// Tabs, each with its stack's entries, and the selected one's position.
        case tabs([TabID], stacks: [[EntryID]], selected: Int)
    }

    /// One presented layer.
    public struct Layer: Hashable, Sendable {
        /// The layer's identity.
        public var id: EntryID?
        /// Its kind and style.
        public var kind: LayerKind?
        /// Its stack's entries (empty for an alert).
        public var entries: [EntryID]
    }

    /// The root's content.
    public var root: Root
    /// The presented layers, bottom to top.
    public var layers: [Layer]
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// What the controllers show now.
    public var display: SimulatedDisplay {
        let root: SimulatedDisplay.Root
        if let tabs = container.content as? SimulatedTabController {
            root = .tabs(tabs.tabs, stacks: tabs.stacks.map { $0.shownEntryIDs }, selected: tabs.selectedTabIndex)
        } else if let stack = container.content as? SimulatedStackController {
            root = .stack(stack.shownEntryIDs)
        } else {
            root = .none
        }
        let layers = container.chain.dropFirst().map { controller in
            SimulatedDisplay.Layer(
                id: controller.layerID, kind: controller.layerKind,
                entries: (controller as? SimulatedStackController)?.shownEntryIDs ?? [])
        }
        return SimulatedDisplay(root: root, layers: layers)
    }

    /// The animations running now, with their progress.
    public var animations: [(animation: SimulatedAnimation, progress: Double)] {
        window.animations.map { ($0, $0.progress(at: clock.now)) }
    }
}
