import Wayfinder
import WayfinderHosting

// The split as the UIKit driver keeps it: a column-style split controller whose compact column
// is a stack of its own, set once; its delegate tells the host before the split collapses or
// expands, so the screens are where they belong when the other layout shows.

extension SimulatedDriver {
    public func makeSplit(
        _ columns: [SplitColumn], stacks: [SimulatedStackController], compact: SimulatedStackController, display: SplitDisplay
    ) -> SimulatedSplitController {
        let split = SimulatedSplitController(window: window)
        for (column, stack) in zip(columns, stacks) { split.setViewController(stack, for: column) }
        split.setCompactViewController(compact)
        split.preferredDisplay = display
        split.delegate = SimulatedSplitDelegate(
            topColumnForCollapsing: { [weak self] proposed in
                self?.host?.splitCollapses()
                return proposed
            },
            displayModeForExpanding: { [weak self] proposed in
                self?.host?.splitExpands()
                return proposed
            })
        split.horizontalSizeClassChanged(to: horizontalSizeClass)
        return split
    }

    public func controller(forSplit split: SimulatedSplitController) -> SimulatedController { split }

    public func arrange(_ split: SimulatedSplitController, display: SplitDisplay) {
        split.preferredDisplay = display
        window.log("split prefers \(display)")
    }

    public func isCollapsed(_ split: SimulatedSplitController) -> Bool { split.isCollapsed }
}

extension ControllerHost where Driver == SimulatedDriver<Screen> {
    /// The window's horizontal size class changes (the device turns, the app goes into a slim
    /// Split View, the app switcher snapshots it in the other size): a split root collapses or
    /// expands, as UIKit does, and nothing else happens. A transient change is two calls, one
    /// back to the size class it left.
    ///
    /// ```swift
    /// #expect(testbed.host.changeHorizontalSizeClass(to: .compact) == .performed)
    /// testbed.host.changeHorizontalSizeClass(to: .regular)
    /// ```
    @discardableResult
    public func changeHorizontalSizeClass(to sizeClass: SimulatedSizeClass) -> GestureOutcome {
        guard sizeClass != driver.horizontalSizeClass else { return .refused("the window has that size class already") }
        driver.horizontalSizeClass = sizeClass
        window.log("horizontal size class becomes \(sizeClass)")
        (container.content as? SimulatedSplitController)?.horizontalSizeClassChanged(to: sizeClass)
        return .performed
    }
}
