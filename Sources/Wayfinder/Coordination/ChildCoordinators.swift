/// Children that live exactly as long as their region is in the navigation value.
///
/// A child is made the first time its region appears (in `state` or `shown`) and released when
/// the region has left both: a tab's coordinator goes with its root, a sheet's with the sheet.
/// Nothing else holds children, so they cannot leak.
///
/// ```swift
/// children = ChildCoordinators<Screen, any TabCoordinator>(navigator: navigator) { region in
///     switch region {
///     case .tab(.profile, _): ProfileCoordinator(navigator: navigator)
///     default: nil
///     }
/// }
/// try children.child(ProfileCoordinator.self, for: .tab(.profile, root: state.root.id))?
///     .open(.settings, in: &state)
/// ```
///
/// `Child` is what the children have in common: a protocol of the app's (`any TabCoordinator`),
/// or `AnyObject` for children of unrelated types.
@MainActor
public final class ChildCoordinators<Screen: Hashable & Sendable, Child> {
    private weak var navigator: Navigator<Screen>?
    private let make: @MainActor (NavigationRegion) -> Child?
    private var children: [NavigationRegion: Child] = [:]
    private var withoutChild: Set<NavigationRegion> = []
    private var observation: NavigatorObservation?

    /// Children for `navigator`'s regions, made by `make` (which returns `nil` for regions
    /// without a coordinator).
    public init(navigator: Navigator<Screen>, make: @escaping @MainActor (NavigationRegion) -> Child?) {
        self.navigator = navigator
        self.make = make
        observation = navigator.observe { [weak self] in self?.sync() }
        sync()
    }

    /// The child owning `region`, if it is alive.
    public subscript(region: NavigationRegion) -> Child? { children[region] }

    /// The child for `region`, made now if it is not alive yet.
    ///
    /// A parent uses this to hand a route to a child whose region the change it is building
    /// brings in (a link that switches to the main flow and opens a tab). The child is kept only
    /// if the region then appears in the navigation value; otherwise the next change releases it.
    public func child<Kind>(_ type: Kind.Type, for region: NavigationRegion) -> Kind? {
        if let existing = children[region] { return existing as? Kind }
        guard !withoutChild.contains(region), let made = make(region) else { return nil }
        children[region] = made
        return made as? Kind
    }

    /// How many children are alive.
    public var count: Int { children.count }

    /// The regions whose children are alive.
    public var regions: Set<NavigationRegion> { Set(children.keys) }

    private func sync() {
        guard let navigator else { return }
        let live = navigator.state.regions.union(navigator.shown.regions)
        children = children.filter { live.contains($0.key) }
        withoutChild.formIntersection(live)
        for region in live.sorted(by: { $0.description < $1.description }) where children[region] == nil && !withoutChild.contains(region) {
            if let child = make(region) { children[region] = child } else { withoutChild.insert(region) }
        }
    }
}
