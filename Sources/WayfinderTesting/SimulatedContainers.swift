import Wayfinder

/// A fake `UITabBarController`: selecting a tab is instant.
@MainActor
public final class SimulatedTabController: SimulatedController, TabController {
    /// The tabs' names, in order.
    public let tabs: [TabID]
    /// One stack controller per tab.
    public let stacks: [SimulatedStackController]
    public private(set) var selectedTabIndex: Int

    init(window: SimulatedWindow, tabs: [TabID], stacks: [SimulatedStackController], selectedIndex: Int) {
        self.tabs = tabs
        self.stacks = stacks
        selectedTabIndex = selectedIndex
        super.init(window: window, name: "tabs")
        for stack in stacks { stack.parent = self }
    }

    public func selectTab(at index: Int) {
        guard stacks.indices.contains(index) else { return }
        selectedTabIndex = index
        window.log("select tab \(tabs[index])")
    }

    /// The selected tab's stack.
    public var selectedStack: SimulatedStackController { stacks[selectedTabIndex] }
}

/// The fake window root: it presents the layers and swaps its one child for a root switch.
@MainActor
public final class SimulatedRootContainer: SimulatedController, RootContainerController {
    /// The child: the root's stack controller or tab controller.
    public private(set) var content: SimulatedController?

    init(window: SimulatedWindow) {
        super.init(window: window, name: "container")
        isWindowRoot = true
    }

    package func showContent(
        _ controller: any PresentingController, transition: RootTransition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let old = content
        old?.parent = nil
        content = controller as? SimulatedController
        content?.parent = self
        let watched = animated && transition != .none
        window.log("show \(content?.name ?? "?") in container, \(transition)\(watched ? " (animated)" : "")")
        guard watched else { return completion() }
        window.transition(animated: true, duration: window.durations.rootTransition, .root(transition), completion)
    }
}
