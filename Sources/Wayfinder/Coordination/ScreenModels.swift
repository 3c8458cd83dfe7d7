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
public final class ScreenModels<Screen: Hashable & Sendable, Model: AnyObject> {
    /// How many models are alive.
    public private(set) var liveCount = 0
    /// How many models have been made so far.
    public private(set) var madeCount = 0

    @ObservationIgnored private weak var navigator: Navigator<Screen>?
    @ObservationIgnored private let make: @MainActor (Entry<Screen>) -> Model?
    @ObservationIgnored private var models: [EntryID: Model] = [:]
    @ObservationIgnored private var withoutModel: Set<EntryID> = []
    @ObservationIgnored private var observation: NavigatorObservation?

    /// Models for the entries `navigator` shows, made by `make` (which returns `nil` for screens
    /// without a model).
    public init(navigator: Navigator<Screen>, make: @escaping @MainActor (Entry<Screen>) -> Model?) {
        self.navigator = navigator
        self.make = make
        observation = navigator.observe { [weak self] in self?.sync() }
        sync()
    }

    /// The model of an entry on screen.
    public subscript(entry: EntryID) -> Model? { models[entry] }

    /// Every live model with its entry's identity.
    public var all: [(entry: EntryID, model: Model)] {
        models.keys.sorted().compactMap { id in models[id].map { (id, $0) } }
    }

    private func sync() {
        guard let navigator else { return }
        let entries = navigator.shown.allStacks.flatMap(\.stack.entries)
        let live = Set(entries.map(\.id))
        models = models.filter { live.contains($0.key) }
        withoutModel.formIntersection(live)
        for entry in entries where models[entry.id] == nil && !withoutModel.contains(entry.id) {
            if let model = make(entry) {
                models[entry.id] = model
                madeCount += 1
            } else {
                withoutModel.insert(entry.id)
            }
        }
        if liveCount != models.count { liveCount = models.count }
    }
}
