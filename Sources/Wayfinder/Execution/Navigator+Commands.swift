// The everyday commands. Each is one `update`: it changes `state` at once, or is refused with
// the reason and changes nothing, and returns a request that can be awaited.

extension Navigator {
    /// Pushes a screen onto a stack (by default the top one; ``NavigationState/topStackLocation``).
    @discardableResult
    public func push(_ screen: Screen, onto location: StackLocation? = nil, animated: Bool = true)
        -> NavigationRequest
    {
        update(animated: animated) { state in try state.push(screen, onto: location) }
    }

    /// Pushes several screens in one transition.
    @discardableResult
    public func push(contentsOf screens: [Screen], onto location: StackLocation? = nil, animated: Bool = true)
        -> NavigationRequest
    {
        update(animated: animated) { state in try state.push(contentsOf: screens, onto: location) }
    }

    /// Pops screens off a stack (by default the top one).
    @discardableResult
    public func pop(_ count: Int = 1, from location: StackLocation? = nil, animated: Bool = true)
        -> NavigationRequest
    {
        update(animated: animated) { state in try state.pop(count, from: location) }
    }

    /// Pops every screen above an entry.
    @discardableResult
    public func pop(to entry: EntryID, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.pop(to: entry) }
    }

    /// Pops every screen above a stack's root.
    @discardableResult
    public func popToRoot(of location: StackLocation? = nil, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.popToRoot(of: location) }
    }

    /// Replaces a stack's screens, keeping the entries of the longest equal prefix.
    @discardableResult
    public func replaceStack(with screens: [Screen], at location: StackLocation? = nil, animated: Bool = true)
        -> NavigationRequest
    {
        update(animated: animated) { state in try state.replaceStack(with: screens, at: location) }
    }

    /// Presents screens in a new layer: a sheet, a full-screen cover or an overlay.
    @discardableResult
    public func present(
        _ screen: Screen, path: [Screen] = [], as style: PresentationStyle, animated: Bool = true
    ) -> NavigationRequest {
        update(animated: animated) { state in try state.present(screen, path: path, as: style) }
    }

    /// Dismisses the top layer.
    @discardableResult
    public func dismiss(animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.dismiss() }
    }

    /// Dismisses every layer above `layer`, which stays.
    @discardableResult
    public func dismiss(to layer: LayerID, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.dismiss(to: layer) }
    }

    /// Dismisses every layer.
    @discardableResult
    public func dismissAll(animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in state.dismissAll() }
    }

    /// Selects a tab.
    @discardableResult
    public func selectTab(_ id: TabID, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.selectTab(id) }
    }

    /// Shows a custom alert owned by the entry on top.
    @discardableResult
    public func showAlert(_ alert: NavigationAlert, animated: Bool = true) -> NavigationRequest {
        update(animated: animated) { state in try state.showAlert(alert) }
    }

    /// Switches to another flow whose root is a single stack.
    @discardableResult
    public func switchRoot(
        to flow: FlowID, root screen: Screen, path: [Screen] = [], transition: RootTransition = .crossFade,
        animated: Bool = true
    ) -> NavigationRequest {
        update(animated: animated) { state in
            state.switchRoot(to: flow, root: screen, path: path, transition: transition)
        }
    }

    /// Switches to another flow whose root is tabs.
    @discardableResult
    public func switchRoot(
        to flow: FlowID, tabs: [TabStack<Screen>], selected: TabID, transition: RootTransition = .crossFade,
        animated: Bool = true
    ) -> NavigationRequest {
        update(animated: animated) { state in
            try state.switchRoot(to: flow, tabs: tabs, selected: selected, transition: transition)
        }
    }
}
