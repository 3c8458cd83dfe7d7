import Wayfinder

/// A fake `UITabBarController`: selecting a tab is instant.
@MainActor
public final class SimulatedTabController: SimulatedController {
    /// The tabs' names, in order.
    public let tabs: [TabID]
    /// One stack controller per tab.
    public let stacks: [SimulatedStackController]
    /// The selected tab's position (`selectedIndex`).
    public private(set) var selectedTabIndex: Int

    init(window: SimulatedWindow, tabs: [TabID], stacks: [SimulatedStackController], selectedIndex: Int) {
        self.tabs = tabs
        self.stacks = stacks
        selectedTabIndex = selectedIndex
        super.init(window: window, name: "tabs")
        for stack in stacks { stack.parent = self }
    }

    /// Selects the tab at `index` at once.
    public func selectTab(at index: Int) throws(StepFailure) {
        guard stacks.indices.contains(index) else { throw .platformRefused("the tab bar has no tab at \(index)") }
        selectedTabIndex = index
        window.log("select tab \(tabs[index])")
    }

    /// The selected tab's stack.
    public var selectedStack: SimulatedStackController { stacks[selectedTabIndex] }
}

/// The fake window root: it presents the layers and swaps its one child for a root switch.
@MainActor
public final class SimulatedRootContainer: SimulatedController {
    /// The child: the root's stack controller or tab controller.
    public private(set) var content: SimulatedController?
    /// Whether an animated switch to ``content`` runs: set until the switch's own completion
    /// (`transition(from:to:duration:options:animations:completion:)`'s), as the UIKit root
    /// container keeps it, so a completion UIKit loses keeps it set (Platform Rules 9.18) until
    /// the host's watchdog gives up on it (``forgetSwitch()``).
    public private(set) var isSwitching = false
    /// The child an animated switch replaces, while the switch runs: still on screen, sliding or
    /// fading out, as UIKit's `transition(from:to:duration:options:animations:completion:)` keeps
    /// the old child's view until the animation ends.
    public private(set) var leavingContent: SimulatedController?
    /// Counts the switches, so that a completion arriving after its switch was given up ends
    /// nothing newer.
    private var switchSerial = 0

    init(window: SimulatedWindow) {
        super.init(window: window, name: "container")
        isWindowRoot = true
    }

    /// Replaces the child with `controller` (child containment, `transition(from:to:…)` when
    /// animated); the completion runs when the transition is over.
    public func showContent(
        _ controller: SimulatedController, transition: RootTransition, animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let old = content
        old?.parent = nil
        content = controller
        controller.parent = self
        let watched = animated && transition != .none
        window.log("show \(controller.name) in container, \(transition)\(watched ? " (animated)" : "")")
        guard watched else {
            leavingContent = nil
            return window.deliver(completion)
        }
        isSwitching = true
        leavingContent = old
        switchSerial += 1
        let serial = switchSerial
        window.transition(animated: true, duration: window.durations.rootTransition, .root(transition)) { [weak self, weak window] in
            self?.leavingContent = nil
            window?.deliver { [weak self] in
                if let self, serial == switchSerial { isSwitching = false }
                completion()
            }
        }
    }

    /// Gives up the switch whose completion never came (the host's watchdog read the screen):
    /// the next switch may start.
    func forgetSwitch() {
        isSwitching = false
        leavingContent = nil
        switchSerial += 1
    }
}
