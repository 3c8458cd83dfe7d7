import Observation

/// The screen models of a navigator's entries, each made before its screen is built and released
/// once its entry has left.
///
/// A model is made by `make` (a plain closure, so any dependency container fits) as soon as its
/// entry is in ``Navigator/state``, before the host builds the entry's screen: a screen finds its
/// model from its first frame, the push that slides it in included. It is released once the
/// entry has left ``Navigator/state``, ``Navigator/shown`` and the transition in flight, so a
/// screen keeps its model while it slides out. Each entry's model is made once. A list of 10,000
/// rows makes no destination model; opening one makes exactly one; going back releases it; a
/// root switch releases every model of the old flow.
///
/// ```swift
/// let models = ScreenModels<Screen, AnyObject>(navigator: navigator) { entry in
///     switch entry.screen {
///     case .product(let id): ProductModel(id: id, catalog: catalog)
///     case .cart: CartModel(store: store)
///     default: nil
///     }
/// }
/// // In the screen factory given to the host (`UIKitHost(screen:)`): typed, no cast.
/// let model = models[entry.id, as: ProductModel.self]
/// models.liveCount   // observable, for tests and benchmarks
/// ```
@MainActor
@Observable
public final class ScreenModels<Screen: Hashable & Sendable, Model: AnyObject>: NavigatorFollower {
    /// How many models are alive.
    public private(set) var liveCount = 0
    /// How many models have been made so far.
    public private(set) var madeCount = 0

    @ObservationIgnored private weak var navigator: Navigator<Screen>?
    @ObservationIgnored private let make: @MainActor (Entry<Screen>) -> Model?
    // Kept as `AnyObject`, so that the bookkeeping is compiled for concrete types; only what
    // `make` returned goes in.
    @ObservationIgnored private let models = Lifetimes<EntryID, AnyObject>()
    /// The live entries when the models were last synced, in order.
    @ObservationIgnored private var syncedEntries: [EntryID] = []

    /// Models for `navigator`'s entries, made by `make` (which returns `nil` for screens without
    /// a model).
    public init(navigator: Navigator<Screen>, make: @escaping @MainActor (Entry<Screen>) -> Model?) {
        self.navigator = navigator
        self.make = make
        navigator.follow(by: self)
        // The host builds screens inside a change, before followers are told of it.
        navigator.preparers.append { [weak self] in
            self?.sync()
            return self != nil
        }
        sync()
    }

    /// The model of an entry.
    public subscript(entry: EntryID) -> Model? { models.values[entry].map { unsafeDowncast($0, to: Model.self) } }

    /// The model of an entry as the type its screen's model has: `nil` when the entry has no
    /// model, or one of another type.
    ///
    /// ```swift
    /// guard let model = models[entry.id, as: CatalogModel.self] else { return placeholder }
    /// ```
    public subscript<Typed>(entry: EntryID, as type: Typed.Type) -> Typed? { models.values[entry] as? Typed }

    /// Every live model with its entry's identity.
    public var all: [(entry: EntryID, model: Model)] {
        models.values.keys.sorted().compactMap { id in self[id].map { (id, $0) } }
    }

    /// Makes the models of entries new to the navigator, releases those of entries gone.
    package func navigatorDidChange() {
        sync()
    }

    private func sync() {
        guard let navigator else { return }
        // Most changes keep the same entries (a command still waiting, a tab switch, a detent):
        // then there is nothing to make or release.
        let entries = Self.liveEntries(of: navigator)
        guard entries != syncedEntries else { return }
        syncedEntries = entries
        var unread: [EntryID]? = entries
        let made = models.sync({
            defer { unread = nil }
            return unread ?? Self.liveEntries(of: navigator)
        }) { [make] id in
            Self.entry(id, of: navigator).flatMap { make($0) }
        }
        if made > 0 { madeCount += made }
        liveCount = models.values.count
    }

    /// The entries of `state`, stack by stack, then those only `shown` or the step in flight
    /// holds (a screen popped but still sliding out): the same list before and after a push,
    /// so that only a change of entries costs a pass.
    private static func liveEntries(of navigator: Navigator<Screen>) -> [EntryID] {
        let state = navigator.state
        let wanted = state.allStacks
        var entries: [EntryID] = []
        for (_, stack) in wanted {
            for entry in stack.entries { entries.append(entry.id) }
        }
        for (index, (location, stack)) in navigator.shown.allStacks.enumerated() {
            let counterpart = index < wanted.count && wanted[index].location == location ? wanted[index].stack : state.stack(at: location)
            append(stack.entries, beyond: counterpart, to: &entries)
        }
        for (location, stackEntries) in stacks(of: navigator.transitionInFlight) {
            append(stackEntries, beyond: state.stack(at: location), to: &entries)
        }
        return entries
    }

    /// Appends the entries of `stack` past its common bottom with `counterpart`.
    private static func append(_ stack: [Entry<Screen>], beyond counterpart: ScreenStack<Screen>?, to entries: inout [EntryID]) {
        let other = counterpart?.entries ?? []
        var index = 0
        while index < stack.count, index < other.count, stack[index].id == other[index].id { index += 1 }
        for entry in stack[index...] { entries.append(entry.id) }
    }

    /// The stacks a step brings to the screen.
    private static func stacks(of step: TransitionStep<Screen>?) -> [(StackLocation, [Entry<Screen>])] {
        switch step {
        case .setStack(let location, let entries, _)?: [(location, entries)]
        case .present(let layer, _)?: layer.stack.map { [(.layer(layer.id), $0.entries)] } ?? []
        case .replaceRoot(let root, _)?: root.stacks.map { ($0.location, $0.stack.entries) }
        case .selectTab?, .dismiss?, .updateLayer?, nil: []
        }
    }

    /// The entry `id`, wherever the navigator holds it.
    private static func entry(_ id: EntryID, of navigator: Navigator<Screen>) -> Entry<Screen>? {
        navigator.state.entry(id) ?? navigator.shown.entry(id)
            ?? stacks(of: navigator.transitionInFlight).lazy.compactMap { $0.1.first { $0.id == id } }.first
    }
}
