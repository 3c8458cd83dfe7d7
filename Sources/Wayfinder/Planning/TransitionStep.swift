/// One transition a host performs: one controller call, at most one animation, one completion.
///
/// The planner produces these in order; the runner hands them to the host one at a time and
/// waits for each to complete before planning the next.
package enum TransitionStep<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// Replaces a stack's entries in one call (UIKit `setViewControllers(_:animated:)`). Animated,
    /// it pushes, pops or does nothing visible, by Platform Rules 3.1.
    case setStack(StackLocation, [Entry<Screen>], animated: Bool)
    /// Selects a tab of the tabbed root (never animated).
    case selectTab(TabID)
    /// Sets the split root's preferred display and the column shown when compact (never animated).
    case arrangeColumns(ColumnArrangement)
    /// Presents one layer, with its whole stack, above the top layer.
    case present(Layer<Screen>, animated: Bool)
    /// Dismisses a layer and every layer above it in one call; only the top one animates
    /// (Platform Rules 2.2).
    case dismiss(LayerID, animated: Bool)
    /// Changes a layer's style in place (a sheet's detents, an alert's text); no transition.
    case updateLayer(LayerID, LayerKind)
    /// Replaces the root with another one, with the new root's transition when animated.
    case replaceRoot(Root<Screen>, animated: Bool)

    /// Whether the step runs an animation the user watches.
    package var isAnimated: Bool {
        switch self {
        case .setStack(_, _, let animated), .present(_, let animated),
            .dismiss(_, let animated), .replaceRoot(_, let animated):
            animated
        case .selectTab, .arrangeColumns, .updateLayer:
            false
        }
    }

    /// The same step without its animation.
    var unanimated: TransitionStep {
        switch self {
        case .setStack(let location, let entries, _): .setStack(location, entries, animated: false)
        case .present(let layer, _): .present(layer, animated: false)
        case .dismiss(let id, _): .dismiss(id, animated: false)
        case .replaceRoot(let root, _): .replaceRoot(root, animated: false)
        case .selectTab, .arrangeColumns, .updateLayer: self
        }
    }
}

extension TransitionStep: CustomStringConvertible {
    /// A short line for transcripts and test failures: `present sheet#5 (animated)`.
    package var description: String {
        let animation = isAnimated ? " (animated)" : ""
        switch self {
        case .setStack(let location, let entries, _):
            return "set \(location) [\(entries.map { $0.description }.joined(separator: ", "))]\(animation)"
        case .selectTab(let id):
            return "select tab \(id)"
        case .arrangeColumns(let arrangement):
            return "arrange columns \(arrangement.display), compact \(arrangement.compactColumn)"
        case .present(let layer, _):
            let top = layer.stack?.top.map { " \($0)" } ?? layer.alert.map { " \"\($0.title)\"" } ?? ""
            return "present \(layer.kind.name)\(layer.id)\(top)\(animation)"
        case .dismiss(let id, _):
            return "dismiss from \(id)\(animation)"
        case .updateLayer(let id, let kind):
            return "update \(kind.name)\(id)"
        case .replaceRoot(let root, _):
            return "replace root with \(root.flow)\(root.id)\(animation)"
        }
    }
}
