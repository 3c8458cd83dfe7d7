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
/// children[.tab(.profile, root: navigator.state.root.id)]?.handle(.openOrders)
/// ```
///
/// `Child` is what the children have in common: a protocol of the app's (`any TabCoordinator`),
/// or `AnyObject` for children of unrelated types.
@MainActor
public final class ChildCoordinators<Screen: Hashable & Sendable, Child>: NavigatorFollower {
    private weak var navigator: Navigator<Screen>?
    private let make: @MainActor (NavigationRegion) -> Child?
    private let children = Lifetimes<NavigationRegion, Child>()

    /// Children for `navigator`'s regions, made by `make` (which returns `nil` for regions
    /// without a coordinator).
    public init(navigator: Navigator<Screen>, make: @escaping @MainActor (NavigationRegion) -> Child?) {
        self.navigator = navigator
        self.make = make
        navigator.follow(by: self)
        sync()
    }

    /// The child owning `region`, if it is alive.
    public subscript(region: NavigationRegion) -> Child? { children.values[region] }

    /// The child for `region`, made now if it is not alive yet.
    ///
    /// A parent uses this to hand a route to a child whose region the change it is building
    /// brings in (a link that switches to the main flow and opens a tab). The child is kept only
    /// if the region then appears in the navigation value: when the change is refused, or leaves
    /// the region out, the child is released as the command ends.
    public func child<Kind>(_ type: Kind.Type, for region: NavigationRegion) -> Kind? {
        children.value(for: region) { make(region) } as? Kind
    }

    /// How many children are alive.
    public var count: Int { children.values.count }

    /// The regions whose children are alive.
    public var regions: Set<NavigationRegion> { Set(children.values.keys) }

    /// Keeps the children of the regions in the navigator's values, releases the others.
    public func navigatorDidChange() {
        sync()
    }

    private func sync() {
        guard let navigator else { return }
        children.sync({ navigator.state.regions.union(navigator.shown.regions).sorted { $0.description < $1.description } }, make: make)
    }
}
