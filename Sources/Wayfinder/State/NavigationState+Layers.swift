// Presenting and dismissing layers, showing alerts and switching the root.

extension NavigationState {
    /// The layer with this identity, if it is in the value.
    func layer(_ id: LayerID) -> Layer<Screen>? {
        layerChain.index(of: id).map { layerChain[$0] }
    }

    /// Presents screens in a new layer on top. An alert on top goes first: nothing is ever
    /// presented above an alert.
    ///
    /// ```swift
    /// try state.present(.options, as: .sheet(.fitting))
    /// try state.present(.checkout, path: [.address], as: .fullScreenCover)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The layer's root screen.
    ///   - path: Screens pushed above it in the layer's own stack.
    ///   - style: Sheet, full-screen cover or overlay.
    public mutating func present(_ screen: Screen, path: [Screen] = [], as style: PresentationStyle) throws(NavigationError) {
        if case .sheet(let sheet) = style, let problem = sheet.problem { throw problem }
        var next = self
        if next.layerChain.last?.isAlert == true { next.layerChain.removeLast() }
        var counter = IdentityCounter(startingAt: next.nextIdentity)
        let id: LayerID = counter.next()
        next.layerChain.append(Layer(id: id, kind: style.layerKind, stack: counter.stack([screen] + path)))
        next.nextIdentity = counter.nextID
        self = next
    }

    /// Shows a custom alert on top of everything. It belongs to ``topEntry``, the entry on top
    /// of what it covers, and leaves when that entry does. An alert already on top is replaced.
    ///
    /// - Returns: The alert layer's identity.
    @discardableResult
    public mutating func showAlert(_ alert: NavigationAlert) throws(NavigationError) -> LayerID {
        guard !alert.buttons.isEmpty else { throw .alertWithoutButtons }
        var next = self
        if next.layerChain.last?.isAlert == true { next.layerChain.removeLast() }
        guard let owner = next.topEntry?.id else { throw .emptyStack(next.topStackLocation) }
        var counter = IdentityCounter(startingAt: next.nextIdentity)
        let id: LayerID = counter.next()
        next.layerChain.append(Layer(id: id, kind: .alert(alert, owner: owner), stack: nil))
        next.nextIdentity = counter.nextID
        self = next
        return id
    }

    /// Dismisses the top layer.
    public mutating func dismiss() throws(NavigationError) {
        guard !layerChain.isEmpty else { throw .nothingToDismiss }
        layerChain.removeLast()
    }

    /// Dismisses a layer and every layer above it.
    public mutating func dismiss(_ layer: LayerID) throws(NavigationError) {
        guard let index = layerChain.index(of: layer) else { throw .layerNotFound(layer) }
        layerChain.removeSubrange(index...)
    }

    /// Dismisses every layer above a layer, which stays.
    public mutating func dismiss(to layer: LayerID) throws(NavigationError) {
        guard let index = layerChain.index(of: layer) else { throw .layerNotFound(layer) }
        layerChain.removeSubrange((index + 1)...)
    }

    /// Dismisses every layer, showing the root.
    public mutating func dismissAll() {
        layerChain.removeAll()
    }

    /// Changes the style of a sheet that is up, for example the detent it rests at.
    public mutating func setSheetStyle(_ style: SheetStyle, for layer: LayerID) throws(NavigationError) {
        guard let index = layerChain.index(of: layer) else { throw .layerNotFound(layer) }
        guard case .sheet = layerChain[index].kind else { throw .notASheet(layer) }
        if let problem = style.problem { throw problem }
        layerChain[editing: index].kind = .sheet(style)
    }

    /// Replaces the root with a single stack in another flow; every layer goes with the old root.
    public mutating func switchRoot(
        to flow: FlowID,
        root screen: Screen,
        path: [Screen] = [],
        transition: RootTransition = .crossFade
    ) {
        var counter = IdentityCounter(startingAt: nextIdentity)
        let id: RootID = counter.next()
        let stack = counter.stack([screen] + path)
        root = Root(id: id, flow: flow, transition: transition, content: .stack(stack))
        layerChain.removeAll()
        nextIdentity = counter.nextID
    }

    /// Replaces the root with tabs in another flow; every layer goes with the old root.
    public mutating func switchRoot(
        to flow: FlowID,
        tabs: [TabStack<Screen>],
        selected: TabID,
        transition: RootTransition = .crossFade
    ) throws(NavigationError) {
        var counter = IdentityCounter(startingAt: nextIdentity)
        let id: RootID = counter.next()
        let tabSet = try counter.tabSet(tabs, selected: selected)
        root = Root(id: id, flow: flow, transition: transition, content: .tabs(tabSet))
        layerChain.removeAll()
        nextIdentity = counter.nextID
    }
}
