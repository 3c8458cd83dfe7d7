import Wayfinder
import WayfinderHosting

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// Where the fake controllers disagree with `state`: the root's stacks and selected tab, the
    /// presented chain, each layer's kind and stack. Empty when the controllers show exactly
    /// `state`, which is what every test should see for `navigator.shown` once settled.
    public func mismatches(with state: NavigationState<Screen>) -> [String] {
        var problems: [String] = []
        func compare(_ stack: SimulatedStackController?, _ wanted: ScreenStack<Screen>?, _ place: String) {
            let shown = stack?.screens.map { $0.name } ?? []
            let expected = wanted?.entries.map { "\($0.screen)\($0.id)" } ?? []
            if shown != expected { problems.append("\(place) shows \(shown) instead of \(expected)") }
        }

        switch state.root.content {
        case .stack(let stack):
            compare(container.content as? SimulatedStackController, stack, "the root stack")
        case .split(let columns):
            guard let split = container.content as? SimulatedSplitController else {
                problems.append("the root is not a split controller")
                break
            }
            if split.isCollapsed {
                compare(split.compactController as? SimulatedStackController, ScreenStack(columns.collapsed), "the collapsed split")
            }
            for column in columns.columns where !split.isCollapsed || !columns.collapsedColumns.contains(column) {
                compare(split.columns[column] as? SimulatedStackController, columns[column], "column \(column)")
            }
            if split.preferredDisplay != columns.arrangement.display {
                problems.append("the split prefers \(split.preferredDisplay) instead of \(columns.arrangement.display)")
            }
        case .tabs(let tabs):
            guard let controller = container.content as? SimulatedTabController else {
                problems.append("the root is not a tab controller")
                break
            }
            if controller.tabs != tabs.tabs.map({ $0.id }) { problems.append("the tab bar shows \(controller.tabs)") }
            if controller.tabs.indices.contains(controller.selectedTabIndex),
                controller.tabs[controller.selectedTabIndex] != tabs.selected
            {
                problems.append("tab \(controller.tabs[controller.selectedTabIndex]) is selected instead of \(tabs.selected)")
            }
            for (tab, stack) in zip(tabs.tabs, controller.stacks) { compare(stack, tab.stack, "tab \(tab.id)") }
        }

        let presented = Array(container.chain.dropFirst())
        if presented.count != state.layers.count {
            problems.append("\(presented.count) layers are presented instead of \(state.layers.count)")
        }
        for (controller, layer) in zip(presented, state.layers) {
            if controller.layerID != layer.id || controller.layerKind != layer.kind {
                problems.append("\(controller.name) is presented where \(layer.kind.name)\(layer.id) should be")
            }
            if layer.stack != nil { compare(controller as? SimulatedStackController, layer.stack, "layer \(layer.id)") }
        }
        return problems
    }

    /// The fake controllers as a tree, for failure messages.
    public var controllerTree: String {
        var lines: [String] = []
        func describe(_ stack: SimulatedStackController) -> String {
            stack.screens.map { $0.name }.joined(separator: " › ")
        }
        if let tabs = container.content as? SimulatedTabController {
            lines.append("tabs")
            for (index, stack) in tabs.stacks.enumerated() {
                lines.append("  \(tabs.tabs[index])\(index == tabs.selectedTabIndex ? "*" : ""): \(describe(stack))")
            }
        } else if let stack = container.content as? SimulatedStackController {
            lines.append("stack: \(describe(stack))")
        } else if let split = container.content as? SimulatedSplitController {
            lines.append("split\(split.isCollapsed ? " (collapsed)" : "")")
            if let compact = split.compactController as? SimulatedStackController { lines.append("  compact: \(describe(compact))") }
            for column in SplitColumn.allCases {
                if let stack = split.columns[column] as? SimulatedStackController { lines.append("  \(column): \(describe(stack))") }
            }
        }
        for controller in container.chain.dropFirst() {
            let content = (controller as? SimulatedStackController).map(describe) ?? ""
            lines.append("\(controller.layerKind?.name ?? "?")\(controller.layerID.map { "\($0)" } ?? ""): \(content)")
        }
        return lines.joined(separator: "\n")
    }
}
