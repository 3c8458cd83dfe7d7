/// Owns a region of the navigation value (a flow, a tab, a sheet): turns its screens' events
/// into navigation, and turns the part of a deep link meant for it into a change of the value.
///
/// Routes are the coordinator's own type, and turning one into a change is a static function of
/// the coordinator's type: a parent hands a child's type exactly what it understands, checked by
/// the compiler, with no instance to look up (and so no cast), and nothing made inside a change
/// that could outlive a refused one. Instances handle their screens' events.
///
/// ```swift
/// final class ProfileCoordinator: Coordinator {
///     enum Route { case orders, order(Int), settings }
///     static func open(_ route: Route, in state: inout NavigationState<Screen>) throws {
///         switch route {
///         case .orders: try state.replaceStack(with: [.profile, .orders], at: .tab(.profile))
///         case .order(let id): try state.replaceStack(with: [.profile, .orders, .order(id)], at: .tab(.profile))
///         case .settings: try state.replaceStack(with: [.profile, .settings], at: .tab(.profile))
///         }
///     }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
    /// The app's screen type.
    associatedtype Screen: Hashable & Sendable
    /// What this coordinator can be asked to show.
    associatedtype Route

    /// Changes `state` to show `route` in this coordinator's region. Pure: it only edits the
    /// value, so it is tested without a host, and a parent can combine it with its own edits
    /// into one change (`try ProfileCoordinator.open(.settings, in: &state)`).
    static func open(_ route: Route, in state: inout NavigationState<Screen>) throws
}
