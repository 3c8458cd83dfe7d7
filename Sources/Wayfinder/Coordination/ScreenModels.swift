import Observation

/// The screen models of the entries on screen, made lazily and released when their entry leaves.
///
/// A model is made by `make` (a plain closure, so any dependency container fits) when its entry
/// first appears in ``Navigator/shown``, and released when the entry leaves it. A list of 10,000
/// rows makes no destination model; opening one makes exactly one; going back releases it; a root
/// switch releases every model of the old flow.
///
/// ```swift
/// let models = ScreenModels(navigator: navigator) { entry -> AnyObject? in
///     switch entry.screen {
///     case .product(let id): ProductModel(id: id, catalog: catalog)
///     default: nil
///     }
/// }
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
    /// The entries shown when the models were last synced, in order.
    @ObservationIgnored private var syncedEntries: [EntryID] = []

    /// Models for the entries `navigator` shows, made by `make` (which returns `nil` for screens
    /// without a model).
    public init(navigator: Navigator<Screen>, make: @escaping @MainActor (Entry<Screen>) -> Model?) {
        self.navigator = navigator
        self.make = make
        navigator.follow(by: self)
        sync()
    }

    /// The model of an entry on screen.
    public subscript(entry: EntryID) -> Model? { models.values[entry].map { unsafeDowncast($0, to: Model.self) } }

    /// Every live model with its entry's identity.
    public var all: [(entry: EntryID, model: Model)] {
        models.values.keys.sorted().compactMap { id in self[id].map { (id, $0) } }
    }

    /// Makes the models of entries newly shown, releases those of entries gone.
    public func navigatorDidChange() {
        sync()
    }

    private func sync() {
        guard let navigator else { return }
        // Most changes show the same entries (a command still waiting, a tab switch, a detent):
        // then there is nothing to make or release.
        let entries = Self.entries(shownBy: navigator)
        guard entries != syncedEntries else { return }
        syncedEntries = entries
        var unread: [EntryID]? = entries
        let made = models.sync({
            defer { unread = nil }
            return unread ?? Self.entries(shownBy: navigator)
        }) { [make] id in
            navigator.shown.entry(id).flatMap { make($0) }
        }
        if made > 0 { madeCount += made }
        liveCount = models.values.count
    }

    /// The identities of the entries `navigator` shows, stack by stack.
    private static func entries(shownBy navigator: Navigator<Screen>) -> [EntryID] {
        var entries: [EntryID] = []
        for (_, stack) in navigator.shown.allStacks {
            for entry in stack.entries { entries.append(entry.id) }
        }
        return entries
    }
}
