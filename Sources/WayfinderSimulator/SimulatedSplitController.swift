import Wayfinder

/// A window's horizontal size class, as UIKit's trait collection reports it: a split
/// collapses in a compact one (Platform Rules 11.1).
///
/// ```swift
/// testbed.host.changeHorizontalSizeClass(to: .compact)   // the split collapses
/// ```
public enum SimulatedSizeClass: Hashable, Sendable {
    /// Wide: an iPad in full screen, a large iPhone on its side.
    case regular
    /// Narrow: an iPhone, an iPad in a slim Split View or Slide Over.
    case compact
}

/// A fake column-style `UISplitViewController` (iOS 14+), from its documented rules
/// (Platform Rules 11): a controller per column, set with `setViewController(_:for:)`;
/// collapsed in a compact width, where it shows its compact column's controller if it has one,
/// and otherwise merges the secondary column's screens onto the primary's navigation stack;
/// expanded again in a regular width. Its delegate hears `topColumnForCollapsing…` and
/// `displayModeForExpanding…` before, `didCollapse` and `didExpand` after. Nothing of it
/// animates a push or a pop.
///
/// It keeps UIKit's unkind parts: the secondary column set while collapsed without a compact
/// column is pushed onto the primary's stack (11.4), and, as on iOS 17 and earlier, a second
/// controller set for the compact column is ignored (11.5).
@MainActor
public final class SimulatedSplitController: SimulatedController {
    /// The controller of each column (`viewController(for:)`).
    public private(set) var columns: [SplitColumn: SimulatedController] = [:]
    /// The compact column's controller, shown while collapsed (`viewController(for: .compact)`).
    public private(set) var compactController: SimulatedController?
    /// Whether the columns are collapsed into one (`isCollapsed`).
    public private(set) var isCollapsed = false
    /// The display the app prefers (`preferredDisplayMode`); no effect while collapsed.
    public internal(set) var preferredDisplay: SplitDisplay = .automatic
    /// Whether a second controller for the compact column is ignored, as on iOS 17 and earlier.
    public var ignoresCompactColumnReset = true
    /// The screens the merge moved from the secondary column onto the primary's stack.
    private var merged: [SimulatedController] = []

    /// The delegate (`UISplitViewControllerDelegate`): the driver's.
    var delegate = SimulatedSplitDelegate()

    init(window: SimulatedWindow) {
        super.init(window: window, name: "split")
    }

    /// Sets a column's controller (`setViewController(_:for:)`). Collapsed without a compact
    /// column, the secondary's new controller is pushed onto the primary's stack instead of
    /// replacing the column's (11.4).
    public func setViewController(_ controller: SimulatedController, for column: SplitColumn) {
        if isCollapsed, compactController == nil, column == .secondary,
            let primary = columns[.primary] as? SimulatedStackController
        {
            window.log("set split column secondary while collapsed: pushed onto \(primary.name)")
            primary.push([controller], animated: false) {}
            return
        }
        columns[column]?.parent = nil
        columns[column] = controller
        controller.parent = self
        window.log("set split column \(column) to \(controller.name)")
    }

    /// Sets the compact column's controller; a second one is ignored where
    /// ``ignoresCompactColumnReset`` (11.5).
    public func setCompactViewController(_ controller: SimulatedController) {
        if compactController != nil, ignoresCompactColumnReset {
            return window.log("set split compact column to \(controller.name): ignored, it was set before")
        }
        compactController?.parent = nil
        compactController = controller
        controller.parent = self
        window.log("set split compact column to \(controller.name)")
    }

    /// The window's horizontal size class became `sizeClass`: a regular split collapses in a
    /// compact one, a collapsed split expands in a regular one (11.1–11.3).
    func horizontalSizeClassChanged(to sizeClass: SimulatedSizeClass) {
        switch (sizeClass, isCollapsed) {
        case (.compact, false): collapse()
        case (.regular, true): expand()
        default: break
        }
    }

    private func collapse() {
        let proposed: SplitColumn = .secondary  // which one UIKit proposes is unverified (11.2)
        let top = delegate.topColumnForCollapsing?(proposed) ?? proposed
        isCollapsed = true
        if compactController == nil, top != .primary,
            let primary = columns[.primary] as? SimulatedStackController,
            let secondary = columns[.secondary] as? SimulatedStackController
        {
            // Without a compact column, the secondary's screens join the primary's stack.
            merged = secondary.screenControllers
            secondary.setScreens([], animated: false) {}
            primary.setScreens(primary.screenControllers + merged, animated: false) {}
        }
        window.log("split collapses, top column \(top)")
        delegate.didCollapse?()
    }

    private func expand() {
        let display = delegate.displayModeForExpanding?(preferredDisplay) ?? preferredDisplay
        isCollapsed = false
        if !merged.isEmpty, let primary = columns[.primary] as? SimulatedStackController,
            let secondary = columns[.secondary] as? SimulatedStackController
        {
            // The merged screens still on the primary's stack go back to the secondary.
            let back = primary.screenControllers.filter { screen in merged.contains { $0 === screen } }
            primary.setScreens(primary.screenControllers.filter { screen in !back.contains { $0 === screen } }, animated: false) {}
            secondary.setScreens(back, animated: false) {}
        }
        merged = []
        window.log("split expands, display \(display)")
        delegate.didExpand?()
    }

    /// The controllers on screen: the compact column's (or the primary's, merged) while
    /// collapsed; otherwise each column's, leading first.
    public var shownControllers: [SimulatedController] {
        if isCollapsed { return [compactController ?? columns[.primary]].compactMap { $0 } }
        return SplitColumn.allCases.compactMap { columns[$0] }
    }
}

/// What a split tells its delegate (`UISplitViewControllerDelegate`, column style).
@MainActor
struct SimulatedSplitDelegate {
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    var topColumnForCollapsing: ((SplitColumn) -> SplitColumn)?
    /// `splitViewControllerDidCollapse(_:)`.
    var didCollapse: (() -> Void)?
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
    var displayModeForExpanding: ((SplitDisplay) -> SplitDisplay)?
    /// `splitViewControllerDidExpand(_:)`.
    var didExpand: (() -> Void)?
}
