// Which command a step carries, so that each command's animation choice applies to its own steps.

extension TransitionStep {
    /// Whether this step carries part of the change a command made from `before` to `after`:
    /// the stack it sets, the layer it presents, a layer it dismisses (from `shown`, the layers it
    /// takes with it), or the root it replaces changed in that command.
    func isCarried(
        byChangeFrom before: NavigationState<Screen>,
        to after: NavigationState<Screen>,
        shown: NavigationState<Screen>
    ) -> Bool {
        switch self {
        case .setStack(let location, _, _):
            return before.stack(at: location) != after.stack(at: location)
        case .present(let layer, _):
            return before.layer(layer.id) != after.layer(layer.id)
        case .dismiss(let id, _):
            guard let index = shown.layerIndex(id) else { return false }
            return shown.layers[index...].contains { before.layer($0.id) != after.layer($0.id) }
        case .replaceRoot:
            return !before.root.isSameRoot(as: after.root)
        case .selectTab(let tab):
            return before.root.tabSet?.selected != after.root.tabSet?.selected && after.root.tabSet?.selected == tab
        case .updateLayer(let id, _):
            return before.layer(id) != after.layer(id)
        }
    }

    /// The same step without its animation.
    var unanimated: TransitionStep {
        switch self {
        case .setStack(let location, let entries, _): .setStack(location, entries, animated: false)
        case .present(let layer, _): .present(layer, animated: false)
        case .dismiss(let id, _): .dismiss(id, animated: false)
        case .replaceRoot(let root, _): .replaceRoot(root, animated: false)
        case .selectTab, .updateLayer: self
        }
    }
}
