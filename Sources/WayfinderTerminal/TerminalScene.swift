import Wayfinder
import WayfinderSimulator

/// Everything one frame shows: what the controllers hold, the animations running, the screens'
/// content, and which actions the keys reach.
@MainActor
public struct TerminalScene {
    /// What the controllers show.
    public var display: SimulatedDisplay
    /// The animations running, with their progress from 0 to 1.
    public var animations: [(animation: SimulatedAnimation, progress: Double)]
    /// The content of an entry's screen.
    public var content: @MainActor (EntryID) -> ScreenContent
    /// Taps button `index` of the alert on top.
    public var tapAlertButton: @MainActor (Int) -> Void
    /// How far each sheet's content is scrolled, in lines, by the sheet's identity (0 when absent).
    public var sheetScroll: [LayerID: Int]
    /// The line under the phone: hints, a prompt, the last error.
    public var status: String

    /// The layers drawn, bottom to top, with how far each has come in (1 when still): a layer
    /// being presented grows in; of a chain being dismissed only the top one is drawn, going out.
    var drawnLayers: [(layer: SimulatedDisplay.Layer, factor: Double, transition: ScreenTransition)] {
        var hidden = Set<LayerID>()
        var factors: [LayerID: (Double, ScreenTransition)] = [:]
        for (animation, progress) in animations {
            switch animation.kind {
            case .present(let id?): factors[id] = (progress, animation.transition)
            case .dismiss(let ids):
                hidden.formUnion(ids.dropLast())
                if let top = ids.last { factors[top] = (1 - progress, animation.transition) }
            default: break
            }
        }
        return display.layers.compactMap { layer in
            guard let id = layer.id else { return (layer, 1, .system) }
            let (factor, transition) = factors[id] ?? (1, .system)
            return hidden.contains(id) ? nil : (layer, factor, transition)
        }
    }

    /// The layer on top that is not going away, if any.
    var activeLayer: SimulatedDisplay.Layer? {
        let leaving = Set(animations.flatMap { item -> [LayerID] in
            if case .dismiss(let ids) = item.animation.kind { ids } else { [] }
        })
        return display.layers.last { layer in layer.id.map { !leaving.contains($0) } ?? true }
    }

    /// The push or pop running on the stack at `location`, if any: the entries it showed and
    /// comes to show, how far along it is, and the transition it runs.
    func stackTransition(
        at location: StackLocation
    ) -> (isPush: Bool, from: [EntryID], to: [EntryID], progress: Double, transition: ScreenTransition)? {
        for (animation, progress) in animations {
            switch animation.kind {
            case .push(location, let from, let to): return (true, Array(from), Array(to), progress, animation.transition)
            case .pop(location, let from, let to): return (false, Array(from), Array(to), progress, animation.transition)
            default: continue
            }
        }
        return nil
    }

    /// The screens going away: the root being replaced, a stack's screens being popped or
    /// replaced, the layers being dismissed. They are drawn as they last were, as a leaving
    /// controller's view keeps what it showed.
    var leavingEntries: Set<EntryID> {
        var leaving = Set(display.leavingRoot.map(Self.visibleStack) ?? [])
        for (animation, _) in animations {
            switch animation.kind {
            case .push(_, let from, let to), .pop(_, let from, let to): leaving.formUnion(Set(from).subtracting(to))
            case .dismiss(let ids): leaving.formUnion(display.layers.filter { $0.id.map(ids.contains) ?? false }.flatMap(\.entries))
            default: break
            }
        }
        return leaving
    }

    /// The entries of the root's visible stack.
    var rootEntries: [EntryID] { Self.visibleStack(of: display.root) }

    /// The entries of a root's visible stack: its stack, its selected tab's, or an expanded
    /// split's trailing column that shows a screen.
    static func visibleStack(of root: SimulatedDisplay.Root) -> [EntryID] {
        switch root {
        case .none: []
        case .stack(let entries): entries
        case .tabs(_, let stacks, let selected): stacks.indices.contains(selected) ? stacks[selected] : []
        case .split(_, let stacks): stacks.last { !$0.isEmpty } ?? []
        }
    }

    /// The root switch running, if any, and how far along it is.
    var rootSwitch: (transition: RootTransition, progress: Double)? {
        for (animation, progress) in animations {
            if case .root(let transition) = animation.kind { return (transition, progress) }
        }
        return nil
    }

    /// What the number keys do now: the buttons of the alert on top, the top screen's actions
    /// (in the top sheet or cover, or the root), nothing under a loading overlay.
    public var activeActions: [ScreenContent.Action] {
        guard let layer = activeLayer else { return rootEntries.last.map { content($0).actions } ?? [] }
        switch layer.kind {
        case .alert(let alert, _)?:
            return alert.buttons.enumerated().map { index, button in
                ScreenContent.Action(button.title) { [tapAlertButton] in tapAlertButton(index) }
            }
        case .overlay?: return []
        default: return layer.entries.last.map { content($0).actions } ?? []
        }
    }
}
