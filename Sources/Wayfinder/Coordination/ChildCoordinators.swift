/// Children that live exactly as long as their region is in the navigation value.
///
/// A child is made the first time its region appears (in `state` or `shown`) and released when
/// the region has left both: a tab's coordinator goes with its root, a sheet's with the sheet.
/// Nothing else holds children, so they cannot leak. The factory is told the region and what it
/// shows (``RegionContent``): the tab, or the layer's style and the screen at its bottom.
///
/// ```swift
/// children = ChildCoordinators<Screen, any Coordinator>(navigator: navigator) { region, content in
///     switch content {
///     case .tab(.profile, _): ProfileCoordinator(navigator: navigator)
///     case .layer(.sheet, root: .checkout): CheckoutCoordinator(navigator: navigator, sheet: region)
///     default: nil
///     }
/// }
/// children[.tab(.profile, root: navigator.state.root.id)]?.handle(.openOrders)
/// ```
///
/// `Child` is what the children have in common: a protocol of the app's (`any Coordinator`),
/// or `AnyObject` for children of unrelated types.
@MainActor
public final class ChildCoordinators<Screen: Hashable & Sendable, Child>: NavigatorFollower {
    private weak var navigator: Navigator<Screen>?
    /// The factory, told what the region shows where it is found (`nil` where it is not).
    private let make: @MainActor (NavigationRegion, RegionContent<Screen>?) -> Child?
    private let children = Lifetimes<NavigationRegion, Child>()

    /// Children for `navigator`'s regions, made by `make` from the region and what it shows
    /// (`make` returns `nil` for regions without a coordinator).
    public init(
        navigator: Navigator<Screen>, make: @escaping @MainActor (NavigationRegion, RegionContent<Screen>) -> Child?
    ) {
        self.navigator = navigator
        self.make = { region, content in content.flatMap { make(region, $0) } }
        navigator.follow(by: self)
        sync()
    }

    /// Children for `navigator`'s regions, made by `make` from the region alone.
    public init(navigator: Navigator<Screen>, make: @escaping @MainActor (NavigationRegion) -> Child?) {
        self.navigator = navigator
        self.make = { region, _ in make(region) }
        navigator.follow(by: self)
        sync()
    }

    /// The child owning `region`, if it is alive.
    public subscript(region: NavigationRegion) -> Child? { children.values[region] }

    /// The child for `region`, made now if it is not alive yet; the factory is told what the
    /// region shows in `state` (by default, in the navigator's values).
    ///
    /// A parent uses this to hand a route to a child whose region the change it is building
    /// brings in (a link that switches to the main flow and opens a tab): it passes the value
    /// being built. The child is kept only if the region then appears in the navigation value:
    /// when the change is refused, or leaves the region out, the child is released as the
    /// command ends.
    ///
    /// ```swift
    /// navigator.update { state in
    ///     try state.switchRoot(to: .main, tabs: tabs, selected: .profile)
    ///     children.child(ProfileCoordinator.self, for: .tab(.profile, root: state.root.id), in: state)?.prepare()
    /// }
    /// ```
    public func child<Kind>(_ type: Kind.Type, for region: NavigationRegion, in state: NavigationState<Screen>? = nil) -> Kind? {
        let content = state.map { $0.content(of: region) } ?? content(of: region)
        return children.value(for: region) { make(region, content) } as? Kind
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
        children.sync({ navigator.state.regions.union(navigator.shown.regions).sorted { $0.description < $1.description } }) {
            [make] region in make(region, self.content(of: region))
        }
    }

    /// What `region` shows in the navigator's values: in `state`, or else in `shown`.
    private func content(of region: NavigationRegion) -> RegionContent<Screen>? {
        navigator.flatMap { $0.state.content(of: region) ?? $0.shown.content(of: region) }
    }
}
