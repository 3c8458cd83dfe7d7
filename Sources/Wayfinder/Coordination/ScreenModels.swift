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
    public private(set) var liveCount: Int {
        get { access(keyPath: keys.live); return storedLive }
        set { if newValue != storedLive { withMutation(keyPath: keys.live) { storedLive = newValue } } }
    }
    /// How many models have been made so far.
    public private(set) var madeCount: Int {
        get { access(keyPath: keys.made); return storedMade }
        set { withMutation(keyPath: keys.made) { storedMade = newValue } }
    }

    // Written out over ignored storage with key paths built once: a key path into a generic
    // class is built anew at every use, as for the navigator's own (BENCHMARKS.md).
    @ObservationIgnored private var storedLive = 0
    @ObservationIgnored private var storedMade = 0
    @ObservationIgnored private let keys = (live: \ScreenModels.liveCount, made: \ScreenModels.madeCount)

    @ObservationIgnored private weak var navigator: Navigator<Screen>?
    @ObservationIgnored private let make: @MainActor (Entry<Screen>) -> Model?
    // Kept as `AnyObject`, so that the bookkeeping is compiled for concrete types; only what
    // `make` returned goes in.
    @ObservationIgnored private let models = Lifetimes<EntryID, AnyObject>()
    /// The entries of ``Navigator/state`` when the models were last synced, in order.
    @ObservationIgnored private var syncedEntries: [EntryID] = []

    /// Models for `navigator`'s entries, made by `make` (which returns `nil` for screens without
    /// a model).
    public init(navigator: Navigator<Screen>, make: @escaping @MainActor (Entry<Screen>) -> Model?) {
        self.navigator = navigator
        self.make = make
        navigator.follow(by: self)
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

    /// Makes the models of entries new to the navigator, releases those of entries gone. A
    /// command's screens are built when its turn ends, after this notice, so each model is there
    /// before its screen.
    public func navigatorDidChange() {
        sync()
    }

    private func sync() {
        guard let navigator else { return }
        // Most changes keep the same entries (a command still waiting, a tab switch, a detent):
        // then there is nothing to make, and nothing to release but the models of screens that
        // have finished leaving.
        let entries = Self.entries(of: navigator.state)
        guard entries != syncedEntries else {
            guard !models.kept.isEmpty else { return }
            let stays = Self.onScreen(models.kept, navigator)
            let left = models.kept.filter { !stays.contains($0) }
            guard !left.isEmpty else { return }
            models.release(left)
            liveCount = models.values.count
            return
        }
        syncedEntries = entries
        var unread: [EntryID]? = entries
        let made = models.sync({
            defer { unread = nil }
            return unread ?? Self.entries(of: navigator.state)
        }, keeping: { Self.onScreen($0, navigator) }) { [make] id in
            navigator.state.entry(id).flatMap { make($0) }
        }
        if made > 0 { madeCount += made }
        liveCount = models.values.count
    }

    /// The identities of the entries of `state`, stack by stack.
    private static func entries(of state: NavigationState<Screen>) -> [EntryID] {
        var entries: [EntryID] = []
        for (_, stack) in state.allStacks {
            for entry in stack.entries { entries.append(entry.id) }
        }
        return entries
    }

    /// Those of `ids` whose entries the host still shows, or the step in flight brings.
    private static func onScreen(_ ids: [EntryID], _ navigator: Navigator<Screen>) -> Set<EntryID> {
        // A pop leaves one screen, compared directly; a root switch leaves many, looked up in a set.
        let one = ids.count == 1 ? ids[0] : nil
        let asked = one == nil ? Set(ids) : []
        var found: Set<EntryID> = []
        func look(at entries: [Entry<Screen>]) {
            for entry in entries where entry.id == one || asked.contains(entry.id) { found.insert(entry.id) }
        }
        for (_, stack) in navigator.shown.allStacks { look(at: stack.entries) }
        for (_, entries) in stacks(of: navigator.transitionInFlight) { look(at: entries) }
        return found
    }


    /// The stacks `step` brings to the screen.
    private static func stacks(of step: TransitionStep<Screen>?) -> [(StackLocation, [Entry<Screen>])] {
        switch step {
        case .setStack(let location, let entries, _)?: [(location, entries)]
        case .present(let layer, _)?: layer.stack.map { [(.layer(layer.id), $0.entries)] } ?? []
        case .replaceRoot(let root, _)?: root.stacks.map { ($0.location, $0.stack.entries) }
        case .selectTab?, .arrangeColumns?, .dismiss?, .updateLayer?, nil: []
        }
    }
}
