#if canImport(UIKit)
import UIKit
import Wayfinder

/// A split root: a column-style `UISplitViewController` (iOS 14+) whose columns are the host's
/// stacks and whose compact column is the host's own stack, set once, so UIKit never merges the
/// columns itself (Platform Rules 11.3–11.5). Its delegate tells the host as the split
/// collapses or expands, so the same screens move to the layout that shows next.
@MainActor
public final class WayfinderSplitController: UISplitViewController, UISplitViewControllerDelegate {
    /// The split collapses: the host moves the columns' screens onto the compact stack.
    var willCollapse: () -> Void = {}
    /// The split expands: the host moves them back.
    var willExpand: () -> Void = {}

    init(columns: [SplitColumn], stacks: [UIViewController], compact: UIViewController) {
        super.init(style: columns.contains(.supplementary) ? .tripleColumn : .doubleColumn)
        delegate = self
        for (column, stack) in zip(columns, stacks) { setViewController(stack, for: Self.column(column)) }
        setViewController(compact, for: .compact)
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) { nil }

    /// UIKit's column for a column of the value.
    static func column(_ column: SplitColumn) -> UISplitViewController.Column {
        switch column {
        case .primary: .primary
        case .supplementary: .supplementary
        case .secondary: .secondary
        }
    }

    /// UIKit's display mode for the display the value prefers.
    func setPreferredDisplay(_ display: SplitDisplay) {
        switch display {
        case .automatic: preferredDisplayMode = .automatic
        case .secondaryOnly: preferredDisplayMode = .secondaryOnly
        case .allColumns: preferredDisplayMode = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        }
    }

    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        willCollapse()
        return proposedTopColumn
    }

    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        willExpand()
        return proposedDisplayMode
    }

    // Whether UIKit asks the calls above when a compact column is set is not documented: the
    // host's moves are idempotent, so the calls after the change make them too.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) { willCollapse() }

    public func splitViewControllerDidExpand(_ svc: UISplitViewController) { willExpand() }
}
#endif
