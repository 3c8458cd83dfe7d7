#if canImport(UIKit)
import UIKit
import Wayfinder
import WayfinderHosting

// A split root as UIKit shows it: a column-style split view controller (Platform Rules 11).

extension UIKitDriver {
    public func makeSplit(
        _ columns: [SplitColumn], stacks: [WayfinderNavigationController], compact: WayfinderNavigationController,
        display: SplitDisplay
    ) -> WayfinderSplitController {
        let split = WayfinderSplitController(columns: columns, stacks: stacks, compact: compact)
        split.setPreferredDisplay(display)
        split.willCollapse = { [weak self] in self?.host?.splitCollapses() }
        split.willExpand = { [weak self] in self?.host?.splitExpands() }
        return split
    }

    public func controller(forSplit split: WayfinderSplitController) -> UIViewController { split }

    public func arrange(_ split: WayfinderSplitController, display: SplitDisplay) { split.setPreferredDisplay(display) }

    public func isCollapsed(_ split: WayfinderSplitController) -> Bool { split.isCollapsed }
}
#endif
