import Wayfinder
import WayfinderHosting

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
        /// An expanded split: each column's entries, leading first. A collapsed split is the
        /// ``stack(_:)`` of its compact column.
        case split([SplitColumn], stacks: [[EntryID]])
    }

    /// One presented layer.
    public struct Layer: Hashable, Sendable {
        /// The layer's identity.
        public var id: LayerID?
        /// Its kind and style.
        package var kind: LayerKind?
        /// How it is presented, when it is a sheet, a cover or an overlay; `nil` for an alert.
        public var presentationStyle: PresentationStyle? { kind?.presentationStyle }
        /// The alert it shows, when it is one.
        public var alert: NavigationAlert? { kind?.alert }
        /// Its stack's entries (empty for an alert).
        public var entries: [EntryID]
    }

    /// The root's content.
    public var root: Root
    /// The root's content being replaced while an animated root switch runs (it slides or
    /// fades out as ``root`` comes in), `nil` otherwise.
    public var leavingRoot: Root?
    /// The presented layers, bottom to top.
    public var layers: [Layer]
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// What the controllers show now.
    public var display: SimulatedDisplay {
        let layers = container.chain.dropFirst().map { controller in
            SimulatedDisplay.Layer(
                id: controller.layerID, kind: controller.layerKind,
                entries: (controller as? SimulatedStackController)?.shownEntryIDs ?? [])
        }
        return SimulatedDisplay(
            root: Self.root(showing: container.content), leavingRoot: container.leavingContent.map { Self.root(showing: $0) },
            layers: layers)
    }

    /// What a root content controller shows.
    private static func root(showing content: SimulatedController?) -> SimulatedDisplay.Root {
        if let tabs = content as? SimulatedTabController {
            .tabs(tabs.tabs, stacks: tabs.stacks.map { $0.shownEntryIDs }, selected: tabs.selectedTabIndex)
        } else if let stack = content as? SimulatedStackController {
            .stack(stack.shownEntryIDs)
        } else if let split = content as? SimulatedSplitController {
            split.isCollapsed
                ? .stack((split.compactController as? SimulatedStackController)?.shownEntryIDs ?? [])
                : .split(
                    SplitColumn.allCases.filter { split.columns[$0] != nil },
                    stacks: SplitColumn.allCases.compactMap { (split.columns[$0] as? SimulatedStackController)?.shownEntryIDs })
        } else {
            .none
        }
    }

    /// The animations running now, with their progress.
    public var animations: [(animation: SimulatedAnimation, progress: Double)] {
        window.animations.map { ($0, $0.progress(at: clock.now)) }
    }
}
