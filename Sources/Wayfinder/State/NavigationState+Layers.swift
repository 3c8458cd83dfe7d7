// Layers and alerts: presenting, dismissing, restyling; alerts leave with their owner.

extension NavigationState {
    /// The position of the layer with this identity, if it is in the value.
    func layerIndex(_ id: LayerID) -> Int? {
        layers.firstIndex { $0.id == id }
    }

    /// The layer with this identity, if it is in the value.
    func layer(_ id: LayerID) -> Layer<Screen>? {
        layerIndex(id).map { layers[$0] }
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
    ///   - transition: How the layer comes in, and goes out when it is dismissed.
    public mutating func present(
        _ screen: Screen, path: [Screen] = [], as style: PresentationStyle, transition: ScreenTransition = .system
    ) throws(NavigationError) {
        if case .sheet(let sheet) = style, let problem = sheet.problem { throw problem }
        if layers.last?.isAlert == true { layers.removeLast() }
        var counter = IdentityCounter(startingAt: nextIdentity)
        let id: LayerID = counter.next()
        layers.append(Layer(id: id, kind: style.layerKind, stack: counter.stack([screen] + path), transition: transition))
        nextIdentity = counter.nextID
    }

    /// Shows a custom alert on top of everything. It belongs to ``topEntry``, the entry on top
    /// of what it covers, and leaves when that entry does. An alert already on top is replaced.
    ///
    /// - Returns: The alert layer's identity.
    @discardableResult
    public mutating func showAlert(_ alert: NavigationAlert) throws(NavigationError) -> LayerID {
        guard !alert.buttons.isEmpty else { throw .alertWithoutButtons }
        var next = self
        if next.layers.last?.isAlert == true { next.layers.removeLast() }
        guard let owner = next.topEntry?.id else { throw .emptyStack(next.topStackLocation) }
        var counter = IdentityCounter(startingAt: next.nextIdentity)
        let id: LayerID = counter.next()
        next.layers.append(Layer(id: id, kind: .alert(alert, owner: owner), stack: nil))
        next.nextIdentity = counter.nextID
        self = next
        return id
    }

    /// Dismisses the top layer.
    public mutating func dismiss() throws(NavigationError) {
        guard !layers.isEmpty else { throw .nothingToDismiss }
        layers.removeLast()
    }

    /// Dismisses a layer and every layer above it.
    public mutating func dismiss(_ layer: LayerID) throws(NavigationError) {
        guard let index = layerIndex(layer) else { throw .layerNotFound(layer) }
        layers.removeSubrange(index...)
    }

    /// Dismisses every layer above a layer, which stays.
    public mutating func dismiss(to layer: LayerID) throws(NavigationError) {
        guard let index = layerIndex(layer) else { throw .layerNotFound(layer) }
        layers.removeSubrange((index + 1)...)
    }

    /// Dismisses every layer, showing the root.
    public mutating func dismissAll() {
        layers.removeAll()
    }

    /// Changes the style of a sheet that is up, for example the detent it rests at.
    public mutating func setSheetStyle(_ style: SheetStyle, for layer: LayerID) throws(NavigationError) {
        guard let index = layerIndex(layer) else { throw .layerNotFound(layer) }
        guard case .sheet = layers[index].kind else { throw .notASheet(layer) }
        if let problem = style.problem { throw problem }
        layers[index].kind = .sheet(style)
    }

    /// Removes every alert whose owner is no longer on top of the layer it covers, with the
    /// layers above it: an alert leaves in the same change as the entry that raised it.
    mutating func dropOrphanedAlerts() {
        let orphaned = layers.indices.first { index in
            layers[index].owner.map { $0 != visibleTop(below: index)?.id } ?? false
        }
        if let orphaned { layers.removeSubrange(orphaned...) }
    }
}
